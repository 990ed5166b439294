import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { orderReferenceFromBytes, ORDER_REFERENCE_PATTERN } from "~/lib/orders/reference";
import { createSqliteStore, type Submission } from "~/lib/submissions/store.server";
import { siteDatabasePath } from "~/lib/core/sqlite.server";
import { newSubmission, storeFromEnv } from "~/lib/submissions/store-config.server";

/** Temporary directories made by a test, removed after it. */
const directories: string[] = [];
/** Stores and databases opened by a test, closed after it (before their directory goes). */
const closers: (() => void)[] = [];

function tempDir(): string {
  const directory = mkdtempSync(join(tmpdir(), "xchangekit-store-"));
  directories.push(directory);
  return directory;
}

function openStore(path: string) {
  const store = createSqliteStore(path);
  closers.push(() => store.close());
  return store;
}

afterEach(() => {
  for (const close of closers.splice(0)) {
    try {
      close();
    } catch {
      // Closed by the test already.
    }
  }
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const request: Submission = {
  id: "0b0d2f4e-1c3a-4d8b-9f10-2a6c5e7d9b11",
  kind: "support",
  data: { name: "Ann Example", email: "ann@example.com", topic: "technical", message: "My surf timer stops at 3 seconds." },
  submittedAt: "2025-06-01T10:20:30.000Z",
};

describe("the SQLite submission store", () => {
  it("keeps what it saved across a close and a reopen", async () => {
    const path = join(tempDir(), "submissions.db");
    const first = createSqliteStore(path);
    await first.save(request);
    await first.save(newSubmission("waitlist", { email: "bo@example.com" }, "waitlist-1"));
    first.close();

    const reopened = openStore(path);
    expect(reopened.name).toBe("sqlite");
    expect(await reopened.find("support", request.id)).toEqual(request);
    expect(await reopened.find("waitlist", "waitlist-1")).toMatchObject({ kind: "waitlist", data: { email: "bo@example.com" } });
  });

  it("finds a submission only under its own kind, and nothing for an unknown id", async () => {
    const store = openStore(join(tempDir(), "submissions.db"));
    await store.save(request);
    expect(await store.find("order", request.id)).toBeNull();
    expect(await store.find("support", "no-such-id")).toBeNull();
  });

  it("creates its directory and schema on first start", async () => {
    const path = join(tempDir(), "not", "there", "yet", "submissions.db");
    expect(existsSync(join(path, ".."))).toBe(false);
    const store = openStore(path);
    expect(existsSync(path)).toBe(true);

    const db = new Database(path, { readonly: true });
    closers.push(() => db.close());
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toContain("submissions");
    const columns = db.prepare("SELECT name FROM pragma_table_info('submissions')").pluck().all();
    expect(columns).toEqual(["id", "kind", "data", "submitted_at"]);
    await store.save(request);
    expect(await store.find("support", request.id)).toEqual(request);
  });

  it("opens an existing database without losing or recreating anything", async () => {
    const path = join(tempDir(), "submissions.db");
    const first = createSqliteStore(path);
    await first.save(request);
    first.close();
    // A second start runs the schema statements again: they must be no-ops.
    const second = createSqliteStore(path);
    second.close();
    expect(await openStore(path).find("support", request.id)).toEqual(request);
  });

  it("uses the write-ahead log", () => {
    const path = join(tempDir(), "submissions.db");
    openStore(path);
    const db = new Database(path);
    closers.push(() => db.close());
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
  });

  it("rejects a second submission with the same id and keeps the first", async () => {
    const store = openStore(join(tempDir(), "submissions.db"));
    await store.save(request);
    await expect(store.save({ ...request, data: { name: "Impostor" } })).rejects.toThrow(/UNIQUE/);
    expect(await store.find("support", request.id)).toEqual(request);
  });
});

describe("storeFromEnv", () => {
  function sqlitePath() {
    return join(tempDir(), "from-env.db");
  }

  function pick(env: Record<string, string | undefined>) {
    const store = storeFromEnv(env);
    if ("close" in store && typeof store.close === "function") closers.push(() => (store.close as () => void)());
    return store;
  }

  it("picks Sanity when both a project id and a write token are configured", () => {
    expect(pick({ SANITY_PROJECT_ID: "mockproject", SANITY_API_WRITE_TOKEN: "sk-write", SUBMISSIONS_DB: sqlitePath() }).name).toBe(
      "sanity",
    );
  });

  it("falls back to the SQLite file when either is missing or blank", () => {
    for (const env of [
      {},
      { SANITY_PROJECT_ID: "mockproject" },
      { SANITY_API_WRITE_TOKEN: "sk-write" },
      { SANITY_PROJECT_ID: "mockproject", SANITY_API_WRITE_TOKEN: "   " },
      { SANITY_PROJECT_ID: "", SANITY_API_WRITE_TOKEN: "sk-write" },
    ]) {
      const path = sqlitePath();
      const store = pick({ ...env, SUBMISSIONS_DB: path });
      expect(store.name, JSON.stringify(env)).toBe("sqlite");
      expect(existsSync(path)).toBe(true);
    }
  });

  it("keeps the SQLite file under data/ unless SUBMISSIONS_DB names another", () => {
    expect(siteDatabasePath({})).toBe("data/submissions.db");
    expect(siteDatabasePath({ SUBMISSIONS_DB: "  " })).toBe("data/submissions.db");
    expect(siteDatabasePath({ SUBMISSIONS_DB: " /var/lib/xchangekit/site.db " })).toBe("/var/lib/xchangekit/site.db");
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
