import type { Crumb } from "~/lib/seo/breadcrumbs";

/** Breadcrumb steps above the marketplace's detail pages (the pages' own titles in the CMS). */
export const MARKETPLACE_CRUMB: Crumb = { name: "Sites Marketplace", path: "/sites-marketplace" };
export const SITES_FOR_SALE_CRUMB: Crumb = { name: "Sites for Sale", path: "/sites-for-sale" };
export const MODIFICATIONS_CRUMB: Crumb = { name: "Custom Modifications", path: "/custom-modifications" };

/** A link to the support form with its topic (and the item asked about) filled in. */
export function supportLink(topic: string, fields: Record<string, string> = {}): string {
  return `/support?${new URLSearchParams({ topic, ...fields }).toString()}`;
}

/** Enquiry about buying a site for sale. */
export const listingEnquiryLink = (slug: string) => supportLink("site-purchase", { listing: slug });

/** Order or enquiry for a custom modification. */
export const modificationOrderLink = (slug: string) => supportLink("custom-modification", { mod: slug });

/** Order of a banner package or a landing-page design. */
export const graphicsOrderLink = (slug: string) => supportLink("graphics", { item: slug });

export const modificationPath = (slug: string) => `/mods/${slug}`;
export const bannerPath = (slug: string) => `/banners/${slug}`;
export const landingPagePath = (slug: string) => `/content/${slug}`;
