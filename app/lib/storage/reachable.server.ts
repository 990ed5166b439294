import { sql } from "kysely";
import { siteStorage, type SiteStorage } from "./storage.server";

/** How long /readyz waits for the database: a load balancer's check times out after a few seconds. */
const REACHABLE_TIMEOUT_MS = 1_000;

/**
 * Whether the database answers a `SELECT 1` within `timeoutMs`: false when it refuses, fails or is slower (the
 * query is left to end on its own; PostgreSQL's pool gives up on a connection after 5 s).
 */
export async function databaseReachable(storage: SiteStorage = siteStorage(), timeoutMs = REACHABLE_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answered = sql`select 1`.execute(storage.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
