import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import Negotiator from "negotiator";
import { isSharedCacheable } from "~/lib/cache-control";
import { currentContentReads } from "~/lib/cms/client/read-context.server";
import { logEvent, type Logger } from "~/lib/core/log.server";
import { takeRenderTurn } from "~/lib/render-turns.server";
import { requestPrivacy } from "~/lib/core/request-privacy.server";
import type { CompressedEncoding, Encoding, PageStore, StoredPage } from "./page-store.server";

/**
 * Render once per content version: anonymous GET pages and loader data are answered from memory,
 * compressed once, with an ETag for 304s, until the content they were built from changes
 * (docs/architecture.md, Page cache).
 */
export interface PageCache {
  /** Answers `request` from the cache, or by `render` (storing the result when it may be shared). */
  respond(request: Request, render: () => Promise<Response>): Promise<Response>;
  /**
   * The page kept for a GET `request`, rendered by `render` and kept (even on its first request) when the cache has
   * none; null when it may not be kept (off, preview, private, not a 200, or a purge during its render).
   */
  page(request: Request, render: () => Promise<Response>): Promise<StoredPage | null>;
  /** Drops the pages built from content carrying one of `tags`; returns how many. */
  purge(tags: readonly string[]): number;
}

/** Paths never cached: the operator's console and endpoints (webhooks, preview mode). */
const UNCACHED_PATHS = /^\/(admin|api)(\/|$)/;
/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
]);
/** Below this, compression costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;
/** How many addresses with a query string are remembered as asked for once. */
const SEEN_ONCE_LIMIT = 10_000;
/** The header saying whether a response came from this cache. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // Preview shows one editor's drafts; outside a request's reads nothing says what the page depends on.
  if (currentContentReads()?.perspective !== "published") return false;
  return !UNCACHED_PATHS.test(new URL(request.url).pathname);
}

/** A render that read someone's own data (the request is marked private) is never kept, whatever its headers say. */
function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    isSharedCacheable(response.headers.get("Cache-Control") ?? "") &&
    requestPrivacy() === null
  );
}

async function storedPage(response: Response, tags: ReadonlySet<string>, storedAt: number): Promise<StoredPage> {
  const identity = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)),
    bodies: { identity },
    compressible: identity.byteLength >= COMPRESS_FROM_BYTES,
    etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    tags: new Set(tags),
    storedAt,
  };
}

/**
 * Compresses on the thread pool, once per page and encoding. Brotli's quality 5 is within 15% of
 * its best ratio at 1/60 of the time: a page rendered for one visitor (a new search) costs no more
 * than compressing on the fly.
 */
async function compressed(body: Uint8Array<ArrayBuffer>, encoding: CompressedEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const output =
    encoding === "br"
      ? await compressBrotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : await compressGzip(body);
  // A copy into a plain ArrayBuffer, which a Fetch Response takes as its body.
  return new Uint8Array(output);
}

function encodingFor(request: Request, page: StoredPage): Encoding {
  if (!page.compressible) return "identity";
  const acceptable = new Negotiator({ headers: { "accept-encoding": request.headers.get("Accept-Encoding") ?? undefined } }).encodings([
    "br",
    "gzip",
  ]);
  // Of what the client accepts, the smallest.
  return acceptable.includes("br") ? "br" : acceptable.includes("gzip") ? "gzip" : "identity";
}

