import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { posts } from "~/content/sample/posts";
import { FIXED_PAGES } from "~/lib/declarations/fixed-pages";
import { declared } from "~/lib/declarations/content-kinds";
import { parseSitemapFileName } from "~/lib/sitemap";
import { load, useMockCms, visit } from "../support/loader-harness";
import { announcePublish } from "../support/sanity-webhook";
import { readSitemap } from "../support/sitemap-protocol";

// The sitemaps on the real Sanity transport, answered by msw from a copy of the sample the tests change, asked for
// as a visitor's request is: through the entry's handleSiteRequest, so through the page cache.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
  process.env.SANITY_WEBHOOK_SECRET = "webhook-secret";
});

const { serve } = useMockCms();
afterEach(() => vi.unstubAllEnvs());
const SITE = "https://xchangekit.example";
type Loader = (args: LoaderFunctionArgs) => Promise<Response>;

/** GET of a sitemap address as server/app.js hands it over: the request guard, the CMS reads, the page cache, then the route. */
async function get(path: string): Promise<Response> {
  const { handleSiteRequest } = await import("~/entry.server");
  const { loader: index } = (await import("~/routes/sitemap[.]xml")) as { loader: Loader };
  const { loader: file } = (await import("~/routes/sitemaps.$file")) as { loader: Loader };
  return handleSiteRequest(new Request(`http://localhost${path}`), (request) => {
    const name = new URL(request.url).pathname.match(/^\/sitemaps\/([^/]+)$/)?.[1];
    const route = name === undefined ? index : file;
    return route({ request, params: { file: name }, context: {} }).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    });
  });
}

async function sitemapAt(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  return { response, sitemap: readSitemap(await response.text(), SITE) };
}

/** The route module and params that serve a URL of a kind's sitemap, as the declarations say. */
function servedBy(fileName: string, path: string): [route: string, params: Record<string, string>] {
  const { type } = parseSitemapFileName(fileName)!;
  const slug = path.split("/").at(-1)!;
  if (type === "page") {
    const fixed = FIXED_PAGES.find((page) => page.path === path);
    return fixed ? [`~/routes/${fixed.route}`, {}] : ["~/routes/_site.$", { "*": slug }];
  }
  return [`~/routes/${declared(type, "page").route}`, { slug }];
}

describe("sitemap.xml and the sitemap files of each kind", () => {
  it("index a file per kind, and every URL of every file is a page of the site that answers 200 in sample mode", async () => {
    // Sample mode (no project: the local transport), as `npm start` serves the site with no account.
    vi.stubEnv("SANITY_PROJECT_ID", "");
    const { sitemap: index } = await sitemapAt("/sitemap.xml");
    expect(index.root).toBe("sitemapindex");
    const files = index.entries.map((entry) => new URL(entry.loc).pathname);
    expect(files).toEqual([
      "/sitemaps/page-1.xml",
      "/sitemaps/platform-1.xml",
      "/sitemaps/modification-1.xml",
      "/sitemaps/banner-1.xml",
      "/sitemaps/landing-page-1.xml",
      "/sitemaps/site-listing-1.xml",
      "/sitemaps/post-1.xml",
    ]);
    expect(index.entries.every((entry) => entry.lastmod)).toBe(true);

    const paths: string[] = [];
    for (const file of files) {
      const { sitemap } = await sitemapAt(file);
      expect(sitemap.root).toBe("urlset");
      expect(sitemap.entries.length, file).toBeGreaterThan(0);
      for (const { loc, lastmod } of sitemap.entries) {
        expect(lastmod, loc).toBeDefined();
        const path = new URL(loc).pathname;
        paths.push(path);
        const [route, params] = servedBy(file.split("/").at(-1)!, path);
        expect((await visit(route, path, params)).status, `${path} (${route})`).toBe(200);
      }
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/pricing", "/switch-to-xchangekit", "/blog/how-to-launch-a-traffic-exchange-in-48-hours"]),
    );
    // Some seventy pages, each route's modules loaded and its content read for the first time: seconds on an idle
    // machine, half a minute beside other test runs.
  }, 300_000);

  it.each(["/sitemaps/post-2.xml", "/sitemaps/posts-1.xml", "/sitemaps/feature-1.xml", "/sitemaps/post-0.xml", "/sitemaps/post.xml"])(
    "answers 404 for %s, no file the index lists",
    async (path) => {
      serve(sampleDocuments);
      expect((await get(path)).status).toBe(404);
    },
  );

  it("are served from the page cache; a new post's webhook purges the posts' file and the index, not the other kinds'", async () => {
    const documents = sampleDocuments.map((document) => ({ ...document }));
    serve(documents);
    for (const path of ["/sitemap.xml", "/sitemaps/post-1.xml", "/sitemaps/site-listing-1.xml"]) {
      expect((await get(path)).headers.get("X-Page-Cache"), path).toBe("miss");
      expect((await get(path)).headers.get("X-Page-Cache"), path).toBe("hit");
    }
    // Tagged by type: a file of 10,000 documents names no document, so its tags stay short.
    const tags = (await get("/sitemaps/post-1.xml")).headers.get("Cache-Tag")!.split(",");
    expect(tags).toContain("type:post");
    expect(tags.filter((tag) => !tag.startsWith("type:"))).toEqual([]);

    // A marketer publishes a new post: Sanity has it, and says so with the signed webhook.
    const published = posts.find((document) => document.slug.current === "how-to-launch-a-traffic-exchange-in-48-hours")!;
    const post = {
      ...published,
      _id: "post.sitemap-new-post",
      _createdAt: "2026-11-27T09:00:00Z",
      _updatedAt: "2026-11-27T09:30:00Z",
      title: "A Post Published a Minute Ago",
      slug: { _type: "slug", current: "a-post-published-a-minute-ago" },
      publishedAt: "2026-11-27T09:30:00Z",
    };
    documents.push(post);
    expect(await (await get("/sitemaps/post-1.xml")).text(), "the cached file until the webhook").not.toContain(post.slug.current);
    await announcePublish({ _id: post._id, _type: "post" });

    const { response, sitemap } = await sitemapAt("/sitemaps/post-1.xml");
    expect(response.headers.get("X-Page-Cache")).toBe("miss");
    expect(sitemap.entries.at(-1)).toEqual({ loc: `${SITE}/blog/${post.slug.current}`, lastmod: "2026-11-27T09:30:00Z" });
    const { sitemap: index } = await sitemapAt("/sitemap.xml");
    expect(index.entries.find((entry) => entry.loc.endsWith("/sitemaps/post-1.xml"))?.lastmod).toBe("2026-11-27T09:30:00Z");
    expect((await get("/sitemaps/site-listing-1.xml")).headers.get("X-Page-Cache")).toBe("hit");
  });
});

