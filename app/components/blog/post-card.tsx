import { Link } from "@remix-run/react";
import { postPath } from "~/lib/declarations/paths";
import { CmsImage } from "~/components/ui/cms-image";
import type { PostSummary } from "~/lib/blog/posts.server";
import { PostByline } from "./post-byline";

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CmsImage image={post.featuredImage} sizes="(min-width: 1024px) 33vw, 100vw" className="aspect-[40/21] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{post.category.name}</p>
        <h3 className="mt-2 text-lg font-semibold">
          <Link
            to={postPath(post.slug)}
            className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        <div className="mt-4">
          <PostByline post={post} />
        </div>
      </div>
    </article>
  );
}
