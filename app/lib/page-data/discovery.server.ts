import { json } from "@remix-run/node";
import { FOOTER_PATHS } from "~/lib/navigation.server";
import { searchDocumentsQuery } from "~/lib/cms/queries/search";
import { currentPerspective } from "~/lib/cms/client/read-context.server";
import type { Page } from "~/lib/cms/queries/page";
import { pageOf, paginate, readPage } from "~/lib/pagination";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { SITEMAP_TYPES, sitemapFileQueries, sitemapIndexQuery, sitemapQuery, type SitemapType } from "~/lib/cms/queries/sitemap";
import { declared } from "~/lib/declarations/content-kinds";
import { searchPath, siteMapPath } from "~/lib/declarations/paths";
import { cleanQuery, groupHits, SEARCH_PAGE_SIZE, searchTerms } from "~/lib/search";
import { siteSearch } from "~/lib/search-index.server";
import { pageSeo } from "~/lib/seo/documents";
import type { PageMeta } from "~/lib/seo/page-meta";
import {
  DISCOVERY_CACHE_CONTROL,
  parseSitemapFileName,
  renderRobotsTxt,
  renderSitemapIndexXml,
  renderSitemapXml,
  SITE_MAP_LIST_SIZE,
  sitemapFiles,
  sitemapFileSlice,
  sitemapFileUrls,
  sitemapKindName,
  sitemapPath,
} from "~/lib/sitemap";
import { fetchContent, getPage, notFound } from "./cms-reads.server";
import { describePage, publicSiteUrl } from "./page-seo.server";
import { publishedResource } from "./published-resource.server";

/**
 * /search?q=…&page=N: the visitor's query, cleaned, and one page of hits, best first, grouped by kind.
 * The hits come from an in-memory index of every searchable document, built once per content version
 * (app/lib/search-index.server.ts), so a new term costs no CMS query.
 */
export async function searchPageData(request: Request) {
  return json(await searchPageContent(request));
}

/**
 * The search page's meta, the same for every term (its path is /search whatever was asked): described once per
 * published version of the page, keyed by the document the CMS read returned (a publish gives a new one), so a new
 * term does not sign its share card again. Preview (drafts, stega) is described per request.
 */
const publishedSearchMeta = new WeakMap<Page, PageMeta>();

function searchPageMeta(request: Request, page: Page): PageMeta {
  if (currentPerspective() !== "published") return describePage(request, pageSeo(page), page.title);
  let meta = publishedSearchMeta.get(page);
  if (!meta) publishedSearchMeta.set(page, (meta = describePage(request, pageSeo(page), page.title)));
  return meta;
}

/** The search page's loader data as an object: what the search shell serialises itself (app/lib/search-shell/). */
export async function searchPageContent(request: Request) {
  const url = new URL(request.url);
  const query = cleanQuery(url.searchParams.get("q"));
  const terms = searchTerms(query);
  const [page, documents] = await Promise.all([getPage("search"), terms.length ? fetchContent(searchDocumentsQuery) : null]);
  const { hits, previousVersion } = documents
    ? await siteSearch.search(documents, terms, { published: currentPerspective() === "published" })
    : { hits: [], previousVersion: false };
  // Answered from the previous content version's index while this version's is built: no cache may keep
  // it (the page cache, a CDN, the browser), or it would outlive the new index.
  if (previousVersion) markPrivate("previous search index");
  const shown = pageOf(hits, readPage(url.searchParams).page, SEARCH_PAGE_SIZE);
  return {
    page,
    query,
    searched: terms.length > 0,
    results: {
      groups: groupHits(shown.items),
      total: shown.total,
      pagination: paginate(shown.page, shown.total, SEARCH_PAGE_SIZE, (number) => searchPath(query, number)),
    },
    meta: searchPageMeta(request, page),
  };
}

/**
 * /sitemap: the footer's groups of pages, each document listed under the page that leads to it (its kind's
 * `listedUnder`), the sites for sale under the marketplace, and the pages not in the footer. A kind's list longer
 * than SITE_MAP_LIST_SIZE goes on over pages of its own (`?post=2`), each list paged on its own.
 */
export async function sitemapPageData(request: Request) {
  const { searchParams } = new URL(request.url);
  const [page, data] = await Promise.all([getPage("sitemap"), fetchContent(sitemapQuery)]);
  const requested = Object.fromEntries(
    SITEMAP_TYPES.map((type) => [sitemapKindName(type), readPage(searchParams, sitemapKindName(type)).page]),
  );
  const list = (type: SitemapType, keep: (path: string) => boolean = () => true) => {
    const key = sitemapKindName(type);
    const entries = data[type].map((entry) => ({ title: entry.title, path: sitemapPath(type, entry) })).filter((entry) => keep(entry.path));
    const shown = pageOf(entries, requested[key] ?? 1, SITE_MAP_LIST_SIZE);
    const pathFor = (number: number) => siteMapPath({ ...requested, [key]: number });
    return {
      key,
      label: `Pages of the ${key.replace(/-/g, " ")} list`,
      entries: shown.items,
      pagination: paginate(shown.page, shown.total, SITE_MAP_LIST_SIZE, pathFor),
    };
  };
  const children: Record<string, ReturnType<typeof list>[]> = {};
  for (const type of SITEMAP_TYPES) {
    const { listedUnder } = declared(type, "sitemap");
    if (listedUnder) children[listedUnder] = [...(children[listedUnder] ?? []), list(type)];
  }
  return json({
    page,
    children,
    listings: list("siteListing"),
    otherPages: list("page", (path) => !FOOTER_PATHS.has(path)),
    meta: describePage(request, pageSeo(page), page.title),
  });
}

/** /sitemap.xml: the sitemap index, one file per page of each kind's sitemap, each with its last change. */
export function sitemapIndexXml() {
  return publishedResource("application/xml; charset=utf-8", DISCOVERY_CACHE_CONTROL, async () => {
    const [changes, siteUrl] = await Promise.all([fetchContent(sitemapIndexQuery), publicSiteUrl()]);
    return renderSitemapIndexXml(sitemapFiles(changes), siteUrl);
  });
}

/** /sitemaps/{kind}-{page}.xml: one page of a kind's sitemap; 404 for any other name and for a page past the last. */
export async function sitemapFileXml(request: Request, name: string) {
  const file = parseSitemapFileName(name);
  if (!file) return notFound(request);
  return publishedResource("application/xml; charset=utf-8", DISCOVERY_CACHE_CONTROL, async () => {
    const [entries, siteUrl] = await Promise.all([
      fetchContent(sitemapFileQueries[file.type], sitemapFileSlice(file.page)),
      publicSiteUrl(),
    ]);
    if (entries.length === 0) return notFound(request);
    return renderSitemapXml(sitemapFileUrls(file.type, entries), siteUrl);
  });
}

/** /robots.txt. */
export function robotsTxt() {
  return publishedResource("text/plain; charset=utf-8", DISCOVERY_CACHE_CONTROL, async () => renderRobotsTxt(await publicSiteUrl()));
}
