import type { AppLoadContext } from "@remix-run/node";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { publishedPosts } from "~/lib/blog/posts.server";
import { handleViewBeacon } from "~/lib/endpoints/view-beacon.server";
import { createViewCounter, POST_VIEWS_TAG, postViews, viewsRefreshMs, withCountedViews } from "~/lib/blog/views.server";
import { withContentReads } from "~/lib/cms/client/read-context.server";

// Real view counts: once per visitor per post per day, without cookies or stored addresses, bots ignored; the
// beacon that sends them; and the posts as pages show them (the CMS's starting number plus the views counted).

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const DAY = 24 * 60 * 60 * 1000;

describe("the view counter", () => {
  function counter(start = Date.parse("2026-11-25T10:00:00Z")) {
    const clock = { now: start };
    const db = new Database(":memory:");
    return { db, clock, views: createViewCounter(db, { now: () => clock.now }) };
  }

  it("counts a visitor once per post per day, again the next day, and never a bot", () => {
    const { views, clock } = counter();
    const ann = { address: "198.51.100.7", userAgent: BROWSER };
    expect(views.record("launch-plan", ann)).toBe("counted");
    expect(views.record("launch-plan", ann)).toBe("repeat");
    expect(views.record("surf-ratios", ann)).toBe("counted");
    expect(views.record("launch-plan", { ...ann, address: "198.51.100.8" })).toBe("counted");
    expect(
      views.record("launch-plan", {
        address: "66.249.66.1",
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
    ).toBe("bot");
    expect(views.record("launch-plan", { address: "198.51.100.9", userAgent: "" })).toBe("bot");
    clock.now += DAY;
    expect(views.record("launch-plan", ann)).toBe("counted");
    expect(views.of("launch-plan")).toEqual({ last7Days: 3, last30Days: 3, allTime: 3 });
    expect(views.of("never-read")).toEqual({ last7Days: 0, last30Days: 0, allTime: 0 });
  });

  it("keeps no address, and forgets a day's salt when the next day begins", () => {
    const { views, clock, db } = counter();
    views.record("launch-plan", { address: "198.51.100.7", userAgent: BROWSER });
    const stored = JSON.stringify(db.prepare("SELECT * FROM post_views").all());
    expect(stored).not.toContain("198.51.100.7");
    expect(stored).not.toContain("Chrome");
    clock.now += DAY;
    views.record("launch-plan", { address: "198.51.100.7", userAgent: BROWSER });
    expect(db.prepare("SELECT day FROM post_view_salts").all()).toEqual([{ day: "2026-11-26" }]);
  });

  it("sums the last 7 and 30 days and all time", () => {
    const { views, clock } = counter(Date.parse("2026-09-01T12:00:00Z"));
    const visitors = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ address: `203.0.113.${index}`, userAgent: BROWSER }));
    for (const visitor of visitors(4)) views.record("launch-plan", visitor); // 85 days before the last
    clock.now = Date.parse("2026-11-10T12:00:00Z");
    for (const visitor of visitors(3)) views.record("launch-plan", visitor); // 15 days before
    clock.now = Date.parse("2026-11-25T12:00:00Z");
    for (const visitor of visitors(2)) views.record("launch-plan", visitor); // today
    expect(views.of("launch-plan")).toEqual({ last7Days: 2, last30Days: 5, allTime: 9 });
  });

  it("tells its listeners once after views were counted, and not when none were", () => {
    const { views } = counter();
    let told = 0;
    views.onCounted(() => (told += 1));
    views.announce();
    views.record("launch-plan", { address: "198.51.100.7", userAgent: BROWSER });
    views.record("launch-plan", { address: "198.51.100.8", userAgent: BROWSER });
    views.announce();
    views.announce();
    expect(told).toBe(1);
  });

  it("refreshes pages every 300 s unless VIEW_COUNTS_REFRESH_SECONDS says otherwise", () => {
    expect(viewsRefreshMs({})).toBe(300_000);
    expect(viewsRefreshMs({ VIEW_COUNTS_REFRESH_SECONDS: "1" })).toBe(1000);
    expect(viewsRefreshMs({ VIEW_COUNTS_REFRESH_SECONDS: "soon" })).toBe(300_000);
  });
});

describe("POST /api/views", () => {
  const beacon = (body: string, { method = "POST", address = "192.0.2.10", userAgent = BROWSER } = {}) =>
    handleViewBeacon(
      new Request("http://site/api/views", {
        method,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": userAgent },
        ...(method === "POST" ? { body } : {}),
      }),
      { clientAddress: address } as AppLoadContext,
    );

  it("counts the view of a published post, which the post's pages then show on top of its starting number", async () => {
    const [post] = await publishedPosts();
    const before = postViews().of(post!.slug).allTime;
    expect((await beacon(`slug=${post!.slug}`)).status).toBe(204);
    expect(postViews().of(post!.slug).allTime).toBe(before + 1);
    const reads = { perspective: "published" as const, dependencies: new Set<string>() };
    const shown = withContentReads(reads, () => withCountedViews(post!));
    expect(shown.viewCount).toBe(post!.viewCount + before + 1);
    expect(reads.dependencies).toContain(POST_VIEWS_TAG);
  });

  it("refuses what is not a view of a published post, and counts nothing", async () => {
    const [post] = await publishedPosts();
    const before = postViews().of(post!.slug).allTime;
    expect((await beacon(`slug=${post!.slug}`, { method: "GET" })).status).toBe(405);
    expect((await beacon("slug=%3Cscript%3E")).status).toBe(400);
    expect((await beacon("")).status).toBe(400);
    expect((await beacon("slug=no-such-post")).status).toBe(404);
    expect((await beacon(`slug=${post!.slug}&padding=${"x".repeat(2000)}`)).status).toBe(413);
    expect(postViews().of(post!.slug).allTime).toBe(before);
  });

  it("limits one client's beacons", async () => {
    const [post] = await publishedPosts();
    const statuses = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await beacon(`slug=${post!.slug}`, { address: "192.0.2.99" })).status);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
