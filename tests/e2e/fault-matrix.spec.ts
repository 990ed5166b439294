import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { MOCKS_FAULTS } from "../mocks/cms-faults";
import { inBatches, sendRaw, type RawResponse } from "./raw-request";
import { startOwnServer, type OwnServer } from "./own-server";
import { followSitemaps } from "./sitemaps";

/**
 * The CMS fault matrix on whole servers of the production build (docs/security.md): every page of the sitemap and the
 * site's other GET routes, while Sanity (answered by msw, tests/mocks/dev-preload.ts) meets each fault of
 * tests/mocks/cms-faults.ts, on a cold start (a server that never read good content) and warm (after it did).
 * Cold: never a 5xx but a 503 that says when to come back and is kept by no cache, never a 404 for a page that exists.
 * Warm: every route answers as it did before the fault (the last good content is kept).
 */

const PRELOAD = "./tests/mocks/dev-preload.ts";
/** Routes besides the sitemap's pages: feeds, files, search, the funnel with a package, an endpoint a page calls. */
const OTHER_ROUTES = [
  "/robots.txt",
  "/sitemap.xml",
  "/blog/rss.xml",
  "/search?q=traffic",
  "/order-funnel?tier=script-only",
  "/api/form-token?form=support",
];
const FAULT_MODES = Object.keys(MOCKS_FAULTS) as (keyof typeof MOCKS_FAULTS)[];

type Answers = Map<string, RawResponse>;

async function answersOf(server: OwnServer, routes: readonly string[]): Promise<Answers> {
  const responses = await inBatches(routes, 8, (path) => sendRaw(server.origin, { path }));
  return new Map(routes.map((path, index) => [path, responses[index]!]));
}

/** What is wrong with a cold server's answer to `path`, if anything. */
function coldProblem(path: string, response: RawResponse, pages: ReadonlySet<string>): string | null {
  if (response.status === 503) {
    if (!response.headers["retry-after"]) return "503 without Retry-After";
    if (!/no-store/.test(String(response.headers["cache-control"]))) return `503 kept by caches: ${response.headers["cache-control"]}`;
    return null;
  }
  if (response.status >= 500) return `answered ${response.status}`;
  if (pages.has(path) && response.status === 404) return "a page that exists answered 404";
  return null;
}

let routes: string[];
let pages: Set<string>;

/** The routes, read from a healthy server of the same secrets (a share card's address is signed). */
test.beforeAll(async () => {
  const sample = await startOwnServer();
  try {
    const sitemaps = await followSitemaps(async (path) => (await sendRaw(sample.origin, { path })).body);
    // The sitemap files exist as the pages do: a fault never makes one a 404 either.
    pages = new Set([...sitemaps.pages, ...sitemaps.files]);
    const post = await sendRaw(sample.origin, { path: [...pages].find((path) => path.startsWith("/blog/"))! });
    const shareCard = new URL(/<meta property="og:image" content="([^"]+)"/.exec(post.body)![1]!.replaceAll("&amp;", "&"));
    routes = [...pages, ...OTHER_ROUTES, `${shareCard.pathname}${shareCard.search}`];
  } finally {
    await sample.stop();
  }
  expect(pages.size).toBeGreaterThan(60);
});

/** Every route's status, as `path: status`, for a readable diff. */
const statuses = (answers: Answers) => [...answers].map(([path, response]) => `${path}: ${response.status}`);

for (const mode of FAULT_MODES) {
  const fault = MOCKS_FAULTS[mode];

  test(`cold start, the CMS ${fault}: no 5xx but a 503 to come back to, no page gone`, async () => {
    test.setTimeout(300_000);
    const cold = await startOwnServer({ preload: PRELOAD, env: { MOCKS: mode } });
    try {
      const answers = await answersOf(cold, routes);
      const problems = [...answers].flatMap(([path, response]) => {
        const problem = coldProblem(path, response, pages);
        return problem ? [`${path}: ${problem}`] : [];
      });
      expect(problems).toEqual([]);
      const readiness = await sendRaw(cold.origin, { path: "/readyz" });
      if (mode === "empty") {
        // Content the site cannot do without is missing: every page says so, and the load balancer sends nobody here.
        expect([...pages].filter((path) => answers.get(path)!.status !== 503)).toEqual([]);
        expect(readiness.status).toBe(503);
      } else {
        expect([200, 503]).toContain(readiness.status);
      }
    } finally {
      await cold.stop();
    }
  });

  test(`warm, then the CMS ${fault}: every route answers as before`, async () => {
    // Three passes over every route with no cache at all: 2 minutes was not enough beside other work (load 15-20).
    test.setTimeout(300_000);
    const faultFile = join(tmpdir(), `xchangekit-fault-${process.pid}-${mode}-${Date.now()}`);
    writeFileSync(faultFile, "none");
    // Every CMS read is due for a refresh at once and no page is kept, so every request reads through the CMS client.
    const warm = await startOwnServer({
      preload: PRELOAD,
      env: { MOCKS: "true", MOCKS_FAULT_FILE: faultFile, CMS_CACHE_TTL_SECONDS: "0", PAGE_CACHE_MB: "0" },
    });
    try {
      const healthy = await answersOf(warm, routes);
      expect(statuses(healthy).filter((line) => !line.endsWith(": 200"))).toEqual([]);
      writeFileSync(faultFile, mode);
      // The first pass starts a refresh of every read, which meets the fault; the second reads what that left.
      for (let pass = 1; pass <= 2; pass++) expect(statuses(await answersOf(warm, routes))).toEqual(statuses(healthy));
      expect((await sendRaw(warm.origin, { path: "/readyz" })).status).toBe(200);
    } finally {
      await warm.stop();
      rmSync(faultFile, { force: true });
    }
  });
}
