import { afterEach, describe, expect, it, vi } from "vitest";
import { useMockCms, visit } from "../support/loader-harness";
import { freshDatabaseConfig } from "../support/storage-engines";

// The real Sanity transport answered by msw. Every read is stale (TTL 0), so each one refreshes in the background, and
// the refresh's retries do not wait. A CMS wait is cut by the request's deadline (300 ms) or else by CMS_TIMEOUT_MS,
// set past vitest's 30 s test timeout: a request that waits for it instead of its deadline fails its test.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
  process.env.CMS_TIMEOUT_MS = "40000";
  process.env.CMS_REQUEST_DEADLINE_MS = "300";
  process.env.CMS_CACHE_TTL_SECONDS = "0";
});
vi.mock("~/lib/cms/client/retry", () => ({ MAX_RETRIES: 3, MAX_DELAY_MS: 30_000, retryDelayMs: () => 0 }));

const { serve, inject } = useMockCms();
const { sampleDocuments } = await import("~/content/sample");

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const POST = "how-to-launch-a-traffic-exchange-in-48-hours";

/** Routes of every kind: the root (every page's shell), fixed pages, a document's page, the catch-all, the feeds. */
const ROUTES: [path: string, route: string, params?: Record<string, string>][] = [
  ["/home (the root loader)", "~/root"],
  ["/home", "~/routes/_site.home"],
  ["/faq", "~/routes/_site.faq"],
  ["/about", "~/routes/_site.about"],
  ["/blog", "~/routes/_site.blog._index"],
  [`/blog/${POST}`, "~/routes/_site.blog.$slug", { slug: POST }],
  ["/templates/saas", "~/routes/_site.templates.$slug", { slug: "saas" }],
  ["/an-editors-page", "~/routes/_site.$", { "*": "an-editors-page" }],
  ["/sitemap.xml", "~/routes/sitemap[.]xml"],
  ["/sitemaps/post-1.xml", "~/routes/sitemaps.$file", { file: "post-1.xml" }],
  ["/blog/rss.xml", "~/routes/blog.rss[.]xml"],
  ["/robots.txt", "~/routes/robots[.]txt"],
];
const pathOf = (name: string) => name.split(" ")[0]!;

/** The one line that names the likely cause of missing content. */
const missingLines = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"event":"cms.content_missing"'));

async function readyz() {
  const response = await visit("~/routes/readyz", "/readyz");
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), body: (await response.json()) as unknown };
}

async function warmUp() {
  const { warmUp } = await import("~/lib/page-data/readiness.server");
  await warmUp();
}

describe("an empty CMS on a cold start (what a wrong dataset, token or perspective reads)", () => {
  it.each(ROUTES)("%s answers 503 with Retry-After, kept by no cache: not a 404", async (name, route, params) => {
    inject("empty");
    const response = await visit(route, pathOf(name), params);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it.each([
    ["without a read token", undefined, "check SANITY_DATASET; a private dataset also needs SANITY_API_READ_TOKEN"],
    ["with a read token", "a-token", "check SANITY_DATASET, and that SANITY_API_READ_TOKEN may read that dataset"],
  ])("logs one line, %s, naming the project, dataset and perspective and what to check", async (_case, token, check) => {
    if (token) vi.stubEnv("SANITY_API_READ_TOKEN", token);
    inject("empty");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const [name, route, params] of ROUTES) await visit(route, pathOf(name), params);
    await readyz();
    const lines = missingLines(errors);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "error",
      message: expect.stringContaining(`came back empty from project mockproject dataset production with perspective published: ${check}`),
    });
  });

  it("/readyz answers 503, not ready, never cached; pages and /readyz come back once the content is there", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T10:00:00Z") });
    inject("empty");
    await warmUp();
    expect(await readyz()).toEqual({
      status: 503,
      cacheControl: "private, no-store",
      body: { ready: false, content: "missing", warmUp: "done", database: "reachable" },
    });
    serve(sampleDocuments);
    // The CMS is asked again a few seconds later, not on every request.
    vi.setSystemTime(new Date("2026-11-27T10:00:06Z"));
    expect((await visit("~/routes/_site.home", "/home")).status).toBe(200);
    expect(await readyz()).toEqual({ status: 200, cacheControl: "private, no-store", body: { ready: true } });
  });

  it("the error screen says the page's content, not its prices, could not be read", async () => {
    inject("empty");
    const response = await visit("~/routes/_site.home", "/home");
    const { CONTENT_UNAVAILABLE } = await import("~/lib/unavailable");
    expect(await response.text()).toBe(CONTENT_UNAVAILABLE);
  });
});

