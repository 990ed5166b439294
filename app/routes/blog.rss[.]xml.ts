import { publishedPosts } from "~/lib/blog/posts.server";
import { renderRss } from "~/lib/blog/rss";
import { publicSiteUrl } from "~/lib/discovery.server";
import { getPage, getSiteSettings } from "~/lib/pages.server";

/** /blog/rss.xml: RSS 2.0 of every published post. */
export async function loader() {
  const [site, page, posts, siteUrl] = await Promise.all([getSiteSettings(), getPage("blog"), publishedPosts(), publicSiteUrl()]);
  const xml = renderRss({ title: `${site.productName} blog`, description: page.seo.description, siteUrl }, posts);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
