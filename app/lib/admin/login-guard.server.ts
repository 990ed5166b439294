import { createLockout, createRateLimiter, type Lockout, type RateLimit } from "~/lib/core/rate-limit.server";
import type { AdminDatabase } from "./database.server";
import { normalizeEmail } from "./accounts.server";

/** Failed logins in a row after which an account is locked, and for how long. */
export const ACCOUNT_LOCKOUT: Lockout = { failures: 5, lockMs: 15 * 60 * 1000 };
/** Login attempts one client may make, right or wrong, in a window: far above a person's, far below a script's. */
export const CLIENT_LOGIN_LIMIT: RateLimit = { max: 20, windowMs: 15 * 60 * 1000 };

export type LoginVerdict = { allowed: true } | { allowed: false; reason: "client" | "account"; retryAfterSeconds: number };

/**
 * The login's brakes: every attempt counts against the client (in memory, per process, as the forms' limits do); failures
 * in a row count against the account, kept in the operators' database so a restart does not lift a lockout, and a
 * successful login clears them.
 */
export function createLoginGuard(db: AdminDatabase) {
  const byClient = createRateLimiter("admin-login-client", CLIENT_LOGIN_LIMIT);
  const byAccount = createLockout(db, { table: "admin_login_failures", name: "account" }, ACCOUNT_LOCKOUT);

  return {
    /** Called before the password is checked: the client's attempt is counted; a locked account is refused. */
    async attempt(client: string, email: string): Promise<LoginVerdict> {
      const clientVerdict = await byClient.attempt(client);
      if (!clientVerdict.allowed) return { ...clientVerdict, reason: "client" };
      const accountVerdict = await byAccount.check(normalizeEmail(email));
      return accountVerdict.allowed ? accountVerdict : { ...accountVerdict, reason: "account" };
    },
    failed: (email: string) => byAccount.failed(normalizeEmail(email)),
    succeeded: (email: string) => byAccount.cleared(normalizeEmail(email)),
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
