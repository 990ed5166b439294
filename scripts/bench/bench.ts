/**
 * `npm run bench`: load test of the production build on this machine (README, "Performance").
 * Starts `node server/index.js` of a checkout on a free port of 127.0.0.1, warms it up, then measures
 * a static asset and the pages in the same run, interleaved in rounds, with autocannon: req/s, p50,
 * p99, bytes per response, server CPU per request, and each page's req/s as a share of the static
 * asset's. Then /home alone and /home while new searches run beside it, to show whether searching slows
 * other visitors. Builds nothing: run `npm run build` first (in the checkout --root names).
 */
import { request } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import autocannon from "autocannon";
import { DRAFTS_PREFIX } from "../../app/lib/cms/perspective";
import { SITEMAP_INDEX_PATH, sitemapFilePath } from "../../app/lib/declarations/paths";
import { sitemapKindName } from "../../app/lib/sitemap";
import type { SanityDocumentLike } from "../../app/lib/cms/transports/local.server";
import { readCommandLine } from "./command-line";
import { benchDataset, firstPostSlug } from "./scale-dataset";
import { cpuMsOf, describeCheckout, memoryOf, REPO_ROOT, type RunningServer, startBareServer, startServer } from "./server";

const USAGE = `Usage: npm run bench -- [options]   (run \`npm run build\` first)

  --scale <n>         content at n× the sample (generated into the temp folder; default 1)
  --connections <n>   concurrent connections (default 32)
  --duration <s>      seconds per target per round (default 5)
  --rounds <n>        rounds over all targets (default 3)
  --warmup <s>        seconds of warm-up per target (default 2)
  --no-page-cache     start the server with PAGE_CACHE_MB=0 (every page rendered: the uncached figures)
  --asset <path>      the static asset to compare with (default: the biggest JS file /home loads)
  --root <dir>        the checkout whose server/index.js and build to run (default: this one)
  --only <names>      only these targets (comma-separated, e.g. search), besides static and static-raw, the
                      references; a page's bare twin comes with it, /home beside searches needs both
  --workers <n>       instead: new-term searches and cached pages on WEB_CONCURRENCY=n and on one worker, in the
                      same run, interleaved; prints each one's req/s and the ratio (decision 060)
  --json              print the results as JSON on stdout (progress goes to stderr)`;

/** What a browser sends: pages and assets are measured compressed, as visitors get them. */
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-US,en;q=0.9",
};
/**
 * How long the server idles after the run before its memory is read again: V8 gives back the heap it grew under
 * load only once it is idle (its memory reducer starts about 8 s after the last allocation burst).
 */
const IDLE_SECONDS = 30;
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

interface Settings {
  root: string;
  scale: number;
  connections: number;
  duration: number;
  rounds: number;
  warmup: number;
  pageCache: boolean;
  asset: string | undefined;
  json: boolean;
  /** `--workers n`: the worker-pool comparison instead of the targets' table. */
  workers: number | null;
  /** `--only a,b`: the targets measured besides the two static references; null for all. */
  only: ReadonlySet<string> | null;
}

function readSettings(argv: string[]): Settings {
  const { values, whole } = readCommandLine(
    USAGE,
    {
      root: { type: "string" },
      scale: { type: "string", default: "1" },
      connections: { type: "string", default: "32" },
      duration: { type: "string", default: "5" },
      rounds: { type: "string", default: "3" },
      warmup: { type: "string", default: "2" },
      "no-page-cache": { type: "boolean", default: false },
      asset: { type: "string" },
      json: { type: "boolean", default: false },
      workers: { type: "string" },
      only: { type: "string" },
    },
    argv,
  );
  return {
    root: resolve(values.root ?? REPO_ROOT),
    scale: whole("scale", 1, 200),
    connections: whole("connections", 1, 256),
    duration: whole("duration", 1, 30),
    rounds: whole("rounds", 1, 10),
    warmup: whole("warmup", 0, 30),
    pageCache: !values["no-page-cache"],
    asset: values.asset,
    json: values.json,
    workers: values.workers === undefined ? null : whole("workers", 2, 16),
    only: values.only === undefined ? null : onlyTargets(values.only),
  };
}

/** The targets of the table, in order: the two static references first. */
const TARGET_NAMES = ["static", "static-raw", "home", "pricing", "post", "sites-for-sale", "sitemap-index", "sitemap-posts", "search"];

function onlyTargets(list: string): ReadonlySet<string> {
  const names = list.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !TARGET_NAMES.includes(name));
  if (unknown.length || names.length === 0) throw new UsageError(`--only takes target names (${TARGET_NAMES.join(", ")}), not "${list}"`);
  return new Set(["static", "static-raw", ...names]);
}

