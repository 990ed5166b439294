import type { ReactNode } from "react";
import type { Page } from "~/lib/cms/queries/page";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";
import { PageHeader } from "./page-header";
import { type PageBlocks, placeBlocks } from "./sections/page-block";
import { SectionList } from "./sections/section-list";

/**
 * A page built from its CMS document: breadcrumbs, then the h1 (the hero section's, or the page
 * heading and intro), the route's own content, and the page's sections. `blocks` are the page's own
 * content that editors place and head with "Page content" sections, so they can reorder and reword it.
 */
export function CmsPage({
  page,
  crumbs,
  children,
  blocks = {},
}: {
  page: Page;
  crumbs: readonly Crumb[];
  children?: ReactNode;
  blocks?: PageBlocks;
}) {
  const sections = page.sections ?? [];
  const [first, ...rest] = sections;
  const heroFirst = first?._type === "hero";
  const { placed, unplaced } = placeBlocks(sections, blocks);
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      {heroFirst ? <SectionList sections={[first]} blocks={placed} /> : <PageHeader heading={page.heading} intro={page.intro} />}
      {children}
      {unplaced}
      <SectionList sections={heroFirst ? rest : sections} blocks={placed} />
    </>
  );
}
