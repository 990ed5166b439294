import { useLoaderData } from "@remix-run/react";
import type { Page } from "~/lib/cms/queries/page";
import { PageHeader } from "./page-header";

/** The body of a route built from one CMS page document (the loader is `loadPage`). */
export function StaticPage() {
  const { page } = useLoaderData<{ page: Page }>();
  return <PageHeader heading={page.heading} intro={page.intro} />;
}
