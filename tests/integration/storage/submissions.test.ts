import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { recordPayment } from "~/lib/orders/payment.server";
import { siteMigrations } from "~/lib/storage/migrations.server";
import { migrateStorage, openStorage, type SiteStorage } from "~/lib/storage/storage.server";
import { storeOnce } from "~/lib/submissions/pipeline.server";
import { createDatabaseStore, type Submission } from "~/lib/submissions/store.server";
import { freshDatabaseConfig, freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";
import { twoStoragesOnOneDatabase } from "../../support/shared-storage";

// The submission store on each engine: what the forms, the order funnel, the payment notifications and the console
// rely on, with two instances on one database where it matters.

const request: Submission = {
  id: "support-0b0d2f4e1c3a",
  kind: "support",
  data: { name: "Ann Example", email: "Ann@Example.com", topic: "technical", message: "My surf timer stops at 3 seconds." },
  submittedAt: "2026-06-01T10:20:30.000Z",
};

const submission = (id: string, kind: string, data: Record<string, unknown>, minute: number): Submission => ({
  id,
  kind,
  data,
  submittedAt: `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`,
});

describe.each(STORAGE_ENGINES)("the submission store on %s", (engine) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  async function storage(): Promise<SiteStorage> {
    const opened = await freshStorage(engine);
    closers.push(() => opened.close());
    return opened;
  }
  async function twoInstances() {
    const shared = await twoStoragesOnOneDatabase(engine);
    closers.push(() => shared.close());
    return { first: createDatabaseStore(shared.first.db), second: createDatabaseStore(shared.second.db), db: shared.first.db };
  }

  it("finds what it saved, under its own kind only", async () => {
    const store = createDatabaseStore((await storage()).db);
    await store.save(request);
    expect(await store.find("support", request.id)).toEqual(request);
    expect(await store.find("order", request.id)).toBeNull();
    expect(await store.find("support", "no-such-id")).toBeNull();
  });

  it("rejects a second save of the same id and keeps the first", async () => {
    const { db } = await storage();
    const store = createDatabaseStore(db);
    await store.save(request);
    await expect(store.save({ ...request, data: { name: "Impostor" } })).rejects.toThrow();
    expect(await store.find("support", request.id)).toEqual(request);
    expect(await db.selectFrom("submissions").selectAll().execute()).toHaveLength(1);
  });

  it("stores the same submission posted to two instances at once as one row, and answers both as sent", async () => {
    const { first, second, db } = await twoInstances();
    const outcomes = await Promise.all([storeOnce(first, request), storeOnce(second, request)]);
    expect(outcomes.sort()).toEqual(["repeat", "stored"]);
    expect(await db.selectFrom("submissions").select("id").execute()).toEqual([{ id: request.id }]);
    expect(await storeOnce(second, { ...request, data: { ...request.data, message: "Other details" } })).toBe("conflict");
  });

  it("updates a submission's fields, leaves it when the change says so, and finds nothing to update for an unknown id", async () => {
    const store = createDatabaseStore((await storage()).db);
    await store.save(request);
    expect(await store.update("support", request.id, () => ({ handled: true }))).toEqual({ ...request.data, handled: true });
    expect(await store.update("support", request.id, () => null)).toEqual({ ...request.data, handled: true });
    expect((await store.find("support", request.id))?.data).toEqual({ ...request.data, handled: true });
    let asked = false;
    expect(
      await store.update("support", "no-such-id", () => {
        asked = true;
        return { handled: true };
      }),
    ).toBeNull();
    expect(asked).toBe(false);
  });

  it("loses neither of two changes made at once to one row by two instances", async () => {
    const { first, second } = await twoInstances();
    await first.save(submission("XK-7M3Q9T2WZ4KD", "order", { status: "awaiting-payment" }, 0));
    const addEvent = (event: string) => (data: Record<string, unknown>) => ({
      paymentEvents: [...((data.paymentEvents as string[] | undefined) ?? []), event],
    });
    const events = Array.from({ length: 10 }, (_, index) => `evt_${index}`);
    await Promise.all(events.map((event, index) => (index % 2 ? first : second).update("order", "XK-7M3Q9T2WZ4KD", addEvent(event))));
    const stored = (await second.find("order", "XK-7M3Q9T2WZ4KD"))?.data.paymentEvents as string[];
    expect([...stored].sort()).toEqual([...events].sort());
  });

  it("applies a payment notification delivered to two instances at once once, and tells one of them it was a repeat", async () => {
    const { first, second } = await twoInstances();
    const reference = "XK-7M3Q9T2WZ4KD";
    await first.save(submission(reference, "order", { reference, total: 299, status: "awaiting-payment" }, 0));
    const event = { kind: "paid" as const, eventId: "evt_paid_1", reference, amount: 29_900, currency: "usd" };
    const noOffers = async () => new Map<string, number>();
    const outcomes = await Promise.all([
      recordPayment(event, { provider: "stripe", store: first, offerPrices: noOffers }),
      recordPayment(event, { provider: "stripe", store: second, offerPrices: noOffers }),
    ]);
    expect(outcomes.sort()).toEqual(["duplicate", "paid"]);
    expect((await second.find("order", reference))?.data).toMatchObject({ status: "paid", paymentEvents: ["evt_paid_1"] });
  });

  it("lists newest first, a page at a time, by kind, handled or not, and e-mail (a buyer's too)", async () => {
    const store = createDatabaseStore((await storage()).db);
    await store.save(submission("s1", "support", { name: "Ann", email: "ann@example.com" }, 1));
    await store.save(submission("w1", "waitlist", { email: "bo_x@example.com" }, 2));
    await store.save(submission("XK-A", "order", { buyer: { name: "Cy", email: "Cy@Shop.Example" } }, 3));
    await store.save(submission("w2", "waitlist", { email: "box@example.com" }, 4));
    await store.update("waitlist", "w1", () => ({ handled: true }));
    const ids = async (query: Partial<Parameters<typeof store.list>[0]>) => {
      const { items, total } = await store.list({ kinds: ["support", "waitlist", "order"], offset: 0, limit: 10, ...query });
      return { ids: items.map((item) => item.id), total };
    };

    expect(await ids({})).toEqual({ ids: ["w2", "XK-A", "w1", "s1"], total: 4 });
    expect(await ids({ offset: 1, limit: 2 })).toEqual({ ids: ["XK-A", "w1"], total: 4 });
    expect(await ids({ kinds: ["waitlist"] })).toEqual({ ids: ["w2", "w1"], total: 2 });
    expect(await ids({ kinds: [] })).toEqual({ ids: [], total: 0 });
    expect(await ids({ handled: true })).toEqual({ ids: ["w1"], total: 1 });
    expect(await ids({ handled: false })).toEqual({ ids: ["w2", "XK-A", "s1"], total: 3 });
    expect(await ids({ email: "shop.ex" })).toEqual({ ids: ["XK-A"], total: 1 });
    // Searched as typed: "_" is no wildcard.
    expect(await ids({ email: "bo_x" })).toEqual({ ids: ["w1"], total: 1 });
    expect(await ids({ email: "%" })).toEqual({ ids: [], total: 0 });
    expect(await ids({ email: "example.com", handled: false, kinds: ["waitlist", "support"] })).toEqual({ ids: ["w2", "s1"], total: 2 });
  });
});

