import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";
import { authors, categories, tags } from "./blog-taxonomy";
import { sampleImageAssets } from "./build/images";
import { banners, landingPages, modifications, siteListings } from "./marketplace";
import { pages } from "./pages";
import { posts } from "./posts";
import { features, offers, platforms, pricingTiers, services } from "./products";
import { siteSettings } from "./site-settings";
import { faqs, testimonials } from "./social-proof";
// After the published documents, so the images the drafts reuse keep their place among the assets.
import { sampleDrafts } from "./drafts";

/** The whole bundled sample dataset: what the site shows when no CMS is configured. */
export const sampleDocuments: readonly SanityDocumentLike[] = [
  siteSettings,
  ...pages,
  ...pricingTiers,
  ...offers,
  ...services,
  ...features,
  ...platforms,
  ...modifications,
  ...banners,
  ...landingPages,
  ...siteListings,
  ...testimonials,
  ...faqs,
  ...authors,
  ...categories,
  ...tags,
  ...posts,
  // Unpublished drafts (`drafts.` ids): only visible in preview mode.
  ...sampleDrafts,
  // Last: the image assets the documents above registered.
  ...sampleImageAssets(),
];
