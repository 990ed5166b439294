/**
 * What the site needs from a payment provider (Stripe today; PayPal could follow): where to send a buyer for an
 * order, and what a signed notification from the provider says about a payment.
 */

/** A provider's notification, reduced to what an order needs. Amounts are in the currency's minor unit (cents). */
export type PaymentEvent =
  | {
      kind: "paid" | "failed";
      eventId: string;
      reference: string;
      amount: number;
      currency: string;
      /** The provider's id of the payment itself (Stripe's payment intent), when it has one: what a refund names. */
      paymentId?: string;
    }
  /** A payment refunded in full, or disputed, at the provider: named by the provider's id of the payment. */
  | { kind: "reversed"; eventId: string; paymentId: string; reason: "refunded" | "disputed" }
  /** A notification the site does not act on (another event type, or a payment still pending). */
  | { kind: "ignored"; eventId: string; reason: string };

export interface PaymentProvider {
  readonly name: string;
  /** The environment variable holding the secret its notifications are signed with (unset: none are accepted). */
  readonly webhookSecretVariable: string;
  /** Whether a checkout link belongs to this provider (a Stripe Payment Link, say). */
  owns(checkoutUrl: URL): boolean;
  /** The checkout link for one order: the provider's own parameters for the order reference and the e-mail. */
  checkoutUrl(checkoutUrl: URL, order: { reference: string; email: string | undefined }): URL;
  /** The notification's event, once its signature is verified; throws `PaymentSignatureError` otherwise. */
  readEvent(body: string, signature: string, secret: string): PaymentEvent;
  /** Whether a string is the shape of this provider's checkout id (what its return redirect carries). */
  isCheckoutId(checkoutId: string): boolean;
  /** The reference a finished checkout was made with, asked of the provider's API; null when it has none. */
  checkoutReference(checkoutId: string, apiKey: string): Promise<string | null>;
}

/** A notification whose signature does not verify: answered 400, nothing changed. */
export class PaymentSignatureError extends Error {}
