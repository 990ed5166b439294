import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateStorage, openStorage, type SiteStorage } from "~/lib/storage/storage.server";
import { freshDatabaseConfig, type StorageEngine } from "./storage-engines";

/**
 * Two storages opened on one new database, as two instances (or two workers) open it: on SQLite a file in a temp folder
 * both open, on PostgreSQL one database. `close()` closes both and removes the database.
 */
export async function twoStoragesOnOneDatabase(engine: StorageEngine): Promise<{ first: SiteStorage; second: SiteStorage; close(): Promise<void> }> {
  const folder = engine === "sqlite" ? mkdtempSync(join(tmpdir(), "xk-shared-")) : undefined;
  const { config, drop } = folder
    ? { config: { engine, path: join(folder, "site.db") } as const, drop: async () => rmSync(folder, { recursive: true, force: true }) }
    : await freshDatabaseConfig(engine);
  const first = openStorage(config);
  const second = openStorage(config);
  await migrateStorage(first);
  await migrateStorage(second);
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await drop();
    },
  };
}
