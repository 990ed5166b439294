import { cms } from "~/lib/cms/client/cms.server";
import { siteDatabase, siteStorage, type SiteStorage } from "~/lib/storage/storage.server";
import { BroadcastNotSentError, openPublishBroadcast, type BroadcastOptions, type PublishBroadcast } from "./broadcast.server";
import { cdnProvidersFromEnv, createCdnPurge, type CdnPurge } from "./cdn-purge.server";
import { createTagBatch, type BatchTimers, type BatchWindow } from "./tag-batch";

/**
 * What a publish does (decision 059): every instance purges the tags from its CMS and page caches, and the CDN is asked
 * to purge them too. The instance that got the webhook announces it through the database, then purges itself; the others
 * purge when they hear it. Purges arriving close together are merged, on every instance alike.
 */
export interface Publisher {
  /**
   * Announces `tags`, then purges them here (resolving with how many CMS results were dropped) and, unless `cdn` is
   * false, schedules the CDN's purge. Rejects with `BroadcastNotSentError`, having purged nothing, when the other
   * instances cannot be told: the caller answers 503 and the publish is sent again.
   */
  publish(tags: readonly string[], options?: { cdn?: boolean }): Promise<number>;
  /** Resolves once this instance hears the others' publishes (opening the database if need be). */
  listen(): Promise<void>;
  /** Hands on what waits (this instance's purge, the CDN's call), then stops listening. */
  close(): Promise<void>;
}

export interface PublisherOptions {
  /** The site's storage, migrated; asked again after a failure (the database may be back). */
  storage: () => Promise<SiteStorage>;
  /** Drops what carries one of `tags` from this instance's caches; returns how many CMS results. */
  purge: (tags: readonly string[]) => number;
  cdn: CdnPurge | null;
  /** How long this instance's purges are gathered. */
  window?: BatchWindow;
  /** The timers that window runs on (a test fires them itself). */
  timers?: BatchTimers;
  broadcast?: Omit<BroadcastOptions, "onAnnounced">;
}

/**
 * A lone publish is purged 50 ms after it arrives; a burst's purges within 250 ms are one. Another instance is fresh
 * within that plus the announcement's way: a NOTIFY (milliseconds) or one read of the SQLite table (250 ms at most).
 */
const INSTANCE_WINDOW: BatchWindow = { quietMs: 50, maxWaitMs: 250 };

export function createPublisher(options: PublisherOptions): Publisher {
  const purgeHere = createTagBatch(options.window ?? INSTANCE_WINDOW, options.purge, options.timers);
  let opening: Promise<PublishBroadcast> | undefined;

  function broadcast(): Promise<PublishBroadcast> {
    if (opening) return opening;
    const attempt = options
      .storage()
      .then((storage) => openPublishBroadcast(storage, { ...options.broadcast, onAnnounced: (tags) => void purgeHere.add(tags) }));
    // A database that could not be opened is tried again by the next publish.
    attempt.catch(() => {
      if (opening === attempt) opening = undefined;
    });
    return (opening = attempt);
  }

  return {
    async publish(tags, { cdn = true } = {}) {
      const opened = await broadcast().catch((error: unknown) => {
        throw new BroadcastNotSentError(`The publish could not be announced: ${error instanceof Error ? error.message : String(error)}`);
      });
      await opened.announce(tags);
      if (cdn) options.cdn?.schedule(tags);
      return purgeHere.add(tags);
    },
    async listen() {
      await (
        await broadcast()
      ).listening;
    },
    async close() {
      await purgeHere.flush();
      await options.cdn?.flush();
      const opened = await opening?.catch(() => undefined);
      opening = undefined;
      await opened?.close();
    },
  };
}

let site: Publisher | undefined;

/** The process's publisher: the site's database, the CMS client (whose purge reaches the page cache), the CDN from the env. */
export function sitePublisher(): Publisher {
  site ??= createPublisher({
    storage: async () => {
      await siteDatabase();
      return siteStorage();
    },
    purge: (tags) => cms.purgeTags(tags),
    cdn: createCdnPurge(cdnProvidersFromEnv(process.env)),
  });
  return site;
}

/**
 * The start sequence's hook: this instance hears publishes from now on (the webhook's first call would start it too late
 * for an instance that never gets one). Resolves once listening; reconnects in the background until then.
 */
export function startPublishListener(): Promise<void> {
  return sitePublisher().listen();
}

/** Graceful shutdown, before the storage is closed: the CDN's pending call is sent, the listener stopped. */
export async function closeSitePublisher(): Promise<void> {
  const closing = site;
  site = undefined;
  await closing?.close();
}