class UsageError extends Error {}

/** The cached pages measured beside a bare twin sending their bytes (decision 081): the pages and the widest. */
const BARE_TWINS = ["home", "pricing", "post", "sites-for-sale"] as const;

/**
 * The static asset pages are compared with: the biggest JavaScript file /home loads (React DOM's
 * chunk, about 44 KB compressed). Not the biggest file of the build: that is the Studio's
 * click-to-edit overlay (650 KB, loaded only in preview), which costs so much to compress that every
 * page would look faster than "static".
 */
function biggestScriptOf(root: string, html: string): string {
  const scripts = new Set(html.match(/\/build\/[\w./-]+?\.js/g) ?? []);
  let biggest: { path: string; size: number } | null = null;
  for (const path of scripts) {
    const file = join(root, "public", ...path.split("/").filter(Boolean));
    if (!existsSync(file)) continue;
    const { size } = statSync(file);
    if (!biggest || size > biggest.size) biggest = { path, size };
  }
  if (!biggest) throw new Error(`/home loads no script of ${join(root, "public", "build")}: run \`npm run build\` first`);
  return biggest.path;
}

/** A deterministic shuffle (mulberry32), so two runs search for the same terms in the same order. */
function shuffled<Item>(items: Item[], seed = 12): Item[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as Item, items[index] as Item];
  }
  return items;
}

/**
 * Search terms never asked before in this run: every word of four letters or more in the searchable
 * text of the dataset, then every pair of such words that follow each other there (both found in
 * the same document, so most searches have hits), then pairs of any two words.
 */
function searchTerms(documents: readonly SanityDocumentLike[]): () => string {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      for (const field of [
        "title",
        "name",
        "heading",
        "intro",
        "question",
        "answer",
        "summary",
        "description",
        "excerpt",
        "text",
        "children",
      ]) {
        collect(record[field]);
      }
      if (Array.isArray(record.body)) collect(record.body);
    }
  };
  const searchable = ["page", "feature", "faq", "service", "siteListing", "post"];
  for (const document of documents) if (searchable.includes(document._type) && !document._id.startsWith(DRAFTS_PREFIX)) collect(document);

  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const text of texts) {
    const tokens = text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    tokens.forEach((token, index) => {
      words.add(token);
      if (index > 0) pairs.add(`${tokens[index - 1]} ${token}`);
    });
  }
  const vocabulary = shuffled([...words]);
  const terms = [...vocabulary, ...shuffled([...pairs])];
  const seen = new Set(terms);
  let next = 0;
  let extra = 0;
  return () => {
    if (next < terms.length) return terms[next++] as string;
    // Past the dataset's own words and pairs: pairs of any two words, skipping those asked already.
    while (true) {
      const first = vocabulary[extra % vocabulary.length];
      const second = vocabulary[Math.floor(extra / vocabulary.length) % vocabulary.length];
      extra++;
      const term = `${first} ${second}`;
      if (first !== second && !seen.has(term)) return term;
    }
  };
}

interface Target {
  name: string;
  /** The bare twin's server (decision 081); the site's otherwise. */
  on?: RunningServer;
  /** For a page with a bare twin: the twin. */
  twin?: Target;
  /** The path shown; /search shows its query's shape. */
  label: string;
  kind: "asset" | "page";
  headers: Record<string, string>;
  /** The next request's path (a new search term each time for /search). */
  nextPath: () => string;
  dynamic: boolean;
}

interface Probe {
  status: number;
  encoding: string;
  wireBytes: number;
  decodedBytes: number;
  body: string;
}

