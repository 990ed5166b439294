import { z } from "zod";
import { defineQuery } from "../query";
import { seoModel, seoProjection } from "./seo";

export const pageModel = z.object({
  _id: z.string(),
  _updatedAt: z.string(),
  title: z.string().min(1),
  slug: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().nullish(),
  seo: seoModel,
});

export type Page = z.infer<typeof pageModel>;

/** The page document a route is built from; null when no page has that slug. */
export const pageBySlugQuery = defineQuery<Page | null, { slug: string }>({
  name: "pageBySlug",
  groq: /* groq */ `*[_type == "page" && slug.current == $slug][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    heading,
    intro,
    ${seoProjection}
  }`,
  model: pageModel.nullable(),
});
