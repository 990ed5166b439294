import { Migrator } from "kysely";
import { siteMigrations } from "./migrations.server";
import { migrateStorage, openStorage, storageConfig, type SiteStorage, type StorageConfig } from "./storage.server";

/** The names of the migrations applied to `storage` since `since` (the migrator stamps each with the clock of the process that ran it). */
async function migrationsAppliedSince(storage: SiteStorage, since: Date): Promise<string[]> {
  const migrations = await new Migrator({ db: storage.db, provider: siteMigrations }).getMigrations();
  return migrations.filter(({ executedAt }) => executedAt && executedAt >= since).map((migration) => migration.name);
}

/**
 * Brings the database `config` names up to date, then closes it: the migrations it applied (none when it was up to
 * date). Throws `StorageConfigError` or `StorageUnavailableError` with one line.
 */
export async function migrateDatabase(config: StorageConfig): Promise<string[]> {
  const storage = openStorage(config);
  try {
    const started = new Date();
    await migrateStorage(storage);
    return await migrationsAppliedSince(storage, started);
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
