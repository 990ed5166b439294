import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { logEvent } from "~/lib/core/log.server";
import { siteMigrations } from "./migrations.server";
import type { SiteTables } from "./tables";

type Env = Record<string, string | undefined>;

/** Where the embedded SQLite file is when neither `DATABASE_URL` nor `SUBMISSIONS_DB` says. */
export const DEFAULT_SITE_DATABASE = "data/submissions.db";

/**
 * Where the site keeps its server state: PostgreSQL when `DATABASE_URL` is a `postgres://` URL (every instance shares
 * it), else the embedded SQLite file `SUBMISSIONS_DB` (default data/submissions.db; ":memory:" for tests).
 */
export type StorageConfig = { engine: "postgres"; url: string } | { engine: "sqlite"; path: string };

/** A `DATABASE_URL` the site cannot use: the start stops with this message, one line. */
export class StorageConfigError extends Error {}

export function storageConfig(env: Env = process.env): StorageConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new StorageConfigError(
        "DATABASE_URL is not a URL: set it to postgres://user:password@host:5432/database, or unset it for the embedded SQLite file",
      );
    }
    if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:")
      throw new StorageConfigError(
        `DATABASE_URL must start with postgres:// (it starts with ${parsed.protocol}//); unset it for the embedded SQLite file`,
      );
    return { engine: "postgres", url };
  }
  return { engine: "sqlite", path: env.SUBMISSIONS_DB?.trim() || DEFAULT_SITE_DATABASE };
}

/** The database as the URL names it, without its password: for log lines and messages. */
export function describeStorage(config: StorageConfig): string {
  if (config.engine === "sqlite") return `SQLite file ${config.path}`;
  const url = new URL(config.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** The engine's own handle, for the parts a kept library drives itself (rate-limiter-flexible's stores, LISTEN/NOTIFY). */
export type EngineHandle = { engine: "sqlite"; file: Database.Database } | { engine: "postgres"; pool: pg.Pool; url: string };

export interface SiteStorage {
  readonly config: StorageConfig;
  readonly db: Kysely<SiteTables>;
  readonly handle: EngineHandle;
  close(): Promise<void>;
}

/** PostgreSQL's bigint (milliseconds since 1970, counters) as a JavaScript number: they stay far below 2^53. */
const POSTGRES_TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A SQLite file of the site: its folder made on first start; WAL so readers never wait for a writer; synchronous writes,
 * so what a visitor was told is saved survives a power cut; and a writer of another worker waited for, not failed.
 */
export function openSqliteFile(path: string): Database.Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const file = new Database(path);
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  return file;
}

/** Opens the storage (nothing is read yet: `migrateStorage` is the first query). */
export function openStorage(config: StorageConfig): SiteStorage {
  if (config.engine === "sqlite") {
    const file = openSqliteFile(config.path);
    const db = new Kysely<SiteTables>({ dialect: new SqliteDialect({ database: file }) });
    return { config, db, handle: { engine: "sqlite", file }, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    types: POSTGRES_TYPES,
  });
  // An idle connection the server closed (a restart, a failover) is an event, not a crash: the next query reconnects.
  const connectionLost = (error: Error) => logEvent("warn", { event: "storage.connection_lost", reason: error.message });
  pool.on("error", connectionLost);
  // The pool listens on idle connections only: one in use when the server goes away would throw an unhandled error.
  pool.on("connect", (client) => client.on("error", connectionLost));
  const db = new Kysely<SiteTables>({ dialect: new PostgresDialect({ pool }) });
  return { config, db, handle: { engine: "postgres", pool, url: config.url }, close: () => db.destroy() };
}

/** The database cannot be reached or brought up to date: the start stops with this one line. */
export class StorageUnavailableError extends Error {}

/** A SQLite file another worker is migrating answers "busy" at once: it is tried again after that worker is done. */
const isBusy = (error: unknown) => /SQLITE_BUSY/.test(String((error as { code?: string }).code));

/**
 * Applies every migration not yet applied (under the migrator's lock) and resolves with their names (none when the
 * database was up to date), or throws `StorageUnavailableError`.
 */
export async function migrateStorage(storage: SiteStorage): Promise<string[]> {
  const migrator = new Migrator({ db: storage.db, provider: siteMigrations });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) {
      const applied = (results ?? []).map((result) => result.migrationName);
      for (const migration of applied) logEvent("info", { event: "storage.migrated", migration });
      return applied;
    }
    if (isBusy(error) && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      continue;
    }
    const reason = error instanceof Error ? error.message || (error as { code?: string }).code : String(error);
    throw new StorageUnavailableError(`The database (${describeStorage(storage.config)}) cannot be used: ${reason}`);
  }
}

let current: { storage: SiteStorage; ready: Promise<Kysely<SiteTables>> } | undefined;

function currentStorage() {
  if (!current) {
    const storage = openStorage(storageConfig());
    current = { storage, ready: migrateStorage(storage).then(() => storage.db) };
    // A failed start is reported by whoever awaits it (the server's start, a request's 503), not as an unhandled rejection.
    current.ready.catch(() => undefined);
  }
  return current;
}

/** The process's database, migrated: opened on first use from the environment (`DATABASE_URL`, `SUBMISSIONS_DB`). */
export function siteDatabase(): Promise<Kysely<SiteTables>> {
  return currentStorage().ready;
}

/** The process's storage (its engine handle for rate limits and publishes); `siteDatabase()` says when it is ready. */
export function siteStorage(): SiteStorage {
  return currentStorage().storage;
}

/** Closes the process's storage (graceful shutdown, tests); the next use opens it again. */
export async function closeSiteStorage(): Promise<void> {
  const closing = current;
  current = undefined;
  await closing?.storage.close();
}
