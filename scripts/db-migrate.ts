/**
 * `npm run db:migrate`: brings the configured database (`DATABASE_URL`, else the SQLite file `SUBMISSIONS_DB`, default
 * data/submissions.db) up to the latest version and prints the migrations it applied. The server does the same at
 * start; this is for a deploy that migrates once before starting new instances.
 */
import { migrateDatabase } from "../app/lib/storage/migrate.server";
import { describeStorage, storageConfig } from "../app/lib/storage/storage.server";

try {
  const config = storageConfig();
  const applied = await migrateDatabase(config);
  console.log(
    applied.length === 0
      ? `${describeStorage(config)}: already up to date.`
      : `${describeStorage(config)}: applied ${applied.length} migration${applied.length === 1 ? "" : "s"}:\n${applied.map((name) => `  ${name}`).join("\n")}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
