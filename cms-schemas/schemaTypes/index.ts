import { author, category, post, tag } from "./blog";
import { banner, landingPage, modification, siteListing } from "./marketplace";
import { blockContent, code, cta, seo } from "./objects";
import { feature, offer, platform, pricingTier, service } from "./products";
import { sectionTypes } from "./sections";
import { withPriceTokenCheck } from "./price-tokens";
import { page, siteSettings } from "./site";
import { faq, testimonial } from "./social-proof";
import { submissionTypes } from "./submissions";

/** Every type of the Studio; every document type checks that its price tokens name a priced document. */
export const schemaTypes = [
  seo,
  cta,
  code,
  blockContent,
  ...sectionTypes,
  siteSettings,
  page,
  pricingTier,
  offer,
  service,
  feature,
  platform,
  modification,
  banner,
  landingPage,
  siteListing,
  testimonial,
  faq,
  post,
  author,
  category,
  tag,
  ...submissionTypes,
].map(withPriceTokenCheck);
