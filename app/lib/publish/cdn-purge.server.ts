import { retryDelayMs } from "~/lib/cms/client/retry";
import { ALL_CONTENT_TAG, isSharedTag } from "~/lib/cms/dependencies";
import { logEvent, type Logger } from "~/lib/core/log.server";
import { createTagBatch, type BatchTimers, type BatchWindow } from "./tag-batch";

type Env = Record<string, string | undefined>;

/**
 * Asks the CDN in front of the site to drop what a publish changed, by the tags every page names in `Cache-Tag`
 * (Cloudflare) and `Surrogate-Key` (Fastly): one call per burst of publishes, sent by the instance that got the
 * webhook, retried with backoff, never in the way of the instances' own purge (decision 059).
 */
export interface CdnProvider {
  readonly name: "cloudflare" | "fastly";
  /** The most tags one call may name: the provider's documented limit. */
  readonly tagsPerCall: number;
  /** A new request purging `tags` (a request's body is read once, so each attempt gets its own). */
  request(tags: readonly string[]): Request;
}

export const CLOUDFLARE_API_URL = "https://api.cloudflare.com/client/v4";
export const FASTLY_API_URL = "https://api.fastly.com";

/** A purge call: a JSON POST to `path` under the API's base URL, authenticated by `headers`. */
function purgeRequest(apiUrl: string, path: string, headers: Record<string, string>, body: unknown): Request {
  return new Request(`${apiUrl.replace(/\/+$/, "")}${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/** `POST /zones/{zone}/purge_cache {"tags": […]}` with an API token that may purge the zone; 100 tags per call. */
export function cloudflareProvider(zoneId: string, apiToken: string, apiUrl = CLOUDFLARE_API_URL): CdnProvider {
  return {
    name: "cloudflare",
    tagsPerCall: 100,
    request: (tags) =>
      purgeRequest(apiUrl, `/zones/${encodeURIComponent(zoneId)}/purge_cache`, { Authorization: `Bearer ${apiToken}` }, { tags }),
  };
}

/** `POST /service/{id}/purge {"surrogate_keys": […]}` with a `Fastly-Key` that may purge the service; 256 keys per call. */
export function fastlyProvider(serviceId: string, apiToken: string, apiUrl = FASTLY_API_URL): CdnProvider {
  return {
    name: "fastly",
    tagsPerCall: 256,
    request: (tags) =>
      purgeRequest(apiUrl, `/service/${encodeURIComponent(serviceId)}/purge`, { "Fastly-Key": apiToken }, { surrogate_keys: tags }),
  };
}

const CDN_SETTINGS = [
  { name: "Cloudflare", id: "CLOUDFLARE_ZONE_ID", token: "CLOUDFLARE_API_TOKEN", url: "CLOUDFLARE_API_URL", provider: cloudflareProvider },
  { name: "Fastly", id: "FASTLY_SERVICE_ID", token: "FASTLY_API_TOKEN", url: "FASTLY_API_URL", provider: fastlyProvider },
] as const;

/**
 * What is wrong with the CDN settings (one of a pair set without the other, an API URL that is not http(s)), or null.
 * The start sequence may refuse with it; a provider with such a problem is never called.
 */
export function cdnConfigProblem(env: Env): string | null {
  for (const setting of CDN_SETTINGS) {
    const [id, token, url] = [env[setting.id]?.trim(), env[setting.token]?.trim(), env[setting.url]?.trim()];
    if (Boolean(id) !== Boolean(token))
      return `${id ? setting.token : setting.id} is not set while ${id ? setting.id : setting.token} is: set both for ${setting.name} to purge on publish, or neither`;
    if (url && !/^https?:\/\/[^/]/.test(url)) return `${setting.url} must be an http(s) URL (it is ${JSON.stringify(url)})`;
  }
  return null;
}

/** The CDNs the environment configures (usually none or one). */
export function cdnProvidersFromEnv(env: Env): CdnProvider[] {
  const problem = cdnConfigProblem(env);
  if (problem) {
    logEvent("error", { event: "cdn.misconfigured", problem });
    return [];
  }
  return CDN_SETTINGS.flatMap((setting) => {
    const [id, token, url] = [env[setting.id]?.trim(), env[setting.token]?.trim(), env[setting.url]?.trim()];
    return id && token ? [setting.provider(id, token, url || undefined)] : [];
  });
}

export interface CdnPurge {
  /** Asks for `tags` to be purged with the burst's call; returns at once and never throws. */
  schedule(tags: readonly string[]): void;
  /** Sends what waits now; resolves when every call, retries included, is done (shutdown, tests). */
  flush(): Promise<void>;
}

export interface CdnPurgeOptions {
  /** How long a burst is gathered: by default, 2 s without a new publish, at most 10 s. */
  window?: BatchWindow;
  timers?: BatchTimers;
  /** Retries of a call after a network error, a 5xx or a 429, with backoff (or the provider's Retry-After). */
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  log?: Logger;
}

/** A burst of publishes (a Content Release sends one webhook per document) is one call, well within Cloudflare's 5 a minute. */
const CDN_WINDOW: BatchWindow = { quietMs: 2000, maxWaitMs: 10_000 };
/** One call that hangs does not hold up the next bursts for longer. */
const CALL_TIMEOUT_MS = 10_000;
/** A Retry-After longer than this is not waited for: the pages expire with their `s-maxage` sooner. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS) : null;
}

function inChunks<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

export function createCdnPurge(providers: readonly CdnProvider[], options: CdnPurgeOptions = {}): CdnPurge {
  const log = options.log ?? logEvent;
  const maxRetries = options.maxRetries ?? 5;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()));

  /** One call, retried while the failure may pass (network, 5xx, 429); a refusal (401, 400) is logged and dropped. */
  async function send(provider: CdnProvider, tags: string[]): Promise<void> {
    for (let retry = 0; ; retry += 1) {
      let failure: string;
      let waitMs: number | null = null;
      try {
        const response = await fetch(provider.request(tags), { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
        const body = await response.text();
        if (response.ok) {
          log("info", { event: "cdn.purged", cdn: provider.name, tags: tags.length });
          return;
        }
        failure = `HTTP ${response.status}: ${body.slice(0, 200)}`;
        if (response.status !== 429 && response.status < 500) {
          log("error", { event: "cdn.purge_refused", cdn: provider.name, reason: failure, tags: tags.length });
          return;
        }
        waitMs = retryAfterMs(response.headers.get("Retry-After"));
      } catch (error) {
        failure = reasonOf(error);
      }
      if (retry >= maxRetries) {
        log("error", { event: "cdn.purge_failed", cdn: provider.name, reason: failure, attempts: retry + 1, tags: tags.length });
        return;
      }
      waitMs ??= retryDelayMs(retry + 1);
      log("warn", { event: "cdn.purge_retry", cdn: provider.name, reason: failure, retryInMs: waitMs });
      await sleep(waitMs);
    }
  }

  // Calls go one after the other: a burst's call waits for the one before it (and its retries), as the CDN's rate asks.
  let calls: Promise<void> = Promise.resolve();
  const burst = createTagBatch(
    options.window ?? CDN_WINDOW,
    (tags) => {
      // `*` (every CMS result) and this process's result tags name nothing a CDN holds.
      const purgeable = tags.filter((tag) => tag !== ALL_CONTENT_TAG && isSharedTag(tag));
      calls = calls.then(async () => {
        for (const provider of providers) for (const chunk of inChunks(purgeable, provider.tagsPerCall)) await send(provider, chunk);
      });
      return calls;
    },
    options.timers,
  );

  return {
    schedule(tags) {
      if (providers.length > 0) void burst.add(tags);
    },
    async flush() {
      await burst.flush();
      await calls;
    },
  };
}
