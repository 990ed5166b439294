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

/** Every field of the order funnel, as a browser posts them, for Script Only with installation, the Graphics Pack and a modification ($537 on the sample). */
export const completeOrderFields = {
  tier: "script-only",
  domainChoice: "own",
  domain: "mysurfexchange.com",
  hosting: "own",
  serverReady: "on",
  installation: "on",
  graphics: "on",
  modifications: ["surf-contest-module"],
  name: "Ana Owner",
  email: "ana@example.com",
  acceptTerms: "on",
};
