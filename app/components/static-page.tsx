import { useLoaderData } from "@remix-run/react";
import type { Page } from "~/lib/cms/queries/page";
import type { PageMeta } from "~/lib/seo/page-meta";
import { Breadcrumbs } from "./breadcrumbs";
import { PageHeader } from "./page-header";

/** The body of a route built from one CMS page document (the loader is `loadPage`). */
export function StaticPage() {
  const { page, meta } = useLoaderData<{ page: Page; meta: PageMeta }>();
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <PageHeader heading={page.heading} intro={page.intro} />
    </>
  );
}
