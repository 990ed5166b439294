import { json } from "@remix-run/node";
import { filterPosts, paginate, parseBlogFilters } from "~/lib/blog/list";
import { findPostBySlug, mostRecentPosts, publishedPosts, relatedPosts, summarize } from "~/lib/blog/posts.server";
import { renderRss } from "~/lib/blog/rss";
import { tableOfContents } from "~/lib/blog/toc";
import { categoriesQuery, tagsQuery } from "~/lib/cms/queries/blog";
import { BLOG_PATH } from "~/lib/paths";
import { feedLink, pageSeo, postSeo } from "~/lib/seo/documents";
import {
  canonicalPath,
  describePage,
  fetchContent,
  getPage,
  getSiteSettings,
  notFound,
  publishedResource,
  publicSiteUrl,
  seoContext,
} from "./common.server";

/** /blog: the article count, the featured article, one page of the (filtered) list, categories, topics, latest. */
export async function blogListPageData(request: Request) {
  const filters = parseBlogFilters(new URL(request.url).searchParams);
  const [page, posts, categories, tags, latest, context] = await Promise.all([
    getPage("blog"),
    publishedPosts(),
    fetchContent(categoriesQuery),
    fetchContent(tagsQuery),
    mostRecentPosts(),
    seoContext(),
  ]);
  const filtering = Boolean(filters.category || filters.tag);
  return json({
    page,
    articleCount: posts.length,
    // The featured article is the newest post; it leads the unfiltered list only.
    featured: filtering ? null : (posts[0] ?? null),
    list: paginate(filterPosts(posts, filters), filters.page),
    filters,
    categories,
    tags,
    latest,
    meta: describePage(request, { ...pageSeo(page), extra: [feedLink(context)] }, page.title),
  });
}

/** /blog/{slug}: a published post with its table of contents, related posts and neighbours; else a 404. */
export async function postPageData(request: Request, slug: string) {
  const post = (await findPostBySlug(slug)) ?? notFound();
  const [related, all, context] = await Promise.all([relatedPosts(post), publishedPosts(), seoContext()]);
  const index = all.findIndex((other) => other._id === post._id);
  const { wordCount, readingTime } = summarize(post);
  return json({
    post,
    wordCount,
    readingTime,
    toc: tableOfContents(post.body),
    related,
    // Lists are newest first: the previous article is older, the next one newer.
    previous: all[index + 1] ?? null,
    next: index > 0 ? (all[index - 1] ?? null) : null,
    meta: describePage(request, postSeo(post, { wordCount, readingTime }, canonicalPath(request), context), post.title, [
      { name: "Blog", path: BLOG_PATH },
    ]),
  });
}

const RSS_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** /blog/rss.xml: RSS 2.0 of every published post. */
export function rssFeed() {
  return publishedResource("application/rss+xml; charset=utf-8", RSS_CACHE_CONTROL, async () => {
    const [site, page, posts, siteUrl] = await Promise.all([getSiteSettings(), getPage("blog"), publishedPosts(), publicSiteUrl()]);
    return renderRss({ title: `${site.productName} blog`, description: page.seo.description, siteUrl }, posts);
  });
}