/** One request's answer as it came over the wire: status, raw headers, body bytes (still compressed). */
function fetchRaw(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; rawHeaders: string[]; encoding: string; body: Buffer }> {
  return new Promise((resolveRaw, reject) => {
    const outgoing = request(`${origin}${path}`, { headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolveRaw({
          status: response.statusCode ?? 0,
          rawHeaders: response.rawHeaders,
          encoding: String(response.headers["content-encoding"] ?? "identity"),
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${path}: no answer within 30 s`)));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** One request as a browser makes it, keeping both the compressed and the decoded size. */
async function probe(origin: string, path: string, headers: Record<string, string>): Promise<Probe> {
  const { status, encoding, body } = await fetchRaw(origin, path, headers);
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[encoding];
  const decoded = decode ? decode(body) : body;
  return { status, encoding, wireBytes: body.length, decodedBytes: decoded.length, body: decoded.toString("utf8") };
}

interface Recorded {
  status: number;
  headers: string[];
  body: string;
}

/** Headers Node's HTTP server writes itself: a recorded answer leaves them to the bare server. */
const PER_CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** One answer exactly as the site sent it (headers and bytes on the wire), for the bare twin to send again. */
async function record(origin: string, path: string, headers: Record<string, string>): Promise<Recorded> {
  const { status, rawHeaders, body } = await fetchRaw(origin, path, headers);
  const kept: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2)
    if (!PER_CONNECTION_HEADERS.has(rawHeaders[index]!.toLowerCase())) kept.push(rawHeaders[index]!, rawHeaders[index + 1]!);
  return { status, headers: kept, body: body.toString("base64") };
}

interface Tally {
  responses: number;
  seconds: number;
  latencies: number[];
  bytes: number;
  non2xx: number;
  errors: number;
  cpuMs: number;
}

/** The runs under way, stopped if the bench gives up. */
const running = new Set<autocannon.Instance>();

/** One autocannon run against a target, with the server's CPU time over it. */
async function hammer(
  server: RunningServer,
  target: Target,
  seconds: number,
  connections: number,
  tally: Tally | null,
  options: { waitUntilIdle: boolean } = { waitUntilIdle: true },
): Promise<void> {
  const { headers } = target;
  const cpuBefore = cpuMsOf(server.pid);
  const instance = autocannon({
    url: server.origin,
    connections,
    duration: seconds,
    timeout: 10,
    headers,
    requests: target.dynamic
      ? [{ method: "GET", setupRequest: (raw) => ({ ...raw, path: target.nextPath() }) }]
      : [{ method: "GET", path: target.nextPath() }],
  });
  running.add(instance);
  if (tally) {
    instance.on("response", (_client, statusCode, resBytes, responseTime) => {
      tally.latencies.push(responseTime);
      tally.bytes += resBytes;
      if (statusCode < 200 || statusCode > 299) tally.non2xx++;
    });
  }
  const result = await instance;
  running.delete(instance);
  const cpuAfter = cpuMsOf(server.pid);
  if (tally) {
    tally.responses += result.requests.total;
    tally.seconds += result.duration;
    tally.errors += result.errors;
    if (cpuBefore !== null && cpuAfter !== null) tally.cpuMs += cpuAfter - cpuBefore;
  }
  if (options.waitUntilIdle && !(await untilIdle(server.pid)))
    console.error(`Note: the server was still busy ${IDLE_WAIT_MS / 1000} s after ${target.name}`);
}

/** How long to wait for the server to finish the requests a run left it. */
const IDLE_WAIT_MS = 60_000;

/**
 * Waits until the server has finished what the last run left it (requests still being rendered when
 * autocannon closed their connections), so it does not count against the next target. False when it
 * is still busy after IDLE_WAIT_MS.
 */
async function untilIdle(pid: number): Promise<boolean> {
  const deadline = Date.now() + IDLE_WAIT_MS;
  let last = cpuMsOf(pid);
  while (last !== null && Date.now() < deadline) {
    await new Promise((wake) => setTimeout(wake, 150));
    const now = cpuMsOf(pid);
    if (now === null || now - last <= 15) return true;
    last = now;
  }
  return last === null;
}

/** The median time of three requests one after the other, nothing else running: a target's latency alone. */
async function aloneMs(server: RunningServer, target: Target): Promise<number> {
  const times: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    await probe(server.origin, target.nextPath(), target.headers);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1]!;
}

/** How often the page cache answered each target, from the request log's `cache` field (absent before the page cache). */
function pageCacheOutcomes(log: string, targets: readonly Target[]): Map<Target, { hits: number; total: number }> {
  const outcomes = new Map<Target, { hits: number; total: number }>();
  const targetOf = (path: string) =>
    targets.find((target) =>
      target.dynamic ? path.startsWith(target.label.slice(0, target.label.indexOf("?") + 1)) : path === target.label,
    );
  for (const line of log.split("\n")) {
    if (!line.includes('"cache"')) continue;
    let entry: { event?: unknown; path?: unknown; cache?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.event !== "request" || typeof entry.path !== "string" || typeof entry.cache !== "string") continue;
    const target = targetOf(entry.path);
    if (!target) continue;
    const tally = outcomes.get(target) ?? { hits: 0, total: 0 };
    tally.total++;
    if (entry.cache === "hit") tally.hits++;
    outcomes.set(target, tally);
  }
  return outcomes;
}

function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}

interface TargetResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  /** req/s as a share of the static asset's (compressed, as browsers get it). */
  shareOfStatic: number;
  /** req/s as a share of the same asset's sent uncompressed (no per-request compression: the server's ceiling). */
  shareOfRawStatic: number;
  /** req/s as a share of its bare twin's (the same bytes from a bare node:http server); null without a twin. */
  shareOfBare: number | null;
  /** p99 over the static asset's p99 in the same run. */
  p99OfStatic: number | null;
  /** One request with nothing else running (median of three). */
  aloneMs: number;
  /** Latency percentiles under load; null when no request finished within a run. */
  p50Ms: number | null;
  p99Ms: number | null;
  bytesPerResponse: number;
  decodedBytes: number;
  encoding: string;
  cpuMsPerRequest: number | null;
  /** Share of the measured responses the page cache answered (X-Page-Cache: hit, from the request log); null without a page cache. */
  pageCacheHits: number | null;
  responses: number;
  non2xx: number;
  errors: number;
}

function summarise(
  target: Target,
  tally: Tally,
  check: Probe,
  reference: { static: number; raw: number; staticP99Ms: number | null; bare: number | null },
  cacheOutcomes: { hits: number; total: number } | undefined,
  aloneMs: number,
): TargetResult {
  const { p50Ms, p99Ms } = latencyOf(tally);
  const rate = rateOf(tally);
  return {
    name: target.name,
    path: target.label,
    requestsPerSecond: rate,
    shareOfStatic: reference.static ? rate / reference.static : NaN,
    shareOfRawStatic: reference.raw ? rate / reference.raw : NaN,
    shareOfBare: reference.bare ? rate / reference.bare : null,
    p99OfStatic: p99Ms !== null && reference.staticP99Ms ? p99Ms / reference.staticP99Ms : null,
    aloneMs,
    p50Ms,
    p99Ms,
    bytesPerResponse: tally.latencies.length ? tally.bytes / tally.latencies.length : 0,
    decodedBytes: check.decodedBytes,
    encoding: check.encoding,
    cpuMsPerRequest: tally.responses ? tally.cpuMs / tally.responses : null,
    pageCacheHits: cacheOutcomes?.total ? cacheOutcomes.hits / cacheOutcomes.total : null,
    responses: tally.responses,
    non2xx: tally.non2xx,
    errors: tally.errors,
  };
}

function rateOf(tally: Tally): number {
  return tally.seconds > 0 ? tally.responses / tally.seconds : 0;
}

function emptyTally(): Tally {
  return { responses: 0, seconds: 0, latencies: [], bytes: 0, non2xx: 0, errors: 0, cpuMs: 0 };
}

function latencyOf(tally: Tally): { p50Ms: number | null; p99Ms: number | null; responses: number } {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), responses: tally.responses };
}

const ms = (value: number | null) => (value === null ? "-" : `${value.toFixed(0)} ms`);

/**
 * "A search never blocks other requests": /home with half the connections, first alone, then with new
 * searches on the other half at the same time, for the length of one target's rounds each.
 */
async function homeBesideSearch(
  server: RunningServer,
  targets: readonly Target[],
  settings: Settings,
  progress: (message: string) => void,
) {
  const home = targets.find((target) => target.name === "home")!;
  const search = targets.find((target) => target.name === "search")!;
  const connections = Math.max(1, Math.floor(settings.connections / 2));
  const seconds = settings.duration * settings.rounds;
  progress(`/home alone, then beside new searches: ${seconds} s each at c=${connections}`);
  const homeAlone = emptyTally();
  await hammer(server, home, seconds, connections, homeAlone);
  const homeBeside = emptyTally();
  const searches = emptyTally();
  await Promise.all([
    hammer(server, home, seconds, connections, homeBeside, { waitUntilIdle: false }),
    hammer(server, search, seconds, connections, searches, { waitUntilIdle: false }),
  ]);
  await untilIdle(server.pid);
  return { connections, seconds, homeAlone: latencyOf(homeAlone), homeBesideSearch: latencyOf(homeBeside), search: latencyOf(searches) };
}

function table(rows: readonly TargetResult[]): string {
  const header = [
    "target",
    "path",
    "req/s",
    "× static",
    "× raw",
    "× bare",
    "alone ms",
    "p50 ms",
    "p99 ms",
    "p99 × static",
    "KB/resp",
    "KB body",
    "CPU ms/req",
    "cache hits",
    "failed",
  ];
  const cells = rows.map((row) => [
    row.name,
    row.path.length > 34 ? `${row.path.slice(0, 33)}…` : row.path,
    row.requestsPerSecond.toFixed(0),
    row.shareOfStatic.toFixed(2),
    row.shareOfRawStatic.toFixed(2),
    row.shareOfBare === null ? "-" : row.shareOfBare.toFixed(2),
    row.aloneMs.toFixed(0),
    row.p50Ms === null ? "-" : row.p50Ms.toFixed(0),
    row.p99Ms === null ? "-" : row.p99Ms.toFixed(0),
    row.p99OfStatic === null ? "-" : row.p99OfStatic.toFixed(2),
    (row.bytesPerResponse / 1024).toFixed(1),
    (row.decodedBytes / 1024).toFixed(1),
    row.cpuMsPerRequest === null ? "-" : row.cpuMsPerRequest.toFixed(1),
    row.pageCacheHits === null ? "-" : `${Math.round(row.pageCacheHits * 100)}%`,
    String(row.non2xx + row.errors),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => (row[column] as string).length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...cells.map(line)].join("\n");
}

interface PoolComparison {
  name: string;
  path: string;
  oneWorker: { requestsPerSecond: number; p50Ms: number | null; p99Ms: number | null; cpuMsPerRequest: number | null };
  pool: { requestsPerSecond: number; p50Ms: number | null; p99Ms: number | null; cpuMsPerRequest: number | null };
  /** The pool's req/s over one worker's. */
  ratio: number;
  failed: number;
}

/**
 * `--workers n` (decision 060): new-term searches (CPU-bound: 12-18 ms each) and two cached pages against a pool of n
 * workers and against one worker. Both servers run for the whole bench and are loaded one at a time, the order
 * alternating each round, so both meet the same machine.
 */
async function compareWorkerPool(
  settings: Settings & { workers: number },
  env: Record<string, string>,
  nextTerm: () => string,
  progress: (message: string) => void,
): Promise<void> {
  const headers = { ...BROWSER_HEADERS, accept: PAGE_ACCEPT };
  const page = (name: string, path: string): Target => ({ name, label: path, kind: "page", headers, nextPath: () => path, dynamic: false });
  const targets: Target[] = [
    { ...page("search", "/search?q=<new term>"), nextPath: () => `/search?q=${encodeURIComponent(nextTerm())}`, dynamic: true },
    page("home", "/home"),
    page("pricing", "/pricing"),
  ];
  const one = await startServer({ root: settings.root, env: { ...env, WEB_CONCURRENCY: "1" } });
  const pool = await startServer({ root: settings.root, env: { ...env, WEB_CONCURRENCY: String(settings.workers) } });
  const servers = [
    { name: "1 worker", server: one },
    { name: `${settings.workers} workers`, server: pool },
  ];
  try {
    for (const { name, server } of servers) {
      for (const target of targets) {
        const check = await probe(server.origin, target.nextPath(), target.headers);
        if (check.status !== 200) throw new Error(`${name}: ${target.label} answered ${check.status}, not 200`);
      }
    }
    if (settings.warmup > 0) {
      progress(`Warming up: ${settings.warmup} s per target on each server (every worker fills its own page cache)`);
      for (const { server } of servers)
        for (const target of targets) await hammer(server, target, settings.warmup, settings.connections, null);
    }
    const tallies = new Map(servers.map(({ server }) => [server, new Map(targets.map((target) => [target, emptyTally()]))]));
    for (let round = 0; round < settings.rounds; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      progress(`Round ${round + 1}/${settings.rounds}: ${order.map(({ name }) => name).join(", then ")}`);
      for (const { server } of order)
        for (const target of targets)
          await hammer(server, target, settings.duration, settings.connections, tallies.get(server)!.get(target)!);
    }
    const figures = (server: RunningServer, target: Target) => {
      const tally = tallies.get(server)!.get(target)!;
      const { p50Ms, p99Ms } = latencyOf(tally);
      return {
        requestsPerSecond: tally.seconds > 0 ? tally.responses / tally.seconds : 0,
        p50Ms,
        p99Ms,
        cpuMsPerRequest: tally.responses ? tally.cpuMs / tally.responses : null,
        failed: tally.non2xx + tally.errors,
      };
    };
    const results: PoolComparison[] = targets.map((target) => {
      const { failed: oneFailed, ...oneWorker } = figures(one, target);
      const { failed: poolFailed, ...inPool } = figures(pool, target);
      return {
        name: target.name,
        path: target.label,
        oneWorker,
        pool: inPool,
        ratio: oneWorker.requestsPerSecond ? inPool.requestsPerSecond / oneWorker.requestsPerSecond : NaN,
        failed: oneFailed + poolFailed,
      };
    });
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "unknown", node: process.version, loadAverageAtStart: loadavg()[0] ?? 0 },
      checkout: { root: settings.root, commit: describeCheckout(settings.root) },
      settings: {
        workers: settings.workers,
        connections: settings.connections,
        durationSeconds: settings.duration,
        rounds: settings.rounds,
      },
      results,
      memoryMb: { oneWorker: memoryOf(one.pid)?.rssMb ?? null, pool: memoryOf(pool.pid)?.rssMb ?? null },
    };
    if (settings.json) return console.log(JSON.stringify(report, null, 2));
    const fixed = (value: number | null, digits = 0) => (value === null ? "-" : value.toFixed(digits));
    console.log(
      `\n${report.date.slice(0, 10)}, ${report.machine.cpus} cores (${report.machine.model}), Node ${process.version}; checkout ${report.checkout.commit}; ` +
        `1 worker vs ${settings.workers}, c=${settings.connections}, ${settings.rounds} rounds × ${settings.duration} s per target and server\n`,
    );
    const rows = [
      [
        "target",
        "path",
        "req/s 1",
        `req/s ${settings.workers}`,
        "ratio",
        "p99 ms 1",
        `p99 ms ${settings.workers}`,
        "CPU ms/req 1",
        `CPU ms/req ${settings.workers}`,
        "failed",
      ],
      ...results.map((row) => [
        row.name,
        row.path,
        fixed(row.oneWorker.requestsPerSecond),
        fixed(row.pool.requestsPerSecond),
        `${fixed(row.ratio, 2)}×`,
        fixed(row.oneWorker.p99Ms),
        fixed(row.pool.p99Ms),
        fixed(row.oneWorker.cpuMsPerRequest, 1),
        fixed(row.pool.cpuMsPerRequest, 1),
        String(row.failed),
      ]),
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows)
      console.log(row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  "));
    const search = results[0]!;
    console.log(
      `\nNew-term searches: ${settings.workers} workers answer ${fixed(search.ratio, 2)}× the requests of one worker (target ≥ 1.7×); ` +
        `memory ${fixed(report.memoryMb.oneWorker)} MB for one worker, ${fixed(report.memoryMb.pool)} MB for the pool (its primary included)`,
    );
  } finally {
    await Promise.all([one.stop(), pool.stop()]);
  }
}

async function main(): Promise<void> {
  const settings = readSettings(process.argv.slice(2));
  const progress = (message: string) => console.error(message);

  const { documents, env } = benchDataset(settings.scale);
  if (env.SAMPLE_DATASET_FILE)
    progress(`Dataset: the sample at ${settings.scale}× (${documents.length} documents) in ${env.SAMPLE_DATASET_FILE}`);
  if (!settings.pageCache) env.PAGE_CACHE_MB = "0";

  const postSlug = firstPostSlug(documents);
  const nextTerm = searchTerms(documents);
  if (settings.workers !== null) return compareWorkerPool({ ...settings, workers: settings.workers }, env, nextTerm, progress);
  const measured = (name: string) => settings.only?.has(name) ?? true;
  const twins = BARE_TWINS.filter(measured);
  const TARGETS = TARGET_NAMES.filter(measured).length + twins.length;
  const besideSearchRuns = measured("home") && measured("search");
  // The targets' rounds, then /home alone and beside searches for one target's rounds each.
  const plannedSeconds =
    TARGETS * (settings.warmup + settings.rounds * settings.duration) +
    (besideSearchRuns ? 2 * settings.rounds * settings.duration : 0) +
    IDLE_SECONDS;
  // Bounded in time whatever the server does: the plan plus the slowest waits, then give up.
  const runs = TARGETS * (settings.rounds + (settings.warmup > 0 ? 1 : 0)) + 2;
  const limitMs = (plannedSeconds + runs * (IDLE_WAIT_MS / 1000) + 180) * 1000;
  const checkout = describeCheckout(settings.root);
  progress(
    `Checkout ${settings.root} (${checkout}); ${TARGETS} targets × (${settings.warmup} s warm-up + ${settings.rounds} rounds × ${settings.duration} s), c=${settings.connections}: about ${Math.ceil(plannedSeconds / 60)} min`,
  );
  const load = loadavg()[0] ?? 0;
  if (load > 0.5)
    progress(`Note: the machine is not idle (load average ${load.toFixed(2)}): figures will be lower than on an idle machine.`);

  const server = await startServer({ root: settings.root, env });
  let bare: RunningServer | undefined;
  const recordingFolder = mkdtempSync(join(tmpdir(), "xchangekit-bare-"));
  const giveUp = setTimeout(() => {
    console.error(`The bench took longer than ${limitMs / 1000} s: stopping.`);
    for (const instance of running) instance.stop();
    void Promise.all([server.stop(), bare?.stop()]).finally(() => process.exit(1));
  }, limitMs);
  giveUp.unref();

  try {
    const startMemory = memoryOf(server.pid);
    progress(`Server ${server.origin} (pid ${server.pid}) answering; checking the targets`);
    const homePage = await probe(server.origin, "/home", { ...BROWSER_HEADERS, accept: PAGE_ACCEPT });
    if (homePage.status !== 200) throw new Error(`/home answered ${homePage.status}, not 200`);
    const pageHeaders = { ...BROWSER_HEADERS, accept: PAGE_ACCEPT };
    const assetHeaders = { ...BROWSER_HEADERS, accept: "*/*" };
    const page = (name: string, path: string): Target => ({
      name,
      label: path,
      kind: "page",
      headers: pageHeaders,
      nextPath: () => path,
      dynamic: false,
    });
    const asset = settings.asset ?? biggestScriptOf(settings.root, homePage.body);
    const allTargets: Target[] = [
      { name: "static", label: asset, kind: "asset", headers: assetHeaders, nextPath: () => asset, dynamic: false },
      // The same file asked for without compression: what the server does when it only has to send bytes.
      {
        name: "static-raw",
        label: asset,
        kind: "asset",
        headers: { ...assetHeaders, "accept-encoding": "identity" },
        nextPath: () => asset,
        dynamic: false,
      },
      page("home", "/home"),
      page("pricing", "/pricing"),
      page("post", `/blog/${postSlug}`),
      page("sites-for-sale", "/sites-for-sale"),
      // The sitemap index and the posts' sitemap file, the one that grows with the blog (decision 078).
      page("sitemap-index", SITEMAP_INDEX_PATH),
      page("sitemap-posts", sitemapFilePath(sitemapKindName("post"), 1)),
      {
        name: "search",
        label: "/search?q=<new term>",
        kind: "page",
        headers: pageHeaders,
        nextPath: () => `/search?q=${encodeURIComponent(nextTerm())}`,
        dynamic: true,
      },
    ];
    const targets = allTargets.filter((target) => measured(target.name));
    const checks = new Map<Target, Probe>();
    for (const target of targets) {
      const path = target.nextPath();
      const check = await probe(server.origin, path, target.headers);
      if (check.status !== 200) throw new Error(`${path} answered ${check.status}, not 200`);
      checks.set(target, check);
    }
    // The bare twins: each page's answer as the site just sent it, sent again by a bare node:http server (decision 081).
    const recording: Record<string, Recorded> = {};
    for (const name of twins) {
      const path = targets.find((target) => target.name === name)!.nextPath();
      // Twice: the first request may have been the render, the second is what every visitor gets from the cache.
      await record(server.origin, path, pageHeaders);
      recording[path] = await record(server.origin, path, pageHeaders);
    }
    writeFileSync(join(recordingFolder, "recording.json"), JSON.stringify(recording));
    bare = twins.length ? await startBareServer(join(recordingFolder, "recording.json")) : undefined;
    for (const name of twins) {
      const twinOf = targets.find((target) => target.name === name)!;
      const twin: Target = { ...twinOf, name: `bare-${name}`, label: `${twinOf.label} (bare)`, on: bare! };
      twinOf.twin = twin;
      targets.push(twin);
      checks.set(twin, await probe(bare!.origin, twin.nextPath(), twin.headers));
    }
    if (settings.scale > 1) {
      const copy = await probe(server.origin, `/blog/${postSlug}-2`, BROWSER_HEADERS);
      if (copy.status !== 200)
        throw new Error(
          `The server ignored SAMPLE_DATASET_FILE (/blog/${postSlug}-2 answered ${copy.status}): this checkout lacks the dataset hook`,
        );
    }

    if (settings.warmup > 0) {
      progress(`Warming up: ${settings.warmup} s per target`);
      for (const target of targets) await hammer(target.on ?? server, target, settings.warmup, settings.connections, null);
    }

    const tallies = new Map<Target, Tally>(targets.map((target) => [target, emptyTally()]));
    progress("Timing each target alone");
    const alone = new Map<Target, number>();
    for (const target of targets) alone.set(target, await aloneMs(target.on ?? server, target));
    const logFrom = server.logSize();
    for (let round = 0; round < settings.rounds; round++) {
      // Each round starts one target later, so no target always follows the same one.
      const order = targets.map((_, index) => targets[(index + round) % targets.length] as Target);
      progress(`Round ${round + 1}/${settings.rounds}: ${order.map((target) => target.name).join(", ")}`);
      for (const target of order)
        await hammer(target.on ?? server, target, settings.duration, settings.connections, tallies.get(target) ?? null);
    }

    const besideSearch = besideSearchRuns ? await homeBesideSearch(server, targets, settings, progress) : null;

    const memory = memoryOf(server.pid);
    progress(`Idle for ${IDLE_SECONDS} s: what the server keeps once the load is gone`);
    await new Promise((resolveIdle) => setTimeout(resolveIdle, IDLE_SECONDS * 1000));
    const idleMemory = memoryOf(server.pid);
    const staticTally = tallies.get(targets[0]!)!;
    const outcomes = pageCacheOutcomes(server.log(logFrom), targets);
    const results = targets.map((target) => {
      const reference = {
        static: rateOf(staticTally),
        raw: rateOf(tallies.get(targets[1]!)!),
        staticP99Ms: latencyOf(staticTally).p99Ms,
        bare: target.twin ? rateOf(tallies.get(target.twin)!) : null,
      };
      return summarise(target, tallies.get(target)!, checks.get(target)!, reference, outcomes.get(target), alone.get(target)!);
    });
    const home = results.find((result) => result.name === "home");
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? "unknown",
        node: process.version,
        loadAverageAtStart: Number(load.toFixed(2)),
      },
      checkout: { root: settings.root, commit: checkout },
      settings: {
        scale: settings.scale,
        connections: settings.connections,
        durationSeconds: settings.duration,
        rounds: settings.rounds,
        warmupSeconds: settings.warmup,
        pageCache: settings.pageCache,
      },
      results,
      server: {
        rssAtStartMb: startMemory?.rssMb ?? null,
        rssMb: memory?.rssMb ?? null,
        peakRssMb: memory?.peakRssMb ?? null,
        rssIdleMb: idleMemory?.rssMb ?? null,
      },
      uncachedHomeCpuMs: !settings.pageCache ? (home?.cpuMsPerRequest ?? null) : null,
      besideSearch,
    };

    if (settings.json) {
      console.log(JSON.stringify(report, null, 2));
    } else {
      console.log(
        `\n${report.date.slice(0, 10)}, ${report.machine.cpus} cores (${report.machine.model}), Node ${process.version}; checkout ${checkout}; ` +
          `scale ${settings.scale}×, c=${settings.connections}, ${settings.rounds} rounds × ${settings.duration} s per target${settings.pageCache ? "" : ", page cache off"}\n`,
      );
      console.log(table(results));
      const mb = (value: number | undefined) => (value === undefined ? "?" : value.toFixed(0));
      console.log(
        `\nServer memory: RSS ${mb(startMemory?.rssMb)} MB at start, ${mb(memory?.rssMb)} MB after the run (peak ${mb(memory?.peakRssMb)} MB), ${mb(idleMemory?.rssMb)} MB after ${IDLE_SECONDS} s idle`,
      );
      if (besideSearch)
        console.log(
          `/home at c=${besideSearch.connections}: p99 ${ms(besideSearch.homeAlone.p99Ms)} alone, ${ms(besideSearch.homeBesideSearch.p99Ms)} while ` +
            `new searches run beside it at c=${besideSearch.connections} (their p99 ${ms(besideSearch.search.p99Ms)}; p50s ` +
            `${ms(besideSearch.homeAlone.p50Ms)}, ${ms(besideSearch.homeBesideSearch.p50Ms)}, ${ms(besideSearch.search.p50Ms)})`,
        );
      if (report.uncachedHomeCpuMs !== null)
        console.log(`Uncached render of /home: ${report.uncachedHomeCpuMs.toFixed(1)} ms CPU per request`);
      for (const result of results.filter((row) => row.responses === 0)) {
        console.log(`${result.name}: no request finished within a ${settings.duration} s run at c=${settings.connections}`);
      }
      const failing = results.filter((result) => result.non2xx > 0 || result.errors > 0);
      if (failing.length) console.log(`Some answers failed: ${failing.map((result) => result.name).join(", ")} (see non-2xx / errors)`);
    }
  } catch (error) {
    const log = server.log().trim().split("\n").slice(-10).join("\n");
    if (log) console.error(`Last lines of the server's log:\n${log}`);
    throw error;
  } finally {
    clearTimeout(giveUp);
    await Promise.all([server.stop(), bare?.stop()]);
    rmSync(recordingFolder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error instanceof Error ? error.message : error);
  process.exit(1);
});
