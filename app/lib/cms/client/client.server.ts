import { logEvent, type Logger } from "~/lib/core/log.server";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { cacheKey, FIVE_MINUTES_MS, SwrCache } from "./cache.server";
import { ALL_CONTENT_TAG, changeTags, containedDocumentTags, queryTag, selectedTypeTags } from "~/lib/cms/dependencies";
import { releaseDocument, type ReleaseSummary } from "~/lib/cms/models/releases";
import { isPreviewPerspective, type Perspective } from "~/lib/cms/perspective";
import type { CmsQuery, NoParams, QueryParams } from "~/lib/cms/query";
import { currentContentReads } from "./read-context.server";
import { MAX_DELAY_MS, MAX_RETRIES, retryDelayMs } from "./retry";
import { withoutStega } from "~/lib/cms/stega";
import type { CmsTransport } from "~/lib/cms/transports/transport";

export interface CmsClientOptions {
  transport: CmsTransport;
  /** Answers from the bundled sample dataset when the transport fails and nothing good is cached. */
  sampleFallback: CmsTransport | null;
  /** A transport request slower than this counts as failed. */
  timeoutMs: number;
  /**
   * What a visitor's request waits on the CMS at most, all its queries together (a hung CMS on a cold
   * start costs one deadline per page, not one timeout per query); then each query takes its fallback.
   */
  requestDeadlineMs?: number;
  /** How long a fetched result is served without a background refresh. */
  freshForMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: Logger;
}

export interface CmsClient {
  /** How long a result is served before a background refresh; infinite for the bundled sample. */
  readonly freshForMs: number;
  /** The parsed, typed result; never rejects because the CMS is down except CmsUnavailableError for a query that may not fall back (docs/architecture.md, Fallback policy). */
  fetch<Result, Params extends QueryParams>(
    query: CmsQuery<Result, Params>,
    ...params: Params extends NoParams ? [] : [params: Params]
  ): Promise<Result>;
  /**
   * A document was published, changed or deleted: every cached result that depends on it
   * (app/lib/cms/dependencies.ts) is reloaded, bypassing any CDN, by the next read. Returns how many.
   */
  purge(change: { _id: string; _type: string } | "everything"): number;
  /** The same for content carrying one of `tags` (a publish announced by another instance, decision 059). Returns how many. */
  purgeTags(tags: readonly string[]): number;
  /**
   * Calls `listener` with the tags of content that changed: a publish's tags (above), or the tag of
   * a cached result a background refresh found different. What is built from the content (the
   * page cache) drops what carries them. Returns the unsubscribe function.
   */
  onChange(listener: ContentChangeListener): () => void;
  /**
   * What the CMS answers now, parsed: never cached, never a fallback (a failure or an answer that fits no model
   * rejects). Concurrent checks of the same query share one call; a visitor's request waits at most its deadline.
   */
  check<Result, Params extends QueryParams>(
    query: CmsQuery<Result, Params>,
    ...params: Params extends NoParams ? [] : [params: Params]
  ): Promise<Result>;
  /**
   * The Content Release a preview shows: its title, when it publishes (null until scheduled or planned) and its state,
   * read from the CMS now (never cached; the request is private). Null when the CMS has no release by that id.
   */
  release(releaseId: string): Promise<ReleaseSummary | null>;
  /** Resolves once every background refresh under way has finished. */
  settled(): Promise<void>;
}

export type ContentChangeListener = (tags: readonly string[]) => void;

export class CmsTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`CMS request timed out after ${timeoutMs} ms`);
    this.name = "CmsTimeoutError";
  }
}

