import { hash, verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import type { SiteTables } from "~/lib/storage/tables";

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
export function createAccounts(db: Kysely<SiteTables>) {
  const hashOf = (address: string) => db.selectFrom("admin_users").select("password_hash").where("email", "=", address).executeTakeFirst();
  let unknownAccountHash: Promise<string> | undefined;

  return {
    async count(): Promise<number> {
      const { count } = await db
        .selectFrom("admin_users")
        .select((select) => select.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return count;
    },
    /** Creates the account, or sets a new password for it (which ends its sessions, on every instance: they are rows). */
    async save(email: string, password: string): Promise<"created" | "updated"> {
      const address = normalizeEmail(email);
      if (!EMAIL.test(address)) throw new AccountError("Give the operator's e-mail address, like ops@example.com.");
      if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH)
        throw new AccountError(`The password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long.`);
      const existed = Boolean(await hashOf(address));
      const passwordHash = await hash(password);
      await db.transaction().execute(async (transaction) => {
        await transaction
          .insertInto("admin_users")
          .values({ email: address, password_hash: passwordHash, created_at: new Date().toISOString() })
          .onConflict((conflict) => conflict.column("email").doUpdateSet({ password_hash: passwordHash }))
          .execute();
        await transaction.deleteFrom("admin_sessions").where("email", "=", address).execute();
      });
      return existed ? "updated" : "created";
    },
    /** Whether the password is the account's; false for an unknown e-mail, after the same work. */
    async verifyPassword(email: string, password: string): Promise<boolean> {
      const row = await hashOf(normalizeEmail(email));
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
