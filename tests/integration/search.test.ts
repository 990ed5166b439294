import { describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { DRAFT_POST_TITLE } from "~/content/sample/drafts";
import { SEARCH_PAGE_SIZE, SUMMARY_LENGTH } from "~/lib/search";
import { SANITY_QUERY_URL } from "../mocks/sanity";
import { load, queriesDuring, useMockCms } from "../support/loader-harness";
import { withPrivacyMark } from "../support/privacy-mark";

// The real Sanity transport, answered by msw from the sample dataset (or a copy the test changes).
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
  process.env.SANITY_API_READ_TOKEN = "read-token";
});

const { server, serve } = useMockCms();

interface SearchData {
  query: string;
  searched: boolean;
  results: {
    groups: { kind: string; label: string; hits: { title: string; summary: string | null; href: string }[] }[];
    total: number;
    pagination: { page: number; pageCount: number; previous: string | null; next: string | null };
  };
}

async function search(path: string): Promise<SearchData> {
  const { loader } = await import("~/routes/_site.search");
  return load<SearchData>(loader, path);
}

const hitTitles = (data: SearchData) => data.results.groups.flatMap((group) => group.hits.map((hit) => hit.title));
const groupOf = (data: SearchData, label: string) => data.results.groups.find((group) => group.label === label);

/** How many requests reached the (mocked) Sanity API while `run` ran. */
const requestsDuring = async (run: () => Promise<unknown>) => (await queriesDuring(server, run)).length;

