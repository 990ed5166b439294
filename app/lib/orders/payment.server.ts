import { logEvent } from "~/lib/core/log.server";
import type { PaymentEvent } from "~/lib/payments/provider.server";
import { fixedPagePath } from "~/lib/declarations/fixed-pages";
import { mailContext } from "~/lib/mail/compose.server";
import { paymentMessages } from "~/lib/mail/messages.server";
import type { MessagesFor, SubmissionStore } from "~/lib/submissions/store.server";
import { parsePaymentReference, withOrderReference } from "./reference";
import { ORDER_FORM_ID } from "./order";
import { creditReferredPayment } from "./referral-commission.server";
import {
  ORDER_LINE,
  PAYMENT_METHODS,
  buyerOf,
  offerPurchasesOf,
  orderRecordOf,
  type HistoryEntry,
  type LineState,
  type OfferPurchase,
  type Settlement,
} from "./order-record";

/** The statuses an order moves through: stored when the buyer leaves for the checkout, then what the provider said. */
export type OrderStatus = "awaiting-payment" | "paid" | "payment-failed" | "payment-mismatch";

export const ORDER_STATUSES: readonly OrderStatus[] = ["awaiting-payment", "paid", "payment-failed", "payment-mismatch"];

/** What a provider's event did to the order it names. */
export type PaymentOutcome = "paid" | "payment-failed" | "payment-mismatch" | "duplicate" | "unknown-order" | "ignored" | "reversed";

/** The offers' current prices in dollars by slug, or null while the CMS cannot say (the provider then retries). */
export type OfferPrices = () => Promise<ReadonlyMap<string, number> | null>;

/** The offer prices could not be read: nothing is recorded, the provider is asked to deliver the event again. */
export class OfferPricesUnavailableError extends Error {}

/** Cents of a dollar amount (totals and prices are whole or two-decimal dollar amounts). */
const cents = (dollars: number) => Math.round(dollars * 100);

/** Lines an event no longer changes: paid stays paid, and what an operator refunded or cancelled stays so. */
const SETTLED_STATES: readonly LineState[] = ["paid", "refunded", "cancelled"];

/**
 * Applies a provider's verified event to the line of the order it names (the package's, or a one-time offer's), once: an
 * event already applied (the same id, delivered again) changes nothing, and a settled line stays as it is. The amount
 * must be the order's stored total in USD, or for an offer the price the buyer accepted it at (the offer's current
 * published price when the order kept none), else the line is `payment-mismatch` for the operator. A paid line keeps
 * its settlement (method, dollars, the event's id) and every applied event is in the order's history (decision 062).
 */
