import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACCOUNT_FAILURES,
  CLIENT_ACCOUNT_FAILURES,
  CLIENT_FAILURES,
  CLIENT_LOGIN_LIMIT,
  createLoginGuard,
  type LoginVerdict,
} from "~/lib/admin/login-guard.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { twoStoragesOnOneDatabase } from "../../support/shared-storage";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

// The operators' login brakes, kept in the site's database (admin_login_failures, rate_limits) on each engine.

const waitOf = (verdict: LoginVerdict) => (verdict.allowed ? 0 : verdict.retryAfterSeconds);

describe.each(STORAGE_ENGINES)("the login's brakes on %s", (engine) => {
  let storage: SiteStorage;
  beforeEach(async () => {
    storage = await freshStorage(engine);
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await storage.close();
  });

  it("slow a client failing at an account with waits that double, across a restart; a success forgets them", async () => {
    let guard = createLoginGuard(storage);
    const [client, email] = ["203.0.113.7", "ops@example.com"];
    for (let failure = 1; failure <= CLIENT_ACCOUNT_FAILURES.freeFailures; failure += 1) {
      expect(await guard.attempt(client, email)).toEqual({ allowed: true });
      await guard.failed(client, email);
    }
    const waits: number[] = [];
    for (let failure = 0; failure < 4; failure += 1) {
      expect(await guard.attempt(client, "OPS@example.com")).toEqual({ allowed: true });
      await guard.failed(client, email);
      const refused = await guard.attempt(client, email);
      expect(refused).toMatchObject({ allowed: false, reason: "client-account" });
      waits.push(waitOf(refused));
      guard = createLoginGuard(storage); // a restart lifts no wait
      expect(await guard.attempt(client, email)).toMatchObject({ allowed: false, reason: "client-account" });
      vi.setSystemTime(Date.now() + waitOf(refused) * 1000);
    }
    expect(waits).toEqual([15, 30, 60, 120]);
    // Another client, and this client at another account, are not slowed.
    expect(await guard.attempt("203.0.113.8", email)).toEqual({ allowed: true });
    expect(await guard.attempt(client, "other@example.com")).toEqual({ allowed: true });

    await guard.succeeded(client, email);
    for (let failure = 1; failure <= CLIENT_ACCOUNT_FAILURES.freeFailures; failure += 1) {
      expect(await guard.attempt(client, email)).toEqual({ allowed: true });
      await guard.failed(client, email);
    }
  });

  it("cap the waits at an hour", async () => {
    const guard = createLoginGuard(storage);
    for (let failure = 0; failure < CLIENT_ACCOUNT_FAILURES.freeFailures + 12; failure += 1)
      await guard.failed("203.0.113.9", "ops@example.com");
    expect(waitOf(await guard.attempt("203.0.113.9", "ops@example.com"))).toBe(CLIENT_ACCOUNT_FAILURES.maxDelayMs / 1000);
  });

  it("under a guess spread over many clients, make the clients that failed wait, never one that has not", async () => {
    const guard = createLoginGuard(storage);
    const email = "ops@example.com";
    const strangers = Array.from({ length: ACCOUNT_FAILURES.freeFailures + 2 }, (_, index) => `198.51.100.${index + 1}`);
    for (const stranger of strangers) {
      expect(await guard.attempt(stranger, email)).toEqual({ allowed: true });
      await guard.failed(stranger, email);
    }
    const refused = await guard.attempt(strangers[0]!, email);
    expect(refused).toMatchObject({ allowed: false, reason: "account" });
    expect(waitOf(refused)).toBe(ACCOUNT_FAILURES.maxDelayMs / 1000);
    expect(await guard.attempt("192.0.2.200", email)).toEqual({ allowed: true });
    // An hour after the last failure the attack is over.
    vi.setSystemTime(Date.now() + ACCOUNT_FAILURES.maxDelayMs + 1000);
    expect(await guard.attempt(strangers[0]!, email)).toEqual({ allowed: true });
  });

  it("stop a client that fails at many accounts, for a day", async () => {
    const guard = createLoginGuard(storage);
    for (let failure = 0; failure < CLIENT_FAILURES.freeFailures; failure += 1)
      await guard.failed("192.0.2.60", `user${failure}@example.com`);
    expect((await guard.attempt("192.0.2.60", "user1@example.com")).allowed).toBe(true);
    await guard.failed("192.0.2.60", "user1@example.com");
    const refused = await guard.attempt("192.0.2.60", "someone@example.com");
    expect(refused).toMatchObject({ allowed: false, reason: "client" });
    expect(waitOf(refused)).toBe(CLIENT_FAILURES.maxDelayMs / 1000);
  });

  it("limit one client's attempts, whichever accounts it tries", async () => {
    const guard = createLoginGuard(storage);
    for (let attempt = 0; attempt < CLIENT_LOGIN_LIMIT.max; attempt += 1)
      expect((await guard.attempt("192.0.2.50", `user${attempt}@example.com`)).allowed).toBe(true);
    expect(await guard.attempt("192.0.2.50", "another@example.com")).toMatchObject({ allowed: false, reason: "client" });
    expect((await guard.attempt("192.0.2.51", "another@example.com")).allowed).toBe(true);
  });

  it("keep the failures of the longest address a login accepts", async () => {
    const guard = createLoginGuard(storage);
    const email = `${"a".repeat(240)}@example.com`;
    for (let failure = 0; failure <= CLIENT_ACCOUNT_FAILURES.freeFailures; failure += 1) await guard.failed("2001:db8:1:2::/64", email);
    expect(await guard.attempt("2001:db8:1:2::/64", email)).toMatchObject({ allowed: false, reason: "client-account" });
    // Kept in the database under its hash (PostgreSQL's key column is 255 characters), not in this process's memory.
    const keys = await storage.db
      .selectFrom("admin_login_failures")
      .select("key")
      .where("key", "like", "client-account-%")
      .orderBy("key")
      .execute();
    expect(keys.map(({ key }) => key)).toEqual([
      expect.stringMatching(/^client-account-failures:sha256:[\w-]{43}$/),
      expect.stringMatching(/^client-account-wait:sha256:[\w-]{43}$/),
    ]);
  });
});

describe.each(STORAGE_ENGINES)("the login's brakes of two instances on one %s database", (engine) => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => void vi.useRealTimers());

  it("are one: failures sent to A make B refuse with the same wait, and a success on B frees the pair on A", async () => {
    const { first: a, second: b, close } = await twoStoragesOnOneDatabase(engine);
    try {
      const [onA, onB] = [createLoginGuard(a), createLoginGuard(b)];
      const [client, email] = ["203.0.113.70", "ops@example.com"];
      for (let failure = 0; failure <= CLIENT_ACCOUNT_FAILURES.freeFailures; failure += 1)
        await (failure % 2 === 0 ? onA : onB).failed(client, email);
      const [refusedOnA, refusedOnB] = [await onA.attempt(client, email), await onB.attempt(client, email)];
      expect(refusedOnB).toMatchObject({ allowed: false, reason: "client-account" });
      expect(waitOf(refusedOnB)).toBe(CLIENT_ACCOUNT_FAILURES.firstDelayMs / 1000);
      expect(refusedOnA).toMatchObject({ allowed: false, reason: "client-account" });

      await onB.succeeded(client, email);
      expect(await onA.attempt(client, email)).toEqual({ allowed: true });
    } finally {
      await close();
    }
  });
});
