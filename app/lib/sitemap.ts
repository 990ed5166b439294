import { SITEMAP_TYPES, type SitemapData, type SitemapEntry, type SitemapType } from "~/lib/cms/queries/sitemap";
import { declared } from "~/lib/declarations/content-kinds";
import { ROBOTS_DISALLOWED_PATHS } from "~/lib/declarations/site-pages";
import { escapeXml } from "~/lib/core/xml";

export interface SitemapUrl {
  path: string;
  title: string;
  lastmod: string;
}

/** The address of a document the sitemaps list. */
export function sitemapPath(type: SitemapType, entry: SitemapEntry): string {
  return declared(type, "path")(entry.slug);
}

/** Every public URL: each indexable page document and every document page, once each. */
export function sitemapUrls(data: SitemapData): SitemapUrl[] {
  const urls = SITEMAP_TYPES.flatMap((type) =>
    data[type].map((entry) => ({ path: sitemapPath(type, entry), title: entry.title, lastmod: entry.updatedAt })),
  );
  return [...new Map(urls.map((url) => [url.path, url])).values()];
}

/** sitemaps.org XML with absolute URLs and lastmod dates. */
export function renderSitemapXml(urls: readonly SitemapUrl[], siteUrl: string): string {
  const entries = urls.map(
    (url) => `  <url>\n    <loc>${escapeXml(siteUrl + url.path)}</loc>\n    <lastmod>${url.lastmod.slice(0, 10)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function renderRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Operator tools and a visitor's own pages, as the pages' declarations say.
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Sitemaps and robots.txt change rarely: cache them for an hour in browsers, a day in a CDN. */
export const DISCOVERY_CACHE_CONTROL = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800";
