import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type * as RemixReact from "@remix-run/react";
import { describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { useMockCms } from "../support/loader-harness";
import { announcePublish } from "../support/sanity-webhook";

// The real Sanity transport, answered by msw from the sample dataset (or a copy the test changes).
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
  process.env.SANITY_API_READ_TOKEN = "read-token";
  process.env.SANITY_WEBHOOK_SECRET = "webhook-secret";
});

const { serve } = useMockCms();

const ORIGIN = "http://localhost";
/** Headers that describe one transfer or say where the answer came from, not the page. */
const TRANSFER_HEADERS = new Set(["etag", "vary", "content-length", "x-page-cache"]);

/**
 * The site with the routes of /search, as server/app.js runs it: `shell(path)` through the entry's
 * `handleSiteRequest` (page cache and search shell), `full(path)` straight through Remix, the page cache off, with a
 * visitor's reads and privacy mark. `rendered` lists every address Remix rendered.
 */
async function searchSite() {
  const entry = await import("~/entry.server");
  const { withRequestContentReads } = await import("~/lib/preview/request-reads.server");
  const { withRequestPrivacy } = await import("~/lib/core/request-privacy.server");
  const routes = {
    root: { id: "root", path: "", module: await import("~/root") },
    "routes/_site": { id: "routes/_site", parentId: "root", module: await import("~/routes/_site") },
    "routes/_site.search": {
      id: "routes/_site.search",
      parentId: "routes/_site",
      path: "search",
      module: await import("~/routes/_site.search"),
    },
  };
  const manifestRoutes = Object.fromEntries(
    Object.values(routes).map(({ module: _module, ...route }) => [
      route.id,
      {
        ...route,
        module: `/build/${route.id}.js`,
        imports: [],
        hasLoader: route.id !== "routes/_site",
        hasAction: false,
        hasErrorBoundary: true,
      },
    ]),
  );
  const build = {
    mode: "production",
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/build/manifest.js",
      version: "test",
    },
    entry: { module: entry },
    routes,
    isSpaMode: false,
  } as unknown as ServerBuild;
  const remix = createRequestHandler(build, "production");
  const rendered: string[] = [];
  const render = (request: Request) => {
    rendered.push(new URL(request.url).search);
    return remix(request);
  };
  return {
    rendered,
    shell: (path: string) => entry.handleSiteRequest(new Request(`${ORIGIN}${path}`), render),
    full: (path: string) => withRequestPrivacy(() => withRequestContentReads(undefined, () => remix(new Request(`${ORIGIN}${path}`)))),
  };
}

async function page(response: Response) {
  const headers = [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name));
  return { status: response.status, headers, html: await response.text() };
}

async function expectSameAsFullRender(site: Awaited<ReturnType<typeof searchSite>>, path: string) {
  const { inlineScriptHashes } = await import("~/lib/security/content-security-policy.server");
  const answered = await page(await site.shell(path));
  expect(answered).toEqual(await page(await site.full(path)));
  // Every inline script the page runs is allowed by its hash, the data script's (which changes per term) too.
  const policy = answered.headers.find(([name]) => name === "content-security-policy")![1];
  const hashes = inlineScriptHashes(answered.html);
  expect(hashes.length).toBeGreaterThan(1);
  for (const hash of hashes) expect(policy).toContain(hash);
  return answered.html;
}

const TERMS = [
  "captcha",
  "xylophone",
  "<script>alert(1)</script>",
  `"quoted" 'single' & more`,
  "café ✓ 日本 Ünïcode",
  "a\\b",
  "surf ".repeat(60),
];

