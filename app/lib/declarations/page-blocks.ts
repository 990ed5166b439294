import { PAGE_BLOCK_OPTIONS, type PageBlockKey, optionTitle } from "../cms/options";
import { fixedPageSlugOf } from "./page-slugs";

/**
 * The page content each fixed page shows, by slug: the blocks its route renders, which editors place among the
 * page's sections with "Page content" sections. Shared with the Studio, which refuses a block a page does not show.
 */
export const PAGE_BLOCKS_BY_SLUG: Readonly<Record<string, readonly PageBlockKey[]>> = {
  home: ["platforms", "newestListings"],
  templates: ["platforms"],
  "sites-marketplace": ["marketplaceAreas", "newestListings", "bannerPackages", "landingPageDesigns"],
  "sites-for-sale": ["listings"],
  pricing: ["packages"],
  "done-for-you": ["packages"],
  scripts: ["packages"],
  services: ["services"],
  "custom-modifications": ["modifications"],
  features: ["features"],
  faq: ["faqs"],
  testimonials: ["testimonials"],
  demo: ["demoAccess"],
  support: ["form"],
  affiliates: ["form"],
  index: ["form"],
  "coming-soon": ["form"],
  "order-funnel": ["orderForm"],
  "test-order-form": ["orderForm"],
  "thanks-order": ["orderSummary"],
  "thanks-purchase": ["orderSummary"],
  terms: ["lastUpdated"],
  privacy: ["lastUpdated"],
  refund: ["lastUpdated"],
  disclaimer: ["lastUpdated"],
  sitemap: ["siteMap"],
};

/** Why a "Page content" section naming `block` is wrong on this page document, or null when it is right. */
export function pageBlockProblem(
  documentId: string,
  block: string,
  sections: readonly { _type?: string; block?: string }[] | undefined,
): string | null {
  const slug = fixedPageSlugOf(documentId);
  const shown = slug === null ? [] : (PAGE_BLOCKS_BY_SLUG[slug] ?? []);
  if (!shown.includes(block as PageBlockKey)) {
    return shown.length
      ? `This page shows only: ${shown.map((key) => optionTitle(PAGE_BLOCK_OPTIONS, key)).join(", ")}.`
      : "This page has no content of its own to place: remove this section.";
  }
  const placements = sections?.filter((section) => section._type === "pageBlock" && section.block === block).length ?? 0;
  return placements > 1 ? "This content is already placed on the page: the page shows it once, at the first place." : null;
}
