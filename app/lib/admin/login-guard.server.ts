import {
  createFailureBrake,
  createRateLimiter,
  type FailureBrakeRule,
  type RateLimit,
  type RateLimitVerdict,
} from "~/lib/security/rate-limit.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { normalizeEmail } from "./accounts.server";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Login attempts one client may make, right or wrong, in a window: far above a person's, far below a script's. */
export const CLIENT_LOGIN_LIMIT: RateLimit = { max: 20, windowMs: 15 * MINUTE_MS };
/** Failures from one client at one account: three typing errors are free, then each wait doubles, 15 s up to an hour. */
export const CLIENT_ACCOUNT_FAILURES: FailureBrakeRule = {
  freeFailures: 3,
  firstDelayMs: 15 * 1000,
  maxDelayMs: HOUR_MS,
  forgetAfterMs: DAY_MS,
};
/** Failures from one client at any accounts in a day (a slow guess, or one spread over accounts): then a day's wait. */
export const CLIENT_FAILURES: FailureBrakeRule = { freeFailures: 100, firstDelayMs: DAY_MS, maxDelayMs: DAY_MS, forgetAfterMs: DAY_MS };
/**
 * Failures at one account from every client in an hour (a guess spread over many clients): past them the account is under
 * attack for an hour after the last failure, and a client that has failed at it waits; a client that has not still tries.
 */
export const ACCOUNT_FAILURES: FailureBrakeRule = { freeFailures: 10, firstDelayMs: HOUR_MS, maxDelayMs: HOUR_MS, forgetAfterMs: HOUR_MS };

/** Which brake refused: the client's, the client's failures at the account, or the account's (under attack). */
export type LoginRefusal = "client" | "client-account" | "account";
export type LoginVerdict = { allowed: true } | { allowed: false; reason: LoginRefusal; retryAfterSeconds: number };

const refusedAs = (verdict: RateLimitVerdict, reason: LoginRefusal): LoginVerdict => (verdict.allowed ? verdict : { ...verdict, reason });

/**
 * The login's brakes (rate-limiter-flexible's "login endpoint protection": failures in a row by account and client, a slow
 * guess by client), none of which a stranger can use against the operator: every attempt counts against the client (as
 * the forms' limits do); failures count against the client and account pair, the client and the account. All of them are
 * kept in the site's database (`storage` in tests), so neither a restart nor another instance lifts them. A success
 * forgets its pair's failures only: an account under attack stays so for the clients that were failing at it.
 */
export function createLoginGuard(storage?: SiteStorage) {
  const attempts = createRateLimiter("admin-login-client", CLIENT_LOGIN_LIMIT, storage);
  const brake = (name: string, rule: FailureBrakeRule) => createFailureBrake({ table: "admin_login_failures", name }, rule, storage);
  const byClientAndAccount = brake("client-account", CLIENT_ACCOUNT_FAILURES);
  const byClient = brake("client", CLIENT_FAILURES);
  const byAccount = brake("account", ACCOUNT_FAILURES);
  // A client address has no space, so the pair's key is unambiguous.
  const pair = (client: string, email: string) => `${client} ${normalizeEmail(email)}`;

  return {
    /** Called before the password is checked: the client's attempt is counted; a client that must wait is refused. */
    async attempt(client: string, email: string): Promise<LoginVerdict> {
      const clientVerdict = await attempts.attempt(client);
      if (!clientVerdict.allowed) return refusedAs(clientVerdict, "client");
      const slowGuess = await byClient.check(client);
      if (!slowGuess.allowed) return refusedAs(slowGuess, "client");
      const key = pair(client, email);
      const ownFailures = await byClientAndAccount.check(key);
      if (!ownFailures.allowed) return refusedAs(ownFailures, "client-account");
      if ((await byClientAndAccount.failures(key)) === 0) return { allowed: true };
      return refusedAs(await byAccount.check(normalizeEmail(email)), "account");
    },
    async failed(client: string, email: string): Promise<void> {
      await Promise.all([byClientAndAccount.failed(pair(client, email)), byClient.failed(client), byAccount.failed(normalizeEmail(email))]);
    },
    succeeded: (client: string, email: string) => byClientAndAccount.cleared(pair(client, email)),
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
