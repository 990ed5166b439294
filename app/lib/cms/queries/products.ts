import { z } from "zod";
import {
  FEATURE_CATEGORIES,
  featureDocument,
  offerDocument,
  platformDocument,
  pricingTierDocument,
  serviceDocument,
} from "~/lib/cms/models/products";
import type {
  OfferBySlugGroqResult,
  PlatformBySlugGroqResult,
  PlatformsGroqResult,
  PricingTiersGroqResult,
  ServicesGroqResult,
} from "~/lib/cms/sanity.types";
import { defineComposedQuery, defineQuery, groq } from "~/lib/cms/query";
import { imageProjection, imageView, resilientList, viewModel } from "./fragments";

const slugView = { slug: z.string() };

export const tierProjection = /* groq */ `{
  _id, name, "slug": slug.current, productLine, summary, price, billing, paymentPlan, features, includesInstallation, includesHosting,
  "includedOffers": includedOffers[]->slug.current, highlighted, badge, buttonLabel, order, checkoutUrl
}`;
export const tierView = viewModel(pricingTierDocument.shape, {
  ...slugView,
  /** The included offers' slugs (a reference to a deleted offer reads as null and is left out). */
  includedOffers: z
    .array(z.string().nullable())
    .nullish()
    .transform((slugs) => (slugs ?? []).filter((slug): slug is string => slug !== null)),
});
export type TierView = z.infer<typeof tierView>;

/** Every pricing tier, in display order. */
const pricingTiersGroq = groq`*[_type == "pricingTier"] | order(order asc) ${tierProjection}`;
export const pricingTiersQuery = defineQuery<PricingTiersGroqResult>()({
  name: "pricingTiers",
  groq: pricingTiersGroq,
  model: resilientList(tierView, "pricingTiers"),
  fallback: "none",
});

export const offerView = viewModel(offerDocument.shape, {
  ...slugView,
  samples: z
    .array(imageView)
    .nullish()
    .transform((samples) => samples ?? []),
});
export type OfferView = z.infer<typeof offerView>;

const offerBySlugGroq = groq`*[_type == "offer" && slug.current == $slug][0]{
  _id, name, "slug": slug.current, headline, summary, price, worth, items, "samples": samples[]${imageProjection}, checkoutUrl,
  declineLabel, declineHref
}`;
export const offerBySlugQuery = defineQuery<OfferBySlugGroqResult, { slug: string }>()({
  name: "offerBySlug",
  groq: offerBySlugGroq,
  model: offerView.nullable(),
  fallback: "none",
});

export const serviceView = viewModel(serviceDocument.shape, slugView);
export type ServiceView = z.infer<typeof serviceView>;

const servicesGroq = groq`*[_type == "service"] | order(order asc) {
  _id, name, "slug": slug.current, summary, description, price, priceNote, deliveryTime, features, icon, order
}`;
export const servicesQuery = defineQuery<ServicesGroqResult>()({
  name: "services",
  groq: servicesGroq,
  model: resilientList(serviceView, "services"),
  fallback: "none",
});

export const featureProjection = /* groq */ `{ _id, name, category, description, icon, highlighted, order }`;
export const featureView = viewModel(featureDocument.shape, {});

/** The fields a feature card on /features shows. */
export const featureCardView = featureView.pick({ _id: true, name: true, category: true, description: true, icon: true });
export type FeatureCardView = z.infer<typeof featureCardView>;

/**
 * The filter of /features and one page's slice. Every `$param` is always sent (Sanity rejects a
 * query naming a parameter it was not given): `category` null is every category; `terms` are
 * `match` patterns (`paypal*`), every one of which must match a word of the name or description;
 * none is no text filter.
 */
export type FeaturePageParams = {
  category: string | null;
  terms: readonly string[];
  start: number;
  end: number;
};

/** Features that match the text filter, in any category: the category links count these. */
const featureTextFilter = /* groq */ `_type == "feature" && category in ${JSON.stringify(FEATURE_CATEGORIES)}
  && (count($terms) == 0 || [name, description] match $terms)`;
const featureFilter = /* groq */ `${featureTextFilter} && (!defined($category) || category == $category)`;

/** The position of a feature's category in the CMS option list, so pages follow the page's category order. */
const categoryRank = /* groq */ `select(${FEATURE_CATEGORIES.map((category, rank) => `category == "${category}" => ${rank}`).join(", ")})`;

const featurePageView = z.object({
  /**
   * The category of every feature that matches the text filter, in every category and on every page: the category
   * links count them all, the list and its headings those of the chosen category.
   */
  categories: z.array(z.enum(FEATURE_CATEGORIES)),
  /** This page's cards, by category (in the option list's order), then position. */
  features: resilientList(featureCardView, "featurePage"),
});
export type FeaturePage = z.infer<typeof featurePageView>;

/**
 * One page of /features, filtered by Sanity (or groq-js), and the category of each match of the
 * text: one string per match rather than a count per category, so the filter runs twice, not ten
 * times (groq-js scans the whole dataset for each `*`).
 */
export const featurePageQuery = defineComposedQuery<FeaturePage, FeaturePageParams>({
  name: "featurePage",
  groq: /* groq */ `{
    "categories": *[${featureTextFilter}].category,
    "features": *[${featureFilter}] | order(${categoryRank} asc, order asc, _id asc) [$start...$end] { _id, name, category, description, icon }
  }`,
  model: featurePageView,
});

/** How many features there are, filtered or not ("3 of 62 features match"): one cached count for every filter. */
export const featureCountQuery = defineComposedQuery({
  name: "featureCount",
  groq: /* groq */ `count(*[_type == "feature" && category in ${JSON.stringify(FEATURE_CATEGORIES)}])`,
  model: z.number().int().nonnegative(),
});

const platformProjection = /* groq */ `{
  _id, name, "slug": slug.current, status, tagline, description, features, icon, launchEstimate, order
}`;
export const platformView = viewModel(platformDocument.shape, slugView);
export type PlatformView = z.infer<typeof platformView>;

const platformsGroq = groq`*[_type == "platform"] | order(order asc) ${platformProjection}`;
export const platformsQuery = defineQuery<PlatformsGroqResult>()({
  name: "platforms",
  groq: platformsGroq,
  model: resilientList(platformView, "platforms"),
});

const platformBySlugGroq = groq`*[_type == "platform" && slug.current == $slug][0] ${platformProjection}`;
export const platformBySlugQuery = defineQuery<PlatformBySlugGroqResult, { slug: string }>()({
  name: "platformBySlug",
  groq: platformBySlugGroq,
  model: platformView.nullable(),
});
