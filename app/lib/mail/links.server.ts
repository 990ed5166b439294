import { randomBytes } from "node:crypto";
import { signatureMatches, signWithFormSecret } from "~/lib/security/secrets.server";

/**
 * The links a message carries that act on the site without a login (decision 065): a waitlist sign-up's confirmation
 * (expires), an address's unsubscribe (does not: a link in an old message must still work) and an affiliate's sign-in
 * (expires, and works once: decision 070). Each is a token of its purpose and subject, signed with the form secret, so
 * nobody can confirm, unsubscribe or sign in as an address they cannot read the mail of. Paths are the site's; a
 * message builds the absolute link on the site's public origin.
 */

export const WAITLIST_CONFIRM_PATH = "/waitlist/confirm";
export const UNSUBSCRIBE_PATH = "/unsubscribe";
/** Where an affiliate asks for a sign-in link, and where the link's button signs them in (decision 070). */
export const AFFILIATE_SIGN_IN_PATH = "/affiliate/sign-in";
export const AFFILIATE_SIGN_IN_LINK_PATH = "/affiliate/link";

/** How long a confirmation link works; an unconfirmed sign-up is purged later (30 days), never mailed again. */
export const CONFIRMATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Purpose = "confirm" | "unsubscribe" | "affiliate-sign-in";
interface LinkClaims {
  purpose: Purpose;
  /** The submission a confirmation is for; the address an unsubscribe is for; the affiliate's code a sign-in is for. */
  subject: string;
  /** Milliseconds since 1970, for links that expire. */
  expiresAt?: number;
  /** A link that works once: its random id, recorded when it is used. */
  nonce?: string;
}

function tokenOf(claims: LinkClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${signWithFormSecret(`mail-link.${payload}`)}`;
}

/** Why a link's token does not do what it says: tampered or not ours, for another purpose, or too old. */
export type LinkRefusal = "invalid" | "expired";

function claimsOf(token: string, purpose: Purpose, now: number): LinkClaims | LinkRefusal {
  const [payload = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !payload || !signatureMatches(signature, signWithFormSecret(`mail-link.${payload}`))) return "invalid";
  let claims: LinkClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LinkClaims;
  } catch {
    return "invalid";
  }
  if (claims.purpose !== purpose || typeof claims.subject !== "string") return "invalid";
  if (claims.expiresAt !== undefined && now > claims.expiresAt) return "expired";
  return claims;
}

/** The confirmation link's path for a waitlist sign-up (its submission id), valid for `CONFIRMATION_DAYS`. */
export function waitlistConfirmationPath(submissionId: string, now = Date.now()): string {
  const token = tokenOf({ purpose: "confirm", subject: submissionId, expiresAt: now + CONFIRMATION_DAYS * DAY_MS });
  return `${WAITLIST_CONFIRM_PATH}?token=${token}`;
}

/** The sign-up a confirmation token names, or why it cannot be used. */
export function confirmedSubmissionOf(token: string, now = Date.now()): { submissionId: string } | LinkRefusal {
  const claims = claimsOf(token, "confirm", now);
  return typeof claims === "string" ? claims : { submissionId: claims.subject };
}

/** The unsubscribe link's path for an address (lower-cased): the same link for every message to it. */
export function unsubscribePath(address: string): string {
  return `${UNSUBSCRIBE_PATH}?token=${tokenOf({ purpose: "unsubscribe", subject: address.trim().toLowerCase() })}`;
}

/** The address an unsubscribe token names, or why it cannot be used. */
export function unsubscribedAddressOf(token: string): { address: string } | LinkRefusal {
  const claims = claimsOf(token, "unsubscribe", Date.now());
  return typeof claims === "string" ? claims : { address: claims.subject };
}

/** A sign-in link's one-time id: 16 random bytes. */
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** The path of a link that signs the affiliate of `code` in once, until `validForMs` from `now`. */
export function affiliateSignInPath(code: string, validForMs: number, now = Date.now()): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${AFFILIATE_SIGN_IN_LINK_PATH}?token=${tokenOf({ purpose: "affiliate-sign-in", subject: code, expiresAt: now + validForMs, nonce })}`;
}

/** What a sign-in link's token names (the code, its one-time id and its end), or why it cannot be used. */
export function affiliateSignInOf(token: string, now = Date.now()): { code: string; nonce: string; expiresAt: number } | LinkRefusal {
  const claims = claimsOf(token, "affiliate-sign-in", now);
  if (typeof claims === "string") return claims;
  if (typeof claims.nonce !== "string" || !NONCE.test(claims.nonce) || typeof claims.expiresAt !== "number") return "invalid";
  return { code: claims.subject, nonce: claims.nonce, expiresAt: claims.expiresAt };
}

/**
 * The headers of a message that is not transactional (RFC 2369 and RFC 8058 one-click): a mail client's "unsubscribe"
 * button POSTs `List-Unsubscribe=One-Click` to the link, which must work without a page or a login.
 */
export function listUnsubscribeHeaders(siteOrigin: string, address: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${new URL(unsubscribePath(address), siteOrigin).href}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