function matchesEtag(request: Request, etag: string): boolean {
  const wanted = request.headers.get("If-None-Match");
  if (!wanted) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return wanted.trim() === "*" || wanted.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Whether a page may be kept on its first request. An address with a query string (a search for a
 * new term, filters, a bogus parameter) is kept from its second request on: one-off addresses would
 * otherwise push the pages everyone asks for out of the cache. Remix's `_data` parameter does not count.
 */
function keptOnFirstRequest(url: URL): boolean {
  return [...url.searchParams.keys()].every((name) => name === "_data");
}

export function createPageCache(store: PageStore, log: Logger = logEvent, now: () => number = Date.now): PageCache {
  // Addresses with a query string asked for once (oldest first), bounded.
  const seenOnce = new Set<string>();
  function firstSighting(key: string): boolean {
    if (seenOnce.delete(key)) return false;
    seenOnce.add(key);
    if (seenOnce.size > SEEN_ONCE_LIMIT) seenOnce.delete(seenOnce.values().next().value!);
    return true;
  }

  // Concurrent requests for a page being rendered wait for that render instead of repeating it.
  const rendering = new Map<string, Promise<StoredPage | null>>();

  async function serve(key: string, page: StoredPage, request: Request, outcome: "hit" | "miss"): Promise<Response> {
    const headers = new Headers(page.headers as [string, string][]);
    headers.set("ETag", page.etag);
    headers.set("Vary", "Accept-Encoding");
    headers.set(PAGE_CACHE_HEADER, outcome);
    if (matchesEtag(request, page.etag)) return new Response(null, { status: 304, headers });
    const encoding = encodingFor(request, page);
    let body = page.bodies[encoding];
    if (!body && encoding !== "identity") {
      body = await compressed(page.bodies.identity, encoding);
      store.addEncoding(key, page, encoding, body);
    }
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body!.byteLength));
    return new Response(request.method === "HEAD" ? null : body, { status: page.status, headers });
  }

  /** Renders a page; one that may be shared is read whole, so it is compressed in one pass, and kept if `keep`. */
  async function renderAndStore(
    key: string,
    render: () => Promise<Response>,
    keep: boolean,
  ): Promise<{ response: Response } | { page: StoredPage; kept: boolean }> {
    // What arrived while earlier renders ran (a page the cache has) is answered before this one starts.
    await takeRenderTurn();
    const generation = store.generation;
    const response = await render();
    const reads = currentContentReads();
    if (!reads || !isShareable(response)) return { response };
    const page = await storedPage(response, reads.dependencies, now());
    return { page, kept: keep && store.set(key, page, generation) };
  }

  /**
   * The page kept for `key`, or the render under way that will keep it. Not a promise when neither: a miss must claim
   * `rendering` in the same turn, or requests that arrive together would each render.
   */
  function held(key: string): StoredPage | Promise<StoredPage | null> | undefined {
    return store.get(key) ?? rendering.get(key);
  }

  /** Renders `key` once: requests that come meanwhile wait for this render (`held`) instead of repeating it. */
  async function renderShared(key: string, render: () => Promise<Response>, keep: boolean) {
    const outcome = renderAndStore(key, render, keep);
    const shared = outcome.then(
      (result) => ("page" in result && result.kept ? result.page : null),
      () => null,
    );
    rendering.set(key, shared);
    try {
      return await outcome;
    } finally {
      if (rendering.get(key) === shared) rendering.delete(key);
    }
  }

  // Everything that changes the output is in the path and query (the encoding is chosen when serving). No page
  // depends on the host it was asked for (absolute URLs come from the site URL), so another Host, a proxy's
  // port or the scheme is the same page, not a fresh render.
  const keyOf = (url: URL) => `${url.pathname}${url.search}`;

  return {
    async respond(request, render) {
      if (!store.enabled || !isCacheableRequest(request)) return render();
      const url = new URL(request.url);
      const key = keyOf(url);
      const holding = held(key);
      const kept = holding && (await holding);
      if (kept) return serve(key, kept, request, "hit");
      // A HEAD render has no body to keep.
      if (request.method === "HEAD") return render();
      const result = await renderShared(key, render, keptOnFirstRequest(url) || !firstSighting(key));
      return "page" in result ? serve(key, result.page, request, "miss") : result.response;
    },
    async page(request, render) {
      if (!store.enabled || request.method !== "GET" || !isCacheableRequest(request)) return null;
      const key = keyOf(new URL(request.url));
      const holding = held(key);
      const kept = holding && (await holding);
      if (kept) return kept;
      const result = await renderShared(key, render, true);
      return "page" in result && result.kept ? result.page : null;
    },
    purge(tags) {
      const dropped = store.purge(tags);
      if (dropped > 0) log("info", { event: "page-cache.purged", pages: dropped, tags: tags.slice(0, 5) });
      return dropped;
    },
  };
}
