import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { openStorage, type SiteStorage } from "~/lib/storage/storage.server";
import { twoStoragesOnOneDatabase } from "../../support/shared-storage";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

// Every limit is counted in the site's database (rate_limits), so instances and workers sharing it meet one limit.

const LIMIT = { max: 4, windowMs: 60_000 };
const client = "203.0.113.1";
const keysIn = async (storage: SiteStorage) =>
  (await storage.db.selectFrom("rate_limits").select(["key", "points"]).orderBy("key").execute()).map(
    ({ key, points }) => `${key}=${points}`,
  );

describe.each(STORAGE_ENGINES)("rate limits of two instances on one %s database", (engine) => {
  let shared: Awaited<ReturnType<typeof twoStoragesOnOneDatabase>>;
  beforeEach(async () => {
    shared = await twoStoragesOnOneDatabase(engine);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 27, 9) });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await shared.close();
  });

  it("meet the same limit as one instance when posts alternate between them, and both say when to try again", async () => {
    const [onA, onB] = [createRateLimiter("support", LIMIT, shared.first), createRateLimiter("support", LIMIT, shared.second)];
    const verdicts = [];
    for (let post = 0; post < LIMIT.max + 1; post += 1) verdicts.push((await (post % 2 === 0 ? onA : onB).attempt(client)).allowed);
    expect(verdicts).toEqual([true, true, true, true, false]);

    vi.setSystemTime(Date.now() + 20_000);
    expect(await onA.attempt(client)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await onB.attempt(client)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await onB.attempt("203.0.113.2")).allowed).toBe(true);

    vi.setSystemTime(Date.now() + 40_000);
    expect((await onB.attempt(client)).allowed).toBe(true);
    expect((await onA.attempt(client)).allowed).toBe(true);
  });

  it("accept a signed webhook once: the same signature sent to B after A accepted it is refused", async () => {
    const signatures = { max: 1, windowMs: 5 * 60 * 1000 };
    const [onA, onB] = [shared.first, shared.second].map((storage) => createRateLimiter("sanity-webhook-signature", signatures, storage));
    expect(await onA!.attempt("hashed payload")).toEqual({ allowed: true });
    expect(await onB!.attempt("hashed payload")).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it("refuse a flooding client from memory once it is past its limit: its posts cost no more writes", async () => {
    const onA = createRateLimiter("page-post", LIMIT, shared.first);
    for (let post = 0; post < LIMIT.max + 20; post += 1) await onA.attempt(client);
    expect(await keysIn(shared.first)).toEqual([`page-post:${client}=${LIMIT.max + 1}`]);
    // The other instance still reads the database, which says the client is over its limit.
    expect((await createRateLimiter("page-post", LIMIT, shared.second).attempt(client)).allowed).toBe(false);
  });

  it("delete the counts of windows long past as they go on counting", async () => {
    const limiter = createRateLimiter("support", LIMIT, shared.first);
    await limiter.attempt("203.0.113.1");
    vi.setSystemTime(Date.now() + 10 * 60 * 1000);
    await limiter.attempt("203.0.113.2");
    await vi.waitFor(async () => expect(await keysIn(shared.second)).toEqual(["support:203.0.113.2=1"]));
  });
});

describe("rate limits on the embedded SQLite file", () => {
  it("leave the file's own safety as it was, and count inside another module's open transaction as part of it", async () => {
    const { first: a, close } = await twoStoragesOnOneDatabase("sqlite");
    try {
      if (a.handle.engine !== "sqlite") throw new Error("a SQLite storage");
      const { file } = a.handle;
      const safety = file.pragma("synchronous", { simple: true });
      const limiter = createRateLimiter("support", LIMIT, a);
      await limiter.attempt(client);
      expect(file.pragma("synchronous", { simple: true })).toBe(safety);

      file.exec("BEGIN");
      await limiter.attempt(client);
      file.exec("ROLLBACK");
      expect(await keysIn(a)).toEqual([`support:${client}=1`]);
      file.exec("BEGIN");
      await limiter.attempt(client);
      file.exec("COMMIT");
      expect(await keysIn(a)).toEqual([`support:${client}=2`]);
    } finally {
      await close();
    }
  });
});

describe.each(STORAGE_ENGINES)("rate limits when the %s database goes away", (engine) => {
  it("count in the process's memory instead: posts are still limited, none fails", async () => {
    const storage = await freshStorage(engine);
    const limiter = createRateLimiter("support", LIMIT, storage);
    expect(await limiter.attempt(client)).toEqual({ allowed: true });
    await storage.close();
    const verdicts = [];
    for (let post = 0; post < LIMIT.max + 1; post += 1) verdicts.push((await limiter.attempt(client)).allowed);
    expect(verdicts).toEqual([true, true, true, true, false]);
  });
});

describe("rate limits on a PostgreSQL server that cannot be reached", () => {
  it("count in the process's memory: the server's refusal is no failed post", async () => {
    const storage = openStorage({ engine: "postgres", url: "postgres://nobody@127.0.0.1:9/none" });
    try {
      const limiter = createRateLimiter("support", LIMIT, storage);
      const verdicts = [];
      for (let post = 0; post < LIMIT.max + 1; post += 1) verdicts.push((await limiter.attempt(client)).allowed);
      expect(verdicts).toEqual([true, true, true, true, false]);
    } finally {
      await storage.close();
    }
  });
});
