import { createHash, randomBytes } from "node:crypto";
import { json, type AppLoadContext } from "@remix-run/node";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { linkTokenOf } from "~/lib/mail/link-request.server";
import { mailContext } from "~/lib/mail/compose.server";
import { affiliateSignInOf } from "~/lib/mail/links.server";
import { affiliateSignInMessages, SIGN_IN_LINK_MINUTES } from "~/lib/mail/messages.server";
import { createOutbox } from "~/lib/mail/outbox.server";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { createRateLimiter, waitInWords, type RateLimiter } from "~/lib/security/rate-limit.server";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import { siteDatabase } from "~/lib/storage/storage.server";
import { createAffiliates, type Affiliate } from "~/lib/affiliates/affiliates.server";
import {
  AFFILIATE_HOME_PATH,
  AFFILIATE_RESPONSE_HEADERS,
  orUnavailable,
  signedInAffiliate,
  withAffiliateSessions,
} from "./sessions.server";

/**
 * Affiliates sign in without a password (decision 070): the sign-in page mails a link to an affiliate's address; the
 * link (signed, 30 minutes, or a week in the approval) shows a button, since mail scanners open links, and its POST
 * starts a session once. The page answers every address alike, so nobody learns who is an affiliate.
 */

/** Far above a person's (a link that did not arrive, asked again), far below a script's. */
export const SIGN_IN_CLIENT_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };
/** Links to one address, whoever asks: nobody can flood an affiliate's inbox. Counted for every address alike. */
export const SIGN_IN_ADDRESS_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 };
/** Uses of links from one client: a guessed or stolen token is tried a few times only. */
export const LINK_USE_CLIENT_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };

const requestsByClient = createRateLimiter("affiliate-sign-in-client", SIGN_IN_CLIENT_LIMIT);
const requestsByAddress = createRateLimiter("affiliate-sign-in-address", SIGN_IN_ADDRESS_LIMIT);
const linkUsesByClient = createRateLimiter("affiliate-link-client", LINK_USE_CLIENT_LIMIT);

