import type { ReactNode } from "react";
import type { Page } from "~/lib/cms/queries/page";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";
import { PageHeader } from "./page-header";
import { SectionList } from "./sections/section-list";

/**
 * A page built from its CMS document: breadcrumbs, then the h1 (the hero section's, or the page
 * heading and intro), the route's own content, and the page's sections. `insertAfter` places
 * route content after the section with that key, so marketers can still reorder sections.
 */
export function CmsPage({
  page,
  crumbs,
  children,
  insertAfter,
}: {
  page: Page;
  crumbs: readonly Crumb[];
  children?: ReactNode;
  insertAfter?: Record<string, ReactNode>;
}) {
  const [first, ...rest] = page.sections ?? [];
  const heroFirst = first?._type === "hero";
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      {heroFirst ? <SectionList sections={[first]} insertAfter={insertAfter} /> : <PageHeader heading={page.heading} intro={page.intro} />}
      {children}
      <SectionList sections={heroFirst ? rest : page.sections} insertAfter={insertAfter} />
    </>
  );
}
