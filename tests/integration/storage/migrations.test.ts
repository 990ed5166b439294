import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import {
  migrateStorage,
  openSqliteFile,
  openStorage,
  StorageConfigError,
  storageConfig,
  StorageUnavailableError,
} from "~/lib/storage/storage.server";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

describe.each(STORAGE_ENGINES)("the site's schema on %s", (engine) => {
  let storage: SiteStorage | undefined;
  afterEach(async () => {
    await storage?.close();
    storage = undefined;
  });

  it("makes every table, and a second start applies nothing again", async () => {
    storage = await freshStorage(engine);
    await storage.db
      .insertInto("submissions")
      .values({ id: "a", kind: "waitlist", data: "{}", submitted_at: "2026-11-27T00:00:00.000Z" })
      .execute();
    await migrateStorage(storage);
    const rows = await storage.db.selectFrom("submissions").select(["id", "email", "handled"]).execute();
    expect(rows).toEqual([{ id: "a", email: "", handled: 0 }]);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(storage.db);
    expect(applied.rows.map((row) => row.name)).toEqual([
      "2026-11-27-01-site-tables",
      "2026-11-27-02-submission-filters",
      "2026-11-27-10-renamed-kinds",
      "2026-11-27-40-publishes",
      "2026-11-27-50-outbox",
      "2026-11-27-60-unsubscribes",
      "2026-11-27-70-affiliates",
      "2026-11-27-71-affiliate-sessions",
      "2026-11-27-72-campaign-visits",
    ]);
  });

  it("reads milliseconds since 1970 back as numbers", async () => {
    storage = await freshStorage(engine);
    const expiresAt = Date.UTC(2030, 0, 1);
    await storage.db.insertInto("preview_sessions").values({ id: "s", expires_at: expiresAt }).execute();
    expect(await storage.db.selectFrom("preview_sessions").select("expires_at").executeTakeFirst()).toEqual({ expires_at: expiresAt });
  });
});

describe("an existing SQLite file from before the storage layer", () => {
  it("is adopted as it is: its rows kept, the console's filter columns filled from their JSON", async () => {
    const folder = mkdtempSync(join(tmpdir(), "xk-adopt-"));
    const path = join(folder, "site.db");
    const old = openSqliteFile(path);
    old.exec(`CREATE TABLE submissions (id TEXT PRIMARY KEY, kind TEXT NOT NULL, data TEXT NOT NULL, submitted_at TEXT NOT NULL);
      CREATE INDEX submissions_by_kind ON submissions (kind, submitted_at);`);
    old
      .prepare("INSERT INTO submissions VALUES (?, ?, ?, ?)")
      .run("XK-1", "order", JSON.stringify({ buyer: { email: "Ann@Example.com" }, handled: true }), "2026-01-01T00:00:00.000Z");
    old.close();
    const storage = openStorage({ engine: "sqlite", path });
    try {
      await migrateStorage(storage);
      expect(await storage.db.selectFrom("submissions").select(["id", "email", "handled"]).execute()).toEqual([
        { id: "XK-1", email: "ann@example.com", handled: 1 },
      ]);
    } finally {
      await storage.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("a DATABASE_URL the site cannot use", () => {
  it("is refused before anything opens, in one line naming the variable", () => {
    expect(() => storageConfig({ DATABASE_URL: "mysql://x@y/z" })).toThrow(StorageConfigError);
    expect(() => storageConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(storageConfig({})).toEqual({ engine: "sqlite", path: "data/submissions.db" });
  });

  it("that names no server stops the start with one line saying which database", async () => {
    const storage = openStorage({ engine: "postgres", url: "postgres://nobody@127.0.0.1:9/none" });
    try {
      const failure = await migrateStorage(storage).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StorageUnavailableError);
      expect(String((failure as Error).message)).toMatch(
        /^The database \(PostgreSQL 127\.0\.0\.1:9\/none\) cannot be used: .*ECONNREFUSED/,
      );
    } finally {
      await storage.close();
    }
  });
});
