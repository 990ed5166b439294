import type { z } from "zod";
import { imageAssetDocument } from "./assets";
import { authorDocument, categoryDocument, postDocument, tagDocument } from "./blog";
import { bannerDocument, landingPageDocument, modificationDocument, siteListingDocument } from "./marketplace";
import { featureDocument, offerDocument, platformDocument, pricingTierDocument, serviceDocument } from "./products";
import { pageDocument, siteSettingsDocument } from "./site";
import { faqDocument, testimonialDocument } from "./social-proof";

/** The app's model of every document type it reads, by `_type`: one side of the CMS contract. */
export const documentModels: Record<string, z.ZodType> = {
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
  "sanity.imageAsset": imageAssetDocument,
};
