import { json } from "@remix-run/node";
import { FOOTER_GROUPS } from "~/lib/navigation";
import { searchQuery } from "~/lib/cms/queries/search";
import { sitemapQuery } from "~/lib/cms/queries/sitemap";
import { DOCUMENT_PATHS, MARKETPLACE_PATH, MODIFICATIONS_PATH, PLATFORMS_PATH, BLOG_PATH, pagePath } from "~/lib/paths";
import { cleanQuery, groupHits, matchTerms } from "~/lib/search";
import { pageSeo } from "~/lib/seo/documents";
import { DISCOVERY_CACHE_CONTROL, renderRobotsTxt, renderSitemapXml, sitemapUrls } from "~/lib/sitemap";
import { describePage, fetchContent, getPage, publishedResource, publicSiteUrl } from "./common.server";

/** /search?q=…: the visitor's query, cleaned, and the hits grouped by kind. */
export async function searchPageData(request: Request) {
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  const terms = matchTerms(query);
  const [page, hits] = await Promise.all([getPage("search"), terms ? fetchContent(searchQuery, { terms }) : Promise.resolve([])]);
  return json({
    page,
    query,
    searched: terms !== null,
    groups: groupHits(hits),
    total: hits.length,
    meta: describePage(request, pageSeo(page), page.title),
  });
}

/** /sitemap: the footer's groups of pages, each document listed under the page that leads to it, and the pages not in the footer. */
export async function sitemapPageData(request: Request) {
  const [page, data] = await Promise.all([getPage("sitemap"), fetchContent(sitemapQuery)]);
  const entries = (kind: keyof typeof DOCUMENT_PATHS) =>
    data[kind].map((entry) => ({ title: entry.title, path: DOCUMENT_PATHS[kind](entry.slug) }));
  const footerPaths = new Set(FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.to)));
  return json({
    page,
    children: {
      [PLATFORMS_PATH]: entries("platforms"),
      [MODIFICATIONS_PATH]: entries("modifications"),
      [MARKETPLACE_PATH]: [...entries("banners"), ...entries("landingPages")],
      [BLOG_PATH]: entries("posts"),
    } as Record<string, { title: string; path: string }[]>,
    listings: entries("listings"),
    otherPages: data.pages
      .map((entry) => ({ title: entry.title, path: pagePath(entry.slug) }))
      .filter((entry) => !footerPaths.has(entry.path)),
    meta: describePage(request, pageSeo(page), page.title),
  });
}

/** /sitemap.xml: every public URL with its last change. */
export function sitemapXml() {
  return publishedResource("application/xml; charset=utf-8", DISCOVERY_CACHE_CONTROL, async () => {
    const [data, siteUrl] = await Promise.all([fetchContent(sitemapQuery), publicSiteUrl()]);
    return renderSitemapXml(sitemapUrls(data), siteUrl);
  });
}

/** /robots.txt. */
export function robotsTxt() {
  return publishedResource("text/plain; charset=utf-8", DISCOVERY_CACHE_CONTROL, async () => renderRobotsTxt(await publicSiteUrl()));
}
