import { logEvent, type Logger } from "../log.server";
import { cacheKey, FIVE_MINUTES_MS, SwrCache } from "./cache.server";
import type { CmsQuery, NoParams, QueryParams } from "./query";
import { MAX_DELAY_MS, MAX_RETRIES, retryDelayMs } from "./retry";
import type { CmsTransport } from "./transports/transport";

export interface CmsClientOptions {
  transport: CmsTransport;
  /** Answers from the bundled sample dataset when the transport fails and nothing good is cached. */
  sampleFallback: CmsTransport | null;
  /** A transport request slower than this counts as failed. */
  timeoutMs: number;
  /** How long a fetched result is served without a background refresh. */
  freshForMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: Logger;
}

export interface CmsClient {
  /** The parsed, typed result; never rejects because the CMS is down except CmsUnavailableError for a query that may not fall back (docs/architecture.md, Fallback policy). */
  fetch<Result, Params extends QueryParams>(
    query: CmsQuery<Result, Params>,
    ...params: Params extends NoParams ? [] : [params: Params]
  ): Promise<Result>;
  /** Resolves once every background refresh under way has finished. */
  settled(): Promise<void>;
}

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

export class CmsInvalidResultError extends Error {
  constructor(queryName: string, detail: string) {
    super(`CMS result of ${queryName} does not match its model: ${detail}`);
    this.name = "CmsInvalidResultError";
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const { transport, sampleFallback, timeoutMs, log = logEvent, sleep = realSleep } = options;
  const cache = new SwrCache({
    freshForMs: options.freshForMs,
    dropUnusedAfterMs: FIVE_MINUTES_MS,
    now: options.now ?? Date.now,
  });
  const firstLoads = new Map<string, Promise<unknown>>();
  const refreshes = new Map<string, Promise<void>>();

  async function run<Result>(source: CmsTransport, query: CmsQuery<Result, QueryParams>, params: QueryParams) {
    const controller = new AbortController();
    const request = source.fetch(query.groq, params, controller.signal);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new CmsTimeoutError(timeoutMs);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    let raw: unknown;
    try {
      raw = await Promise.race([request, timedOut]);
    } finally {
      clearTimeout(timer);
    }
    const parsed = query.model.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CmsInvalidResultError(query.name, `${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
    }
    return parsed.data;
  }

  function describe(error: unknown): string {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }

  async function loadFirst(key: string, query: CmsQuery<unknown, QueryParams>, params: QueryParams) {
    try {
      const value = await run(transport, query, params);
      cache.storeFresh(key, value);
      return value;
    } catch (error) {
      // Without a CMS the sample is the content: its failure is a bug, not an outage.
      if (!sampleFallback) throw error;
      if (query.fallback === "none") {
        log("error", { event: "cms.unavailable", query: query.name, transport: transport.name, reason: describe(error) });
        throw new CmsUnavailableError(query.name, error);
      }
      const value = await run(sampleFallback, query, params);
      // Stale at once: the next read serves it instantly and retries the CMS in the background.
      cache.storeStale(key, value);
      log("warn", {
        event: "cms.fallback",
        query: query.name,
        transport: transport.name,
        reason: describe(error),
        served: "sample",
      });
      return value;
    }
  }

  function refreshInBackground(key: string, query: CmsQuery<unknown, QueryParams>, params: QueryParams) {
    if (refreshes.has(key)) return;
    const refresh = (async () => {
      let lastError: unknown;
      for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
        if (attempt > 0) await sleep(retryDelayMs(attempt));
        try {
          cache.storeFresh(key, await run(transport, query, params));
          return;
        } catch (error) {
          lastError = error;
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

  return {
    async fetch<Result, Params extends QueryParams>(
      query: CmsQuery<Result, Params>,
      ...rest: Params extends NoParams ? [] : [params: Params]
    ): Promise<Result> {
      const params: QueryParams = rest[0] ?? {};
      const untypedQuery = query as CmsQuery<unknown, QueryParams>;
      const key = cacheKey(query.groq, params);
      const cached = cache.read(key);
      if (cached) {
        if (cached.stale) refreshInBackground(key, untypedQuery, params);
        return cached.value as Result;
      }
      // Concurrent first requests for the same key share one transport call.
      let pending = firstLoads.get(key);
      if (!pending) {
        pending = loadFirst(key, untypedQuery, params).finally(() => firstLoads.delete(key));
        firstLoads.set(key, pending);
      }
      return (await pending) as Result;
    },
    async settled() {
      while (refreshes.size > 0) await Promise.allSettled([...refreshes.values()]);
    },
  };
}
