import { cms } from "~/lib/cms/cms.server";
import {
  mostRecentPostsQuery,
  mostViewedPostsQuery,
  postBySlugQuery,
  postsQuery,
  relatedPostsQuery,
  type PostView,
} from "~/lib/cms/queries/blog";
import { countWords, readingTimeMinutes } from "./reading-time";

/** The defaults of docs/architecture.md, Product rules. */
export const DEFAULT_RELATED_POSTS = 3;
export const DEFAULT_MOST_VIEWED = 5;
export const DEFAULT_MOST_RECENT = 5;

/** A post as lists show it: no body, with its derived word count and reading time. */
export type PostSummary = Omit<PostView, "body"> & { wordCount: number; readingTime: number };

export function summarize({ body, ...post }: PostView): PostSummary {
  const wordCount = countWords(body);
  return { ...post, wordCount, readingTime: readingTimeMinutes(wordCount) };
}

/** Every published post, newest first. */
export async function publishedPosts(): Promise<PostSummary[]> {
  return (await cms.fetch(postsQuery)).map(summarize);
}

/** A published post by slug, with its body; null for an unknown or unpublished slug. */
export function findPostBySlug(slug: string): Promise<PostView | null> {
  return cms.fetch(postBySlugQuery, { slug });
}

/** Other published posts in the same category, newest first. */
export async function relatedPosts(post: Pick<PostView, "_id" | "category">, limit = DEFAULT_RELATED_POSTS) {
  return (await cms.fetch(relatedPostsQuery, { categorySlug: post.category.slug, excludeId: post._id, limit })).map(summarize);
}

export async function mostViewedPosts(limit = DEFAULT_MOST_VIEWED) {
  return (await cms.fetch(mostViewedPostsQuery, { limit })).map(summarize);
}

export async function mostRecentPosts(limit = DEFAULT_MOST_RECENT) {
  return (await cms.fetch(mostRecentPostsQuery, { limit })).map(summarize);
}
