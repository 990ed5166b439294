import { z } from "zod";
import { httpUrl } from "~/lib/cms/models/fields";
import { responsiveImage } from "~/lib/cms/images";
import { imageProjection, imageSource, shareImageOf } from "./fragments";

/** GROQ projection of the `seo` object every page-like document carries (docs/architecture.md, Product rules). */
export const seoProjection = /* groq */ `seo{
  title,
  description,
  keywords,
  canonical,
  ogTitle,
  ogDescription,
  "ogImage": ogImage${imageProjection},
  ogType,
  twitterCard,
  twitterTitle,
  twitterDescription,
  "twitterImage": twitterImage${imageProjection},
  noIndex
}`;

const sharedImage = imageSource
  .extend({ alt: z.string().nullish() })
  .transform((image) => shareImageOf(responsiveImage({ ...image, alt: image.alt ?? "" })))
  .nullish();

export const seoModel = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.array(z.string()).nullish(),
  canonical: httpUrl.nullish(),
  ogTitle: z.string().nullish(),
  ogDescription: z.string().nullish(),
  /** The editor's share image as networks take it: a 1200×630 cut of it (Sanity CDN images only; else the site's card). */
  ogImage: sharedImage,
  ogType: z.enum(["website", "article", "product"]).nullish(),
  twitterCard: z.enum(["summary", "summary_large_image"]).nullish(),
  twitterTitle: z.string().nullish(),
  twitterDescription: z.string().nullish(),
  twitterImage: sharedImage,
  noIndex: z.boolean().nullish(),
});

export type Seo = z.infer<typeof seoModel>;
