import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatCount } from "~/lib/core/format";
import type { adminBlogAction, adminBlogPageData } from "~/lib/page-data/admin.server";
import { AdminFilterField, AdminFilters } from "./admin-filters";
import { AdminTable } from "./admin-table";

const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const STATUS_CLASSES = {
  published: "text-emerald-700 dark:text-emerald-300",
  scheduled: "text-amber-700 dark:text-amber-300",
  draft: "text-slate-600 dark:text-slate-300",
} as const;
const linkClasses = "text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white";

/** Every post with its status, date, reading time and real views, by category; links to the page, a preview and the Studio. */
export function AdminBlogPage() {
  const { posts, categories, sorts, filter, previewAvailable } = useLoaderData<typeof adminBlogPageData>();
  const result = useActionData<typeof adminBlogAction>();
  return (
    <section aria-labelledby="blog-heading">
      <h1 id="blog-heading" className="text-2xl font-bold">
        Blog
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Views are counted here: once per reader per post per day, bots left out. Posts are edited in the Studio.
      </p>
      <AdminFilters submitLabel="Show posts">
        <AdminFilterField
          id="blog-category"
          name="category"
          label="Category"
          defaultValue={filter.category}
          options={[{ value: "", label: "All categories" }, ...categories.map(({ slug, name }) => ({ value: slug, label: name }))]}
        />
        <AdminFilterField id="blog-sort" name="sort" label="Sort" defaultValue={filter.sort} options={sorts} />
      </AdminFilters>
      {result?.error ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {result.error}
        </p>
      ) : null}
      <AdminTable
        headings={[
          "Post",
          "Category",
          "Status",
          "Published (UTC)",
          "Reading time",
          "Views 7 days",
          "Views 30 days",
          "Views all time",
          "Links",
        ]}
        minWidth="min-w-[60rem]"
        caption="Posts with their views in the last 7 days, the last 30 days and all time"
      >
        {posts.map((post) => (
          <tr key={post.id} data-testid="post-row">
            <th scope="row" className="max-w-xs px-4 py-3 text-left align-top font-medium">
              {post.title}
            </th>
            <td className="px-4 py-3 align-top">{post.category.name}</td>
            <td className={`px-4 py-3 align-top ${STATUS_CLASSES[post.status]}`}>{post.status}</td>
            <td className="whitespace-nowrap px-4 py-3 align-top">{date.format(new Date(post.publishedAt))}</td>
            <td className="whitespace-nowrap px-4 py-3 align-top">{post.readingTime} min</td>
            <td className="px-4 py-3 text-right align-top tabular-nums">{formatCount(post.views.last7Days)}</td>
            <td className="px-4 py-3 text-right align-top tabular-nums">{formatCount(post.views.last30Days)}</td>
            <td className="px-4 py-3 text-right align-top tabular-nums" data-testid="post-views-all">
              {formatCount(post.views.allTime)}
            </td>
            <td className="px-4 py-3 align-top">
              <div className="flex flex-col items-start gap-1">
                {post.status === "published" ? (
                  <a href={post.path} className={linkClasses}>
                    Open<span className="sr-only"> {post.title}</span>
                  </a>
                ) : null}
                {previewAvailable ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="preview" />
                    <input type="hidden" name="path" value={post.path} />
                    <button type="submit" className={linkClasses}>
                      Preview<span className="sr-only"> {post.title}</span>
                    </button>
                  </Form>
                ) : null}
                {post.studioUrl ? (
                  <a href={post.studioUrl} className={linkClasses}>
                    Edit in Studio<span className="sr-only">: {post.title}</span>
                  </a>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