describe("readiness on a healthy CMS", () => {
  it("/readyz is not ready until the warm-up is done, then 200 { ready: true }", async () => {
    serve(sampleDocuments);
    expect((await visit("~/routes/_site.home", "/home")).status).toBe(200);
    expect(await readyz()).toMatchObject({ status: 503, body: { ready: false, content: "present", warmUp: "running" } });
    await warmUp();
    expect(await readyz()).toEqual({ status: 200, cacheControl: "private, no-store", body: { ready: true } });
  });

  it.each([
    ["an unknown post", "~/routes/_site.blog.$slug", "/blog/no-such-post", { slug: "no-such-post" }],
    ["an unknown editor's page", "~/routes/_site.$", "/no-such-page", { "*": "no-such-page" }],
    ["an unknown template", "~/routes/_site.templates.$slug", "/templates/no-such-template", { slug: "no-such-template" }],
  ])("%s is still a 404", async (_case, route, path, params) => {
    serve(sampleDocuments);
    expect((await visit(route, path, params)).status).toBe(404);
  });
});

describe("the database in readiness (decision 060)", () => {
  it("/readyz answers 503 naming the database when it cannot be reached, the content being there", async () => {
    // Nothing listens on port 9 (discard): the connection is refused.
    vi.stubEnv("DATABASE_URL", "postgres://127.0.0.1:9/x");
    serve(sampleDocuments);
    await warmUp();
    expect(await readyz()).toEqual({
      status: 503,
      cacheControl: "private, no-store",
      body: { ready: false, content: "present", warmUp: "done", database: "unreachable" },
    });
  });

  it("/readyz is ready on a PostgreSQL that answers", async () => {
    const { config, drop } = await freshDatabaseConfig("postgres");
    vi.stubEnv("DATABASE_URL", config.engine === "postgres" ? config.url : "");
    try {
      serve(sampleDocuments);
      await warmUp();
      expect(await readyz()).toEqual({ status: 200, cacheControl: "private, no-store", body: { ready: true } });
    } finally {
      const { closeSiteStorage } = await import("~/lib/storage/storage.server");
      await closeSiteStorage();
      await drop();
    }
  });

  it("/healthz answers 200, never cached, with the database unreachable and the CMS hung", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://127.0.0.1:9/x");
    inject("hang");
    const response = await visit("~/routes/healthz", "/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ alive: true });
  });
});

describe("a warm instance when the CMS starts answering empty (decision 029: a fault, the last good content kept)", () => {
  it("keeps its pages and stays ready", async () => {
    serve(sampleDocuments);
    await warmUp();
    expect((await visit("~/routes/_site.home", "/home")).status).toBe(200);
    inject("empty");
    // Stale (TTL 0): answered from the cache while the refresh meets the empty answer.
    await visit("~/routes/_site.home", "/home");
    const { cms } = await import("~/lib/cms/client/cms.server");
    await cms.settled();
    const after = await visit("~/routes/_site.home", "/home");
    expect(after.status).toBe(200);
    expect(((await after.json()) as { page: { sections: unknown[] } }).page.sections.length).toBeGreaterThan(0);
    expect(await readyz()).toMatchObject({ status: 200, body: { ready: true } });
  });

  it("answers a fixed page it had not read yet with 503, not 404, and logs it once", async () => {
    serve(sampleDocuments);
    await warmUp();
    inject("empty");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (let visitor = 0; visitor < 2; visitor++) {
      const response = await visit("~/routes/_site.faq", "/faq");
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("30");
    }
    const lines = errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"event":"cms.fixed_page_missing"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ slug: "faq" });
  });
});

describe("a hung CMS on a cold start: one deadline per request", () => {
  it("/readyz answers 503 at the request's deadline: content unknown", async () => {
    inject("hang");
    expect(await readyz()).toMatchObject({ status: 503, body: { ready: false, content: "unknown" } });
  });

  it("a page answers from the sample at its own deadline while the warm-up's read of the same content still waits", async () => {
    inject("hang");
    const { warmUp } = await import("~/lib/page-data/readiness.server");
    let warmedUp = false;
    void warmUp().finally(() => (warmedUp = true));
    const response = await visit("~/routes/_site.faq", "/faq");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { page: { title: string } }).page.title).toBeTruthy();
    expect(warmedUp).toBe(false);
  });

  it.each([
    ["/blog/rss.xml", "~/routes/blog.rss[.]xml", "<item>", {}],
    ["/sitemap.xml", "~/routes/sitemap[.]xml", "<sitemap>", {}],
    ["/sitemaps/post-1.xml", "~/routes/sitemaps.$file", "<url>", { file: "post-1.xml" }],
  ])("%s, read on published content even in preview, keeps the request's deadline", async (path, route, entry, params) => {
    inject("hang");
    const response = await visit(route, path, params);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(entry);
  });
});
