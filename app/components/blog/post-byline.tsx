import type { PostSummary } from "~/lib/blog/posts.server";
import { formatCount } from "~/lib/core/format";
import { formatDate } from "~/lib/core/format-date";

/** Author, date, reading time and views, in one line. */
export function PostByline({ post }: { post: Pick<PostSummary, "author" | "publishedAt" | "readingTime" | "viewCount"> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      <span>By {post.author.name}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readingTime} min read</span>
      <span aria-hidden="true">·</span>
      <span>{formatCount(post.viewCount)} views</span>
    </p>
  );
}
