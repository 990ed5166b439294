import { createHash, randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { isbot } from "isbot";
import { currentContentReads } from "~/lib/cms/client/read-context.server";
import { siteDatabase } from "~/lib/core/sqlite.server";

/** The cache tag of every page that shows view counts: purged when new views have been counted (`POST_VIEWS_TAG`). */
export const POST_VIEWS_TAG = "views";
/** How often pages showing counts are rendered again at most, when views came in: `VIEW_COUNTS_REFRESH_SECONDS`, default 300. */
export function viewsRefreshMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.VIEW_COUNTS_REFRESH_SECONDS);
  return (Number.isFinite(seconds) && seconds >= 1 ? Math.min(seconds, 86_400) : 300) * 1000;
}

export interface PostViewCounts {
  last7Days: number;
  last30Days: number;
  allTime: number;
}
const NO_VIEWS: PostViewCounts = { last7Days: 0, last30Days: 0, allTime: 0 };

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const daysBefore = (time: number, days: number) => utcDay(time - days * 24 * 60 * 60 * 1000);

/**
 * Post views, counted once per visitor per post per day, without cookies and without keeping addresses: a visitor is
 * a hash of the address and user agent with a salt made for the day, and the salt of a past day is deleted, so
 * yesterday's hashes cannot be matched to anyone again. Bots (`isbot`) are not counted.
 */
export function createViewCounter(db: Database.Database, { now = Date.now }: { now?: () => number } = {}) {
  db.exec(`CREATE TABLE IF NOT EXISTS post_views (
    slug TEXT NOT NULL,
    day TEXT NOT NULL,
    visitor TEXT NOT NULL,
    PRIMARY KEY (slug, day, visitor)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS post_view_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);`);
  const saltOf = db.prepare<[string], { salt: string }>("SELECT salt FROM post_view_salts WHERE day = ?");
  const addSalt = db.prepare("INSERT OR IGNORE INTO post_view_salts (day, salt) VALUES (?, ?)");
  const forgetOldSalts = db.prepare("DELETE FROM post_view_salts WHERE day <> ?");
  const insertView = db.prepare("INSERT OR IGNORE INTO post_views (slug, day, visitor) VALUES (?, ?, ?)");
  const countRows = db.prepare<[string, string], { slug: string; last7Days: number; last30Days: number; allTime: number }>(
    `SELECT slug, SUM(day >= ?) AS last7Days, SUM(day >= ?) AS last30Days, COUNT(*) AS allTime FROM post_views GROUP BY slug`,
  );
  let counts: { day: string; bySlug: Map<string, PostViewCounts> } | undefined;
  let counted = false;
  const listeners = new Set<() => void>();

  function daySalt(day: string): string {
    const existing = saltOf.get(day);
    if (existing) return existing.salt;
    forgetOldSalts.run(day);
    addSalt.run(day, randomBytes(32).toString("base64url"));
    return saltOf.get(day)!.salt;
  }

  return {
    /** Counts a view of a post, unless it is a bot's or this visitor's second today. */
    record(slug: string, visitor: { address: string; userAgent: string }): "counted" | "repeat" | "bot" {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return "bot";
      const day = utcDay(now());
      const id = createHash("sha256")
        .update(`${daySalt(day)}\n${visitor.address}\n${visitor.userAgent}`)
        .digest("base64url")
        .slice(0, 32);
      if (insertView.run(slug, day, id).changes === 0) return "repeat";
      counts = undefined;
      counted = true;
      return "counted";
    },
    /** Every post's counts (the last 7 and 30 days include today), read once until a view is counted. */
    all(): ReadonlyMap<string, PostViewCounts> {
      const today = utcDay(now());
      if (counts?.day !== today) counts = undefined;
      counts ??= {
        day: today,
        bySlug: new Map(countRows.all(daysBefore(now(), 6), daysBefore(now(), 29)).map(({ slug, ...numbers }) => [slug, numbers])),
      };
      return counts.bySlug;
    },
    of(slug: string): PostViewCounts {
      return this.all().get(slug) ?? NO_VIEWS;
    },
    /** Calls `listener` (at most every `viewsRefreshMs()`) while views are being counted: pages showing counts go stale. */
    onCounted(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tells the listeners if views were counted since the last time (the server calls it on a timer). */
    announce() {
      if (!counted) return;
      counted = false;
      for (const listener of listeners) listener();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

let counter: ViewCounter | undefined;

/** The process's view counter, in the site's SQLite file; it announces new counts every few minutes. */
export function postViews(): ViewCounter {
  if (!counter) {
    counter = createViewCounter(siteDatabase());
    setInterval(() => counter?.announce(), viewsRefreshMs()).unref();
  }
  return counter;
}

/**
 * A post as a page shows it: the starting number the CMS holds (the sample's, or an imported blog's) plus the views
 * counted here. The page depends on the counts, so it is rendered again when new views are announced.
 */
export function withCountedViews<Post extends { slug: string; viewCount: number }>(post: Post): Post {
  currentContentReads()?.dependencies.add(POST_VIEWS_TAG);
  return { ...post, viewCount: post.viewCount + postViews().of(post.slug).allTime };
}
