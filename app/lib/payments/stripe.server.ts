import Stripe from "stripe";
import { PaymentSignatureError, type PaymentEvent, type PaymentProvider } from "./provider.server";

/** Hosts of Stripe Payment Links. */
const PAYMENT_LINK_HOSTS = new Set(["buy.stripe.com"]);

/** The webhook helpers need no key: verifying a signature is local. */
const webhooks = new Stripe("sk_unused_for_webhooks", { telemetry: false }).webhooks;

/** A Checkout Session's id, as Stripe puts it into the after-payment redirect (`{CHECKOUT_SESSION_ID}`). */
const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/;

/** One API client per key; the buyer waits for its answer, so it is short and retried once. */
const apiClients = new Map<string, Stripe>();
function apiClient(apiKey: string): Stripe {
  let client = apiClients.get(apiKey);
  if (!client) {
    client = new Stripe(apiKey, { telemetry: false, timeout: 5000, maxNetworkRetries: 1 });
    apiClients.set(apiKey, client);
  }
  return client;
}

type CheckoutSession = {
  id: string;
  client_reference_id: string | null;
  amount_total: number | null;
  currency: string | null;
  payment_status: string;
  payment_intent?: string | null;
};

/** What a refund's or a dispute's object names: the payment intent it reverses. */
type Reversal = { payment_intent: string | null; refunded?: boolean };

function sessionEvent(eventId: string, kind: "paid" | "failed", session: CheckoutSession): PaymentEvent {
  if (!session.client_reference_id) return { kind: "ignored", eventId, reason: "no client_reference_id" };
  return {
    kind,
    eventId,
    reference: session.client_reference_id,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? "").toLowerCase(),
    ...(typeof session.payment_intent === "string" ? { paymentId: session.payment_intent } : {}),
  };
}

/** A charge refunded in full, or disputed, as the payment intent it reverses; a partial refund changes nothing. */
function reversalEvent(eventId: string, reason: "refunded" | "disputed", object: Reversal): PaymentEvent {
  if (!object.payment_intent) return { kind: "ignored", eventId, reason: "no payment_intent" };
  if (reason === "refunded" && object.refunded !== true) return { kind: "ignored", eventId, reason: "partial refund" };
  return { kind: "reversed", eventId, paymentId: object.payment_intent, reason };
}

/**
 * Stripe Payment Links: the order reference travels as `client_reference_id` and the buyer's e-mail as
 * `prefilled_email`; Stripe confirms through the `checkout.session.*` events, signed with the endpoint's secret, and
 * tells of a full refund or a dispute by `charge.refunded` and `charge.dispute.created` (by payment intent).
 */
export const stripeProvider: PaymentProvider = {
  name: "stripe",
  webhookSecretVariable: "STRIPE_WEBHOOK_SECRET",
  owns: (url) => PAYMENT_LINK_HOSTS.has(url.hostname),
  checkoutUrl(url, { reference, email }) {
    const link = new URL(url);
    link.searchParams.set("client_reference_id", reference);
    if (email) link.searchParams.set("prefilled_email", email);
    return link;
  },
  readEvent(body, signature, secret) {
    let event: Stripe.Event;
    try {
      event = webhooks.constructEvent(body, signature, secret);
    } catch (error) {
      throw new PaymentSignatureError(error instanceof Error ? error.message : "invalid signature");
    }
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object as CheckoutSession;
        // A delayed method (bank debit) completes unpaid; its async_payment_* event settles it.
        return session.payment_status === "paid"
          ? sessionEvent(event.id, "paid", session)
          : { kind: "ignored", eventId: event.id, reason: `payment ${session.payment_status}` };
      }
      case "checkout.session.async_payment_succeeded":
        return sessionEvent(event.id, "paid", event.data.object as CheckoutSession);
      case "checkout.session.async_payment_failed":
        return sessionEvent(event.id, "failed", event.data.object as CheckoutSession);
      case "charge.refunded":
        return reversalEvent(event.id, "refunded", event.data.object as Reversal);
      case "charge.dispute.created":
        return reversalEvent(event.id, "disputed", event.data.object as Reversal);
      default:
        return { kind: "ignored", eventId: event.id, reason: `event ${event.type}` };
    }
  },
  isCheckoutId: (checkoutId) => CHECKOUT_SESSION_ID.test(checkoutId),
  async checkoutReference(checkoutId, apiKey) {
    const session = await apiClient(apiKey).checkout.sessions.retrieve(checkoutId);
    return session.client_reference_id;
  },
};
