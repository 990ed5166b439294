import { json } from "@remix-run/node";
import { parseBlogFilters, POSTS_PER_PAGE } from "~/lib/blog/list";
import {
  blogListPage,
  derivedFromBody,
  findPostBySlug,
  mostRecentPosts,
  mostViewedPosts,
  postNeighbours,
  publishedPosts,
  relatedPosts,
} from "~/lib/blog/posts.server";
import { renderRss } from "~/lib/blog/rss";
import { withCountedViews } from "~/lib/blog/views.server";
import { categoriesQuery, tagsQuery } from "~/lib/cms/queries/blog";
import { paginate } from "~/lib/pagination";
import { BLOG_PATH, blogListPath } from "~/lib/declarations/paths";
import { feedLink, pageSeo, postSeo } from "~/lib/seo/documents";
import { fetchContent, getPage, getSiteSettings, notFound } from "./cms-reads.server";
import { describePage, publicSiteUrl, seoContext } from "./page-seo.server";
import { publishedResource } from "./published-resource.server";

/**
 * /blog: the article count, the featured article, one page of the (filtered) list, categories, topics,
 * latest. The CMS filters and slices the list, so only the posts the page shows are read and sent.
 */
export async function blogListPageData(request: Request) {
  const filters = parseBlogFilters(new URL(request.url).searchParams);
  const [page, { articleCount, ...list }, categories, tags, latest, mostViewed, context] = await Promise.all([
    getPage("blog"),
    blogListPage(filters),
    fetchContent(categoriesQuery),
    fetchContent(tagsQuery),
    mostRecentPosts(),
    mostViewedPosts(),
    seoContext(),
  ]);
  const filtering = Boolean(filters.category || filters.tag);
  // The featured article is the newest post; it leads the unfiltered list only.
  const [featured, items, latestShown] = await Promise.all([
    filtering || !latest[0] ? null : withCountedViews(latest[0]),
    Promise.all(list.items.map(withCountedViews)),
    Promise.all(latest.map(withCountedViews)),
  ]);
  return json({
    page,
    articleCount,
    featured,
    list: { ...list, items },
    pagination: paginate(list.page, list.total, POSTS_PER_PAGE, (number) => blogListPath({ ...filters, page: number })),
    filters: { ...filters, page: list.page },
    categories,
    tags,
    latest: latestShown,
    mostViewed,
    meta: describePage(request, { ...pageSeo(page), extra: [feedLink(context)] }, page.title),
  });
}

/** /blog/{slug}: a published post with its table of contents, related posts and neighbours; else a 404. */
export async function postPageData(request: Request, slug: string) {
  const [found, context] = await Promise.all([findPostBySlug(slug), seoContext()]);
  const post = await withCountedViews(found ?? (await notFound(request)));
  const [related, { previous, next }] = await Promise.all([
    relatedPosts(post).then((posts) => Promise.all(posts.map(withCountedViews))),
    postNeighbours(post),
  ]);
  const { wordCount, readingTime, toc } = derivedFromBody(post);
  return json({
    post,
    wordCount,
    readingTime,
    toc,
    related,
    // Lists are newest first: the previous article is older, the next one newer.
    previous,
    next,
    meta: describePage(request, (path) => postSeo(post, { wordCount, readingTime }, path, context), post.title, [
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