/** A query with no cached value failed on the CMS and may not fall back to the sample (commerce data). */
export class CmsUnavailableError extends Error {
  constructor(queryName: string, cause: unknown) {
    super(`CMS content ${queryName} is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "CmsUnavailableError";
  }
}

/**
 * An answer that empties what the last good answer had (a document now missing, a list now empty), as a
 * private dataset read with a bad token answers: treated as a fault, unless a publish named the content.
 */
export class CmsSuspiciousAnswerError extends Error {
  constructor(queryName: string) {
    super(`CMS answered ${queryName} empty where the last good answer had content`);
    this.name = "CmsSuspiciousAnswerError";
  }
}

/**
 * What an answer that lost its content looks like: null, an empty list, or an object holding only those
 * (a projection of lists a private dataset read with a bad token answers as `{ "tiers": [], "total": 0 }`).
 */
export function isHollow(value: unknown): boolean {
  if (value === null || value === undefined || value === 0 || value === "" || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isHollow);
  return false;
}

export class CmsInvalidResultError extends Error {
  constructor(queryName: string, detail: string) {
    super(`CMS result of ${queryName} does not match its model: ${detail}`);
    this.name = "CmsInvalidResultError";
  }
}

/** A result and its cache tags. */
interface Loaded {
  value: unknown;
  tags: readonly string[];
}

/** A typed query and its parameters (none for a query that takes none), as the cache and the transports take them. */
function untyped<Result, Params extends QueryParams>(
  query: CmsQuery<Result, Params>,
  rest: readonly QueryParams[],
): [CmsQuery<unknown, QueryParams>, QueryParams] {
  return [query as CmsQuery<unknown, QueryParams>, rest[0] ?? {}];
}

/** What a caller that stopped waiting for a shared load sees instead of its result. */
const EXPIRED = Symbol("expired");

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const { transport, sampleFallback, timeoutMs, log = logEvent, sleep = realSleep } = options;
  const now = options.now ?? Date.now;
  // Whether the CMS's last answer was a good one (content that fits its model): while it fails or answers
  // hollow (an outage, a bad token), no last good value is dropped, however long nobody reads it.
  let cmsHealthy = true;
  const cache = new SwrCache({
    freshForMs: options.freshForMs,
    dropUnusedAfterMs: FIVE_MINUTES_MS,
    mayDropUnused: () => cmsHealthy,
    now,
  });
  const loads = new Map<string, Promise<Loaded>>();
  const refreshes = new Map<string, Promise<void>>();
  const listeners = new Set<ContentChangeListener>();
  // A short tag per cached result, for what was built from it (`query:<n>`).
  const resultTags = new Map<string, string>();
  const resultTag = (key: string) => {
    let tag = resultTags.get(key);
    if (!tag) resultTags.set(key, (tag = queryTag(resultTags.size + 1)));
    return tag;
  };

  function announceChange(tags: readonly string[]) {
    for (const listener of listeners) listener(tags);
  }

  /** Invalidates the entries carrying one of `tags`, logs it (with `what` named) and tells the listeners. */
  function purgeTagged(tags: readonly string[], what: Record<string, unknown>): number {
    const purged = cache.invalidateTagged(tags).length;
    log("info", { event: "cms.purged", ...what, entries: purged });
    announceChange(tags);
    return purged;
  }

  /** How long a visitor's request may still wait on the CMS: its deadline less what it has waited. */
  function requestWaitMs(): number {
    const startedAt = currentContentReads()?.startedAt;
    if (startedAt === undefined || options.requestDeadlineMs === undefined) return timeoutMs;
    return Math.min(timeoutMs, startedAt + options.requestDeadlineMs - now());
  }

  /** `request`'s answer, or CmsTimeoutError (its signal aborted) once `waitMs` have passed. */
  async function withinWait<Answer>(waitMs: number, request: (signal: AbortSignal) => Promise<Answer>): Promise<Answer> {
    if (waitMs <= 0) throw new CmsTimeoutError(0);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new CmsTimeoutError(waitMs);
        controller.abort(error);
        reject(error);
      }, waitMs);
    });
    try {
      return await Promise.race([request(controller.signal), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function run(
    source: CmsTransport,
    query: CmsQuery<unknown, QueryParams>,
    params: QueryParams,
    { perspective = "published", live = false, waitMs = timeoutMs }: { perspective?: Perspective; live?: boolean; waitMs?: number } = {},
  ): Promise<Loaded> {
    let raw: unknown;
    try {
      raw = await withinWait(waitMs, (signal) => source.fetch(query.groq, params, { signal, perspective, live }));
    } catch (error) {
      if (source === transport) cmsHealthy = false;
      throw error;
    }
    let parsed = query.model.safeParse(raw);
    // A preview string with stega may not fit a field's format: that query is shown without click-to-edit.
    if (!parsed.success && isPreviewPerspective(perspective)) parsed = query.model.safeParse(withoutStega(raw));
    if (!parsed.success) {
      if (source === transport) cmsHealthy = false;
      const issue = parsed.error.issues[0];
      throw new CmsInvalidResultError(query.name, `${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
    }
    // A hollow answer proves nothing either way (it is also what a bad token gets).
    if (source === transport && !isHollow(parsed.data)) cmsHealthy = true;
    const typeTags = selectedTypeTags(query.groq, params);
    return { value: parsed.data, tags: [...typeTags, ...containedDocumentTags(raw, typeTags)] };
  }

  function describe(error: unknown): string {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }

  async function loadFirst(key: string, query: CmsQuery<unknown, QueryParams>, params: QueryParams): Promise<Loaded> {
    const purgeCount = cache.purgeCount;
    try {
      const loaded = await run(transport, query, params, { waitMs: requestWaitMs() });
      cache.storeFresh(key, loaded.value, loaded.tags, purgeCount);
      return loaded;
    } catch (error) {
      return fallBack(key, query, params, error);
    }
  }

  /** A first load failed (or took longer than the request could wait): the query's fallback. */
  async function fallBack(key: string, query: CmsQuery<unknown, QueryParams>, params: QueryParams, error: unknown): Promise<Loaded> {
    // Without a CMS the sample is the content: its failure is a bug, not an outage.
    if (!sampleFallback) throw error;
    if (query.fallback === "none") {
      log("error", { event: "cms.unavailable", query: query.name, transport: transport.name, reason: describe(error) });
      throw new CmsUnavailableError(query.name, error);
    }
    const loaded = await run(sampleFallback, query, params);
    // Stale at once: the next read serves it instantly and retries the CMS in the background. A load this request
    // stopped waiting for may have stored the CMS's answer meanwhile: that one stays.
    if (!cache.has(key)) cache.storeStale(key, loaded.value, loaded.tags);
    log("warn", {
      event: "cms.fallback",
      query: query.name,
      transport: transport.name,
      reason: describe(error),
      served: "sample",
    });
    return loaded;
  }

  /** After a publish: the new value straight from the CMS (no CDN); the last good one if that fails. */
  async function reloadAfterPublish(
    key: string,
    query: CmsQuery<unknown, QueryParams>,
    params: QueryParams,
    previous: Loaded,
  ): Promise<Loaded> {
    const purgeCount = cache.purgeCount;
    try {
      // A publish named this content: an empty answer is the truth here (a page deleted in the CMS becomes a 404).
      const loaded = await run(transport, query, params, { live: true, waitMs: requestWaitMs() });
      cache.storeFresh(key, loaded.value, loaded.tags, purgeCount);
      return loaded;
    } catch (error) {
      cache.storeStale(key, previous.value, previous.tags);
      refreshInBackground(key, query, params, previous.value);
      log("warn", { event: "cms.fallback", query: query.name, transport: transport.name, reason: describe(error), served: "last-good" });
      return previous;
    }
  }

  function refreshInBackground(key: string, query: CmsQuery<unknown, QueryParams>, params: QueryParams, previous: unknown) {
    if (refreshes.has(key)) return;
    const refresh = (async () => {
      let lastError: unknown;
      for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
        if (attempt > 0) await sleep(retryDelayMs(attempt));
        const purgeCount = cache.purgeCount;
        try {
          const loaded = await run(transport, query, params);
          if (isHollow(loaded.value) && !isHollow(previous)) throw new CmsSuspiciousAnswerError(query.name);
          const changed = JSON.stringify(loaded.value) !== JSON.stringify(previous);
          // The same object while the content is the same, so what is built per result (the search
          // index, post reading times) is not rebuilt after every refresh.
          cache.storeFresh(key, changed ? loaded.value : previous, loaded.tags, purgeCount);
          // Without a webhook this is how an edit reaches what was built from the old result.
          if (changed) announceChange([resultTag(key)]);
          return;
        } catch (error) {
          lastError = error;
          if (error instanceof CmsSuspiciousAnswerError) {
            cmsHealthy = false;
            log("error", { event: "cms.suspicious_answer", query: query.name, transport: transport.name, served: "last-good" });
          }
        }
      }
      // The CMS is down: serve what we have and let it rest before the next round of retries.
      cache.postponeRefresh(key, MAX_DELAY_MS);
      log("warn", {
        event: "cms.fallback",
        query: query.name,
        transport: transport.name,
        reason: describe(lastError),
        attempts: MAX_RETRIES + 1,
        served: "last-good",
      });
    })().finally(() => refreshes.delete(key));
    refreshes.set(key, refresh);
  }

