import { migrateStorage, openStorage, storageConfig, type StorageConfig } from "./storage.server";

/**
 * Brings the database `config` names up to date, then closes it: the migrations it applied (none when it was up to
 * date). Throws `StorageConfigError` or `StorageUnavailableError` with one line.
 */
export async function migrateDatabase(config: StorageConfig): Promise<string[]> {
  const storage = openStorage(config);
  try {
    return await migrateStorage(storage);
  } finally {
    await storage.close();
  }
}

/**
 * The database of the environment (`DATABASE_URL`, `SUBMISSIONS_DB`) brought up to date: what the worker pool's
 * primary runs before it forks, since two processes migrating one SQLite file at once would race (Kysely's SQLite
 * migrator has no lock between processes).
 */
export function migrateSiteDatabase(): Promise<string[]> {
  return migrateDatabase(storageConfig());
}
