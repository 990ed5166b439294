import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { logEvent } from "~/lib/core/log.server";
import { siteDatabase, siteStorage, type SiteStorage } from "~/lib/storage/storage.server";

/**
 * Every limit of the site goes through this module (rate-limiter-flexible): the forms' and the order funnel's, the request
 * guard's flood cap, the view beacon, the security reports, preview links, the publish webhook's seen signatures and the
 * operators' login (docs/decisions/030, 038, 043, 053). Counts are kept in the site's database, so every instance and
 * every worker meets one limit (docs/decisions/058).
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
  /** Forgets the attempts of `client` (an attempt whose work failed and is to be tried again), wherever they were counted. */
  forget(client: string): Promise<void>;
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

/** The tables rate-limiter-flexible keeps counts in (its own row shape, made by the migrations). */
type LimitTable = "rate_limits" | "admin_login_failures";

interface CounterOptions {
  table: LimitTable;
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * How long a count may wait for the database before this process counts in its own memory instead: a database that
 * stopped answering (a failover, a network cut) must not hold every form post and login for the pool's 5 s.
 */
const LIMIT_STORE_TIMEOUT_MS = 1000;
/** How often expired counts are deleted (rate-limiter-flexible's own period), by whichever process counts next. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** Keys longer than this are stored as their hash: PostgreSQL's key column holds 255 characters, names included. */
const LONGEST_STORED_KEY = 160;

const storedKey = (key: string) =>
  key.length <= LONGEST_STORED_KEY ? key : `sha256:${createHash("sha256").update(key).digest("base64url")}`;

/**
 * The SQLite file as the limiter store writes it: each count committed without waiting for the disk (synchronous NORMAL
 * in WAL mode: a power cut may forget the last counts, never corrupt the file), about 0.3 ms a count where waiting for
 * the disk took 4 ms during which the event loop waited (docs/decisions/058). A count made inside another module's open
 * transaction is part of it and committed as that one is.
 */
function countingConnection(file: Database.Database) {
  const safety = file.pragma("synchronous", { simple: true }) as number;
  return {
    prepare: (source: string) => file.prepare(source),
    transaction: (write: () => unknown) => (): unknown => {
      if (file.inTransaction) return file.transaction(write)();
      file.pragma("synchronous = NORMAL");
      try {
        return file.transaction(write)();
      } finally {
        file.pragma(`synchronous = ${safety}`);
      }
    },
  };
}

/**
 * A counter in the storage's table, through rate-limiter-flexible's store for its engine (the only place that tells
 * them apart). Wrapped so that a database that fails or is slower than `LIMIT_STORE_TIMEOUT_MS` is replaced, for that
 * count, by `memory`: limits per process while the database is away, never a failed request.
 */
function databaseCounter(storage: SiteStorage, options: CounterOptions, memory: RateLimiterMemory, blockInMemory: boolean) {
  const { handle } = storage;
  const store = {
    tableName: options.table,
    tableCreated: true,
    // Expired rows are deleted by `sweepExpired`, once per table rather than once per limiter.
    clearExpiredByTimeout: false,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    // A client past its limit is refused from memory until its window ends: a flood costs no database write.
    ...(blockInMemory ? { inMemoryBlockOnConsumed: options.points + 1 } : {}),
  };
  const counter =
    handle.engine === "postgres"
      ? new RateLimiterPostgres({ ...store, storeClient: handle.pool, storeType: "pool" })
      : new RateLimiterSQLite({ ...store, storeClient: countingConnection(handle.file), storeType: "better-sqlite3" });
  return new RLWrapperTimeouts({ limiter: counter, timeoutMs: LIMIT_STORE_TIMEOUT_MS, insuranceLimiter: memory });
}

const lastSweeps = new WeakMap<SiteStorage, Map<LimitTable, number>>();

/** Deletes the table's expired counts when the last sweep of this storage is `SWEEP_EVERY_MS` old (in the background). */
function sweepExpired(storage: SiteStorage, table: LimitTable): void {
  const now = Date.now();
  const sweeps = lastSweeps.get(storage) ?? new Map<LimitTable, number>();
  lastSweeps.set(storage, sweeps);
  if (now - (sweeps.get(table) ?? -Infinity) < SWEEP_EVERY_MS) return;
  sweeps.set(table, now);
  storage.db
    .deleteFrom(table)
    .where("expire", "<", now)
    .execute()
    .catch((error: unknown) => logEvent("warn", { event: "rate_limit.sweep_failed", table, reason: String(error) }));
}

/**
 * A counter made on its first use, not when its module is imported (limiters are made at module load; importing must
 * open no database): on `storage`, else on the site's, once it is migrated. When the site's database cannot be opened,
 * counts stay in this process's memory.
 */
function lazyCounter(options: CounterOptions, storage: SiteStorage | undefined, blockInMemory = false) {
  const memory = new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds });
  const counters = new WeakMap<SiteStorage, RLWrapperTimeouts>();
  return async (): Promise<RateLimiterAbstract> => {
    let target = storage;
    if (!target) {
      try {
        target = siteStorage();
        await siteDatabase();
      } catch {
        return memory;
      }
    }
    let counter = counters.get(target);
    if (!counter) {
      counter = databaseCounter(target, options, memory, blockInMemory);
      counters.set(target, counter);
    }
    sweepExpired(target, options.table);
    return counter;
  };
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimitVerdict> {
  try {
    await limiter.consume(storedKey(key));
    return { allowed: true };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return refusedFor(refusal);
  }
}

