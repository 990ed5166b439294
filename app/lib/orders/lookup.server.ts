import { markPrivate } from "~/lib/core/request-privacy.server";
import { submissionStore } from "~/lib/submissions/store-config.server";
import { ORDER_STATUSES, type OrderStatus } from "./payment.server";
import { offerPurchasesOf, type OfferPurchase } from "./order-record";
import { ORDER_REFERENCE_PATTERN } from "./reference";
import { ORDER_FORM_ID } from "./order";

/** A stored order as its buyer sees it on the thank-you pages. */
export interface OrderSummary {
  reference: string;
  tierName: string;
  addOns: string[];
  /** The one-time offers the order has (add-ons and those its package includes), by slug. */
  offers: string[];
  total: number;
  instalments: { monthlyAmount: number; months: number } | null;
  test: boolean;
  /** What the payment provider has confirmed; until it does, the order is received, not paid. */
  status: OrderStatus;
  /** The provider of the checkout link the buyer was sent to (`stripe`), or null for a link the site does not know. */
  paymentProvider: string | null;
  /** One-time offers paid for (or tried) from their pages after the order. */
  offerPurchases: Pick<OfferPurchase, "offer" | "status">[];
}

/**
 * The order a thank-you link names (?ref=XK-…), when it exists; references are unguessable. A page asked for with a
 * reference is the buyer's alone, whether or not the order is found (it may say the reference is unknown).
 */
export async function findOrder(reference: string | null): Promise<OrderSummary | null> {
  if (!reference) return null;
  markPrivate("order");
  if (!ORDER_REFERENCE_PATTERN.test(reference)) return null;
  const order = await submissionStore().find(ORDER_FORM_ID, reference);
  if (!order) return null;
  const data = order.data as Partial<OrderSummary>;
  return {
    reference,
    tierName: String(data.tierName ?? ""),
    addOns: Array.isArray(data.addOns) ? data.addOns.map(String) : [],
    offers: Array.isArray(data.offers) ? data.offers.map(String) : [],
    total: Number(data.total ?? 0),
    instalments: data.instalments ?? null,
    test: Boolean(data.test),
    paymentProvider: typeof data.paymentProvider === "string" ? data.paymentProvider : null,
    status: ORDER_STATUSES.find((status) => status === (data as { status?: unknown }).status) ?? "awaiting-payment",
    offerPurchases: offerPurchasesOf(order.data).map(({ offer, status }) => ({ offer, status })),
  };
}

/**
 * Whether the order already has this one-time offer: in the order (an add-on, or included in the package; orders
 * stored before `offers` was kept name their add-ons only), or bought from the offer's page after the order (a payment
 * that did not fail). Such a buyer is never asked to buy it again.
 */
export function orderHasOffer(order: OrderSummary, offer: { slug: string; name: string }): boolean {
  return (
    order.offers.includes(offer.slug) ||
    order.addOns.includes(offer.name) ||
    order.offerPurchases.some((purchase) => purchase.offer === offer.slug && purchase.status !== "payment-failed")
  );
}
