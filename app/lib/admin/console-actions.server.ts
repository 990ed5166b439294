import { randomBytes } from "node:crypto";
import { signatureMatches, signWithFormSecret } from "~/lib/security/secrets.server";
import { waitInWords, type RateLimiter } from "~/lib/security/rate-limit.server";
import { ADMIN_RESPONSE_HEADERS, withOperators } from "./operators.server";
import type { Operator } from "./session.server";

/**
 * What every console action that changes something shares (decisions 063 and 068): a form id signed for what it acts
 * on, the operator's session checked with a 401 rather than a redirect, and a per-operator limit.
 */

const NONCE = /^[A-Za-z0-9_-]{22}$/;

const signature = (scope: readonly string[], nonce: string) => signWithFormSecret([...scope, nonce].join("\n"));

/**
 * A form's id: 16 random bytes and an HMAC under the form secret of `scope` (what the form is for: its action, the
 * record, the operator, the form) and the nonce, so no other page, record, operator or form can use it.
 */
export function signedActionId(scope: readonly string[]): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${signature(scope, nonce)}`;
}

/** The nonce of an action id issued for `scope`; null for any other (forged, or issued for something else). */
export function verifiedActionNonce(actionId: string, scope: readonly string[]): string | null {
  const [nonce = "", signed = "", ...rest] = actionId.split(".");
  if (rest.length > 0 || !NONCE.test(nonce)) return null;
  return signatureMatches(signed, signature(scope, nonce)) ? nonce : null;
}

/** The operator signed in, or a 401 that says so: never a redirect to the login, which would hide that nothing was done. */
export async function signedInOperator(request: Request): Promise<Operator> {
  const operator = await withOperators(({ sessions }) => sessions.current(request));
  if (operator) return operator;
  throw new Response("You are not signed in (your session may have ended), so nothing was changed. Log in and do it again.", {
    status: 401,
    statusText: "Unauthorized",
    headers: ADMIN_RESPONSE_HEADERS,
  });
}

/** The operator's next action counted by `limiter`: null when allowed, else the 429's sentence and `Retry-After`. */
export async function operatorRateLimited(limiter: RateLimiter, operator: Operator, actions: string) {
  const verdict = await limiter.attempt(`operator:${operator.email}`);
  if (verdict.allowed) return null;
  return {
    error: `Too many ${actions} in a short time. Try again in ${waitInWords(verdict.retryAfterSeconds)}.`,
    headers: { "Retry-After": String(verdict.retryAfterSeconds) },
  };
}