describe("the search shell", () => {
  it("answers new terms byte for byte as a full render, rendering the page once for all of them", async () => {
    const { SHELL_SEARCH } = await import("~/lib/search-shell/search-shell.server");
    const site = await searchSite();
    for (const term of TERMS) {
      const html = await expectSameAsFullRender(site, `/search?q=${encodeURIComponent(term)}`);
      expect(html).toContain('data-testid="search-summary"');
    }
    // The address as asked, spaces as `+` and letters escaped, is the form's action and is kept as sent.
    await expectSameAsFullRender(site, "/search?q=surf+r%61tios");
    expect(await (await site.shell("/search?q=captcha")).text()).toContain("Click-to-verify CAPTCHA");
    // Remix rendered only the shell's page (the full renders above do not go through `render`).
    expect(site.rendered).toEqual([SHELL_SEARCH]);
  });

  it("leaves to a full render what it cannot answer: no words, more parameters, another page", async () => {
    const site = await searchSite();
    await site.shell("/search?q=captcha");
    for (const path of ["/search?q=", "/search?q=%21%21", "/search?q=surf&page=2", "/search?q=a&q=b", "/search"]) {
      site.rendered.length = 0;
      expect(await page(await site.shell(path))).toEqual(await page(await site.full(path)));
      expect(site.rendered).toEqual([new URL(path, ORIGIN).search]);
    }
  });

  it("is cut again once content it shows is published: the new heading and hits, never the old ones", async () => {
    const documents = sampleDocuments.map((document) => ({ ...document }));
    serve(documents);
    const site = await searchSite();
    await expectSameAsFullRender(site, "/search?q=captcha");
    const searchPage = documents.findIndex((document) => document._id === "page.search");
    const feature = documents.findIndex((document) => "name" in document && document.name === "Click-to-verify CAPTCHA");
    expect([searchPage, feature]).not.toContain(-1);
    const featureId = documents[feature]!._id;
    // The page's share card names its title: described once per published version, never the old one after a publish.
    const { shareCardUrl } = await import("~/lib/share-card/card-url.server");
    const cardSignature = (title: string) => new URLSearchParams(shareCardUrl({ title }).split("?")[1]).get("sig")!;
    const searchDocument = documents[searchPage] as (typeof documents)[number] & { seo: { title: string } };
    const oldCard = cardSignature(searchDocument.seo.title.replace(/\s+\|\s+[^|]+$/, ""));
    expect(await (await site.shell("/search?q=surf")).text()).toContain(oldCard);
    documents[searchPage] = {
      ...searchDocument,
      heading: "Find anything on XchangeKit",
      seo: { ...searchDocument.seo, title: "Find Features, Answers and Guides | XchangeKit" },
    } as never;
    documents[feature] = { ...documents[feature]!, name: "Press-to-verify CAPTCHA" } as never;
    await announcePublish({ _id: "page.search", _type: "page" });
    await announcePublish({ _id: featureId, _type: "feature" });
    // The new version's index built (until then the previous one answers, privately: a full render).
    const { withRequestContentReads } = await import("~/lib/preview/request-reads.server");
    const { fetchContent } = await import("~/lib/page-data/cms-reads.server");
    const { searchDocumentsQuery } = await import("~/lib/cms/queries/search");
    const { siteSearch } = await import("~/lib/search-index.server");
    const searchable = await withRequestContentReads(undefined, () => fetchContent(searchDocumentsQuery));
    await siteSearch.built(searchable, { published: true });

    const html = await expectSameAsFullRender(site, "/search?q=captcha%20verify");
    expect(html).toContain("Find anything on XchangeKit");
    expect(html).toContain("Press-to-verify CAPTCHA");
    expect(html).not.toContain("Click-to-verify CAPTCHA");
    expect(html).toContain(cardSignature("Find Features, Answers and Guides"));
    expect(html).not.toContain(oldCard);
    expect(site.rendered.filter((search) => search.startsWith("?q=%7A"))).toHaveLength(2);
  });

  it("does not depend on whether the scroll restoration's key holds the address", async () => {
    vi.doMock("@remix-run/react", async (importOriginal) => {
      const remix = await importOriginal<typeof RemixReact>();
      const { createElement } = await import("react");
      const keyedByAddress: typeof remix.ScrollRestoration = (props) =>
        createElement(remix.ScrollRestoration, { getKey: (location) => `${location.pathname}${location.search}`, ...props });
      return { ...remix, ScrollRestoration: keyedByAddress };
    });
    try {
      const site = await searchSite();
      for (const term of ["captcha", '<b>&amp;</b> \\ "', "日本"]) {
        const html = await expectSameAsFullRender(site, `/search?q=${encodeURIComponent(term)}`);
        expect(html).toContain(JSON.stringify(`/search?q=${encodeURIComponent(term)}`));
      }
      expect(site.rendered).toHaveLength(1);
    } finally {
      vi.doUnmock("@remix-run/react");
    }
  });
});
