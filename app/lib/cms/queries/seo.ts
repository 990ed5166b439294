import { z } from "zod";
import { httpUrl } from "../models/fields";

/** GROQ projection of the `seo` object every page-like document carries (docs/architecture.md, Product rules). */
export const seoProjection = /* groq */ `seo{
  title,
  description,
  keywords,
  canonical,
  ogTitle,
  ogDescription,
  "ogImage": ogImage.asset->url,
  ogType,
  twitterCard,
  twitterTitle,
  twitterDescription,
  "twitterImage": twitterImage.asset->url,
  noIndex
}`;

export const seoModel = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.array(z.string()).nullish(),
  canonical: httpUrl.nullish(),
  ogTitle: z.string().nullish(),
  ogDescription: z.string().nullish(),
  ogImage: httpUrl.nullish(),
  ogType: z.enum(["website", "article", "product"]).nullish(),
  twitterCard: z.enum(["summary", "summary_large_image"]).nullish(),
  twitterTitle: z.string().nullish(),
  twitterDescription: z.string().nullish(),
  twitterImage: httpUrl.nullish(),
  noIndex: z.boolean().nullish(),
});

export type Seo = z.infer<typeof seoModel>;
