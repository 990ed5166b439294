import { currentContentReads } from "~/lib/cms/client/read-context.server";
import { logEvent } from "~/lib/core/log.server";
import { createDailyVisitors, utcDay, type VisitorSeen } from "~/lib/security/daily-visitors.server";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import { siteDatabase } from "~/lib/storage/storage.server";

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
export const NO_VIEWS: PostViewCounts = { last7Days: 0, last30Days: 0, allTime: 0 };

const daysBefore = (time: number, days: number) => utcDay(time - days * 24 * 60 * 60 * 1000);

type Counts = ReadonlyMap<string, PostViewCounts>;

/** How long pages are shown without counts after the database failed to give them, before it is asked again. */
const UNAVAILABLE_RETRY_MS = 10_000;

const sameCounts = (one: Counts, other: Counts) =>
  one.size === other.size &&
  [...one].every(([slug, counts]) => {
    const others = other.get(slug);
    return others?.allTime === counts.allTime && others.last7Days === counts.last7Days && others.last30Days === counts.last30Days;
  });

/**
 * Post views, counted once per visitor per post per day, without cookies and without keeping addresses (a visitor is
 * an anonymous id of the day: `createDailyVisitors`). Bots (`isbot`) are not counted. Every instance counts into the
 * same database; each reads the counts again when it announces (`announce`), so views counted elsewhere are shown too.
 */
export function createViewCounter(source: DatabaseSource, { now = Date.now }: { now?: () => number } = {}) {
  const database = databaseOf(source);
  const visitors = createDailyVisitors(source, { now });
  /** The counts pages show, read once a day and again after this process counted a view or `announce` found others. */
  let shown: { day: string; counts: Promise<Counts> } | undefined;
  let counted = false;
  /** A page was shown without the counts (the database did not answer): it is rendered again once they can be read. */
  let shownWithout = false;
  /** After a failed read, pages are served without counts at once until then, not after a connection timeout each. */
  let unavailableUntil = 0;
  const listeners = new Set<() => void>();

  async function readCounts(): Promise<Counts> {
    const db = await database();
    const rows = await db
      .selectFrom("post_views")
      .select((eb) => [
        "slug",
        eb.fn.countAll().filterWhere("day", ">=", daysBefore(now(), 6)).as("last7Days"),
        eb.fn.countAll().filterWhere("day", ">=", daysBefore(now(), 29)).as("last30Days"),
        eb.fn.countAll().as("allTime"),
      ])
      .groupBy("slug")
      .execute();
    return new Map(
      rows.map(({ slug, ...numbers }) => [
        slug,
        { last7Days: Number(numbers.last7Days), last30Days: Number(numbers.last30Days), allTime: Number(numbers.allTime) },
      ]),
    );
  }

  return {
    /** Counts a view of a post, unless it is a bot's or this visitor's second today. */
    async record(slug: string, visitor: VisitorSeen): Promise<"counted" | "repeat" | "bot"> {
      const seen = await visitors.today(visitor);
      if (!seen) return "bot";
      const db = await database();
      const { numInsertedOrUpdatedRows } = await db
        .insertInto("post_views")
        .values({ slug, day: seen.day, visitor: seen.id })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirstOrThrow();
      if (!numInsertedOrUpdatedRows) return "repeat";
      shown = undefined;
      counted = true;
      return "counted";
    },
    /** Every post's counts (the last 7 and 30 days include today); rejects when the database does not answer. */
    all(): Promise<Counts> {
      const day = utcDay(now());
      if (shown?.day !== day) {
        const reading = { day, counts: readCounts() };
        shown = reading;
        // A failed read is not kept: the next one asks again.
        reading.counts.catch(() => {
          if (shown === reading) shown = undefined;
        });
      }
      return shown.counts;
    },
    /** The counts for a page: none when the database does not answer (the page is still served, and redone later). */
    async forPage(): Promise<Counts> {
      if (now() >= unavailableUntil) {
        try {
          return await this.all();
        } catch (error) {
          unavailableUntil = now() + UNAVAILABLE_RETRY_MS;
          logEvent("warn", { event: "post.views_unavailable", reason: error instanceof Error ? error.message : String(error) });
        }
      }
      shownWithout = true;
      return new Map();
    },
    /** Calls `listener` (at most every `viewsRefreshMs()`) while views are being counted: pages showing counts go stale. */
    onCounted(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Reads the counts again (the server calls it on a timer) and tells the listeners if they changed since pages were
     * shown: views counted here, or by another instance, or pages shown without counts.
     */
    async announce(): Promise<void> {
      const before = shown;
      const earlier = await before?.counts.catch(() => undefined);
      const day = utcDay(now());
      const fresh = await readCounts();
      const changed = counted || shownWithout || (before !== undefined && (before.day !== day || !earlier || !sameCounts(earlier, fresh)));
      // A view this process counted during the read may be missing from it: it is announced next time.
      const untouched = shown === before;
      if (untouched) shown = { day, counts: Promise.resolve(fresh) };
      counted &&= !untouched;
      shownWithout = false;
      unavailableUntil = 0;
      if (!changed) return;
      for (const listener of listeners) listener();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

let counter: ViewCounter | undefined;

/** The process's view counter, in the site's database; it reads and announces the counts every few minutes. */
export function postViews(): ViewCounter {
  if (!counter) {
    const views = createViewCounter(siteDatabase);
    setInterval(() => {
      views
        .announce()
        .catch((error: unknown) =>
          logEvent("warn", { event: "post.views_unavailable", reason: error instanceof Error ? error.message : String(error) }),
        );
    }, viewsRefreshMs()).unref();
    counter = views;
  }
  return counter;
}

/**
 * A post as a page shows it: the starting number the CMS holds (the sample's, or an imported blog's) plus the views
 * counted. The page depends on the counts, so it is rendered again when new views are announced.
 */
export async function withCountedViews<Post extends { slug: string; viewCount: number }>(post: Post): Promise<Post> {
  currentContentReads()?.dependencies.add(POST_VIEWS_TAG);
  const counts = await postViews().forPage();
  return { ...post, viewCount: post.viewCount + (counts.get(post.slug)?.allTime ?? 0) };
}
