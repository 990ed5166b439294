import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";
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
   * A hit answered without a Fetch `Request` or `Response` (server/app.js, before Express: decision 081): the stored
   * page for this exact target, or null when only `respond` can answer (not stored, or not yet in this encoding).
   */
  answerFromMemory(request: MemoryRequest): PreparedAnswer | null;
  /** The prepared form of a response `respond` gave from the cache, so the server writes it without reading a stream. */
  preparedAnswerOf(response: Response): PreparedAnswer | undefined;
  /**
   * The page kept for a GET `request`, rendered by `render` and kept (even on its first request) when the cache has
   * none; null when it may not be kept (off, preview, private, not a 200, or a purge during its render).
   */
  page(request: Request, render: () => Promise<Response>): Promise<StoredPage | null>;
  /** The page kept for a GET of `target` (path and query as sent), if any: a lookup without a request or a render. */
  kept(target: string): StoredPage | null;
  /** Drops the pages built from content carrying one of `tags`; returns how many. */
  purge(tags: readonly string[]): number;
}

/** What a hit depends on, read off the visitor's request by the server. */
export interface MemoryRequest {
  method: string;
  /** The request target as sent: path and query. */
  target: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** An answer ready to write with `ServerResponse.writeHead(status, headers)` and `end(body)`. */
export interface PreparedAnswer {
  status: number;
  /** Names and values alternating, names in lower case; the same array for every request the answer serves. */
  headers: readonly string[];
  /** Null for HEAD and 304. */
  body: Uint8Array | null;
  /**
   * A compressible page sent as it is, to a client that accepts neither br nor gzip: server/app.js leaves it to
   * Express, whose compression may still encode it (deflate).
   */
  compressibleAsIs: boolean;
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

/** The bytes of each response made by `bytesResponse`: a render the cache keeps is not read back through its stream. */
const bodiesOf = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** A response of `body` (a page rendered to bytes) whose bytes the page cache takes as they are. */
export function bytesResponse(body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  bodiesOf.set(response, body);
  return response;
}

async function storedPage(response: Response, tags: ReadonlySet<string>, storedAt: number): Promise<StoredPage> {
  const identity = bodiesOf.get(response) ?? new Uint8Array(await response.arrayBuffer());
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
 * Brotli's quality per page: 5 for a page kept for many visitors (within 15% of its best ratio at 1/60 of the time),
 * 1 for one rendered for a single visitor (a new search), compressed once and thrown away: about 0.2 ms for a 50 KB
 * page where 2 costs 0.4 ms, for 7% more bytes (11.6 KB instead of 10.9), still smaller than gzip's default (decision 083).
 */
const BROTLI_QUALITY = { kept: 5, once: 1 } as const;

function brotliOptions(body: Uint8Array, effort: keyof typeof BROTLI_QUALITY) {
  return { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } };
}

/**
 * Compresses once per page and encoding: a kept page on the thread pool; a page sent once in this thread, where the
 * thread pool's stream and hand-off cost more than the work itself (docs/decisions/083-new-search-term-cpu.md).
 */
async function compressed(
  body: Uint8Array<ArrayBuffer>,
  encoding: CompressedEncoding,
  effort: keyof typeof BROTLI_QUALITY,
): Promise<Uint8Array<ArrayBuffer>> {
  const output =
    effort === "once"
      ? encoding === "br"
        ? brotliCompressSync(body, brotliOptions(body, effort))
        : gzipSync(body)
      : encoding === "br"
        ? await compressBrotli(body, brotliOptions(body, effort))
        : await compressGzip(body);
  // A copy into a plain ArrayBuffer, which a Fetch Response takes as its body.
  return new Uint8Array(output);
}

/** Accept-Encoding values seen, each with the smallest encoding it accepts: a hit should not parse the header again. */
const preferredEncodings = new Map<string, Encoding>();
const PREFERRED_ENCODINGS_LIMIT = 256;

function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? "";
  let preferred = preferredEncodings.get(header);
  if (preferred === undefined) {
    const acceptable = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(["br", "gzip"]);
    preferred = acceptable.includes("br") ? "br" : acceptable.includes("gzip") ? "gzip" : "identity";
    if (preferredEncodings.size >= PREFERRED_ENCODINGS_LIMIT) preferredEncodings.clear();
    preferredEncodings.set(header, preferred);
  }
  return preferred;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

type Outcome = "hit" | "miss";

/** One stored page answered one way; a hit's is built once and its header list written as it is. */
function preparedAnswer(
  page: StoredPage,
  outcome: Outcome,
  encoding: Encoding | "not-modified",
  body: Uint8Array | undefined,
): PreparedAnswer {
  const headers = page.headers.flat();
  headers.push("etag", page.etag, "vary", "Accept-Encoding", PAGE_CACHE_HEADER.toLowerCase(), outcome);
  if (encoding === "br" || encoding === "gzip") headers.push("content-encoding", encoding);
  if (body) headers.push("content-length", String(body.byteLength));
  return {
    status: encoding === "not-modified" ? 304 : page.status,
    headers,
    body: body ?? null,
    compressibleAsIs: page.compressible && encoding === "identity",
  };
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
  // Each stored page's answers as hits, per encoding (and the 304), made on first use and dropped with the page.
  const hitAnswers = new WeakMap<StoredPage, Map<Encoding | "not-modified", PreparedAnswer>>();
  // The prepared form of each Response `respond` made from a stored page, for the server to write directly.
  const prepared = new WeakMap<Response, PreparedAnswer>();

  /** The answer to `request` from `page` if everything it needs is at hand (the encoding made), else null. */
  function readyAnswer(page: StoredPage, request: MemoryRequest, outcome: Outcome): PreparedAnswer | null {
    const notModified = matchesEtag(request.ifNoneMatch, page.etag);
    const encoding = notModified ? "not-modified" : page.compressible ? preferredEncoding(request.acceptEncoding) : "identity";
    const body = encoding === "not-modified" ? undefined : page.bodies[encoding];
    if (encoding !== "not-modified" && !body) return null;
    let answer: PreparedAnswer | undefined;
    if (outcome === "hit") {
      let answers = hitAnswers.get(page);
      if (!answers) hitAnswers.set(page, (answers = new Map()));
      answer = answers.get(encoding);
      if (!answer) answers.set(encoding, (answer = preparedAnswer(page, outcome, encoding, body)));
    } else {
      answer = preparedAnswer(page, outcome, encoding, body);
    }
    return request.method === "HEAD" && answer.body ? { ...answer, body: null } : answer;
  }

  async function serve(key: string, page: StoredPage, request: Request, outcome: Outcome, kept = true): Promise<Response> {
    const memoryRequest: MemoryRequest = {
      method: request.method,
      target: key,
      acceptEncoding: request.headers.get("Accept-Encoding") ?? undefined,
      ifNoneMatch: request.headers.get("If-None-Match") ?? undefined,
    };
    let answer = readyAnswer(page, memoryRequest, outcome);
    if (!answer) {
      const encoding = preferredEncoding(memoryRequest.acceptEncoding) as CompressedEncoding;
      const body = await compressed(page.bodies.identity, encoding, kept ? "kept" : "once");
      if (kept) store.addEncoding(key, page, encoding, body);
      else page.bodies[encoding] = body;
      answer = readyAnswer(page, memoryRequest, outcome)!;
    }
    const headers: [string, string][] = [];
    for (let index = 0; index < answer.headers.length; index += 2) headers.push([answer.headers[index]!, answer.headers[index + 1]!]);
    const response = new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers });
    prepared.set(response, answer);
    return response;
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
      return "page" in result ? serve(key, result.page, request, "miss", result.kept) : result.response;
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
    kept(target) {
      return (store.enabled && store.get(target)) || null;
    },
    answerFromMemory(request) {
      if (!store.enabled || (request.method !== "GET" && request.method !== "HEAD")) return null;
      const page = store.get(request.target);
      return page ? readyAnswer(page, request, "hit") : null;
    },
    preparedAnswerOf(response) {
      return prepared.get(response);
    },
    purge(tags) {
      const dropped = store.purge(tags);
      if (dropped > 0) log("info", { event: "page-cache.purged", pages: dropped, tags: tags.slice(0, 5) });
      return dropped;
    },
  };
}
