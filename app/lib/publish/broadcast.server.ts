import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { ALL_CONTENT_TAG } from "~/lib/cms/dependencies";
import { logEvent, type Logger } from "~/lib/core/log.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import type { SiteTables } from "~/lib/storage/tables";
import { mergedTags } from "./tag-batch";

/**
 * A publish told to every instance through the site's database (decision 059): PostgreSQL's LISTEN/NOTIFY, or, on the
 * embedded SQLite file that several worker processes share, a `publishes` table each process reads every few hundred
 * milliseconds. The instance that announces purges itself; the others hear it here.
 */
export interface PublishBroadcast {
  /** Resolves once announcements are heard (PostgreSQL: LISTEN done; SQLite: the last row read); retried until then. */
  readonly listening: Promise<void>;
  /** Tells every other instance to purge `tags`; rejects with `BroadcastNotSentError` when the database refuses. */
  announce(tags: readonly string[]): Promise<void>;
  /** Stops listening (shutdown, tests). */
  close(): Promise<void>;
}

export interface BroadcastOptions {
  /** What another instance announced, or `*` after a time this one could not hear (it may have missed publishes). */
  onAnnounced(tags: readonly string[]): void;
  log?: Logger;
  /** SQLite: how often the table is read. */
  pollIntervalMs?: number;
  /** SQLite: how long a row is kept (a process stopped longer than this starts from the newest row anyway). */
  keepForMs?: number;
  /** PostgreSQL: the wait before reconnecting the listener after `attempt` failures in a row. */
  reconnectDelayMs?(attempt: number): number;
  /** PostgreSQL: how often the listener's connection is checked, so a connection dropped silently is noticed. */
  heartbeatMs?: number;
}

/** The database would not take the announcement: the webhook answers 503 so Sanity sends it again. */
export class BroadcastNotSentError extends Error {}

/** The channel PostgreSQL carries announcements on. */
export const PUBLISH_CHANNEL = "site_publishes";
/** What the listener's connection calls itself in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = "xchangekit-publishes";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: past that, the announcement is "purge everything". */
const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

/** 250 ms after the first failure, doubling to 10 s: a restarting database is back within seconds. */
const defaultReconnectDelayMs = (attempt: number) => Math.min(250 * 2 ** (attempt - 1), 10_000);

interface Announcement {
  origin: string;
  tags: readonly string[];
}

