import type { Page } from "~/lib/cms/queries/page";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { type PageBlocks, placeBlocks } from "./page-block";
import { SectionList } from "./section-list";

/**
 * A page built from its CMS document: breadcrumbs, the h1 (the hero section's, or the page heading and intro),
 * then the page's sections. `blocks` are the page's own content (its cards, list, form), which editors place among
 * the sections and head with "Page content" sections; a block they did not place comes right under the h1.
 */
export function CmsPage({ page, crumbs, blocks = {} }: { page: Page; crumbs: readonly Crumb[]; blocks?: PageBlocks }) {
  const sections = page.sections ?? [];
  const [first, ...rest] = sections;
  const heroFirst = first?._type === "hero";
  const { placed, unplaced } = placeBlocks(sections, blocks);
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      {heroFirst ? <SectionList sections={[first]} blocks={placed} /> : <PageHeader heading={page.heading} intro={page.intro} />}
      {unplaced}
      <SectionList sections={heroFirst ? rest : sections} blocks={placed} />
    </>
  );
}
