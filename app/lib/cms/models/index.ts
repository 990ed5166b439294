import type { z } from "zod";
import type { ContentType } from "~/lib/declarations/content-kinds";
import type { AllSanitySchemaTypes } from "~/lib/cms/sanity.types";
import type { FitsSchema } from "~/lib/cms/schema-fit";
import { imageAssetDocument } from "./assets";
import { authorDocument, categoryDocument, postDocument, tagDocument } from "./blog";
import { bannerDocument, landingPageDocument, modificationDocument, siteListingDocument } from "./marketplace";
import { featureDocument, offerDocument, platformDocument, pricingTierDocument, serviceDocument } from "./products";
import { pageDocument, siteSettingsDocument } from "./site";
import { faqDocument, testimonialDocument } from "./social-proof";

/** Sanity fills in every field of its own documents (an upload's file name and size); its schema leaves them optional. */
type FilledBySanity<T> = T extends object ? { [Key in keyof T]-?: FilledBySanity<T[Key]> } : T;

type StoredDocument<Type> = Type extends `sanity.${string}`
  ? FilledBySanity<Extract<AllSanitySchemaTypes, { _type: Type }>>
  : Extract<AllSanitySchemaTypes, { _type: Type }>;

/** Each model reads its document type as the Studio's schema stores it (the generated types; app/lib/cms/schema-fit.ts). */
function readingStoredDocuments<Models extends Record<ContentType | "sanity.imageAsset", z.ZodType>>(
  models: Models & { [Type in keyof Models]: FitsSchema<StoredDocument<Type>, z.input<Models[Type]>> },
): Readonly<Record<string, z.ZodType | undefined>> {
  return models;
}

/** The app's model of every document type it reads, by `_type`: what the sample dataset is checked with. */
export const documentModels = readingStoredDocuments({
  siteSettings: siteSettingsDocument,
  page: pageDocument,
  pricingTier: pricingTierDocument,
  offer: offerDocument,
  service: serviceDocument,
  feature: featureDocument,
  platform: platformDocument,
  modification: modificationDocument,
  banner: bannerDocument,
  landingPage: landingPageDocument,
  siteListing: siteListingDocument,
  testimonial: testimonialDocument,
  faq: faqDocument,
  author: authorDocument,
  category: categoryDocument,
  tag: tagDocument,
  post: postDocument,
  // The sample's stand-ins for uploads.
  "sanity.imageAsset": imageAssetDocument,
});
