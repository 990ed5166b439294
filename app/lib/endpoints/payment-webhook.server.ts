import { json } from "@remix-run/node";
import { RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { OfferPricesUnavailableError, recordPayment, type OfferPrices } from "~/lib/orders/payment.server";
import { cancelReversedPayment } from "~/lib/orders/referral-commission.server";
import { logEvent } from "~/lib/core/log.server";
import { BodyTooLargeError, readTextBody } from "~/lib/security/body.server";
import type { SubmissionStore } from "~/lib/submissions/store.server";
import { PaymentSignatureError, type PaymentProvider } from "~/lib/payments/provider.server";

/** A Checkout Session event is a few KB; the request guard caps every POST at 64 KB anyway. */
const PAYMENT_WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

function refuse(status: number, reason: string, message: string, headers: Record<string, string> = {}): Response {
  logEvent("warn", { event: "payment_webhook.refused", status, reason });
  return json({ error: message }, { status, headers });
}

/**
 * `POST /api/payments/<provider>`: the provider's signed notification about a payment. A bad or missing signature is
 * 400 and changes nothing; a verified event is applied to its order once (`recordPayment`) and acknowledged with 200,
 * also for an order the site does not know (logged), so the provider stops resending it.
 */
export async function handlePaymentWebhook(
  request: Request,
  {
    provider,
    secret,
    signatureHeader,
    store,
    offerPrices,
  }: { provider: PaymentProvider; secret: string | undefined; signatureHeader: string; store: SubmissionStore; offerPrices: OfferPrices },
): Promise<Response> {
  if (request.method !== "POST") return refuse(405, "method", "Use POST.", { Allow: "POST" });
  if (!secret)
    return refuse(503, "no-secret-configured", `Payment notifications are not accepted: the ${provider.name} webhook secret is not set.`);
  const signature = request.headers.get(signatureHeader);
  if (!signature) return refuse(400, "no-signature", `Missing ${signatureHeader} header.`);
  let body: string;
  try {
    body = await readTextBody(request, PAYMENT_WEBHOOK_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return refuse(413, "too-large", `The body may be at most ${PAYMENT_WEBHOOK_BODY_LIMIT_BYTES} bytes.`);
    throw error;
  }
  let event;
  try {
    event = provider.readEvent(body, signature, secret);
  } catch (error) {
    if (error instanceof PaymentSignatureError) return refuse(400, "bad-signature", "Invalid signature.");
    throw error;
  }
  try {
    const outcome =
      event.kind === "reversed"
        ? await cancelReversedPayment(event)
        : await recordPayment(event, { provider: provider.name, store, offerPrices });
    return json({ received: true, outcome });
  } catch (error) {
    // The provider delivers the event again later; by then the CMS answers.
    if (error instanceof OfferPricesUnavailableError)
      return refuse(503, "offer-prices-unavailable", "Try again later.", { "Retry-After": String(RETRY_AFTER_SECONDS) });
    throw error;
  }
}