function encodeAnnouncement(origin: string, tags: readonly string[], maxBytes = Infinity): string {
  const payload = JSON.stringify({ origin, tags } satisfies Announcement);
  return Buffer.byteLength(payload) <= maxBytes ? payload : JSON.stringify({ origin, tags: [ALL_CONTENT_TAG] } satisfies Announcement);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isTagList = (value: unknown): value is string[] => Array.isArray(value) && value.every((tag) => typeof tag === "string");

/** An announcement as another instance wrote it, or null for anything else on the channel. */
function decodeAnnouncement(payload: string): Announcement | null {
  const { origin, tags } = (parsedJson(payload) ?? {}) as Partial<Announcement>;
  return typeof origin === "string" && isTagList(tags) ? { origin, tags } : null;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

export function openPublishBroadcast(storage: SiteStorage, options: BroadcastOptions): PublishBroadcast {
  const origin = randomUUID();
  const log = options.log ?? logEvent;
  const hear = (announcements: Announcement[]) => {
    const tags = announcements.filter((announcement) => announcement.origin !== origin).flatMap((announcement) => announcement.tags);
    if (tags.length === 0) return;
    log("info", { event: "publish.heard", tags: tags.slice(0, 5), tagCount: tags.length });
    options.onAnnounced(mergedTags(tags));
  };
  const everything = () => options.onAnnounced([ALL_CONTENT_TAG]);
  return storage.handle.engine === "postgres"
    ? postgresBroadcast(storage.db, storage.handle.url, origin, { ...options, log, hear, everything })
    : sqliteBroadcast(storage.db, origin, { ...options, log, hear, everything });
}

type Listener = BroadcastOptions & { log: Logger; hear(announcements: Announcement[]): void; everything(): void };

/**
 * NOTIFY through the pool; LISTEN on a connection of its own, since a pooled one is handed back and its notifications lost.
 * A lost connection is made again with backoff, then everything is purged: what was announced meanwhile went unheard.
 */
function postgresBroadcast(db: Kysely<SiteTables>, url: string, origin: string, listener: Listener): PublishBroadcast {
  const { log, hear, everything } = listener;
  const reconnectDelayMs = listener.reconnectDelayMs ?? defaultReconnectDelayMs;
  const heartbeatMs = listener.heartbeatMs ?? 30_000;
  let closed = false;
  let current: pg.Client | undefined;
  let failures = 0;
  let missedSome = false;
  let retry: NodeJS.Timeout | undefined;
  let markListening: () => void;
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  async function connect() {
    // A heartbeat that gets no answer in 10 s counts as a lost connection, as does one TCP keepalive finds dead.
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: 5000,
      query_timeout: 10_000,
      keepAlive: true,
    });
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    let gone = false;
    const lost = (reason: string) => {
      if (gone) return;
      gone = true;
      clearInterval(heartbeat);
      if (current === client) current = undefined;
      void client.end().catch(() => undefined);
      if (closed) return;
      missedSome = true;
      failures += 1;
      log("warn", { event: "publish.listener_lost", reason, retryInMs: reconnectDelayMs(failures) });
      retry = setTimeout(() => void connect(), reconnectDelayMs(failures)).unref();
    };
    client.on("error", (error) => lost(reasonOf(error)));
    client.on("end", () => lost("the connection ended"));
    client.on("notification", ({ channel, payload }) => {
      const announcement = channel === PUBLISH_CHANNEL && payload ? decodeAnnouncement(payload) : null;
      if (announcement) hear([announcement]);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLISH_CHANNEL}`);
    } catch (error) {
      lost(reasonOf(error));
      return;
    }
    if (closed || gone) return void client.end().catch(() => undefined);
    current = client;
    failures = 0;
    heartbeat = setInterval(() => void client.query("SELECT 1").catch((error: unknown) => lost(reasonOf(error))), heartbeatMs).unref();
    if (missedSome) {
      missedSome = false;
      log("info", { event: "publish.listener_reconnected", purge: "everything" });
      everything();
    }
    markListening();
  }
  void connect();

  return {
    listening,
    async announce(tags) {
      try {
        await sql`SELECT pg_notify(${PUBLISH_CHANNEL}, ${encodeAnnouncement(origin, tags, NOTIFY_PAYLOAD_MAX_BYTES)})`.execute(db);
      } catch (error) {
        throw new BroadcastNotSentError(`The publish could not be announced to the other instances: ${reasonOf(error)}`);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Every process on the file reads the rows after the last one it saw. A read costs one indexed query on the file (SQLite
 * reads from the page cache: no disk access while nothing is written); the sender deletes rows past `keepForMs`.
 */
function sqliteBroadcast(db: Kysely<SiteTables>, origin: string, listener: Listener): PublishBroadcast {
  const { log, hear, everything } = listener;
  const pollIntervalMs = listener.pollIntervalMs ?? 250;
  const keepForMs = listener.keepForMs ?? 5 * 60_000;
  let closed = false;
  let lastSeen: number | undefined;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> = Promise.resolve();
  let markListening: () => void;
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  async function read() {
    try {
      if (lastSeen === undefined) {
        const newest = await db
          .selectFrom("publishes")
          .select((eb) => eb.fn.max("id").as("id"))
          .executeTakeFirst();
        lastSeen = newest?.id ?? 0;
        markListening();
      }
      const rows = await db.selectFrom("publishes").select(["id", "origin", "tags"]).where("id", ">", lastSeen).orderBy("id").execute();
      if (rows.length > 0) lastSeen = rows.at(-1)!.id;
      hear(
        rows.flatMap(({ origin: from, tags }) => {
          const list = parsedJson(tags);
          return isTagList(list) ? [{ origin: from, tags: list }] : [];
        }),
      );
      if (failing) {
        failing = false;
        log("info", { event: "publish.listener_reconnected", purge: "everything" });
        everything();
      }
    } catch (error) {
      if (!failing) log("warn", { event: "publish.listener_lost", reason: reasonOf(error), retryInMs: pollIntervalMs });
      failing = true;
    }
  }
  function schedule() {
    if (closed) return;
    timer = setTimeout(() => {
      reading = read().finally(schedule);
    }, pollIntervalMs).unref();
  }
  reading = read().finally(schedule);

  return {
    listening,
    async announce(tags) {
      const now = Date.now();
      try {
        await db
          .insertInto("publishes")
          .values({ origin, tags: JSON.stringify(tags), published_at: now })
          .execute();
        await db
          .deleteFrom("publishes")
          .where("published_at", "<", now - keepForMs)
          .execute();
      } catch (error) {
        throw new BroadcastNotSentError(`The publish could not be announced to the other processes: ${reasonOf(error)}`);
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await reading;
    },
  };
}
