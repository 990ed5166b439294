import { hash, verify } from "@node-rs/argon2";
import type { AdminDatabase } from "./database.server";

/** Long enough that a guessed or leaked short password is not the only thing between the internet and the leads. */
export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class AccountError extends Error {}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Operator accounts: an e-mail and an argon2id hash of the password (`@node-rs/argon2`, its defaults: 19 MiB, 2
 * passes, as OWASP recommends). A login for an e-mail with no account still verifies a password against a hash, so
 * it takes the time a wrong password takes and does not tell which addresses have accounts.
 */
export function createAccounts(db: AdminDatabase) {
  const countRows = db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM admin_users");
  const selectHash = db.prepare<[string], { password_hash: string }>("SELECT password_hash FROM admin_users WHERE email = ?");
  const upsert = db.prepare(
    `INSERT INTO admin_users (email, password_hash, created_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
  );
  const endSessions = db.prepare("DELETE FROM admin_sessions WHERE email = ?");
  let unknownAccountHash: Promise<string> | undefined;

  return {
    count: () => countRows.get()?.count ?? 0,
    /** Creates the account, or sets a new password for it (which ends its sessions). */
    async save(email: string, password: string): Promise<"created" | "updated"> {
      const address = normalizeEmail(email);
      if (!EMAIL.test(address)) throw new AccountError("Give the operator's e-mail address, like ops@example.com.");
      if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH)
        throw new AccountError(`The password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long.`);
      const existed = Boolean(selectHash.get(address));
      const passwordHash = await hash(password);
      db.transaction(() => {
        upsert.run(address, passwordHash, new Date().toISOString());
        endSessions.run(address);
      })();
      return existed ? "updated" : "created";
    },
    /** Whether the password is the account's; false for an unknown e-mail, after the same work. */
    async verifyPassword(email: string, password: string): Promise<boolean> {
      const row = selectHash.get(normalizeEmail(email));
      if (password.length > MAX_PASSWORD_LENGTH) return false;
      if (!row) {
        unknownAccountHash ??= hash("no account has this password");
        await verify(await unknownAccountHash, password);
        return false;
      }
      return verify(row.password_hash, password);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