/** The answer to every address, an affiliate's or not. */
export const SIGN_IN_SENT = `If this address belongs to an affiliate, a sign-in link is on its way to it. The link works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;
/** The limiter's key for an address: hashed, so the limits table holds nobody's address. */
const addressKey = (address: string) => createHash("sha256").update(address).digest("base64url");

const refusal = (status: number, error: string, email: string, headers: Record<string, string> = {}) =>
  json({ sent: false as const, error, email }, { status, headers: { ...AFFILIATE_RESPONSE_HEADERS, ...headers } });

const tooMany = (retryAfterSeconds: number, email: string) =>
  refusal(429, `Too many sign-in links asked for in a short time. Try again in ${waitInWords(retryAfterSeconds)}.`, email, {
    "Retry-After": String(retryAfterSeconds),
  });

/** /affiliate/sign-in: the form; a signed-in affiliate goes on to the dashboard. */
export async function affiliateSignInPageData(request: Request) {
  if (await signedInAffiliate(request)) throw redirect(AFFILIATE_HOME_PATH, { headers: AFFILIATE_RESPONSE_HEADERS });
  const signedOut = new URL(request.url).searchParams.has("signedOut");
  return json({ signedOut, linkMinutes: SIGN_IN_LINK_MINUTES }, { headers: AFFILIATE_RESPONSE_HEADERS });
}

/** The sign-in link to an active affiliate's address, stored in the outbox like every message. */
async function mailSignInLink(affiliate: Affiliate) {
  const messages = affiliateSignInMessages(await mailContext(), {
    requestId: randomBytes(16).toString("base64url"),
    email: affiliate.email,
    name: affiliate.name,
    code: affiliate.code,
    applicationId: affiliate.applicationId,
  });
  await createOutbox(siteDatabase).enqueue(messages);
}

/**
 * POST /affiliate/sign-in: one answer for every well-formed address (`SIGN_IN_SENT`), sent before the link is
 * composed and stored, so neither its words nor its time tell an affiliate's address from another. Refused with
 * nothing sent: a malformed address (400), too many requests from the client or for the address (429).
 */
export async function affiliateSignInAction(
  request: Request,
  context: AppLoadContext | undefined,
  limits: { byClient: RateLimiter; byAddress: RateLimiter } = { byClient: requestsByClient, byAddress: requestsByAddress },
) {
  const form = await request.formData();
  const typed = String(form.get("email") ?? "").slice(0, 254);
  const email = typed.trim().toLowerCase();
  if (!EMAIL.test(email)) return refusal(400, "Enter the e-mail address you applied with.", typed);
  const byClient = await limits.byClient.attempt(clientAddressOf(context));
  if (!byClient.allowed) return tooMany(byClient.retryAfterSeconds, typed);
  const byAddress = await limits.byAddress.attempt(addressKey(email));
  if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds, typed);

  const affiliate = await orUnavailable(() => createAffiliates(siteDatabase).findByEmail(email));
  if (affiliate?.status === "active")
    void mailSignInLink(affiliate).catch((error: unknown) =>
      logEvent("error", { event: "affiliate.sign_in_link_failed", reason: error instanceof Error ? error.message : String(error) }),
    );
  logEvent("info", { event: "affiliate.sign_in_requested" });
  return json({ sent: true as const, message: SIGN_IN_SENT, email: "" }, { headers: AFFILIATE_RESPONSE_HEADERS });
}

/** What a sign-in link can be: ready to sign in, already used, past its end, or not one of ours. */
export type SignInLinkState = "ready" | "used" | "expired" | "invalid";
const LINK_STATUS: Record<SignInLinkState, number> = { ready: 200, used: 410, expired: 410, invalid: 400 };

/** Marks a link's one-time id used; false when it was already. Used ids past their link's end are forgotten. */
export async function useSignInLink(source: DatabaseSource, nonce: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  const db = await databaseOf(source)();
  await db.deleteFrom("affiliate_sign_in_uses").where("expires_at", "<", now).execute();
  const inserted = await db
    .insertInto("affiliate_sign_in_uses")
    .values({ nonce, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column("nonce").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** What a link's token is now, and the affiliate it signs in (active ones only: a disabled affiliate's link is invalid). */
async function linkOf(
  token: string,
  now: number,
): Promise<{ state: SignInLinkState; affiliate: Affiliate | null; nonce: string; expiresAt: number }> {
  const claims = affiliateSignInOf(token, now);
  if (typeof claims === "string") return { state: claims, affiliate: null, nonce: "", expiresAt: 0 };
  const affiliate = await createAffiliates(siteDatabase).findActive(claims.code);
  if (!affiliate) return { state: "invalid", affiliate: null, nonce: "", expiresAt: 0 };
  const db = await siteDatabase();
  const used = await db.selectFrom("affiliate_sign_in_uses").select("nonce").where("nonce", "=", claims.nonce).executeTakeFirst();
  return { state: used ? "used" : "ready", affiliate, nonce: claims.nonce, expiresAt: claims.expiresAt };
}

/** /affiliate/link?token=…: the button that signs in, or why the link does nothing (a GET changes nothing). */
export async function signInLinkPageData(request: Request) {
  const token = linkTokenOf(request);
  const { state, affiliate } = await orUnavailable(() => linkOf(token, Date.now()));
  return json(
    { state, token: state === "ready" ? token : "", name: affiliate?.name ?? "" },
    { status: LINK_STATUS[state], headers: AFFILIATE_RESPONSE_HEADERS },
  );
}

/**
 * POST /affiliate/link: the link's token signs its affiliate in, once: a new session, then the dashboard (303).
 * Refused with no session: too many uses from the client (429), a token not ours (400), used or expired (410).
 */
export async function signInLinkAction(request: Request, context: AppLoadContext | undefined, limiter: RateLimiter = linkUsesByClient) {
  const verdict = await limiter.attempt(clientAddressOf(context));
  if (!verdict.allowed)
    return json(
      {
        state: "invalid" as SignInLinkState,
        token: "",
        name: "",
        error: `Too many sign-in links used in a short time. Try again in ${waitInWords(verdict.retryAfterSeconds)}.`,
      },
      { status: 429, headers: { ...AFFILIATE_RESPONSE_HEADERS, "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  const token = String((await request.formData()).get("token") ?? "").slice(0, 1024);
  const now = Date.now();
  const link = await orUnavailable(() => linkOf(token, now));
  // Two requests with one link at once: the database's unique key lets one of them use it.
  const state =
    link.state === "ready" && !(await orUnavailable(() => useSignInLink(siteDatabase, link.nonce, link.expiresAt, now)))
      ? "used"
      : link.state;
  if (state !== "ready" || !link.affiliate) {
    logEvent("warn", { event: "affiliate.sign_in_refused", reason: state });
    return json({ state, token: "", name: "", error: null }, { status: LINK_STATUS[state], headers: AFFILIATE_RESPONSE_HEADERS });
  }
  const setCookie = await withAffiliateSessions((sessions) => sessions.start(link.affiliate!.code));
  logEvent("info", { event: "affiliate.signed_in", code: link.affiliate.code });
  return redirect(AFFILIATE_HOME_PATH, { status: 303, headers: { ...AFFILIATE_RESPONSE_HEADERS, "Set-Cookie": setCookie } });
}
