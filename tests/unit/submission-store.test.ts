import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { orderReferenceFromBytes, ORDER_REFERENCE_PATTERN } from "~/lib/orders/reference";
import { siteDatabase, storageConfig, type SiteStorage } from "~/lib/storage/storage.server";
import { createDatabaseStore, type Submission } from "~/lib/submissions/store.server";
import { newSubmission, storeFromEnv } from "~/lib/submissions/store-config.server";
import { openSqliteStorage } from "../support/shared-storage";

/** Temporary directories made by a test, removed after it (their storages closed first). */
const directories: string[] = [];
const storages: SiteStorage[] = [];

function tempDir(): string {
  const directory = mkdtempSync(join(tmpdir(), "xchangekit-store-"));
  directories.push(directory);
  return directory;
}

async function openFile(path: string): Promise<SiteStorage> {
  const storage = await openSqliteStorage(path);
  storages.push(storage);
  return storage;
}

afterEach(async () => {
  for (const storage of storages.splice(0)) await storage.close();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const request: Submission = {
  id: "0b0d2f4e-1c3a-4d8b-9f10-2a6c5e7d9b11",
  kind: "support",
  data: { name: "Ann Example", email: "ann@example.com", topic: "technical", message: "My surf timer stops at 3 seconds." },
  submittedAt: "2025-06-01T10:20:30.000Z",
};

describe("the database store on the embedded SQLite file", () => {
  it("keeps what it saved across a close and a reopen, in a write-ahead-logged file", async () => {
    const path = join(tempDir(), "not", "there", "yet", "submissions.db");
    const first = await openFile(path);
    await createDatabaseStore(first.db).save(request);
    await createDatabaseStore(first.db).save(newSubmission("waitlist", { email: "bo@example.com" }, "waitlist-1"));
    await first.close();

    const reopened = createDatabaseStore((await openFile(path)).db);
    expect(reopened.name).toBe("database");
    expect(await reopened.find("support", request.id)).toEqual(request);
    expect(await reopened.find("waitlist", "waitlist-1")).toMatchObject({ kind: "waitlist", data: { email: "bo@example.com" } });
    const file = new Database(path, { readonly: true });
    try {
      expect(file.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      file.close();
    }
  });
});

describe("storeFromEnv", () => {
  it("picks Sanity when both a project id and a write token are configured", () => {
    expect(storeFromEnv({ SANITY_PROJECT_ID: "mockproject", SANITY_API_WRITE_TOKEN: "sk-write" }).name).toBe("sanity");
  });

  it("falls back to the site's database when either is missing or blank", async () => {
    for (const env of [
      {},
      { SANITY_PROJECT_ID: "mockproject" },
      { SANITY_API_WRITE_TOKEN: "sk-write" },
      { SANITY_PROJECT_ID: "mockproject", SANITY_API_WRITE_TOKEN: "   " },
      { SANITY_PROJECT_ID: "", SANITY_API_WRITE_TOKEN: "sk-write" },
    ]) {
      expect(storeFromEnv(env).name, JSON.stringify(env)).toBe("database");
    }
    // The process's database (vitest's SUBMISSIONS_DB is in memory) is where it saves.
    const id = `from-env-${Date.now()}`;
    await storeFromEnv({}).save(newSubmission("waitlist", { email: "cy@example.com" }, id));
    const db = await siteDatabase();
    expect(await db.selectFrom("submissions").select(["kind", "email"]).where("id", "=", id).execute()).toEqual([
      { kind: "waitlist", email: "cy@example.com" },
    ]);
  });

  it("keeps the SQLite file under data/ unless SUBMISSIONS_DB names another", () => {
    expect(storageConfig({})).toEqual({ engine: "sqlite", path: "data/submissions.db" });
    expect(storageConfig({ SUBMISSIONS_DB: "  " })).toEqual({ engine: "sqlite", path: "data/submissions.db" });
    expect(storageConfig({ SUBMISSIONS_DB: " /var/lib/xchangekit/site.db " })).toEqual({
      engine: "sqlite",
      path: "/var/lib/xchangekit/site.db",
    });
  });
});

describe("orderReferenceFromBytes", () => {
  const newOrderReference = () => orderReferenceFromBytes(crypto.getRandomValues(new Uint8Array(12)));

  it("is XK- and 12 characters without look-alikes (no I, O, 0 or 1)", () => {
    for (let draw = 0; draw < 1000; draw++) {
      const reference = newOrderReference();
      expect(reference).toMatch(/^XK-[A-HJ-NP-Z2-9]{12}$/);
      expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
    }
  });

  it("does not repeat over 10,000 draws", () => {
    const references = new Set(Array.from({ length: 10_000 }, () => newOrderReference()));
    expect(references.size).toBe(10_000);
  });

  it("uses the whole alphabet, so no character is stuck", () => {
    const seen = new Set(Array.from({ length: 2000 }, () => newOrderReference().slice(3)).join(""));
    expect(seen.size).toBe(32);
  });
});
