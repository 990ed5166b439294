import { z } from "zod";
import { bannerDocument, landingPageDocument, modificationDocument, siteListingDocument } from "../models/marketplace";
import { defineQuery } from "../query";
import { imageProjection, imageView, resilientList, viewModel } from "./fragments";

const slugView = { slug: z.string() };

const modificationProjection = /* groq */ `{
  _id, name, "slug": slug.current, summary, description, price, deliveryTime, features, "image": image${imageProjection}, order
}`;
export const modificationView = viewModel(modificationDocument.shape, { ...slugView, image: imageView.nullish() });
export type ModificationView = z.infer<typeof modificationView>;

export const modificationsQuery = defineQuery({
  name: "modifications",
  groq: /* groq */ `*[_type == "modification"] | order(order asc) ${modificationProjection}`,
  model: resilientList(modificationView, "modifications"),
  // Commerce data: the order funnel sells modifications at these prices.
  fallback: "none",
});

export const modificationBySlugQuery = defineQuery<ModificationView | null, { slug: string }>({
  name: "modificationBySlug",
  groq: /* groq */ `*[_type == "modification" && slug.current == $slug][0] ${modificationProjection}`,
  model: modificationView.nullable(),
});

const bannerProjection = /* groq */ `{
  _id, name, "slug": slug.current, summary, description, sizes, price, "image": image${imageProjection}, order
}`;
export const bannerView = viewModel(bannerDocument.shape, { ...slugView, image: imageView });
export type BannerView = z.infer<typeof bannerView>;

export const bannersQuery = defineQuery({
  name: "banners",
  groq: /* groq */ `*[_type == "banner"] | order(order asc) ${bannerProjection}`,
  model: resilientList(bannerView, "banners"),
});

export const bannerBySlugQuery = defineQuery<BannerView | null, { slug: string }>({
  name: "bannerBySlug",
  groq: /* groq */ `*[_type == "banner" && slug.current == $slug][0] ${bannerProjection}`,
  model: bannerView.nullable(),
});

const landingPageProjection = /* groq */ `{
  _id, name, "slug": slug.current, summary, description, price, features, "image": image${imageProjection}, order
}`;
export const landingPageView = viewModel(landingPageDocument.shape, { ...slugView, image: imageView });
export type LandingPageView = z.infer<typeof landingPageView>;

export const landingPagesQuery = defineQuery({
  name: "landingPages",
  groq: /* groq */ `*[_type == "landingPage"] | order(order asc) ${landingPageProjection}`,
  model: resilientList(landingPageView, "landingPages"),
});

export const landingPageBySlugQuery = defineQuery<LandingPageView | null, { slug: string }>({
  name: "landingPageBySlug",
  groq: /* groq */ `*[_type == "landingPage" && slug.current == $slug][0] ${landingPageProjection}`,
  model: landingPageView.nullable(),
});

const listingProjection = /* groq */ `{
  _id, title, "slug": slug.current, siteUrl, category, summary, description, launchedOn,
  totalMembers, activeMembers, paidMembers, monthlyRevenue, monthlyProfit, monthlyPageViews,
  recurringSubscriptions, creditLiability, commissionsOwed, script, scriptVersion, paymentProcessors,
  included, reasonForSale, price, status, "images": images[]${imageProjection}, listedOn
}`;
export const siteListingView = viewModel(siteListingDocument.shape, { ...slugView, images: z.array(imageView).min(1) });
export type SiteListingView = z.infer<typeof siteListingView>;

/** Every listing, newest first; filtering and sorting happen in app/lib (the list is small). */
export const siteListingsQuery = defineQuery({
  name: "siteListings",
  groq: /* groq */ `*[_type == "siteListing"] | order(listedOn desc) ${listingProjection}`,
  model: resilientList(siteListingView, "siteListings"),
});

export const siteListingBySlugQuery = defineQuery<SiteListingView | null, { slug: string }>({
  name: "siteListingBySlug",
  groq: /* groq */ `*[_type == "siteListing" && slug.current == $slug][0] ${listingProjection}`,
  model: siteListingView.nullable(),
});
