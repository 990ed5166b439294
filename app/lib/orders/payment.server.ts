import { logEvent } from "~/lib/core/log.server";
import type { PaymentEvent } from "~/lib/payments/provider.server";
import type { SubmissionStore } from "~/lib/submissions/store.server";
import { parsePaymentReference } from "./reference";
import { ORDER_FORM_ID } from "./order";
import { offerPurchasesOf, type OfferPurchase } from "./order-record";

/** The statuses an order moves through: stored when the buyer leaves for the checkout, then what the provider said. */
export type OrderStatus = "awaiting-payment" | "paid" | "payment-failed" | "payment-mismatch";

export const ORDER_STATUSES: readonly OrderStatus[] = ["awaiting-payment", "paid", "payment-failed", "payment-mismatch"];

/** What a provider's event did to the order it names. */
export type PaymentOutcome = "paid" | "payment-failed" | "payment-mismatch" | "duplicate" | "unknown-order" | "ignored";

/** The offers' current prices in dollars by slug, or null while the CMS cannot say (the provider then retries). */
export type OfferPrices = () => Promise<ReadonlyMap<string, number> | null>;

/** The offer prices could not be read: nothing is recorded, the provider is asked to deliver the event again. */
export class OfferPricesUnavailableError extends Error {}

/** Cents of a dollar amount (totals and prices are whole or two-decimal dollar amounts). */
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Applies a provider's verified event to the order it names, once: an event already applied (the same id, delivered
 * again) changes nothing, and what is paid stays paid. The amount must be the order's stored total in USD (or, for a
 * one-time offer bought after the order, the offer's price), else it is marked `payment-mismatch` for the operator.
 */
export async function recordPayment(event: PaymentEvent, store: SubmissionStore, offerPrices: OfferPrices): Promise<PaymentOutcome> {
  if (event.kind === "ignored") return "ignored";
  const target = parsePaymentReference(event.reference);
  if (!target) {
    logEvent("warn", { event: "payment.unknown_order", reference: event.reference.slice(0, 40), eventId: event.eventId });
    return "unknown-order";
  }
  let offerPrice: number | undefined;
  if (target.offer) {
    const prices = await offerPrices();
    if (!prices) throw new OfferPricesUnavailableError("The offers' prices cannot be read now");
    offerPrice = prices.get(target.offer);
  }
  const statusOf = (expectedDollars: number | undefined): Exclude<OrderStatus, "awaiting-payment"> => {
    if (event.kind === "failed") return "payment-failed";
    const matches = expectedDollars !== undefined && event.currency === "usd" && event.amount === cents(expectedDollars);
    return matches ? "paid" : "payment-mismatch";
  };
  const payment = { amount: event.amount, currency: event.currency, at: new Date().toISOString() };

  let outcome = "duplicate" as PaymentOutcome;
  const order = await store.update(ORDER_FORM_ID, target.order, (data) => {
    // Worked out afresh on each try: a try that lost to another instance's write may find the event applied already.
    outcome = "duplicate";
    const seen = Array.isArray(data.paymentEvents) ? data.paymentEvents.map(String) : [];
    if (seen.includes(event.eventId)) return null;
    const paymentEvents = [...seen, event.eventId];
    if (target.offer) {
      const purchases = offerPurchasesOf(data);
      if (purchases.some((purchase) => purchase.offer === target.offer && purchase.status === "paid")) return null;
      const status = statusOf(offerPrice);
      outcome = status;
      const purchase: OfferPurchase = { _key: target.offer, offer: target.offer, status, ...payment };
      return { paymentEvents, offerPurchases: [...purchases.filter((other) => other.offer !== target.offer), purchase] };
    }
    if (data.status === "paid") return null;
    const status = statusOf(Number(data.total));
    outcome = status;
    return { status, paymentEvents, payment };
  });
  if (!order) {
    logEvent("warn", { event: "payment.unknown_order", reference: event.reference, eventId: event.eventId });
    return "unknown-order";
  }
  logEvent(outcome === "payment-mismatch" ? "error" : "info", { event: "payment.recorded", reference: event.reference, outcome });
  return outcome;
}
