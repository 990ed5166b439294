import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateStorage, openStorage, type SiteStorage, type StorageConfig } from "~/lib/storage/storage.server";
import { freshDatabaseConfig, type StorageEngine } from "./storage-engines";

function sqliteFileInTempFolder(): { config: StorageConfig; drop(): Promise<void> } {
  const folder = mkdtempSync(join(tmpdir(), "xk-shared-"));
  return {
    config: { engine: "sqlite", path: join(folder, "site.db") },
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * Two storages opened on one new database, as two instances (or two workers) open it: on SQLite a file in a temp folder
 * both open, on PostgreSQL one database. `close()` closes both and removes the database.
 */
export async function twoStoragesOnOneDatabase(
  engine: StorageEngine,
): Promise<{ first: SiteStorage; second: SiteStorage; close(): Promise<void> }> {
  const { config, drop } = engine === "sqlite" ? sqliteFileInTempFolder() : await freshDatabaseConfig(engine);
  const first = openStorage(config);
  const second = openStorage(config);
  // Two SQLite connections in one process share its thread: one busy-waiting (synchronously) for the write lock keeps the
  // other's transaction from reaching its commit until the wait gives up. Two processes do not share a thread, so the
  // site's 5 s wait stays; here a short one lets the store's retry (SQLITE_BUSY) do its work.
  for (const { handle } of [first, second]) if (handle.engine === "sqlite") handle.file.pragma("busy_timeout = 100");
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

/** The site's storage on a SQLite file, opened and migrated as a start does (the file's folder made if missing). */
export async function openSqliteStorage(path: string): Promise<SiteStorage> {
  const storage = openStorage({ engine: "sqlite", path });
  await migrateStorage(storage);
  return storage;
}
