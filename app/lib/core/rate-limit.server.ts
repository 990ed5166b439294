import type Database from "better-sqlite3";
import { RateLimiterMemory, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Every limit of the site goes through this module (rate-limiter-flexible): the forms' and the order funnel's, the request
 * guard's flood cap, the view beacon, the security reports, preview links, the publish webhook's seen signatures and the
 * operators' login (docs/decisions/030, 038, 043, 053).
 */

/** How many attempts one client may make in a window. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One attempt's verdict: allowed, or refused with how long the client must wait (`Retry-After`). */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt of `client` (refused ones too, so a flood gains nothing by going on). */
  attempt(client: string): Promise<RateLimitVerdict>;
}

const refusedFor = (refusal: RateLimiterRes): RateLimitVerdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
});

/** A refusal's wait in words for its message, rounded up: "40 seconds", "60 minutes", "24 hours". */
export function waitInWords(seconds: number): string {
  const [amount, unit] =
    seconds < 60 ? [seconds, "second"] : seconds <= 2 * 3600 ? [Math.ceil(seconds / 60), "minute"] : [Math.ceil(seconds / 3600), "hour"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimitVerdict> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return refusedFor(refusal);
  }
}

/**
 * A fixed window per client, in memory: each client's counter expires with its window, so memory holds only the clients of
 * the last window. Clients are the address the server saw (`clientAddressOf`), never a header the client sends. Limits are
 * per process.
 */
export function createRateLimiter(name: string, { max, windowMs }: RateLimit): RateLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: max, duration: Math.ceil(windowMs / 1000) });
  return { attempt: (client) => consume(limiter, client) };
}

/**
 * How failures slow a key down: the first `freeFailures` cost nothing (typing errors); after each one past them the key
 * waits, `firstDelayMs` after the first such failure and twice as long after each next one, at most `maxDelayMs`.
 * Failures are forgotten `forgetAfterMs` after the first of them.
 */
export interface FailureBrakeRule {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** How long a key waits after its `failures`-th failure (0: it may try again at once). */
function delayAfterFailures(failures: number, { freeFailures, firstDelayMs, maxDelayMs }: FailureBrakeRule): number {
  const beyond = failures - freeFailures;
  return beyond <= 0 ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (beyond - 1));
}

/**
 * Failures per key (a client, an account, an account from one client) with growing waits, kept in a table of the site's
 * database so a restart does not lift them: one counter of failures and one wait per key (rate-limiter-flexible's
 * SQLite store, which also deletes expired rows). Only this function knows where the counts are kept.
 */
export function createFailureBrake(db: Database.Database, { table, name }: { table: string; name: string }, rule: FailureBrakeRule) {
  // The store's own table, made here before the first use: the store makes it asynchronously, after a first call may come.
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`);
  const store = (part: string, durationMs: number) =>
    new RateLimiterSQLite({
      storeClient: db,
      storeType: "better-sqlite3",
      tableName: table,
      tableCreated: true,
      keyPrefix: `${name}-${part}`,
      points: 1,
      duration: Math.ceil(durationMs / 1000),
      clearExpiredByTimeout: true,
    });
  const failures = store("failures", rule.forgetAfterMs);
  const waits = store("wait", rule.maxDelayMs);
  return {
    /** Whether `key` may try now (nothing is counted). */
    async check(key: string): Promise<RateLimitVerdict> {
      const wait = await waits.get(key);
      return wait && wait.msBeforeNext > 0 ? refusedFor(wait) : { allowed: true };
    },
    /** The failures of `key` not yet forgotten. */
    async failures(key: string): Promise<number> {
      return (await failures.get(key))?.consumedPoints ?? 0;
    },
    /** Counts a failure of `key`, and makes it wait when that one was past the free ones. */
    async failed(key: string): Promise<void> {
      const { consumedPoints } = await failures.penalty(key, 1);
      const delayMs = delayAfterFailures(consumedPoints, rule);
      if (delayMs > 0) await waits.block(key, delayMs / 1000);
    },
    /** Forgets the failures of `key` (it proved itself). */
    async cleared(key: string): Promise<void> {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}
