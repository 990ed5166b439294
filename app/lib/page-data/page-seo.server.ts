import { previewing } from "~/lib/cms/client/read-context.server";
import type { ShareImage } from "~/lib/cms/queries/fragments";
import type { Seo } from "~/lib/cms/queries/seo";
import type { SiteSettings } from "~/lib/cms/queries/site-settings";
import { withoutStega } from "~/lib/cms/stega";
import { SHARE_IMAGE } from "~/lib/cms/images";
import { HOME_PATH } from "~/lib/declarations/paths";
import { HOME_CRUMB, trail, type Crumb } from "~/lib/seo/breadcrumbs";
import type { DocumentSeo, SeoContext } from "~/lib/seo/documents";
import type { PageMeta } from "~/lib/seo/page-meta";
import { resolveSiteUrl } from "~/lib/core/site-url";
import { shareCardUrl } from "~/lib/share-card/card-url.server";
import { getSiteSettings } from "./cms-reads.server";

/** The site settings and the public origin: what the SEO builders and the root route need. */
export async function seoContext(): Promise<SeoContext & { site: SiteSettings }> {
  const site = await getSiteSettings();
  return { site, siteUrl: resolveSiteUrl(process.env.SITE_URL, site.siteUrl) };
}

/** The public origin: `SITE_URL`, else the CMS setting. */
export async function publicSiteUrl(): Promise<string> {
  return (await seoContext()).siteUrl;
}

/** Text for machines (meta tags, JSON-LD, settings they use) never carries the stega of a preview read. */
export function withoutPreviewStega<Value>(value: Value): Value {
  return previewing() ? withoutStega(value) : value;
}

/**
 * The `meta` a page's loader returns: its document's SEO and structured data, the canonical path (a request's path
 * without query or trailing slash), and the breadcrumb trail Home › parents › this page. A builder whose structured
 * data names the page's address (`productLineSeo`, `postSeo`…) is passed as a function of that path, so the path is
 * worked out once, here.
 */
export function describePage(
  request: Request,
  document: DocumentSeo | ((canonicalPath: string) => DocumentSeo),
  name: string,
  parents: Crumb[] = [],
): PageMeta {
  const path = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
  const { seo: documentSeo, jsonLd, extra, sharePrice } = typeof document === "function" ? document(path) : document;
  const crumbs = path === HOME_PATH ? [HOME_CRUMB] : trail(...parents, { name, path });
  const seo = withoutPreviewStega(documentSeo);
  return withoutPreviewStega({
    seo: seo.ogImage ? seo : { ...seo, ogImage: shareCard(seo, sharePrice) },
    jsonLd,
    ...(extra ? { extra } : {}),
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
