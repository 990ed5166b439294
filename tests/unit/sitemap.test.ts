import { describe, expect, it } from "vitest";
import { SITEMAP_TYPES, type SitemapIndexData } from "~/lib/cms/queries/sitemap";
import {
  parseSitemapFileName,
  renderRobotsTxt,
  renderSitemapIndexXml,
  renderSitemapXml,
  SITEMAP_FILE_SIZE,
  sitemapFiles,
  sitemapFileUrls,
  sitemapKindName,
} from "~/lib/sitemap";
import { readSitemap } from "../support/sitemap-protocol";

const SITE = "https://xchangekit.example";

/** The index's input: `counts` documents of each type named, every one changed at `at(index)`. */
function changes(counts: Partial<Record<(typeof SITEMAP_TYPES)[number], number>>, at = (_index: number) => "2026-11-20T10:00:00Z") {
  return Object.fromEntries(
    SITEMAP_TYPES.map((type) => [type, Array.from({ length: counts[type] ?? 0 }, (_, index) => at(index))]),
  ) as SitemapIndexData;
}

describe("the sitemap files' names", () => {
  it("name each kind with a sitemap in lowercase words, and read back to the kind and page", () => {
    expect(sitemapKindName("siteListing")).toBe("site-listing");
    expect(sitemapKindName("landingPage")).toBe("landing-page");
    for (const type of SITEMAP_TYPES) {
      expect(parseSitemapFileName(`${sitemapKindName(type)}-1.xml`)).toEqual({ type, page: 1 });
      expect(parseSitemapFileName(`${sitemapKindName(type)}-12.xml`)).toEqual({ type, page: 12 });
    }
  });

  it.each([
    "post-0.xml",
    "post-01.xml",
    "post-1234567.xml",
    "post.xml",
    "post-1.xml.gz",
    "post-1",
    "Post-1.xml",
    "posts-1.xml",
    "feature-1.xml",
    "pricing-tier-1.xml",
    "siteListing-1.xml",
    "..%2Fpost-1.xml",
    "post-1.xml\n",
    "",
  ])("refuse %j", (name) => {
    expect(parseSitemapFileName(name)).toBeNull();
  });
});

describe("the sitemap index", () => {
  it("has one file per kind up to 10,000 documents, and a file more for each 10,000 beyond", () => {
    expect(SITEMAP_FILE_SIZE).toBe(10_000);
    const files = sitemapFiles(changes({ post: SITEMAP_FILE_SIZE, siteListing: SITEMAP_FILE_SIZE + 1, page: 2 * SITEMAP_FILE_SIZE + 5 }));
    expect(files.map((file) => file.path)).toEqual([
      "/sitemaps/page-1.xml",
      "/sitemaps/page-2.xml",
      "/sitemaps/page-3.xml",
      "/sitemaps/site-listing-1.xml",
      "/sitemaps/site-listing-2.xml",
      "/sitemaps/post-1.xml",
    ]);
  });

  it("lists no file for a kind with no documents", () => {
    expect(sitemapFiles(changes({}))).toEqual([]);
    expect(sitemapFiles(changes({ banner: 1 })).map((file) => file.path)).toEqual(["/sitemaps/banner-1.xml"]);
  });

  it("dates each file by the newest change among its own documents", () => {
    // The first page's documents changed in 2025, except one; the second page's newest changed on 2026-11-27.
    const at = (index: number) =>
      index === 42 ? "2026-03-01T08:30:15.123Z" : index === SITEMAP_FILE_SIZE + 3 ? "2026-11-27T17:00:00Z" : "2025-01-01T00:00:00Z";
    const files = sitemapFiles(changes({ post: SITEMAP_FILE_SIZE + 10 }, at));
    expect(files).toEqual([
      { path: "/sitemaps/post-1.xml", lastmod: "2026-03-01T08:30:15Z" },
      { path: "/sitemaps/post-2.xml", lastmod: "2026-11-27T17:00:00Z" },
    ]);
  });

  it("leaves lastmod out when no document of a file has a time (the protocol makes it optional)", () => {
    expect(sitemapFiles(changes({ post: 2 }, () => "not a time"))).toEqual([{ path: "/sitemaps/post-1.xml", lastmod: null }]);
  });

  it("is a valid <sitemapindex> of absolute URLs on the site's origin", () => {
    const files = sitemapFiles(changes({ post: 3, page: SITEMAP_FILE_SIZE + 1 }));
    const index = readSitemap(renderSitemapIndexXml(files, SITE), SITE);
    expect(index.root).toBe("sitemapindex");
    expect(index.entries).toEqual([
      { loc: `${SITE}/sitemaps/page-1.xml`, lastmod: "2026-11-20T10:00:00Z" },
      { loc: `${SITE}/sitemaps/page-2.xml`, lastmod: "2026-11-20T10:00:00Z" },
      { loc: `${SITE}/sitemaps/post-1.xml`, lastmod: "2026-11-20T10:00:00Z" },
    ]);
  });

  it("is valid with no file at all", () => {
    expect(readSitemap(renderSitemapIndexXml([], SITE), SITE)).toEqual({ root: "sitemapindex", entries: [] });
  });
});

describe("a sitemap file", () => {
  it("lists each document at its own page's address with its last change", () => {
    const urls = sitemapFileUrls("post", [
      { slug: "launch-plan", updatedAt: "2026-11-20T10:00:00Z" },
      { slug: "no-date", updatedAt: "" },
    ]);
    expect(urls).toEqual([
      { path: "/blog/launch-plan", lastmod: "2026-11-20T10:00:00Z" },
      { path: "/blog/no-date", lastmod: null },
    ]);
    const file = readSitemap(renderSitemapXml(urls, SITE), SITE);
    expect(file.root).toBe("urlset");
    expect(file.entries).toEqual([{ loc: `${SITE}/blog/launch-plan`, lastmod: "2026-11-20T10:00:00Z" }, { loc: `${SITE}/blog/no-date` }]);
  });

  it("escapes what XML reserves in a URL", () => {
    const xml = renderSitemapXml([{ path: "/search?q=launch&page=2", lastmod: null }], SITE);
    expect(xml).toContain("<loc>https://xchangekit.example/search?q=launch&#38;page=2</loc>");
    expect(readSitemap(xml, SITE).entries).toEqual([{ loc: `${SITE}/search?q=launch&page=2` }]);
  });

  it("holds a full page of 10,000 URLs well within the protocol's 50,000 URLs and 50 MB", () => {
    const entries = Array.from({ length: SITEMAP_FILE_SIZE }, (_, index) => ({
      slug: `a-rather-long-listing-slug-for-a-traffic-exchange-${index}`,
      updatedAt: "2026-11-20T10:00:00Z",
    }));
    const xml = renderSitemapXml(sitemapFileUrls("siteListing", entries), SITE);
    expect(readSitemap(xml, SITE).entries).toHaveLength(SITEMAP_FILE_SIZE);
    expect(Buffer.byteLength(xml)).toBeLessThan(5 * 1024 * 1024);
  });
});

it("robots.txt names the sitemap index", () => {
  expect(renderRobotsTxt(SITE).split("\n")).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
