import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "~/lib/storage/migrate.server";
import { siteMigrations } from "~/lib/storage/migrations.server";
import { StorageUnavailableError } from "~/lib/storage/storage.server";
import { freshDatabaseConfig } from "../../support/storage-engines";

/** What `npm run db:migrate` and the worker pool's primary run (decision 060). */
describe("migrateDatabase", () => {
  it.each(["sqlite", "postgres"] as const)("on %s: applies every migration once and says which, then none", async (engine) => {
    const folder = mkdtempSync(join(tmpdir(), "db-migrate-"));
    const fresh =
      engine === "sqlite"
        ? { config: { engine, path: join(folder, "site.db") }, drop: async () => undefined }
        : await freshDatabaseConfig(engine);
    try {
      const all = Object.keys(await siteMigrations.getMigrations()).toSorted();
      expect(await migrateDatabase(fresh.config)).toEqual(all);
      expect(await migrateDatabase(fresh.config)).toEqual([]);
    } finally {
      await fresh.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("fails with one line naming the database when it cannot be reached", async () => {
    const failure = migrateDatabase({ engine: "postgres", url: "postgres://site:secret@127.0.0.1:9/site" });
    await expect(failure).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(failure).rejects.toThrow("The database (PostgreSQL 127.0.0.1:9/site) cannot be used: connect ECONNREFUSED 127.0.0.1:9");
  });
});