/**
 * A fixed window per client, counted in the site's database (`rate_limits`, one row per client and limit that expires
 * with its window), so instances and workers sharing it meet one limit. Clients are the address the server saw
 * (`clientAddressOf`), never a header the client sends. `storage` is the site's unless given (tests).
 */
export function createRateLimiter(name: string, { max, windowMs }: RateLimit, storage?: SiteStorage): RateLimiter {
  const counter = lazyCounter(
    { table: "rate_limits", keyPrefix: name, points: max, durationSeconds: Math.ceil(windowMs / 1000) },
    storage,
    true,
  );
  return {
    attempt: async (client) => consume(await counter(), client),
    forget: async (client) => void (await (await counter()).delete(client)),
  };
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
 * database so neither a restart nor another instance lifts them: one counter of failures and one wait per key. Only this
 * function knows where the counts are kept.
 */
export function createFailureBrake({ table, name }: { table: LimitTable; name: string }, rule: FailureBrakeRule, storage?: SiteStorage) {
  const counter = (part: string, durationMs: number) =>
    lazyCounter({ table, keyPrefix: `${name}-${part}`, points: 1, durationSeconds: Math.ceil(durationMs / 1000) }, storage);
  const failures = counter("failures", rule.forgetAfterMs);
  const waits = counter("wait", rule.maxDelayMs);
  return {
    /** Whether `key` may try now (nothing is counted). */
    async check(key: string): Promise<RateLimitVerdict> {
      const wait = await (await waits()).get(storedKey(key));
      return wait && wait.msBeforeNext > 0 ? refusedFor(wait) : { allowed: true };
    },
    /** The failures of `key` not yet forgotten. */
    async failures(key: string): Promise<number> {
      return (await (await failures()).get(storedKey(key)))?.consumedPoints ?? 0;
    },
    /** Counts a failure of `key`, and makes it wait when that one was past the free ones. */
    async failed(key: string): Promise<void> {
      const { consumedPoints } = await (await failures()).penalty(storedKey(key), 1);
      const delayMs = delayAfterFailures(consumedPoints, rule);
      if (delayMs > 0) await (await waits()).block(storedKey(key), delayMs / 1000);
    },
    /** Forgets the failures of `key` (it proved itself). */
    async cleared(key: string): Promise<void> {
      await Promise.all([(await failures()).delete(storedKey(key)), (await waits()).delete(storedKey(key))]);
    },
  };
}