  /**
   * Concurrent loads of the same key share one transport call. A caller that joins a load another started (a
   * warm-up or a background read, with the full `CMS_TIMEOUT_MS`) still waits no longer than its own request may:
   * then it takes `giveUp`, and the load goes on for whoever reads next.
   */
  async function shared(key: string, load: () => Promise<Loaded>, giveUp: (error: CmsTimeoutError) => Promise<Loaded>): Promise<Loaded> {
    const pending = loads.get(key);
    if (!pending) {
      const started = load().finally(() => loads.delete(key));
      loads.set(key, started);
      return started;
    }
    const waitMs = requestWaitMs();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<typeof EXPIRED>((resolve) => {
      timer = setTimeout(() => resolve(EXPIRED), Math.max(0, waitMs));
    });
    try {
      const outcome = await Promise.race([pending, expired]);
      return outcome === EXPIRED ? await giveUp(new CmsTimeoutError(waitMs)) : outcome;
    } finally {
      clearTimeout(timer);
    }
  }

  async function readPublished(key: string, query: CmsQuery<unknown, QueryParams>, params: QueryParams): Promise<Loaded> {
    const cached = cache.read(key);
    if (!cached)
      return shared(
        key,
        () => loadFirst(key, query, params),
        (error) => fallBack(key, query, params, error),
      );
    if (cached.invalidated)
      return shared(
        key,
        () => reloadAfterPublish(key, query, params, cached),
        async () => cached,
      );
    if (cached.stale) refreshInBackground(key, query, params, cached.value);
    return cached;
  }

