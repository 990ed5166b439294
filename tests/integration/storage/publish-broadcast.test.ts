import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import {
  BroadcastNotSentError,
  LISTENER_APPLICATION_NAME,
  openPublishBroadcast,
  type BroadcastOptions,
  type PublishBroadcast,
} from "~/lib/publish/broadcast.server";
import { createPublisher, type Publisher, type PublisherOptions } from "~/lib/publish/publisher.server";
import { migrateStorage, openStorage, type SiteStorage, type StorageConfig } from "~/lib/storage/storage.server";
import { observed } from "../../support/observed";
import { freshDatabaseConfig, STORAGE_ENGINES, type StorageEngine } from "../../support/storage-engines";

/** One database that several instances open, each with a storage of its own (SQLite: one file, as workers share it). */
async function sharedDatabase(engine: StorageEngine): Promise<{ config: StorageConfig; drop(): Promise<void> }> {
  if (engine === "postgres") return freshDatabaseConfig(engine);
  const folder = mkdtempSync(join(tmpdir(), "xk-publishes-"));
  return { config: { engine, path: join(folder, "site.db") }, drop: async () => rmSync(folder, { recursive: true, force: true }) };
}

const silent = () => undefined;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of its own on `engine` that instances open each with a storage of their own (the first migrates it). */
async function database(engine: StorageEngine) {
  const shared = await sharedDatabase(engine);
  cleanups.push(shared.drop);
  let migrated = false;
  return {
    ...shared,
    async storage(): Promise<SiteStorage> {
      const storage = openStorage(shared.config);
      cleanups.push(() => storage.close());
      if (!migrated) await migrateStorage(storage);
      migrated = true;
      return storage;
    },
  };
}

/** An instance's broadcast, listening, with what it heard. */
async function instance(storage: SiteStorage, options: Partial<BroadcastOptions> = {}) {
  const heard = observed<string[]>();
  const broadcast: PublishBroadcast = openPublishBroadcast(storage, {
    log: silent,
    ...options,
    onAnnounced: (tags) => heard.add([...tags]),
  });
  cleanups.push(() => broadcast.close());
  await broadcast.listening;
  return { broadcast, heard: heard.items, until: heard.until };
}

describe.each(STORAGE_ENGINES)("publishes told to every instance on %s", (engine) => {
  it("carries a publish announced by A to B, and not back to A, which purges itself", async () => {
    const shared = await database(engine);
    const a = await instance(await shared.storage());
    const b = await instance(await shared.storage());

    await a.broadcast.announce(["type:pricingTier", "doc:pricingTier.script-only", "type:*"]);
    await b.until((heard) => heard.length > 0);
    expect(b.heard).toEqual([["type:pricingTier", "doc:pricingTier.script-only", "type:*"]]);

    // A hears B's later announcement, and nothing of its own before it.
    await b.broadcast.announce(["type:post"]);
    await a.until((heard) => heard.length > 0);
    expect(a.heard).toEqual([["type:post"]]);
  });

  it("carries every publish of a burst, and B purges them together within its window", async () => {
    const shared = await database(engine);
    const purgedOnB: string[][] = [];
    const tagsHeardOnB = observed<number>();
    const publisher = (storage: SiteStorage, options: Partial<PublisherOptions>): Publisher => {
      const created = createPublisher({ storage: async () => storage, purge: () => 0, cdn: null, ...options });
      cleanups.push(() => created.close());
      return created;
    };
    const a = publisher(await shared.storage(), { window: { quietMs: 0, maxWaitMs: 0 }, broadcast: { log: silent } });
    // B's window outlasts the test: what it heard is purged once, when it is closed.
    const b = publisher(await shared.storage(), {
      window: { quietMs: 3_600_000, maxWaitMs: 3_600_000 },
      purge: (tags) => purgedOnB.push([...tags]),
      broadcast: { log: (_level, event) => void (event.event === "publish.heard" && tagsHeardOnB.add(event.tagCount as number)) },
    });
    await Promise.all([a.listen(), b.listen()]);

    const documents = Array.from({ length: 12 }, (_, index) => `doc:post.release-${index}`);
    for (const document of documents) await a.publish(["type:post", document]);
    await tagsHeardOnB.until((counts) => counts.reduce((sum, count) => sum + count, 0) === 2 * documents.length);
    await b.close();

    expect(purgedOnB).toHaveLength(1);
    expect(new Set(purgedOnB[0])).toEqual(new Set(["type:post", ...documents]));
  });

  it("rejects with BroadcastNotSentError when the database is gone, so the webhook can answer 503", async () => {
    const shared = await database(engine);
    const storage = await shared.storage();
    const a = await instance(storage);
    await a.broadcast.close();
    await storage.close();
    await expect(a.broadcast.announce(["type:post"])).rejects.toBeInstanceOf(BroadcastNotSentError);
  });

  it("tells B to purge everything when the tags do not fit one NOTIFY (PostgreSQL), and all of them through the table (SQLite)", async () => {
    const shared = await database(engine);
    const a = await instance(await shared.storage());
    const b = await instance(await shared.storage());
    const many = Array.from({ length: 400 }, (_, index) => `doc:post.a-rather-long-document-id-${index}`);
    await a.broadcast.announce(many);
    await b.until((heard) => heard.length > 0);
    expect(b.heard).toEqual(engine === "postgres" ? [["*"]] : [many]);
  });
});

describe("an instance that could not hear for a while", () => {
  it("makes B purge everything after its listening connection was killed, then hears publishes again", async () => {
    const shared = await database("postgres");
    const a = await instance(await shared.storage(), { reconnectDelayMs: () => 10 });
    const b = await instance(await shared.storage(), { reconnectDelayMs: () => 10 });
    const admin = new pg.Client({ connectionString: (shared.config as { url: string }).url });
    await admin.connect();
    try {
      const killed = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
        [LISTENER_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    // It may have missed publishes while the connection was down: everything goes.
    await b.until((heard) => heard.some((tags) => tags.includes("*")));
    expect(b.heard[0]).toEqual(["*"]);

    await a.until((heard) => heard.some((tags) => tags.includes("*")));
    await a.broadcast.announce(["doc:siteSettings"]);
    await b.until((heard) => heard.flat().includes("doc:siteSettings"));
  });

  it("on SQLite, whose reads of the table failed, purges everything once they work again", async () => {
    const shared = await database("sqlite");
    const { handle } = await shared.storage();
    if (handle.engine !== "sqlite") throw new Error("a SQLite storage was asked for");
    const problems = observed<string>();
    const b = await instance(await shared.storage(), { log: (_level, event) => problems.add(event.event) });
    // The table out of reach, as a file another program holds: B's reads fail until it is back.
    handle.file.exec("ALTER TABLE publishes RENAME TO publishes_away");
    await problems.until((events) => events.includes("publish.listener_lost"));
    handle.file.exec("ALTER TABLE publishes_away RENAME TO publishes");
    await b.until((heard) => heard.length > 0);
    expect(b.heard).toEqual([["*"]]);
  });
});
