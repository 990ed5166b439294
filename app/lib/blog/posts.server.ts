import { cms } from "~/lib/cms/client/cms.server";
import { RELATED_POSTS_SHOWN } from "~/lib/blog/related";
import {
  blogListQuery,
  mostRecentPostsQuery,
  postBySlugQuery,
  postNeighboursQuery,
  postsBySlugsQuery,
  postsQuery,
  postViewBaselinesQuery,
  relatedPostsQuery,
  type PostView,
} from "~/lib/cms/queries/blog";
import { clampPage, pageCount, pageSlice, type PageOf } from "~/lib/pagination";
import type { BlogFilters } from "./list";
import { POSTS_PER_PAGE } from "./list";
import { countWords, readingTimeMinutes } from "./reading-time";
import { tableOfContents, type TocEntry } from "./toc";
import { withCountedViews } from "./views.server";

/** The defaults of docs/architecture.md, Product rules. */
export const DEFAULT_MOST_VIEWED = 5;
export const DEFAULT_MOST_RECENT = 5;

/** A post as lists show it: no body, with its derived word count and reading time. */
export type PostSummary = Omit<PostView, "body"> & { wordCount: number; readingTime: number };

/** What the post page derives from a body: its word count, reading time and table of contents. */
export interface PostDerived {
  wordCount: number;
  readingTime: number;
  toc: TocEntry[];
}

/**
 * Values derived from a body are computed once per post object. The CMS client returns the same
 * objects until the content changes (a publish, a refresh with new content), so this is once per
 * content version; a preview read gets new objects, and new values, every time.
 */
const summaries = new WeakMap<PostView, PostSummary>();
const derivedValues = new WeakMap<PostView, PostDerived>();

export function summarize(post: PostView): PostSummary {
  let summary = summaries.get(post);
  if (!summary) {
    // Lists and cards need neither the body nor the editors' picks.
    const { body, relatedPostIds: _picks, ...rest } = post;
    const wordCount = countWords(body);
    summary = { ...rest, wordCount, readingTime: readingTimeMinutes(wordCount) };
    summaries.set(post, summary);
  }
  return summary;
}

/** The word count, reading time and table of contents of a post, from its body. */
export function derivedFromBody(post: PostView): PostDerived {
  let derived = derivedValues.get(post);
  if (!derived) {
    const { wordCount, readingTime } = summarize(post);
    derived = { wordCount, readingTime, toc: tableOfContents(post.body) };
    derivedValues.set(post, derived);
  }
  return derived;
}

/** Every published post, newest first. */
export async function publishedPosts(): Promise<PostSummary[]> {
  return (await cms.fetch(postsQuery)).map(summarize);
}

/** One page of the blog list, filtered on the CMS; a page past the end shows the last page. */
export async function blogListPage(
  { category, tag, page }: BlogFilters,
  perPage = POSTS_PER_PAGE,
): Promise<PageOf<PostSummary> & { articleCount: number }> {
  const read = (number: number) => cms.fetch(blogListQuery, { category, tag, ...pageSlice(number, perPage) });
  let list = await read(page);
  const shown = clampPage(page, list.matching, perPage);
  // Asked for a page past the end (an old link, a hand-typed number): the last page instead.
  if (shown !== page) list = await read(shown);
  return {
    items: list.items.map(summarize),
    page: shown,
    pageCount: pageCount(list.matching, perPage),
    total: list.matching,
    articleCount: list.total,
  };
}

/** A published post by slug, with its body; null for an unknown or unpublished slug. */
export function findPostBySlug(slug: string): Promise<PostView | null> {
  return cms.fetch(postBySlugQuery, { slug });
}

/** The older (`previous`) and newer (`next`) published posts next to one in the list. */
export function postNeighbours(post: Pick<PostView, "_id" | "publishedAt">) {
  return cms.fetch(postNeighboursQuery, { publishedAt: post.publishedAt, id: post._id });
}

/**
 * The posts shown under a post: the editors' picks first, in the order chosen in the Studio (unpublished ones
 * skipped), then the newest other posts of its category, up to `limit`.
 */
export async function relatedPosts(post: Pick<PostView, "_id" | "category" | "relatedPostIds">, limit = RELATED_POSTS_SHOWN) {
  const pickIds = post.relatedPostIds ?? [];
  const { picks, sameCategory } = await cms.fetch(relatedPostsQuery, {
    categorySlug: post.category.slug,
    excludeId: post._id,
    pickIds,
    limit,
  });
  const chosen = [...picks].sort((a, b) => pickIds.indexOf(a._id) - pickIds.indexOf(b._id));
  return [...chosen, ...sameCategory].slice(0, limit).map(summarize);
}

/**
 * The posts read most, with their views: the CMS's starting numbers plus the views counted here, the newer first on a
 * tie. Ranked from every post's slug and starting number (a small query), then only the winners are read whole.
 */
export async function mostViewedPosts(limit = DEFAULT_MOST_VIEWED) {
  const byViews = (a: { viewCount: number; publishedAt: string }, b: { viewCount: number; publishedAt: string }) =>
    b.viewCount - a.viewCount || b.publishedAt.localeCompare(a.publishedAt);
  const top = (await Promise.all((await cms.fetch(postViewBaselinesQuery)).map(withCountedViews))).sort(byViews).slice(0, limit);
  const posts = await cms.fetch(postsBySlugsQuery, { slugs: top.map((post) => post.slug) });
  return (await Promise.all(posts.map(summarize).map(withCountedViews))).sort(byViews);
}

export async function mostRecentPosts(limit = DEFAULT_MOST_RECENT) {
  return (await cms.fetch(mostRecentPostsQuery, { limit })).map(summarize);
}
