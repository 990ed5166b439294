import {
  SITEMAP_TYPES,
  type SitemapEntry,
  type SitemapFileEntry,
  type SitemapIndexData,
  type SitemapType,
} from "~/lib/cms/queries/sitemap";
import { declared } from "~/lib/declarations/content-kinds";
import { SITEMAP_INDEX_PATH, sitemapFilePath } from "~/lib/declarations/paths";
import { ROBOTS_DISALLOWED_PATHS } from "~/lib/declarations/site-pages";
import { escapeXml } from "~/lib/core/xml";
import { pageCount, pageSlice } from "~/lib/pagination";

/**
 * URLs per XML sitemap file: a fifth of the protocol's 50,000 (and far below its 50 MB), so a file stays quick to
 * build and to crawl, and a publish changes one small file rather than one big one (decision 078).
 */
export const SITEMAP_FILE_SIZE = 10_000;

/** Links per kind's list on /sitemap before it goes on over pages: a page a reader can still scan. */
export const SITE_MAP_LIST_SIZE = 50;

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The address of a document the sitemaps list. */
export function sitemapPath(type: SitemapType, entry: Pick<SitemapEntry, "slug">): string {
  return declared(type, "path")(entry.slug);
}

/** A content kind's name in the addresses of its sitemap files and of /sitemap's pages: `siteListing` → `site-listing`. */
export function sitemapKindName(type: SitemapType): string {
  return type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const TYPE_BY_KIND_NAME = new Map(SITEMAP_TYPES.map((type) => [sitemapKindName(type), type]));
const SITEMAP_FILE_NAME = /^([a-z]+(?:-[a-z]+)*)-([1-9]\d{0,5})\.xml$/;

/** The kind and page a sitemap file's name (`post-2.xml`) stands for, or null for any other name. */
export function parseSitemapFileName(name: string): { type: SitemapType; page: number } | null {
  const [, kindName, page] = SITEMAP_FILE_NAME.exec(name) ?? [];
  const type = kindName === undefined ? undefined : TYPE_BY_KIND_NAME.get(kindName);
  return type ? { type, page: Number(page) } : null;
}

/** The `[$start...$end]` of a page of a kind's sitemap. */
export const sitemapFileSlice = (page: number) => pageSlice(page, SITEMAP_FILE_SIZE);

/** A time as the protocol's W3C Datetime, to the second, in UTC. */
const w3cDatetime = (time: number) => `${new Date(time).toISOString().slice(0, 19)}Z`;

/** The latest of some timestamps as a W3C Datetime; null when none is a time (the protocol's lastmod is optional). */
function lastModified(timestamps: readonly string[]): string | null {
  const times = timestamps.map(Date.parse).filter((time) => !Number.isNaN(time));
  const newest = times.reduce((latest, time) => Math.max(latest, time), Number.NEGATIVE_INFINITY);
  return Number.isFinite(newest) ? w3cDatetime(newest) : null;
}

interface SitemapLocation {
  path: string;
  lastmod: string | null;
}

/**
 * The sitemap index's files: each kind's documents (their last changes in the sitemaps' order) in pages of
 * SITEMAP_FILE_SIZE, each page dated by its newest change. A kind with no documents has no file.
 */
export function sitemapFiles(changes: SitemapIndexData): SitemapLocation[] {
  return SITEMAP_TYPES.flatMap((type) => {
    const updates = changes[type];
    if (updates.length === 0) return [];
    return Array.from({ length: pageCount(updates.length, SITEMAP_FILE_SIZE) }, (_, index) => {
      const { start, end } = sitemapFileSlice(index + 1);
      return { path: sitemapFilePath(sitemapKindName(type), index + 1), lastmod: lastModified(updates.slice(start, end)) };
    });
  });
}

/** The URLs of one page of a kind's sitemap, each dated by its document's last change. */
export function sitemapFileUrls(type: SitemapType, entries: readonly SitemapFileEntry[]): SitemapLocation[] {
  return entries.map((entry) => ({ path: sitemapPath(type, entry), lastmod: lastModified([entry.updatedAt]) }));
}

/** `<loc>` (absolute, on the site's origin, escaped) and `<lastmod>` when known. */
function locationXml(element: "url" | "sitemap", { path, lastmod }: SitemapLocation, siteUrl: string): string {
  const dated = lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : "";
  return `  <${element}>\n    <loc>${escapeXml(siteUrl + path)}</loc>${dated}\n  </${element}>`;
}

/** A sitemaps.org `<urlset>`: one page of a kind's sitemap. */
export function renderSitemapXml(urls: readonly SitemapLocation[], siteUrl: string): string {
  const entries = urls.map((url) => `${locationXml("url", url, siteUrl)}\n`).join("");
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries}</urlset>\n`;
}

/** A sitemaps.org `<sitemapindex>`: the site's sitemap files. */
export function renderSitemapIndexXml(files: readonly SitemapLocation[], siteUrl: string): string {
  const entries = files.map((file) => `${locationXml("sitemap", file, siteUrl)}\n`).join("");
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries}</sitemapindex>\n`;
}

export function renderRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Operator tools and a visitor's own pages, as the pages' declarations say.
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
}

/** Sitemaps and robots.txt change rarely: cache them for an hour in browsers, a day in a CDN. */
export const DISCOVERY_CACHE_CONTROL = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800";