export async function recordPayment(
  event: Exclude<PaymentEvent, { kind: "reversed" }>,
  { provider, store, offerPrices }: { provider: string; store: SubmissionStore; offerPrices: OfferPrices },
): Promise<PaymentOutcome> {
  if (event.kind === "ignored") return "ignored";
  const target = parsePaymentReference(event.reference);
  if (!target) {
    logEvent("warn", { event: "payment.unknown_order", reference: event.reference.slice(0, 40), eventId: event.eventId });
    return "unknown-order";
  }
  const line = target.offer ?? ORDER_LINE;
  const publishedPrice = target.offer ? await offerPriceUnlessRecorded(store, target.order, target.offer, offerPrices) : undefined;
  const at = new Date().toISOString();
  const statusOf = (expectedDollars: number | undefined): Exclude<OrderStatus, "awaiting-payment"> => {
    if (event.kind === "failed") return "payment-failed";
    const matches = expectedDollars !== undefined && event.currency === "usd" && event.amount === cents(expectedDollars);
    return matches ? "paid" : "payment-mismatch";
  };
  const payment = { amount: event.amount, currency: event.currency, at };
  const settlementOf = (status: OrderStatus): Settlement | undefined =>
    status === "paid"
      ? {
          method: PAYMENT_METHODS.find((method) => method === provider) ?? "other",
          amount: event.amount / 100,
          reference: event.eventId,
          at,
        }
      : undefined;
  const withEntry = (history: readonly HistoryEntry[], status: OrderStatus): HistoryEntry[] => [
    ...history,
    {
      id: `payment-event:${event.eventId}`,
      at,
      by: provider,
      action: "payment-event",
      line,
      note: `${status}: ${(event.amount / 100).toFixed(2)} ${event.currency.toUpperCase()}`,
    },
  ];

  // The words are read before the change, which may only compute: its messages are stored with it (decision 066).
  const mail = await mailContext();
  let outcome = "duplicate" as PaymentOutcome;
  let expected: number | undefined;
  const messagesFor: MessagesFor = (_before, after) =>
    outcome === "paid" || outcome === "payment-failed" || outcome === "payment-mismatch"
      ? paymentMessages(mail, {
          outcome,
          eventId: event.eventId,
          reference: target.order,
          item: target.offer
            ? (offerPurchasesOf(after).find((purchase) => purchase.offer === target.offer)?.name ?? target.offer)
            : String(after.tierName ?? ""),
          amount: event.amount,
          currency: event.currency,
          expected,
          ...buyerOf(after),
          orderPath: withOrderReference(fixedPagePath("thanks-order"), target.order),
        })
      : [];
  const order = await store.update(
    ORDER_FORM_ID,
    target.order,
    (data) => {
      // Worked out afresh on each try: a try that lost to another instance's write may find the event applied already.
      outcome = "duplicate";
      const seen = Array.isArray(data.paymentEvents) ? data.paymentEvents.map(String) : [];
      if (seen.includes(event.eventId)) return null;
      const record = orderRecordOf(data);
      const standing = record.lines.find((candidate) => candidate.key === line);
      if (standing && SETTLED_STATES.includes(standing.state)) {
        if (standing.state !== "paid")
          logEvent("error", { event: "payment.settled_line", reference: event.reference, state: standing.state });
        return null;
      }
      const paymentEvents = [...seen, event.eventId];
      if (target.offer) {
        const purchases = offerPurchasesOf(data);
        const accepted = purchases.find((purchase) => purchase.offer === target.offer && purchase.status !== "declined");
        expected = accepted?.price ?? publishedPrice;
        const status = statusOf(expected);
        outcome = status;
        const settlement = settlementOf(status);
        const purchase: OfferPurchase = {
          ...(accepted ?? { _key: target.offer, offer: target.offer, at }),
          status,
          amount: event.amount,
          currency: event.currency,
          ...(settlement ? { settlement } : {}),
        };
        return {
          paymentEvents,
          offerPurchases: [...purchases.filter((other) => other.offer !== target.offer), purchase],
          history: withEntry(record.history, status),
        };
      }
      expected = Number(data.total);
      const status = statusOf(expected);
      outcome = status;
      const settlement = settlementOf(status);
      return { status, paymentEvents, payment, ...(settlement ? { settlement } : {}), history: withEntry(record.history, status) };
    },
    messagesFor,
  );
  if (!order) {
    logEvent("warn", { event: "payment.unknown_order", reference: event.reference, eventId: event.eventId });
    return "unknown-order";
  }
  logEvent(outcome === "payment-mismatch" ? "error" : "info", { event: "payment.recorded", reference: event.reference, outcome });
  // Also for an event delivered again: a crash between the order's write and the commission's is made good by the retry.
  const settledBy = orderRecordOf(order).lines.find((candidate) => candidate.key === line)?.settlement?.reference;
  if (settledBy === event.eventId)
    await creditReferredPayment(order, { reference: target.order, line, id: event.paymentId ?? event.eventId });
  return outcome;
}

/**
 * The offer's current published price, asked of the CMS only when the order did not keep the price the buyer accepted
 * it at (an order the site does not know needs none). Throws `OfferPricesUnavailableError` while the CMS cannot say.
 */
async function offerPriceUnlessRecorded(
  store: SubmissionStore,
  reference: string,
  offer: string,
  offerPrices: OfferPrices,
): Promise<number | undefined> {
  const order = await store.find(ORDER_FORM_ID, reference);
  if (!order) return undefined;
  const recorded = offerPurchasesOf(order.data).find((purchase) => purchase.offer === offer && purchase.status !== "declined")?.price;
  if (recorded !== undefined) return recorded;
  const prices = await offerPrices();
  if (!prices) throw new OfferPricesUnavailableError("The offers' prices cannot be read now");
  return prices.get(offer);
}