describe.each(STORAGE_ENGINES)("a database written before each form had one name, on %s", (engine) => {
  it("moves rows to their form's name once, leaving a row whose new id is taken", async () => {
    const { config, drop } = await freshDatabaseConfig(engine);
    const storage = openStorage(config);
    try {
      const migrator = new Migrator({ db: storage.db, provider: siteMigrations });
      expect((await migrator.migrateTo("2026-11-27-02-submission-filters")).error).toBeUndefined();
      const row = (id: string, kind: string, email: string) => ({
        id,
        kind,
        data: JSON.stringify({ email }),
        submitted_at: "2026-01-01T00:00:00.000Z",
        email,
      });
      await storage.db
        .insertInto("submissions")
        .values([
          row("waitlistEntry-abc", "waitlistEntry", "bo@example.com"),
          row("support-1", "supportRequest", "ann@example.com"),
          row("waitlistEntry-taken", "waitlistEntry", "old@example.com"),
          row("waitlist-taken", "waitlist", "new@example.com"),
        ])
        .execute();
      await migrateStorage(storage);
      const rows = await storage.db.selectFrom("submissions").select(["id", "kind", "email"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: "support-1", kind: "support", email: "ann@example.com" },
        { id: "waitlist-abc", kind: "waitlist", email: "bo@example.com" },
        { id: "waitlist-taken", kind: "waitlist", email: "new@example.com" },
        { id: "waitlistEntry-taken", kind: "waitlistEntry", email: "old@example.com" },
      ]);
    } finally {
      await storage.close();
      await drop();
    }
  });
});
