import type { LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SANITY_QUERY_URL } from "../mocks/sanity";
import { useMockCms } from "../support/loader-harness";

// The real Sanity transport answered by msw; every read is stale (TTL 0), so each one refreshes in the
// background, and the refresh's retries do not wait (the retry delays are tested in tests/unit/cms-client.test.ts).
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.CMS_TIMEOUT_MS = "200";
  process.env.CMS_REQUEST_DEADLINE_MS = "300";
  process.env.CMS_CACHE_TTL_SECONDS = "0";
});
vi.mock("~/lib/cms/client/retry", () => ({ MAX_RETRIES: 3, MAX_DELAY_MS: 30_000, retryDelayMs: () => 0 }));

const { serve, server } = useMockCms();
const { sampleDocuments } = await import("~/content/sample");

/** What Sanity answers in each fault: a private dataset read with a bad token answers empty results. */
const FAULTS = {
  refused: () => HttpResponse.error(),
  "HTTP 500": () => HttpResponse.json({ error: "Internal Server Error" }, { status: 500 }),
  hang: () => new Promise<never>(() => undefined),
  "malformed JSON": () => new HttpResponse('{"result": [', { headers: { "Content-Type": "application/json" } }),
  "schema-invalid": () => HttpResponse.json({ ms: 1, result: [{ _id: "junk.1", _type: "junk", title: 42, price: "free" }] }),
  empty: (query: string) => HttpResponse.json({ ms: 1, result: /\]\s*\[0\]|\[0\]\s*\{/.test(query) ? null : [] }),
} satisfies Record<string, (query: string) => Response | Promise<never>>;
type Fault = keyof typeof FAULTS;

/** From now on every query meets the fault. */
function inject(fault: Fault) {
  const answer = async ({ request }: { request: Request }) => {
    const query =
      request.method === "GET"
        ? (new URL(request.url).searchParams.get("query") ?? "")
        : (((await request.clone().json()) as { query?: string }).query ?? "");
    return FAULTS[fault](query);
  };
  server.use(http.get(SANITY_QUERY_URL, answer), http.post(SANITY_QUERY_URL, answer));
}

type Loader = (args: LoaderFunctionArgs) => Promise<Response>;

/** Runs a loader as a visitor's request does (with its CMS deadline); a thrown Response is its answer. */
async function visit(route: string, path: string, params: Record<string, string> = {}) {
  const { withRequestContentReads } = await import("~/lib/preview/request-reads.server");
  const { loader } = (await import(route)) as { loader: Loader };
  return withRequestContentReads(undefined, () =>
    loader({ request: new Request(`http://localhost${path}`), params, context: {} }).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }),
  );
}

/** The pages checked, and what shows that a page kept its content. */
const PAGES = [
  { name: "/home", route: "~/routes/_site.home", path: "/home", commerce: false, kept: (data: any) => data.page.sections.length > 0 },
  { name: "/pricing", route: "~/routes/_site.pricing", path: "/pricing", commerce: true, kept: (data: any) => data.tiers.length === 6 },
  {
    name: "a post",
    route: "~/routes/_site.blog.$slug",
    path: "/blog/how-to-launch-a-traffic-exchange-in-48-hours",
    params: { slug: "how-to-launch-a-traffic-exchange-in-48-hours" },
    commerce: false,
    kept: (data: any) => data.post.title.length > 0,
  },
  {
    name: "/sites-for-sale",
    route: "~/routes/_site.sites-for-sale",
    path: "/sites-for-sale",
    // Listings are marketing content (docs/architecture.md, Fallback policy): the sample's may show.
    commerce: false,
    kept: (data: any) => data.listings.length > 0,
  },
  {
    name: "the order funnel",
    route: "~/routes/_site.order-funnel",
    path: "/order-funnel",
    commerce: true,
    kept: (data: any) => data.catalog.tiers.length === 6,
  },
];

describe.each(Object.keys(FAULTS) as Fault[])("the CMS answers with a fault: %s", (fault) => {
  it.each(PAGES)("warm: $name keeps the last good content through the refresh that meets it", async (page) => {
    serve(sampleDocuments);
    const first = await visit(page.route, page.path, page.params);
    expect(first.status).toBe(200);
    inject(fault);
    // This read is stale: it answers from the cache and refreshes in the background, which meets the fault.
    await visit(page.route, page.path, page.params);
    const { cms } = await import("~/lib/cms/client/cms.server");
    await cms.settled();
    const after = await visit(page.route, page.path, page.params);
    expect(after.status).toBe(200);
    expect(page.kept(await after.json())).toBe(true);
  });

  it.each(PAGES)("cold: $name answers from the sample, or 503 where it shows prices; never a 5xx otherwise", async (page) => {
    inject(fault);
    const response = await visit(page.route, page.path, page.params);
    if (fault === "empty") {
      // Nothing to compare with: an empty answer may be the truth (a new dataset), so no fallback hides it.
      expect(response.status).toBeLessThan(500);
      return;
    }
    if (page.commerce) {
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("30");
    } else {
      expect(response.status).toBe(200);
      expect(page.kept(await response.json())).toBe(true);
    }
  });
});
