import { existsSync } from "node:fs";
import { createAccounts } from "./accounts.server";
import { siteDatabasePath } from "~/lib/core/sqlite.server";
import { openAdminDatabase } from "./database.server";

/**
 * Why the production server must not start, or null. Once an operator account exists, the console's sessions must
 * be signed with a configured `SESSION_SECRET`: a random one per process would end every session at each restart
 * and differ between instances. Without accounts (a fresh `npm start` on the sample) nothing needs it yet.
 */
export function startupProblem(env: Record<string, string | undefined> = process.env): string | null {
  if (env.NODE_ENV !== "production" || env.SESSION_SECRET?.trim()) return null;
  const path = siteDatabasePath(env);
  if (!existsSync(path)) return null;
  const db = openAdminDatabase(path);
  try {
    if (createAccounts(db).count() === 0) return null;
  } finally {
    db.close();
  }
  return `SESSION_SECRET is not set, and operator accounts exist in ${path}: set SESSION_SECRET to a long random value (the same on every instance), e.g. $(openssl rand -base64 32), and start again.`;
}
