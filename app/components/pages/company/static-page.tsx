import { useLoaderData } from "@remix-run/react";
import type { Page } from "~/lib/cms/queries/page";
import type { PageMeta } from "~/lib/seo/page-meta";
import { formatDate } from "~/lib/core/format-date";
import { CmsPage } from "~/components/sections/cms-page";

/** The body of a route built from one CMS page document (the loader is `loadPage`). */
export function StaticPage() {
  const { page, meta } = useLoaderData<{ page: Page; meta: PageMeta }>();
  return <CmsPage page={page} crumbs={meta.crumbs} />;
}

/** A legal page: the page's rich text, with the date it last changed. */
export function LegalPage() {
  const { page, meta } = useLoaderData<{ page: Page; meta: PageMeta }>();
  const lastUpdated = (
    <p className="-mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
      Last updated <time dateTime={page._updatedAt}>{formatDate(page._updatedAt)}</time>
    </p>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ lastUpdated: { content: lastUpdated } }} />;
}