describe("/search loader", () => {
  it("finds each kind, ranked, by prefix and with a typo, every word required", async () => {
    const captcha = await search("/search?q=captcha");
    expect(captcha.searched).toBe(true);
    expect(groupOf(captcha, "Features")?.hits[0]).toEqual({
      title: "Click-to-verify CAPTCHA",
      summary: expect.any(String),
      href: "/features?q=Click-to-verify+CAPTCHA",
    });
    expect(hitTitles(await search("/search?q=captch"))).toEqual(hitTitles(captcha));
    expect(hitTitles(await search("/search?q=captca"))).toEqual(hitTitles(captcha));
    expect(groupOf(await search("/search?q=vpn"), "FAQ")?.hits[0]?.title).toContain("VPN");
    expect(groupOf(await search("/search?q=surfdrift"), "Sites for sale")?.hits).toEqual([
      expect.objectContaining({ title: "SurfDrift Traffic Exchange", href: "/site/surfdrift" }),
    ]);
    expect(groupOf(await search("/search?q=48%20hours"), "Blog articles")?.hits[0]?.title).toBe(
      "How to Launch a Traffic Exchange in 48 Hours: A Step-by-Step Plan",
    );
    // Every word must match: a word found nowhere leaves nothing.
    expect((await search("/search?q=captcha%20xylophone")).results.total).toBe(0);
    expect((await search("/search?q=xylophone%20quasar")).results).toMatchObject({
      groups: [],
      total: 0,
      pagination: { page: 1, pageCount: 1 },
    });
  });

  it("reads the CMS once per content version, not once per term", async () => {
    await search("/search?q=captcha");
    expect(await requestsDuring(() => search("/search?q=refund"))).toBe(0);
    expect(await requestsDuring(() => search("/search?q=hosting"))).toBe(0);
    expect(await requestsDuring(() => search("/search?q=surf%20ratios"))).toBe(0);
  });

  it("pages 20 hits at a time, with the total on every page, and shows only the page's hits with short summaries", async () => {
    const first = await search("/search?q=surf");
    const { total } = first.results;
    const { pageCount } = first.results.pagination;
    expect(total).toBeGreaterThan(2 * SEARCH_PAGE_SIZE);
    expect(pageCount).toBe(Math.ceil(total / SEARCH_PAGE_SIZE));
    expect(hitTitles(first)).toHaveLength(SEARCH_PAGE_SIZE);
    for (const hit of first.results.groups.flatMap((group) => group.hits)) {
      expect(Object.keys(hit).sort()).toEqual(["href", "summary", "title"]);
      expect(hit.summary?.length ?? 0).toBeLessThanOrEqual(SUMMARY_LENGTH);
    }

    const second = await search("/search?q=surf&page=2");
    expect(second.results).toMatchObject({ total, pagination: { page: 2, pageCount, previous: "/search?q=surf" } });
    expect(hitTitles(second)).toHaveLength(SEARCH_PAGE_SIZE);
    expect(hitTitles(second).filter((title) => hitTitles(first).includes(title))).toEqual([]);

    const last = await search(`/search?q=surf&page=${pageCount}`);
    expect(hitTitles(last)).toHaveLength(total - (pageCount - 1) * SEARCH_PAGE_SIZE);
  });

  it.each([
    ["past the last page", "999", "last"],
    ["beyond the largest page number", "10000000", 1],
    ["zero", "0", 1],
    ["negative", "-2", 1],
    ["not a number", "two", 1],
    ["a fraction", "1.5", 1],
    ["empty", "", 1],
  ] as const)("answers 200 for a page number %s (%s)", async (_case, page, shown) => {
    const data = await search(`/search?q=surf&page=${encodeURIComponent(page)}`);
    expect(data.results.pagination.page).toBe(shown === "last" ? data.results.pagination.pageCount : shown);
    expect(hitTitles(data).length).toBeGreaterThan(0);
  });

  it("is ready before the first visitor searches: the warm-up at start builds the index", async () => {
    const { warmUp } = await import("~/lib/page-data/readiness.server");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await warmUp();
    expect(log.mock.calls.filter(([line]) => String(line).includes('"event":"search.index_built"'))).toHaveLength(1);
    // The first search finds the index built: only the search page's own document is read, nothing is built.
    expect(await requestsDuring(() => search("/search?q=captcha"))).toBe(1);
    expect(log.mock.calls.filter(([line]) => String(line).includes('"event":"search.index_built"'))).toHaveLength(1);
  });

  it("answers a blank query with no results and no CMS read of the documents", async () => {
    const data = await search("/search?q=%20%20&page=3");
    expect(data).toMatchObject({ searched: false, results: { groups: [], total: 0, pagination: { page: 1 } } });
  });

  it("builds a new index after a publish, answering from the old one until the new one is ready", async () => {
    const documents = sampleDocuments.map((document) => ({ ...document }));
    serve(documents);
    const errors = vi.spyOn(console, "error");
    const builds = () => errors.mock.calls.filter(([line]) => String(line).includes('"search.index_built"')).length;
    const { cms } = await import("~/lib/cms/client/cms.server");
    const { searchDocumentsQuery } = await import("~/lib/cms/queries/search");
    const { siteSearch } = await import("~/lib/search-index.server");

    expect(hitTitles(await search("/search?q=surfdrift"))).toEqual(["SurfDrift Traffic Exchange"]);
    await search("/search?q=captcha");
    expect(builds()).toBe(1);

    // The listing is renamed and published.
    const index = documents.findIndex((document) => document._id === "siteListing.surfdrift");
    documents[index] = { ...documents[index]!, title: "WaveRider Traffic Exchange" };
    expect(cms.purge({ _id: "siteListing.surfdrift", _type: "siteListing" })).toBeGreaterThan(0);

    // The next search reads the new content; its index is built in the background, the old one answers,
    // and that answer (page or loader data) is kept by no cache: the request is marked private.
    const { loader } = await import("~/routes/_site.search");
    const ask = (path: string) =>
      withPrivacyMark(() => loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} }));
    const meanwhile = await ask("/search?q=surfdrift");
    expect(meanwhile.privacy?.reasons).toEqual(["previous search index"]);
    expect(hitTitles((await meanwhile.result.json()) as SearchData)).toEqual(["SurfDrift Traffic Exchange"]);
    await siteSearch.built(await cms.fetch(searchDocumentsQuery), { published: true });
    expect(builds()).toBe(2);
    const current = await ask("/search?q=waverider");
    expect(current.privacy).toBeNull();
    expect(hitTitles((await current.result.json()) as SearchData)).toEqual(["WaveRider Traffic Exchange"]);
    // Its description still names SurfDrift.
    expect(hitTitles(await search("/search?q=surfdrift"))).toEqual(["WaveRider Traffic Exchange"]);
    expect(builds()).toBe(2);
  });

  it("in preview, searches the drafts with their own index; visitors never find a draft", async () => {
    const { withContentReads } = await import("~/lib/cms/client/read-context.server");
    const preview = () => ({ perspective: "drafts" as const, dependencies: new Set<string>() });
    const query = "/search?q=first%2030%20days%20week-by-week";
    expect(hitTitles(await search(query))).not.toContain(DRAFT_POST_TITLE);
    const previewed = await withContentReads(preview(), () => search(query));
    expect(groupOf(previewed, "Blog articles")?.hits.map((hit) => hit.title)).toContain(DRAFT_POST_TITLE);
    expect(hitTitles(await search(query))).not.toContain(DRAFT_POST_TITLE);
  });

  it("fails over to the sample like any marketing read when the CMS is down on a cold start", async () => {
    const { http, HttpResponse } = await import("msw");
    server.use(http.all(SANITY_QUERY_URL, () => HttpResponse.json({ error: "Internal Server Error" }, { status: 500 })));
    expect(hitTitles(await search("/search?q=surfdrift"))).toEqual(["SurfDrift Traffic Exchange"]);
  });
});
