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
