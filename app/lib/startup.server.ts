import { loadSigningSecrets, weakSigningSecret } from "~/lib/security/secrets.server";
import { siteDatabase, StorageConfigError, StorageUnavailableError } from "~/lib/storage/storage.server";

/**
 * The site's start, before it listens (`server/index.js` awaits it): the database that `DATABASE_URL` names (else the
 * SQLite file) opened and brought up to date, the signing secrets checked and loaded. Null when the site may start,
 * else why not in one line, which `server/index.js` prints before it exits: a `DATABASE_URL` the site cannot use, a
 * database it cannot reach or migrate, or a signing secret that is set but weak.
 */
export async function startupProblem(): Promise<string | null> {
  try {
    await siteDatabase();
  } catch (error) {
    if (error instanceof StorageConfigError || error instanceof StorageUnavailableError) return error.message;
    throw error;
  }
  const weakSecret = weakSigningSecret();
  if (weakSecret) return weakSecret;
  try {
    await loadSigningSecrets();
  } catch (error) {
    return `The signing secrets kept in the database cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  return null;
}
