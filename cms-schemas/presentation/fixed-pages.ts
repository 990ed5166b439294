/**
 * The fixed pages' part of the Presentation locations (./locations.ts): a fixed page as a place where a document
 * is shown, and the pages that are about an offer, both from the site's declaration of its pages
 * (app/lib/site-pages.ts), so a location never names a page the site does not declare.
 */
import { FIXED_PAGES, fixedPage, type FixedPageSlug } from "../../app/lib/site-pages";
import type { DocumentLocation } from "./locations";

/**
 * A fixed page as a location: its name, with what of the document it shows (`Home (newest sites for sale)`), at its
 * address or at a place on it (`href`: an anchor, a filter).
 */
export function fixedPageLocation(slug: FixedPageSlug, { showing, href }: { showing?: string; href?: string } = {}): DocumentLocation {
  const page = fixedPage(slug);
  return { title: showing ? `${page.name} (${showing})` : page.name, href: href ?? page.path };
}

/** The one-time offers, each shown on the fixed page of the same slug and sold in the order funnel. */
export const OFFER_PAGE_SLUGS: readonly string[] = FIXED_PAGES.filter((page) => page.cmsType === "offer").map((page) => page.slug);