  return {
    freshForMs: options.freshForMs,
    async fetch<Result, Params extends QueryParams>(
      query: CmsQuery<Result, Params>,
      ...rest: Params extends NoParams ? [] : [params: Params]
    ): Promise<Result> {
      const [untypedQuery, params] = untyped(query, rest);
      const reads = currentContentReads();
      // Preview: the editor's drafts or a release, never cached and never shared with visitors, nor indexed.
      if (reads && isPreviewPerspective(reads.perspective)) {
        markPrivate("preview", { robots: ["noindex"] });
        const previewQuery = query.previewGroq ? { ...untypedQuery, groq: query.previewGroq } : untypedQuery;
        return (await run(transport, previewQuery, params, { perspective: reads.perspective })).value as Result;
      }
      const key = cacheKey(untypedQuery.groq, params);
      const loaded = await readPublished(key, untypedQuery, params);
      if (reads) {
        for (const tag of loaded.tags) reads.dependencies.add(tag);
        reads.dependencies.add(resultTag(key));
      }
      return loaded.value as Result;
    },
    purge(change) {
      const tags = change === "everything" ? [ALL_CONTENT_TAG] : changeTags(change);
      return purgeTagged(tags, change === "everything" ? { everything: true } : { id: change._id, type: change._type });
    },
    purgeTags(tags) {
      return purgeTagged(tags, tags.includes(ALL_CONTENT_TAG) ? { everything: true } : { tags: tags.slice(0, 5), tagCount: tags.length });
    },
    async check<Result, Params extends QueryParams>(
      query: CmsQuery<Result, Params>,
      ...rest: Params extends NoParams ? [] : [params: Params]
    ): Promise<Result> {
      const [untypedQuery, params] = untyped(query, rest);
      const loaded = await shared(
        `check:${cacheKey(untypedQuery.groq, params)}`,
        () => run(transport, untypedQuery, params, { waitMs: requestWaitMs() }),
        (error) => Promise.reject(error),
      );
      return loaded.value as Result;
    },
    async release(releaseId) {
      markPrivate("preview", { robots: ["noindex"] });
      const raw = await withinWait(requestWaitMs(), (signal) => transport.release(releaseId, { signal }));
      if (raw === null) return null;
      const parsed = releaseDocument.safeParse(raw);
      if (!parsed.success) throw new CmsInvalidResultError(`release ${releaseId}`, parsed.error.issues[0]?.message ?? "");
      const { title, intendedPublishAt } = parsed.data.metadata;
      return {
        id: releaseId,
        title: title?.trim() || null,
        publishAt: parsed.data.publishAt ?? intendedPublishAt ?? null,
        state: parsed.data.state,
      };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (refreshes.size > 0) await Promise.allSettled([...refreshes.values()]);
    },
  };
}
