import { RateLimiterMemory, RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import type { AdminDatabase } from "./database.server";
import { normalizeEmail } from "./accounts.server";

/** Failed logins in a row after which an account is locked, and for how long. */
export const ACCOUNT_LOCKOUT = { failures: 5, lockSeconds: 15 * 60 } as const;
/** Login attempts one client may make, right or wrong, in a window: far above a person's, far below a script's. */
export const CLIENT_LOGIN_LIMIT = { attempts: 20, windowSeconds: 15 * 60 } as const;

export type LoginVerdict = { allowed: true } | { allowed: false; reason: "client" | "account"; retryAfterSeconds: number };

const retryAfter = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

/**
 * The login's brakes (rate-limiter-flexible): every attempt counts against the client (in memory, per process, as
 * the forms' limits do); failures in a row count against the account, kept in the operators' database so a restart
 * does not lift a lockout, and a successful login clears them.
 */
export function createLoginGuard(db: AdminDatabase) {
  const byClient = new RateLimiterMemory({
    keyPrefix: "admin-login-client",
    points: CLIENT_LOGIN_LIMIT.attempts,
    duration: CLIENT_LOGIN_LIMIT.windowSeconds,
  });
  const byAccount = new RateLimiterSQLite({
    storeClient: db,
    storeType: "better-sqlite3",
    tableName: "admin_login_failures",
    keyPrefix: "account",
    points: ACCOUNT_LOCKOUT.failures,
    duration: ACCOUNT_LOCKOUT.lockSeconds,
    blockDuration: ACCOUNT_LOCKOUT.lockSeconds,
  });

  return {
    /** Called before the password is checked: the client's attempt is counted; a locked account is refused. */
    async attempt(client: string, email: string): Promise<LoginVerdict> {
      try {
        await byClient.consume(client);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, reason: "client", retryAfterSeconds: retryAfter(refusal) };
        throw refusal;
      }
      const account = await byAccount.get(normalizeEmail(email));
      if (account && account.consumedPoints >= ACCOUNT_LOCKOUT.failures)
        return { allowed: false, reason: "account", retryAfterSeconds: retryAfter(account) };
      return { allowed: true };
    },
    async failed(email: string): Promise<void> {
      await byAccount.penalty(normalizeEmail(email), 1);
      const account = await byAccount.get(normalizeEmail(email));
      if (account && account.consumedPoints >= ACCOUNT_LOCKOUT.failures)
        await byAccount.block(normalizeEmail(email), ACCOUNT_LOCKOUT.lockSeconds);
    },
    async succeeded(email: string): Promise<void> {
      await byAccount.delete(normalizeEmail(email));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
