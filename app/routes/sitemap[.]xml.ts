import { getSitemapData, publicSiteUrl } from "~/lib/discovery.server";
import { DISCOVERY_CACHE_CONTROL, renderSitemapXml, sitemapUrls } from "~/lib/sitemap";

export async function loader() {
  const [data, siteUrl] = await Promise.all([getSitemapData(), publicSiteUrl()]);
  return new Response(renderSitemapXml(sitemapUrls(data), siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": DISCOVERY_CACHE_CONTROL },
  });
}
