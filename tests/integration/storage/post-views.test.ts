import { afterEach, describe, expect, it } from "vitest";
import { createViewCounter } from "~/lib/blog/views.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";
import { twoStoragesOnOneDatabase } from "../../support/shared-storage";

// Post views on each engine: once per visitor per post per day, without stored addresses, bots ignored; and counts
// that every instance sharing the database comes to show.

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const DAY = 24 * 60 * 60 * 1000;
const ann = { address: "198.51.100.7", userAgent: BROWSER };

describe.each(STORAGE_ENGINES)("post views on %s", (engine) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  async function counter(start = Date.parse("2026-11-25T10:00:00Z")) {
    const storage: SiteStorage = await freshStorage(engine);
    closers.push(() => storage.close());
    const clock = { now: start };
    return { db: storage.db, clock, views: createViewCounter(storage.db, { now: () => clock.now }) };
  }
  const countsOf = async (views: ReturnType<typeof createViewCounter>, slug: string) => (await views.all()).get(slug);

  it("counts a visitor once per post per day, again the next day, and never a bot", async () => {
    const { views, clock } = await counter();
    expect(await views.record("launch-plan", ann)).toBe("counted");
    expect(await views.record("launch-plan", ann)).toBe("repeat");
    expect(await views.record("surf-ratios", ann)).toBe("counted");
    expect(await views.record("launch-plan", { ...ann, address: "198.51.100.8" })).toBe("counted");
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect(await views.record("launch-plan", { address: "66.249.66.1", userAgent: googlebot })).toBe("bot");
    expect(await views.record("launch-plan", { address: "198.51.100.9", userAgent: "" })).toBe("bot");
    clock.now += DAY;
    expect(await views.record("launch-plan", ann)).toBe("counted");
    expect(await countsOf(views, "launch-plan")).toEqual({ last7Days: 3, last30Days: 3, allTime: 3 });
    expect(await countsOf(views, "never-read")).toBeUndefined();
  });

  it("keeps no address, and forgets a day's salt when the next day begins", async () => {
    const { views, clock, db } = await counter();
    await views.record("launch-plan", ann);
    const stored = JSON.stringify(await db.selectFrom("post_views").selectAll().execute());
    expect(stored).not.toContain("198.51.100.7");
    expect(stored).not.toContain("Chrome");
    clock.now += DAY;
    await views.record("launch-plan", ann);
    expect(await db.selectFrom("post_view_salts").select("day").execute()).toEqual([{ day: "2026-11-26" }]);
  });

  it("sums the last 7 and 30 days and all time", async () => {
    const { views, clock } = await counter(Date.parse("2026-09-01T12:00:00Z"));
    const visitors = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ address: `203.0.113.${index}`, userAgent: BROWSER }));
    for (const visitor of visitors(4)) await views.record("launch-plan", visitor); // 85 days before the last
    clock.now = Date.parse("2026-11-10T12:00:00Z");
    for (const visitor of visitors(3)) await views.record("launch-plan", visitor); // 15 days before
    clock.now = Date.parse("2026-11-25T12:00:00Z");
    for (const visitor of visitors(2)) await views.record("launch-plan", visitor); // today
    expect(await countsOf(views, "launch-plan")).toEqual({ last7Days: 2, last30Days: 5, allTime: 9 });
  });

  it("tells its listeners once after views were counted, and not when none were", async () => {
    const { views } = await counter();
    let told = 0;
    views.onCounted(() => (told += 1));
    await views.announce();
    await views.record("launch-plan", ann);
    await views.record("launch-plan", { ...ann, address: "198.51.100.8" });
    await views.announce();
    await views.announce();
    expect(told).toBe(1);
  });

  it("counts a visitor once a day across instances, and each instance shows the others' views once it announces", async () => {
    const shared = await twoStoragesOnOneDatabase(engine);
    closers.push(() => shared.close());
    const clock = { now: Date.parse("2026-11-25T10:00:00Z") };
    const [first, second] = [shared.first, shared.second].map((storage) => createViewCounter(storage.db, { now: () => clock.now }));
    let secondTold = 0;
    second!.onCounted(() => (secondTold += 1));

    expect(await second!.record("launch-plan", ann)).toBe("counted");
    await second!.announce();
    expect(secondTold).toBe(1);
    // The same visitor on the other instance, the same day: the same salt, so the same visitor.
    expect(await first!.record("launch-plan", ann)).toBe("repeat");
    expect(await first!.record("launch-plan", { ...ann, address: "198.51.100.8" })).toBe("counted");
    // Until it announces, the second shows what its pages showed; then the new count, and its pages are redone.
    expect(await countsOf(second!, "launch-plan")).toMatchObject({ allTime: 1 });
    await second!.announce();
    expect(secondTold).toBe(2);
    expect(await countsOf(second!, "launch-plan")).toMatchObject({ allTime: 2 });
    await second!.announce();
    expect(secondTold).toBe(2);
  });
});
