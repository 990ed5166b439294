import { Link, useLoaderData } from "@remix-run/react";
import type { PostSummary } from "~/lib/blog/posts.server";
import { FeaturedPost } from "~/components/blog/featured-post";
import { PostCard } from "~/components/blog/post-card";
import { TermLink } from "~/components/blog/term-link";
import { Pagination } from "~/components/pagination";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { blogListPath, postPath } from "~/lib/declarations/paths";
import { formatCount } from "~/lib/core/format";
import type { blogListPageData } from "~/lib/page-data/blog.server";

export function BlogList() {
  const { page, articleCount, featured, list, pagination, filters, categories, tags, latest, mostViewed, meta } =
    useLoaderData<typeof blogListPageData>();
  const activeCategory = categories.find((category) => category.slug === filters.category);
  const activeTag = tags.find((tag) => tag.slug === filters.tag);
  const filterName = activeCategory?.name ?? activeTag?.name;
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <PageHeader heading={page.heading} intro={page.intro} />
      <p className="-mt-4 mb-8 text-center text-sm font-semibold text-brand-700 dark:text-brand-300" data-testid="article-count">
        {formatCount(articleCount)} {articleCount === 1 ? "article" : "articles"}
      </p>

      <div className="mx-auto max-w-7xl space-y-6 px-4 sm:px-6 lg:px-8">
        <nav aria-label="Blog categories">
          <h2 className="sr-only">Categories</h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category._id}>
                <TermLink kind="category" term={category} active={category.slug === filters.category} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Blog topics">
          <h2 className="sr-only">Topics</h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {tags.map((tag) => (
              <li key={tag._id}>
                <TermLink kind="tag" term={tag} active={tag.slug === filters.tag} />
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {featured ? <FeaturedPost post={featured} /> : null}

        <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="all-articles">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="all-articles" tabIndex={-1} className="text-2xl font-bold tracking-tight">
                {filterName ? `Articles in ${filterName}` : "All articles"}
              </h2>
              {list.pageCount > 1 ? (
                <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="list-page">
                  Page {list.page} of {list.pageCount}
                </p>
              ) : null}
              {filterName ? (
                <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
                  Show all articles
                </Link>
              ) : null}
            </div>
            {list.items.length ? (
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                {list.items.map((post) => (
                  <PostCard key={post._id} post={post} />
                ))}
              </div>
            ) : (
              <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
                No articles here yet.{" "}
                <Link to="/blog" className="font-semibold text-brand-700 underline dark:text-brand-300">
                  See all articles
                </Link>
                .
              </p>
            )}
            <Pagination pagination={pagination} target="all-articles" label="Pages of articles" />
          </section>

          <aside className="space-y-10" aria-label="Blog sidebar">
            <section aria-labelledby="sidebar-categories">
              <h2 id="sidebar-categories" className="text-lg font-semibold">
                Categories
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {categories.map((category) => (
                  <li key={category._id} className="flex justify-between gap-2">
                    <Link
                      to={blogListPath({ category: category.slug })}
                      className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                    >
                      {category.name}
                    </Link>
                    <span className="text-slate-500 dark:text-slate-400">
                      <span aria-hidden="true">{category.postCount}</span>
                      <span className="sr-only">
                        {category.postCount} {category.postCount === 1 ? "article" : "articles"}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <SidebarPosts id="sidebar-most-viewed" title="Most viewed" posts={mostViewed} />
            <SidebarPosts id="sidebar-latest" title="Latest articles" posts={latest} />
          </aside>
        </div>
      </div>
    </>
  );
}

/** A short list of posts in the sidebar, each with its views. */
function SidebarPosts({
  id,
  title,
  posts,
}: {
  id: string;
  title: string;
  posts: Pick<PostSummary, "_id" | "slug" | "title" | "viewCount">[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ol className="mt-3 space-y-3 text-sm">
        {posts.map((post) => (
          <li key={post._id}>
            <Link to={postPath(post.slug)} className="font-medium hover:text-brand-700 hover:underline dark:hover:text-brand-300">
              {post.title}
            </Link>
            <span className="block text-slate-500 dark:text-slate-400">{formatCount(post.viewCount)} views</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
