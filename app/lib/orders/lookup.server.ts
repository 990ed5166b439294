import { markPrivate } from "~/lib/core/request-privacy.server";
import { submissionStore } from "~/lib/submissions/store-config.server";
import { orderRecordOf, type OrderRecord } from "./order-record";
import { ORDER_REFERENCE_PATTERN } from "./reference";
import { ORDER_FORM_ID } from "./order";

/** A stored order as its buyer sees it on the offer and thank-you pages: what was ordered, and its lines (decision 061). */
export interface BuyerOrder {
  reference: string;
  tierName: string;
  addOns: string[];
  /** The one-time offers the order has (add-ons and those its package includes), by slug. */
  offers: string[];
  instalments: { monthlyAmount: number; months: number } | null;
  test: boolean;
  /** The provider of the checkout link the buyer was sent to (`stripe`), or null for a link the site does not know. */
  paymentProvider: string | null;
  /** The package's line and each one-time offer accepted after it, with their states and the totals. */
  record: OrderRecord;
}

type StoredData = Record<string, unknown>;

/** A stored order's data as the buyer's view; offers whose name the order did not keep are named by `offerName`. */
export function buyerOrderOf(reference: string, data: StoredData, offerName?: (slug: string) => string): BuyerOrder {
  const instalments = data.instalments as BuyerOrder["instalments"] | undefined;
  return {
    reference,
    tierName: String(data.tierName ?? ""),
    addOns: Array.isArray(data.addOns) ? data.addOns.map(String) : [],
    offers: Array.isArray(data.offers) ? data.offers.map(String) : [],
    instalments: instalments ?? null,
    test: Boolean(data.test),
    paymentProvider: typeof data.paymentProvider === "string" ? data.paymentProvider : null,
    record: orderRecordOf(data, offerName),
  };
}

/**
 * The order a thank-you or offer link names (?ref=XK-…), when it exists; references are unguessable. A page asked for
 * with a reference is the buyer's alone, whether or not the order is found (it may say the reference is unknown).
 */
export async function findOrder(reference: string | null, offerName?: (slug: string) => string): Promise<BuyerOrder | null> {
  if (!reference) return null;
  markPrivate("order");
  if (!ORDER_REFERENCE_PATTERN.test(reference)) return null;
  const order = await submissionStore().find(ORDER_FORM_ID, reference);
  return order ? buyerOrderOf(reference, order.data, offerName) : null;
}

/**
 * Whether the order has answered this one-time offer, so it is never offered again: the order has it (an add-on, or
 * included in the package; orders stored before `offers` was kept name their add-ons only), the buyer accepted it on
 * its page (whatever its payment did since, unless it failed: then they may accept again), or declined it.
 */
export function offerAnswered(order: Pick<BuyerOrder, "offers" | "addOns" | "record">, offer: { slug: string; name: string }): boolean {
  return (
    order.offers.includes(offer.slug) ||
    order.addOns.includes(offer.name) ||
    order.record.declinedOffers.includes(offer.slug) ||
    order.record.lines.some((line) => line.kind === "offer" && line.key === offer.slug && line.state !== "payment-failed")
  );
}
