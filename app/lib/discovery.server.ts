import { cms } from "~/lib/cms/cms.server";
import { sitemapQuery } from "~/lib/cms/queries/sitemap";
import { getSiteSettings } from "~/lib/pages.server";
import { resolveSiteUrl } from "~/lib/seo/site-url";

/** The public origin, for documents outside the page tree (sitemap.xml, robots.txt, RSS). */
export async function publicSiteUrl(): Promise<string> {
  return resolveSiteUrl(process.env.SITE_URL, (await getSiteSettings()).siteUrl);
}

export function getSitemapData() {
  return cms.fetch(sitemapQuery);
}
