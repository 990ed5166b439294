import { publicSiteUrl } from "~/lib/discovery.server";
import { DISCOVERY_CACHE_CONTROL, renderRobotsTxt } from "~/lib/sitemap";

export async function loader() {
  return new Response(renderRobotsTxt(await publicSiteUrl()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": DISCOVERY_CACHE_CONTROL },
  });
}
