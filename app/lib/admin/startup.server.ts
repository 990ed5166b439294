import { existsSync } from "node:fs";
import { createAccounts } from "./accounts.server";
import { siteDatabasePath } from "~/lib/core/sqlite.server";
import { weakSigningSecret } from "~/lib/security/secrets.server";
import { openAdminDatabase } from "./database.server";

type Env = Record<string, string | undefined>;

/**
 * Why the server must not start, or null (`server/index.js` prints it and exits): a signing secret that is set but
 * weak, in any mode; or, in production, no `SESSION_SECRET` once an operator account exists.
 */
export function startupProblem(env: Env = process.env): string | null {
  return weakSigningSecret(env) ?? missingSessionSecret(env);
}

/**
 * Once an operator account exists, the console's sessions must be signed with a configured `SESSION_SECRET`: a random
 * one per process would end every session at each restart and differ between instances. Without accounts (a fresh
 * `npm start` on the sample) nothing needs it yet.
 */
function missingSessionSecret(env: Env): string | null {
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
