import { SITEMAP_INDEX_PATH } from "../../app/lib/declarations/paths";

/** The paths of a sitemap's `<loc>`s (the index's files, or a file's pages). */
const sitemapLocations = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replaceAll("&#38;", "&")).pathname);

/**
 * What a crawler finds from sitemap.xml: the sitemap files the index lists, and every page they list, in order.
 * `read` answers a path's body.
 */
export async function followSitemaps(read: (path: string) => Promise<string>): Promise<{ files: string[]; pages: string[] }> {
  const files = sitemapLocations(await read(SITEMAP_INDEX_PATH));
  const pages: string[] = [];
  for (const file of files) pages.push(...sitemapLocations(await read(file)));
  return { files, pages };
}
