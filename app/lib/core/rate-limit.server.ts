import type Database from "better-sqlite3";
import { RateLimiterMemory, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Every limit of the site goes through this module (rate-limiter-flexible): the forms' and the order funnel's, the request
 * guard's flood cap, the view beacon, the security reports and the operators' login (docs/decisions/030, 038, 043).
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

/** Failures in a row after which a key is locked, and for how long. */
export interface Lockout {
  failures: number;
  lockMs: number;
}

/**
 * Failures in a row per key (an operator's account), counted in a SQLite table so a restart does not lift a lockout: past
 * `failures` within `lockMs` of the first, the key is locked for `lockMs`; `cleared` (a success) forgets them.
 */
export function createLockout(db: Database.Database, { table, name }: { table: string; name: string }, { failures, lockMs }: Lockout) {
  const lockSeconds = Math.ceil(lockMs / 1000);
  const counter = new RateLimiterSQLite({
    storeClient: db,
    storeType: "better-sqlite3",
    tableName: table,
    keyPrefix: name,
    points: failures,
    duration: lockSeconds,
    blockDuration: lockSeconds,
  });
  const lockedFor = async (key: string): Promise<RateLimiterRes | null> => {
    const state = await counter.get(key);
    return state && state.consumedPoints >= failures ? state : null;
  };
  return {
    /** Whether `key` may try now (nothing is counted). */
    async check(key: string): Promise<RateLimitVerdict> {
      const locked = await lockedFor(key);
      return locked ? refusedFor(locked) : { allowed: true };
    },
    async failed(key: string): Promise<void> {
      await counter.penalty(key, 1);
      if (await lockedFor(key)) await counter.block(key, lockSeconds);
    },
    async cleared(key: string): Promise<void> {
      await counter.delete(key);
    },
  };
}