describe("the /sitemap page", () => {
  type PagedList = {
    key: string;
    entries: { title: string; path: string }[];
    pagination: { page: number; pageCount: number; next: string | null; previous: string | null };
  };
  type SitemapPageData = { children: Record<string, PagedList[]>; listings: PagedList; otherPages: PagedList };

  /** The sample with 60 published posts more than it has. */
  function withManyPosts() {
    const extra = Array.from({ length: 60 }, (_, index) => ({
      ...posts[0]!,
      _id: `post.many-${index}`,
      title: `Extra Post ${String(index).padStart(2, "0")}`,
      slug: { _type: "slug", current: `extra-post-${index}` },
    }));
    serve([...sampleDocuments, ...extra]);
  }

  it("shows a long kind's list a page at a time, with links to its other pages that need no JavaScript", async () => {
    withManyPosts();
    const { loader } = await import("~/routes/_site.sitemap");
    const first = await load<SitemapPageData>(loader, "/sitemap");
    const [postList] = first.children["/blog"]!;
    expect(postList!.key).toBe("post");
    expect(postList!.entries).toHaveLength(50);
    expect(postList!.pagination).toMatchObject({ page: 1, pageCount: 2, previous: null, next: "/sitemap?post=2" });
    // The other lists stay whole and on their first page.
    expect(first.listings.pagination.pageCount).toBe(1);

    const second = await load<SitemapPageData>(loader, "/sitemap?post=2&site-listing=1");
    const [rest] = second.children["/blog"]!;
    expect(rest!.entries.length).toBeGreaterThan(0);
    expect(rest!.entries.length).toBeLessThanOrEqual(50);
    expect([...postList!.entries, ...rest!.entries].map((entry) => entry.path)).toHaveLength(
      new Set([...postList!.entries, ...rest!.entries].map((entry) => entry.path)).size,
    );
    expect(rest!.pagination).toMatchObject({ page: 2, pageCount: 2, previous: "/sitemap", next: null });
  });

  it.each(["/sitemap?post=abc", "/sitemap?post=0", "/sitemap?post=-1"])("shows the first page for %s", async (path) => {
    withManyPosts();
    const { loader } = await import("~/routes/_site.sitemap");
    expect((await load<SitemapPageData>(loader, path)).children["/blog"]![0]!.pagination.page).toBe(1);
  });

  it("shows the last page for a page past the end", async () => {
    withManyPosts();
    const { loader } = await import("~/routes/_site.sitemap");
    expect((await load<SitemapPageData>(loader, "/sitemap?post=99")).children["/blog"]![0]!.pagination.page).toBe(2);
  });
});
