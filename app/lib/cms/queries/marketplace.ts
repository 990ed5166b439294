import { z } from "zod";
import { bannerDocument, landingPageDocument, modificationDocument, siteListingDocument } from "../models/marketplace";
import { defineQuery, type CmsQuery } from "../query";
import {
  captionedImageProjection,
  captionedImageView,
  imageProjection,
  imageView,
  imageViewAt,
  resilientList,
  viewModel,
} from "./fragments";

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
  included, reasonForSale, price, status, "images": images[]${captionedImageProjection}, listedOn
}`;
export const siteListingView = viewModel(siteListingDocument.shape, { ...slugView, images: z.array(captionedImageView).min(1) });
export type SiteListingView = z.infer<typeof siteListingView>;

/** What a listing card shows (grids of listings): never the whole listing, whose figures only its own page needs. */
const listingCardProjection = /* groq */ `{
  _id, title, "slug": slug.current, category, status, summary, price, totalMembers, monthlyProfit, "image": images[0]${imageProjection}
}`;
export const listingCardView = siteListingView
  .pick({
    _id: true,
    title: true,
    slug: true,
    category: true,
    status: true,
    summary: true,
    price: true,
    totalMembers: true,
    monthlyProfit: true,
  })
  /** The card shows the first screenshot in an 8:5 frame. */
  .extend({ image: imageViewAt(8 / 5) });
export type ListingCardView = z.infer<typeof listingCardView>;

/** The newest listings a buyer can still act on (not sold), newest first: `$limit` of them. */
export const newestListingsQuery = defineQuery<ListingCardView[], { limit: number }>({
  name: "newestListings",
  groq: /* groq */ `*[_type == "siteListing" && status != "sold"] | order(listedOn desc, _id asc) [0...$limit] ${listingCardProjection}`,
  model: resilientList(listingCardView, "newestListings"),
});

/** How many listings there are, filtered or not ("4 of 8 sites"): one cached count for every filter. */
export const listingCountQuery = defineQuery({
  name: "listingCount",
  groq: /* groq */ `count(*[_type == "siteListing"])`,
  model: z.number().int().nonnegative(),
});

/** How many listings are available now (the marketplace hub's fact). */
export const availableListingCountQuery = defineQuery({
  name: "availableListingCount",
  groq: /* groq */ `count(*[_type == "siteListing" && status == "available"])`,
  model: z.number().int().nonnegative(),
});

/**
 * The orders of /sites-for-sale, by the `?sort=` value; ties go newest first, then by id, so a page
 * boundary never shows a listing twice or skips one.
 */
export const LISTING_ORDERINGS = {
  newest: "listedOn desc",
  "price-asc": "price asc, listedOn desc",
  "price-desc": "price desc, listedOn desc",
  members: "totalMembers desc, listedOn desc",
  profit: "monthlyProfit desc, listedOn desc",
} as const;
export type ListingSort = keyof typeof LISTING_ORDERINGS;

/**
 * The filters of /sites-for-sale and one page's slice. Every `$param` is always sent (Sanity rejects
 * a query naming a parameter it was not given): `null` means "any".
 */
export type SiteListingPageParams = {
  category: string | null;
  status: string | null;
  /** Lowest and highest asking price in USD. */
  min: number | null;
  max: number | null;
  start: number;
  end: number;
};

const listingFilter = /* groq */ `_type == "siteListing"
  && (!defined($category) || category == $category)
  && (!defined($status) || status == $status)
  && (!defined($min) || price >= $min)
  && (!defined($max) || price <= $max)`;

const siteListingPageView = z.object({
  /** The listings that pass the filters, on every page. */
  total: z.number().int().nonnegative(),
  /** This page's cards. */
  listings: resilientList(listingCardView, "siteListingPage"),
});
export type SiteListingPage = z.infer<typeof siteListingPageView>;

function siteListingPageQuery(sort: ListingSort) {
  return defineQuery<SiteListingPage, SiteListingPageParams>({
    name: `siteListingPage.${sort}`,
    groq: /* groq */ `{
      "total": count(*[${listingFilter}]),
      "listings": *[${listingFilter}] | order(${LISTING_ORDERINGS[sort]}, _id asc) [$start...$end] ${listingCardProjection}
    }`,
    model: siteListingPageView,
  });
}

/**
 * One page of /sites-for-sale, filtered and sorted by Sanity (or groq-js): one query per sort order,
 * so each orders by plain fields.
 */
export const siteListingPageQueries: Record<ListingSort, CmsQuery<SiteListingPage, SiteListingPageParams>> = {
  newest: siteListingPageQuery("newest"),
  "price-asc": siteListingPageQuery("price-asc"),
  "price-desc": siteListingPageQuery("price-desc"),
  members: siteListingPageQuery("members"),
  profit: siteListingPageQuery("profit"),
};

export const siteListingBySlugQuery = defineQuery<SiteListingView | null, { slug: string }>({
  name: "siteListingBySlug",
  groq: /* groq */ `*[_type == "siteListing" && slug.current == $slug][0] ${listingProjection}`,
  model: siteListingView.nullable(),
});
