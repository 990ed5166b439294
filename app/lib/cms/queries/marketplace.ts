import { z } from "zod";
import { present } from "~/lib/cms/models/fields";
import { bannerDocument, landingPageDocument, modificationDocument, siteListingDocument } from "~/lib/cms/models/marketplace";
import type {
  BannerBySlugGroqResult,
  BannersGroqResult,
  LandingPageBySlugGroqResult,
  LandingPagesGroqResult,
  ModificationBySlugGroqResult,
  ModificationsGroqResult,
  NewestListingsGroqResult,
  ListingCountGroqResult,
  AvailableListingCountGroqResult,
  NewestListingPageGroqResult,
  CheapestListingPageGroqResult,
  DearestListingPageGroqResult,
  BiggestListingPageGroqResult,
  MostProfitableListingPageGroqResult,
  SiteListingBySlugGroqResult,
} from "~/lib/cms/sanity.types";
import { defineQuery, groq, type CmsQuery } from "~/lib/cms/query";
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

const modificationsGroq = groq`*[_type == "modification"] | order(order asc) ${modificationProjection}`;
export const modificationsQuery = defineQuery<ModificationsGroqResult>()({
  name: "modifications",
  groq: modificationsGroq,
  model: resilientList(modificationView, "modifications"),
  // Commerce data: the order funnel sells modifications at these prices.
  fallback: "none",
});

const modificationBySlugGroq = groq`*[_type == "modification" && slug.current == $slug][0] ${modificationProjection}`;
export const modificationBySlugQuery = defineQuery<ModificationBySlugGroqResult, { slug: string }>()({
  name: "modificationBySlug",
  groq: modificationBySlugGroq,
  model: modificationView.nullable(),
});

const bannerProjection = /* groq */ `{
  _id, name, "slug": slug.current, summary, description, sizes, price, "image": image${imageProjection}, order
}`;
export const bannerView = viewModel(bannerDocument.shape, { ...slugView, image: imageView });
export type BannerView = z.infer<typeof bannerView>;

const bannersGroq = groq`*[_type == "banner"] | order(order asc) ${bannerProjection}`;
export const bannersQuery = defineQuery<BannersGroqResult>()({
  name: "banners",
  groq: bannersGroq,
  model: resilientList(bannerView, "banners"),
});

const bannerBySlugGroq = groq`*[_type == "banner" && slug.current == $slug][0] ${bannerProjection}`;
export const bannerBySlugQuery = defineQuery<BannerBySlugGroqResult, { slug: string }>()({
  name: "bannerBySlug",
  groq: bannerBySlugGroq,
  model: bannerView.nullable(),
});

const landingPageProjection = /* groq */ `{
  _id, name, "slug": slug.current, summary, description, price, features, "image": image${imageProjection}, order
}`;
export const landingPageView = viewModel(landingPageDocument.shape, { ...slugView, image: imageView });
export type LandingPageView = z.infer<typeof landingPageView>;

const landingPagesGroq = groq`*[_type == "landingPage"] | order(order asc) ${landingPageProjection}`;
export const landingPagesQuery = defineQuery<LandingPagesGroqResult>()({
  name: "landingPages",
  groq: landingPagesGroq,
  model: resilientList(landingPageView, "landingPages"),
});

const landingPageBySlugGroq = groq`*[_type == "landingPage" && slug.current == $slug][0] ${landingPageProjection}`;
export const landingPageBySlugQuery = defineQuery<LandingPageBySlugGroqResult, { slug: string }>()({
  name: "landingPageBySlug",
  groq: landingPageBySlugGroq,
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
  .extend({ image: present(imageViewAt(8 / 5), "a listing has no screenshot") });
export type ListingCardView = z.infer<typeof listingCardView>;

/** The newest listings a buyer can still act on (not sold), newest first: `$limit` of them. */
const newestListingsGroq = groq`*[_type == "siteListing" && status != "sold"] | order(listedOn desc, _id asc) [0...$limit] ${listingCardProjection}`;
export const newestListingsQuery = defineQuery<NewestListingsGroqResult, { limit: number }>()({
  name: "newestListings",
  groq: newestListingsGroq,
  model: resilientList(listingCardView, "newestListings"),
});

/** How many listings there are, filtered or not ("4 of 8 sites"): one cached count for every filter. */
const listingCountGroq = groq`count(*[_type == "siteListing"])`;
export const listingCountQuery = defineQuery<ListingCountGroqResult>()({
  name: "listingCount",
  groq: listingCountGroq,
  model: z.number().int().nonnegative(),
});

/** How many listings are available now (the marketplace hub's fact). */
const availableListingCountGroq = groq`count(*[_type == "siteListing" && status == "available"])`;
export const availableListingCountQuery = defineQuery<AvailableListingCountGroqResult>()({
  name: "availableListingCount",
  groq: availableListingCountGroq,
  model: z.number().int().nonnegative(),
});

/** The orders of /sites-for-sale, by the `?sort=` value. */
export type ListingSort = "newest" | "price-asc" | "price-desc" | "members" | "profit";

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

/**
 * One page of /sites-for-sale in one order (`ordering`, GROQ): ties go newest first, then by id, so a page boundary
 * never shows a listing twice or skips one.
 */
const listingPage = (ordering: string) => /* groq */ `{
  "total": count(*[${listingFilter}]),
  "listings": *[${listingFilter}] | order(${ordering}, _id asc) [$start...$end] ${listingCardProjection}
}`;
const newestListingPageGroq = groq`${listingPage("listedOn desc")}`;
const cheapestListingPageGroq = groq`${listingPage("price asc, listedOn desc")}`;
const dearestListingPageGroq = groq`${listingPage("price desc, listedOn desc")}`;
const biggestListingPageGroq = groq`${listingPage("totalMembers desc, listedOn desc")}`;
const mostProfitableListingPageGroq = groq`${listingPage("monthlyProfit desc, listedOn desc")}`;

/**
 * One page of /sites-for-sale, filtered and sorted by Sanity (or groq-js): one query per sort order,
 * so each orders by plain fields.
 */
export const siteListingPageQueries: Record<ListingSort, CmsQuery<SiteListingPage, SiteListingPageParams>> = {
  newest: defineQuery<NewestListingPageGroqResult, SiteListingPageParams>()({
    name: "siteListingPage.newest",
    groq: newestListingPageGroq,
    model: siteListingPageView,
  }),
  "price-asc": defineQuery<CheapestListingPageGroqResult, SiteListingPageParams>()({
    name: "siteListingPage.price-asc",
    groq: cheapestListingPageGroq,
    model: siteListingPageView,
  }),
  "price-desc": defineQuery<DearestListingPageGroqResult, SiteListingPageParams>()({
    name: "siteListingPage.price-desc",
    groq: dearestListingPageGroq,
    model: siteListingPageView,
  }),
  members: defineQuery<BiggestListingPageGroqResult, SiteListingPageParams>()({
    name: "siteListingPage.members",
    groq: biggestListingPageGroq,
    model: siteListingPageView,
  }),
  profit: defineQuery<MostProfitableListingPageGroqResult, SiteListingPageParams>()({
    name: "siteListingPage.profit",
    groq: mostProfitableListingPageGroq,
    model: siteListingPageView,
  }),
};

const siteListingBySlugGroq = groq`*[_type == "siteListing" && slug.current == $slug][0] ${listingProjection}`;
export const siteListingBySlugQuery = defineQuery<SiteListingBySlugGroqResult, { slug: string }>()({
  name: "siteListingBySlug",
  groq: siteListingBySlugGroq,
  model: siteListingView.nullable(),
});
