import { json, type ActionFunctionArgs } from "@remix-run/node";
import { RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { logEvent } from "~/lib/core/log.server";
import { confirmSignUp, restartSignUp } from "~/lib/forms/waitlist-optin.server";
import { CONFIRMATION_INTENTS, INTENT_FIELD, ONE_CLICK_FIELD, type ConfirmationIntent } from "~/lib/mail/link-forms";
import { linkStatusOf, linkTokenOf } from "~/lib/mail/link-request.server";
import { unsubscribedAddressOf } from "~/lib/mail/links.server";
import { recordUnsubscribe } from "~/lib/mail/unsubscribe.server";
import { BodyTooLargeError, readBodyBytes } from "~/lib/security/body.server";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { createRateLimiter, type RateLimiter } from "~/lib/security/rate-limit.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { submissionStore } from "~/lib/submissions/store-config.server";

/**
 * What the buttons of the pages a message's links open do (decision 067): confirm a waitlist sign-up (or start an
 * expired one again), unsubscribe an address. Each answer is the page in its new state, with the status its loader's
 * states have; a mail client's one-click POST (RFC 8058) gets the same 200.
 */

const TEN_MINUTES = 10 * 60 * 1000;
/** A person presses a button once or twice; every token is signed, so a script gains nothing by trying more. */
const confirmations = createRateLimiter("waitlist-confirm", { max: 10, windowMs: TEN_MINUTES });
/** One-click POSTs come from a mail provider's servers, many people's from one address: a wider window. */
const unsubscribes = createRateLimiter("unsubscribe", { max: 60, windowMs: TEN_MINUTES });

/** Both forms send a field or two; the request guard's 64 KB is far more than either. */
const LINK_BODY_LIMIT_BYTES = 1024;

const answer = <State extends string>(state: State, headers?: HeadersInit) => json({ state }, { status: linkStatusOf(state), headers });

/** The posted form, once the client's limit and the body's size allow it; else the answer that refuses it. */
async function linkForm({ request, context }: ActionFunctionArgs, limiter: RateLimiter) {
  const verdict = await limiter.attempt(clientAddressOf(context));
  if (!verdict.allowed) return { refusal: answer("rate-limited", { "Retry-After": String(verdict.retryAfterSeconds) }) };
  let body: Uint8Array;
  try {
    body = await readBodyBytes(request, LINK_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { refusal: answer("too-large") };
    throw error;
  }
  // Parsed as the browser or mail client encoded it (RFC 8058 allows either form encoding); the guard read it once.
  const encoded = new Response(body as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } });
  return { form: await encoded.formData() };
}

/** A write; while the site's database cannot be reached, the page says to try again (503, Retry-After), never a 500. */
async function writeOrUnavailable<State extends string>(write: () => Promise<State>) {
  try {
    return answer(await write());
  } catch (error) {
    logEvent("error", { event: "mail_link.database_unavailable", reason: error instanceof Error ? error.message : String(error) });
    return answer("unavailable", { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
}

const isIntent = (value: unknown): value is ConfirmationIntent => (CONFIRMATION_INTENTS as readonly unknown[]).includes(value);

/** `POST /waitlist/confirm?token=…` (`intent=confirm` or `intent=restart`). */
export async function waitlistConfirmationAction(args: ActionFunctionArgs) {
  const token = linkTokenOf(args.request);
  const { form, refusal } = await linkForm(args, confirmations);
  if (refusal) return refusal;
  const intent = form.get(INTENT_FIELD);
  if (!isIntent(intent)) return answer("bad-request");
  return writeOrUnavailable(() => (intent === "confirm" ? confirmSignUp(submissionStore(), token) : restartSignUp(siteDatabase, token)));
}

/**
 * `POST /unsubscribe?token=…` with `List-Unsubscribe=One-Click`: from the page's button, or a mail client's one-click
 * button from anywhere (the request guard lets this path's POSTs through without the site's Origin; the signed token
 * is the proof). A forged token records nothing.
 */
export async function unsubscribeAction(args: ActionFunctionArgs) {
  const token = linkTokenOf(args.request);
  const { form, refusal } = await linkForm(args, unsubscribes);
  if (refusal) return refusal;
  if (form.get(ONE_CLICK_FIELD.name) !== ONE_CLICK_FIELD.value) return answer("bad-request");
  const claims = unsubscribedAddressOf(token);
  if (typeof claims === "string") return answer("invalid");
  return writeOrUnavailable(async () => {
    await recordUnsubscribe(siteDatabase, claims.address);
    return "unsubscribed" as const;
  });
}
