import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateStorage, openStorage, type SiteStorage, type StorageConfig } from "~/lib/storage/storage.server";
import { freshDatabaseConfig, type StorageEngine } from "./storage-engines";

/**
 * Two instances' storages on one database of its own on `engine`, both migrated as each instance does at start: a
 * SQLite file in a temporary folder that both open (two workers on one machine), or a new PostgreSQL database. `close()`
 * closes both and deletes the database.
 */
export async function twoStoragesOnOneDatabase(engine: StorageEngine): Promise<{ a: SiteStorage; b: SiteStorage; close(): Promise<void> }> {
  let config: StorageConfig;
  let drop: () => Promise<void>;
  if (engine === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "xk-shared-"));
    config = { engine, path: join(folder, "site.db") };
    drop = async () => rmSync(folder, { recursive: true, force: true });
  } else {
    ({ config, drop } = await freshDatabaseConfig(engine));
  }
  const [a, b] = [openStorage(config), openStorage(config)];
  await migrateStorage(a);
  await migrateStorage(b);
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await drop();
    },
  };
}
