import { logEvent } from "~/lib/log.server";
import type { PaymentEvent } from "~/lib/payments/provider.server";
import type { SubmissionStore } from "~/lib/submissions/store.server";
import { ORDER_REFERENCE_PATTERN } from "./reference";

/** The statuses an order moves through: stored when the buyer leaves for the checkout, then what the provider said. */
export type OrderStatus = "awaiting-payment" | "paid" | "payment-failed" | "payment-mismatch";

/** What a provider's event did to the order it names. */
export type PaymentOutcome = "paid" | "payment-failed" | "payment-mismatch" | "duplicate" | "unknown-order" | "ignored";

/** Cents of a stored total in dollars (totals are whole or two-decimal dollar amounts). */
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Applies a provider's verified event to the order it names, once: an event already applied (the same id, delivered
 * again) changes nothing, and a paid order stays paid. The amount and currency must be the order's stored total in
 * USD, or the order is marked `payment-mismatch` for the operator to look at.
 */
export async function recordPayment(event: PaymentEvent, store: SubmissionStore): Promise<PaymentOutcome> {
  if (event.kind === "ignored") return "ignored";
  if (!ORDER_REFERENCE_PATTERN.test(event.reference)) {
    logEvent("warn", { event: "payment.unknown_order", reference: event.reference.slice(0, 40), eventId: event.eventId });
    return "unknown-order";
  }
  let outcome = "duplicate" as PaymentOutcome;
  const order = await store.update("order", event.reference, (data) => {
    const seen = Array.isArray(data.paymentEvents) ? data.paymentEvents.map(String) : [];
    if (seen.includes(event.eventId) || data.status === "paid") return null;
    const matches = event.currency === "usd" && event.amount === cents(Number(data.total));
    const status: OrderStatus = event.kind === "failed" ? "payment-failed" : matches ? "paid" : "payment-mismatch";
    outcome = status;
    return {
      status,
      paymentEvents: [...seen, event.eventId],
      payment: { amount: event.amount, currency: event.currency, at: new Date().toISOString() },
    };
  });
  if (!order) {
    logEvent("warn", { event: "payment.unknown_order", reference: event.reference, eventId: event.eventId });
    return "unknown-order";
  }
  logEvent(outcome === "payment-mismatch" ? "error" : "info", { event: "payment.recorded", reference: event.reference, outcome });
  return outcome;
}
