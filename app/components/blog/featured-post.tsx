import { Link } from "@remix-run/react";
import { postPath } from "~/lib/declarations/paths";
import { CmsImage } from "~/components/ui/cms-image";
import type { PostSummary } from "~/lib/blog/posts.server";
import { PostByline } from "./post-byline";
import { TermLink } from "./term-link";

/** The newest article, large: category, its first two topics, title, excerpt and byline. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  return (
    <article
      aria-labelledby="featured-post"
      className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <CmsImage image={post.featuredImage} priority sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full self-center" />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">Featured · {post.category.name}</p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Topics">
          {post.tags.slice(0, 2).map((tag) => (
            <li key={tag.slug}>
              <TermLink kind="tag" term={tag} />
            </li>
          ))}
        </ul>
        <h2 id="featured-post" className="mt-4 text-balance text-2xl font-bold tracking-tight sm:text-3xl">
          <Link
            to={postPath(post.slug)}
            className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-4 text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        <div className="mt-6">
          <PostByline post={post} />
        </div>
      </div>
    </article>
  );
}
