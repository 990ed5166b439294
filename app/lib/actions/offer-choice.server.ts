import { json } from "@remix-run/node";
import { PRIVATE_NO_STORE, RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { CmsUnavailableError } from "~/lib/cms/client/client.server";
import { previewing } from "~/lib/cms/client/read-context.server";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { publishedOffer } from "~/lib/orders/catalog.server";
import { buyerOrderOf, offerAnswered } from "~/lib/orders/lookup.server";
import { ORDERING_UNAVAILABLE, PREVIEW_ORDERS_DISABLED } from "~/lib/orders/messages";
import { ORDER_FORM_ID } from "~/lib/orders/order";
import { offerChoicePatch } from "~/lib/orders/order-record";
import { allowedPaymentHosts, checkoutDestination } from "~/lib/orders/payment-hosts.server";
import { ORDER_REFERENCE_PATTERN, offerPurchaseReference, withOrderReference } from "~/lib/orders/reference";
import { orderCheckoutUrl } from "~/lib/payments/checkout-url.server";
import { BodyTooLargeError, readBodyBytes } from "~/lib/security/body.server";
import { createRateLimiter, type RateLimit } from "~/lib/security/rate-limit.server";
import { isAllowedUrl } from "~/lib/security/sanitize";
import { submissionStore } from "~/lib/submissions/store-config.server";
import type { SubmissionStore } from "~/lib/submissions/store.server";

/** A buyer answers two offers, and may press twice: far above that, per client, is a script. */
export const OFFER_CHOICE_LIMIT: RateLimit = { max: 30, windowMs: 10 * 60 * 1000 };
const offerChoices = createRateLimiter("offer-choice", OFFER_CHOICE_LIMIT);

/** The form is two short fields (`order`, `intent`): a body larger than this is no answer to an offer. */
export const OFFER_CHOICE_BODY_LIMIT_BYTES = 1024;

/** What the offer page's buttons send: the buyer's answer. */
const INTENTS = { accept: "accepted", decline: "declined" } as const;

export interface OfferChoiceRefusal {
  error: string;
}

function refuse(status: number, reason: string, error: string, headers: Record<string, string> = {}): Response {
  logEvent("warn", { event: "offer_choice.refused", status, reason });
  return json<OfferChoiceRefusal>({ error }, { status, headers: { "Cache-Control": PRIVATE_NO_STORE, ...headers } });
}

const goOn = (location: string) => redirect(location, { status: 303, headers: { "Cache-Control": PRIVATE_NO_STORE } });

async function readForm(request: Request): Promise<FormData | null> {
  const body = await readBodyBytes(request, OFFER_CHOICE_BODY_LIMIT_BYTES);
  try {
    return await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    return null;
  }
}

/**
 * `POST /offer-…` from the offer page of a buyer with an order: "Yes, add …" or the decline link, recorded on the order
 * at once whatever the payment provider (decision 062), at the offer's published price, then on to the offer's checkout
 * for that order (accepted) or to the decline link's page with the order. An answer that stands (a double submit, an
 * offer the order has or declined already) changes nothing and goes on the same way. Refused with a 4xx and nothing
 * changed: another method, a body over 1 KB, too many answers from one client, preview (drafts are never sold), an
 * unknown intent, a malformed or unknown order.
 */
export async function handleOfferChoice(
  request: Request,
  slug: string,
  { clientAddress, store = submissionStore() }: { clientAddress: string; store?: SubmissionStore },
): Promise<Response> {
  if (request.method !== "POST") return refuse(405, "method", "Use POST.", { Allow: "POST" });
  markPrivate("order");
  const verdict = await offerChoices.attempt(clientAddress);
  if (!verdict.allowed) {
    return refuse(429, "rate-limited", "Too many answers from your connection. Please wait a few minutes and try again.", {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
  }
  let form: FormData | null;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, "too-large", "This answer is larger than the offer page sends.");
    throw error;
  }
  if (previewing()) return refuse(403, "preview", PREVIEW_ORDERS_DISABLED);
  const intent = form?.get("intent");
  if (intent !== "accept" && intent !== "decline") return refuse(400, "intent", "Choose to add the offer or to decline it.");
  const reference = form?.get("order");
  if (typeof reference !== "string" || !ORDER_REFERENCE_PATTERN.test(reference)) {
    return refuse(400, "reference", "This page's order reference is not valid. Open the link from your order again.");
  }

  let offer;
  try {
    offer = await publishedOffer(slug);
  } catch (error) {
    if (error instanceof CmsUnavailableError)
      return refuse(503, "cms", ORDERING_UNAVAILABLE, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    throw error;
  }
  if (!offer) return refuse(404, "offer", "This offer is not available any more.");
  const checkout = URL.canParse(offer.checkoutUrl) ? new URL(offer.checkoutUrl) : null;
  if (intent === "accept" && !isAllowedUrl(checkout?.href, { allowedHosts: allowedPaymentHosts() })) {
    // A checkout link outside PAYMENT_HOSTS: nobody is sent there, nothing is recorded, the operator must look.
    logEvent("error", { event: "offer_choice.checkout_refused", offer: slug, url: offer.checkoutUrl, allowed: allowedPaymentHosts() });
    return refuse(503, "checkout-host", ORDERING_UNAVAILABLE, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }

  const answer = { slug, name: offer.name, price: offer.price };
  const stored = await store.update(ORDER_FORM_ID, reference, (data) =>
    offerAnswered(buyerOrderOf(reference, data), answer) ? null : offerChoicePatch(data, answer, INTENTS[intent], new Date().toISOString()),
  );
  if (!stored) return refuse(404, "unknown-order", "We could not find this order. Open the link from your order e-mail again.");

  // Accepted and still to pay (now, or by a press before this one): its checkout. Otherwise the buyer goes on.
  const line = buyerOrderOf(reference, stored).record.lines.find((candidate) => candidate.kind === "offer" && candidate.key === slug);
  if (intent === "accept" && checkout && line?.state === "awaiting-payment") {
    const email = (stored.buyer as { email?: unknown } | undefined)?.email;
    const link = orderCheckoutUrl(checkout, {
      reference: offerPurchaseReference(reference, slug),
      email: typeof email === "string" ? email : undefined,
    });
    return goOn(checkoutDestination(link.href));
  }
  return goOn(withOrderReference(offer.declineHref, reference));
}
