import { useEffect } from "react";
import { Link, useLoaderData } from "@remix-run/react";
import { blogListPath, postPath } from "~/lib/declarations/paths";
import { AuthorCard } from "~/components/blog/author-card";
import { PostByline } from "~/components/blog/post-byline";
import { PostCard } from "~/components/blog/post-card";
import { ShareLinks } from "~/components/blog/share-links";
import { TableOfContents } from "~/components/blog/table-of-contents";
import { TermLink } from "~/components/blog/term-link";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { StaticContent } from "~/components/static-content";
import { StaticPortableText } from "~/components/static-portable-text";
import { CmsImage } from "~/components/ui/cms-image";
import { formatDate } from "~/lib/core/format-date";
import { useRootData } from "~/lib/root-data";
import { absoluteUrl } from "~/lib/core/site-url";
import type { postPageData } from "~/lib/page-data/blog.server";

export function BlogPost() {
  const { post, readingTime, toc, related, previous, next, meta } = useLoaderData<typeof postPageData>();
  useCountView(post.slug);
  const root = useRootData();
  const shareUrl = absoluteUrl(root?.siteUrl ?? "", meta.path);
  const headingIds = Object.fromEntries(toc.map((entry) => [entry.key, entry.id]));
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <article className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 lg:px-8">
        {/* One left edge for the header, the picture, the text and the links to other posts; lines stay readable. */}
        <header className="mx-auto max-w-5xl">
          <Link
            to={blogListPath({ category: post.category.slug })}
            className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline dark:text-brand-300"
          >
            {post.category.name}
          </Link>
          <h1 className="mt-3 max-w-3xl text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{post.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{post.excerpt}</p>
          <div className="mt-6 space-y-1">
            <PostByline post={{ ...post, readingTime }} />
            {post.updatedAt.slice(0, 10) > post.publishedAt.slice(0, 10) ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">
                Updated <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
              </p>
            ) : null}
          </div>
        </header>
        <CmsImage
          image={post.featuredImage}
          priority
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="mx-auto mt-10 h-auto w-full max-w-5xl rounded-2xl"
        />

        <div className="mx-auto mt-12 grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="min-w-0 text-slate-800 dark:text-slate-200">
            {/* The article's body is static HTML: not hydrated, its renderer not in the page's first JavaScript (decision 079). */}
            <StaticPortableText value={post.body} headingIds={headingIds} />
            <ul className="mt-10 flex flex-wrap gap-2" aria-label="Topics">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <TermLink kind="tag" term={tag} />
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <ShareLinks url={shareUrl} title={post.title} />
            </div>
            <div className="mt-10">
              <AuthorCard author={post.author} />
            </div>
          </div>
          <div className="order-first lg:order-none">
            {/* Plain links in a <details>: kept as the server sent them too. Keyed by post: the next post opens with its
                contents in their default state, not as left on this one. */}
            <StaticContent value={toc} className="lg:sticky lg:top-24">
              <TableOfContents key={post.slug} entries={toc} />
            </StaticContent>
          </div>
        </div>
      </article>

      {previous || next ? (
        <nav aria-label="More articles" className="mx-auto flex max-w-[68rem] justify-between gap-4 px-4 pb-12 sm:px-6 lg:px-8">
          {previous ? (
            <Link to={postPath(previous.slug)} rel="prev" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
              ← {previous.title}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={postPath(next.slug)}
              rel="next"
              className="text-right font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {next.title} →
            </Link>
          ) : null}
        </nav>
      ) : null}

      {related.length ? (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-16 dark:bg-slate-900/60">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
              {related.every((relatedPost) => relatedPost.category.slug === post.category.slug)
                ? `More in ${post.category.name}`
                : "Related articles"}
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((relatedPost) => (
                <PostCard key={relatedPost._id} post={relatedPost} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** Once the post is shown, tells the server (a beacon, so the page's HTML stays the same for every reader). */
function useCountView(slug: string) {
  useEffect(() => {
    navigator.sendBeacon?.("/api/views", new URLSearchParams({ slug }));
  }, [slug]);
}
