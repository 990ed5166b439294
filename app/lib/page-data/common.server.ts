import { cms } from "~/lib/cms/cms.server";
import { cacheTagHeaders, RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { CmsUnavailableError } from "~/lib/cms/client.server";
import { pageBySlugQuery, type Page } from "~/lib/cms/queries/page";
import { siteSettingsQuery, type SiteSettings } from "~/lib/cms/queries/site-settings";
import type { CmsQuery, NoParams, QueryParams } from "~/lib/cms/query";
import { currentContentReads, currentPerspective, readingPublished } from "~/lib/cms/read-context.server";
import { withoutStega } from "~/lib/cms/stega";
import type { ShareImage } from "~/lib/cms/queries/fragments";
import type { Seo } from "~/lib/cms/queries/seo";
import { SHARE_IMAGE } from "~/lib/images";
import { HOME_PATH } from "~/lib/paths";
import { shareCardUrl } from "~/lib/share-card/card-url.server";
import { HOME_CRUMB, trail, type Crumb } from "~/lib/seo/breadcrumbs";
import type { DocumentSeo, SeoContext } from "~/lib/seo/documents";
import type { PageMeta } from "~/lib/seo/page-meta";
import { resolveSiteUrl } from "~/lib/seo/site-url";

/** The answer for a page whose commerce data cannot be read now: 503, retry shortly. */
function temporarilyUnavailable(): Response {
  return new Response("Service Unavailable", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * A CMS read for a page loader: typed content, or, when a query that may not fall back has nothing
 * to serve (commerce data on a cold start with the CMS down), the page answers 503.
 */
export async function fetchContent<Result, Params extends QueryParams>(
  query: CmsQuery<Result, Params>,
  ...params: Params extends NoParams ? [] : [params: Params]
): Promise<Result> {
  try {
    return await cms.fetch(query, ...params);
  } catch (error) {
    if (error instanceof CmsUnavailableError) throw temporarilyUnavailable();
    throw error;
  }
}

export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** The CMS page document a route is built from; an unknown slug is a 404. */
export async function getPage(slug: string): Promise<Page> {
  return (await fetchContent(pageBySlugQuery, { slug })) ?? notFound();
}

/** Site settings (brand, demo access…); cached like every query. */
export function getSiteSettings() {
  return fetchContent(siteSettingsQuery);
}

/** The public origin: `SITE_URL`, else the CMS setting. */
export async function publicSiteUrl(): Promise<string> {
  return (await seoContext()).siteUrl;
}

/** The site settings and the public origin: what the SEO builders and the root route need. */
export async function seoContext(): Promise<SeoContext & { site: SiteSettings }> {
  const site = await getSiteSettings();
  return { site, siteUrl: resolveSiteUrl(process.env.SITE_URL, site.siteUrl) };
}

/** A request's path as the canonical URL uses it: no query, no trailing slash. */
export function canonicalPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\/+$/, "") || "/";
}

/** Text for machines (meta tags, JSON-LD, settings they use) never carries the stega of a preview read. */
export function withoutPreviewStega<Value>(value: Value): Value {
  return currentPerspective() === "drafts" ? withoutStega(value) : value;
}

/**
 * The `meta` a page's loader returns: its document's SEO and structured data, the canonical path,
 * and the breadcrumb trail Home › parents › this page.
 */
export function describePage(request: Request, document: DocumentSeo, name: string, parents: Crumb[] = []): PageMeta {
  const path = canonicalPath(request);
  const crumbs = path === HOME_PATH ? [HOME_CRUMB] : trail(...parents, { name, path });
  const seo = withoutPreviewStega(document.seo);
  return withoutPreviewStega({
    seo: seo.ogImage ? seo : { ...seo, ogImage: shareCard(seo, document.sharePrice) },
    jsonLd: document.jsonLd,
    ...(document.extra ? { extra: document.extra } : {}),
    path,
    crumbs,
  });
}

/**
 * The generated card that previews a page with no share image of its own: its title (without the "| brand" the
 * title tag ends with; the card shows the product name) and its price where it sells something.
 */
function shareCard(seo: Seo, price: string | undefined): ShareImage {
  const title = (seo.ogTitle ?? seo.title).replace(/\s+\|\s+[^|]+$/, "");
  return { url: shareCardUrl({ title, price }), ...SHARE_IMAGE, alt: price ? `${title}: ${price}` : title };
}

/**
 * A document for machines (feed, sitemap, robots.txt): always built from published content, even
 * in preview, and naming the content it was built from for a CDN's purge by tag.
 */
export function publishedResource(contentType: string, cacheControl: string, render: () => Promise<string>): Promise<Response> {
  return readingPublished(async () => {
    const body = await render();
    const tags = cacheTagHeaders(currentContentReads()?.dependencies ?? []);
    return new Response(body, { headers: [["Content-Type", contentType], ["Cache-Control", cacheControl], ...tags] });
  });
}
