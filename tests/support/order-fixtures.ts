import type { OrderCatalog } from "~/lib/orders/order";

/** The cheapest package as the order funnel's catalogue holds it: one-time, nothing included. */
export const scriptOnlyTier: OrderCatalog["tiers"][number] = {
  _id: "t1",
  slug: "script-only",
  name: "Script Only",
  price: 299,
  billing: "one-time",
  paymentPlan: null,
  includesInstallation: false,
  includesHosting: false,
  includedOffers: [],
  checkoutUrl: "https://pay.example/a",
};

/** An order as the funnel stores it for Script Only at $299 on a link no provider confirms (the sample's), nothing added. */
export function placedScriptOnlyOrder(reference: string): Record<string, unknown> {
  return {
    reference,
    tierName: "Script Only",
    addOns: [],
    offers: [],
    total: 299,
    status: "awaiting-payment",
    paymentProvider: null,
    buyer: { name: "Priya Natarajan", email: "priya@example.com" },
  };
}
