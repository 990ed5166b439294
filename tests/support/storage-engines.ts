import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { migrateStorage, openStorage, type SiteStorage, type StorageConfig } from "~/lib/storage/storage.server";

/** The engines every storage test runs on: the embedded SQLite (in memory) and the run's PostgreSQL. */
export const STORAGE_ENGINES = ["sqlite", "postgres"] as const;
export type StorageEngine = (typeof STORAGE_ENGINES)[number];

/**
 * A database of its own on `engine`: a SQLite file in memory, or a new PostgreSQL database on the run's server. `drop()`
 * closes it (and drops the PostgreSQL database).
 */
export async function freshDatabaseConfig(engine: StorageEngine): Promise<{ config: StorageConfig; drop(): Promise<void> }> {
  if (engine === "sqlite") return { config: { engine, path: ":memory:" }, drop: async () => undefined };
  const server = new URL(inject("postgresUrl"));
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server.href);
  url.pathname = `/${name}`;
  return {
    config: { engine, url: url.href },
    async drop() {
      const client = new pg.Client({ connectionString: server.href });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** An opened, migrated storage on `engine` with a database of its own; `close()` closes and drops it. */
export async function freshStorage(engine: StorageEngine): Promise<SiteStorage> {
  const { config, drop } = await freshDatabaseConfig(engine);
  const storage = openStorage(config);
  await migrateStorage(storage);
  return {
    ...storage,
    async close() {
      await storage.close();
      await drop();
    },
  };
}
