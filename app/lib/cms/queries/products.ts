import { z } from "zod";
import { featureDocument, offerDocument, platformDocument, pricingTierDocument, serviceDocument } from "../models/products";
import { defineQuery } from "../query";
import { resilientList, viewModel } from "./fragments";

const slugView = { slug: z.string() };

export const tierProjection = /* groq */ `{
  _id, name, "slug": slug.current, productLine, summary, price, billing, paymentPlan, features, includesInstallation, includesHosting, highlighted, badge, order, checkoutUrl
}`;
export const tierView = viewModel(pricingTierDocument.shape, slugView);
export type TierView = z.infer<typeof tierView>;

/** Every pricing tier, in display order. */
export const pricingTiersQuery = defineQuery({
  name: "pricingTiers",
  groq: /* groq */ `*[_type == "pricingTier"] | order(order asc) ${tierProjection}`,
  model: resilientList(tierView, "pricingTiers"),
  fallback: "none",
});

export const offerView = viewModel(offerDocument.shape, slugView);
export type OfferView = z.infer<typeof offerView>;

export const offerBySlugQuery = defineQuery<OfferView | null, { slug: string }>({
  name: "offerBySlug",
  groq: /* groq */ `*[_type == "offer" && slug.current == $slug][0]{
    _id, name, "slug": slug.current, headline, summary, price, worth, items, checkoutUrl, declineLabel, declineHref
  }`,
  model: offerView.nullable(),
  fallback: "none",
});

export const serviceView = viewModel(serviceDocument.shape, slugView);
export type ServiceView = z.infer<typeof serviceView>;

export const servicesQuery = defineQuery({
  name: "services",
  groq: /* groq */ `*[_type == "service"] | order(order asc) {
    _id, name, "slug": slug.current, summary, description, price, priceNote, deliveryTime, features, icon, order
  }`,
  model: resilientList(serviceView, "services"),
  fallback: "none",
});

export const featureProjection = /* groq */ `{ _id, name, category, description, icon, highlighted, order }`;
export const featureView = viewModel(featureDocument.shape, {});
export type FeatureView = z.infer<typeof featureView>;

/** Every feature, grouped by category order then position. */
export const featuresQuery = defineQuery({
  name: "features",
  groq: /* groq */ `*[_type == "feature"] | order(category asc, order asc) ${featureProjection}`,
  model: resilientList(featureView, "features"),
});

const platformProjection = /* groq */ `{
  _id, name, "slug": slug.current, status, tagline, description, features, icon, launchEstimate, order
}`;
export const platformView = viewModel(platformDocument.shape, slugView);
export type PlatformView = z.infer<typeof platformView>;

export const platformsQuery = defineQuery({
  name: "platforms",
  groq: /* groq */ `*[_type == "platform"] | order(order asc) ${platformProjection}`,
  model: resilientList(platformView, "platforms"),
});

export const platformBySlugQuery = defineQuery<PlatformView | null, { slug: string }>({
  name: "platformBySlug",
  groq: /* groq */ `*[_type == "platform" && slug.current == $slug][0] ${platformProjection}`,
  model: platformView.nullable(),
});
