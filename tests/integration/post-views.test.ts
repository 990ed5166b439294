import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { publishedPosts } from "~/lib/blog/posts.server";
import { handleViewBeacon } from "~/lib/endpoints/view-beacon.server";
import { createViewCounter, POST_VIEWS_TAG, postViews, viewsRefreshMs, withCountedViews } from "~/lib/blog/views.server";
import { withContentReads } from "~/lib/cms/client/read-context.server";
import { freshStorage } from "../support/storage-engines";

// The beacon that sends views, the posts as pages show them (the CMS's starting number plus the views counted), and
// pages served while the database does not answer. Counting itself is tested on each engine in ./storage/post-views.test.ts.

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** The views the process's counter has for a post. */
const allTimeViews = async (slug: string) => (await postViews().all()).get(slug)?.allTime ?? 0;

describe("the view counter", () => {
  it("shows pages without counts while the database does not answer, and has them redone once it does", async () => {
    const storage = await freshStorage("sqlite");
    const clock = { now: Date.parse("2026-11-25T10:00:00Z") };
    let down = true;
    let asked = 0;
    const views = createViewCounter(
      async () => {
        asked += 1;
        if (down) throw new Error("connection refused");
        return storage.db;
      },
      { now: () => clock.now },
    );
    let told = 0;
    views.onCounted(() => (told += 1));
    try {
      await expect(views.all()).rejects.toThrow("connection refused");
      expect(await views.forPage()).toEqual(new Map());
      // The next pages are not kept waiting on a database that just failed.
      expect(await views.forPage()).toEqual(new Map());
      expect(asked).toBe(2);
      clock.now += 60_000;
      await expect(views.announce()).rejects.toThrow("connection refused");
      expect(told).toBe(0);
      down = false;
      await views.announce();
      expect(told).toBe(1);
    } finally {
      await storage.close();
    }
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
    const before = await allTimeViews(post!.slug);
    expect((await beacon(`slug=${post!.slug}`)).status).toBe(204);
    expect(await allTimeViews(post!.slug)).toBe(before + 1);
    const reads = { perspective: "published" as const, dependencies: new Set<string>() };
    const shown = await withContentReads(reads, () => withCountedViews(post!));
    expect(shown.viewCount).toBe(post!.viewCount + before + 1);
    expect(reads.dependencies).toContain(POST_VIEWS_TAG);
  });

  it("refuses what is not a view of a published post, and counts nothing", async () => {
    const [post] = await publishedPosts();
    const before = await allTimeViews(post!.slug);
    expect((await beacon(`slug=${post!.slug}`, { method: "GET" })).status).toBe(405);
    expect((await beacon("slug=%3Cscript%3E")).status).toBe(400);
    expect((await beacon("")).status).toBe(400);
    expect((await beacon("slug=no-such-post")).status).toBe(404);
    expect((await beacon(`slug=${post!.slug}&padding=${"x".repeat(2000)}`)).status).toBe(413);
    expect(await allTimeViews(post!.slug)).toBe(before);
  });

  it("limits one client's beacons", async () => {
    const [post] = await publishedPosts();
    const statuses = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await beacon(`slug=${post!.slug}`, { address: "192.0.2.99" })).status);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
