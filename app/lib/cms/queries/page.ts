import { z } from "zod";
import { cta } from "../models/fields";
import { defineQuery } from "../query";
import { imageProjection, imageView, resilientList } from "./fragments";
import { featureProjection, featureView, tierProjection, tierView } from "./products";
import { seoModel, seoProjection } from "./seo";
import { faqProjection, faqView, testimonialProjection, testimonialView } from "./social-proof";

const ctaView = z.object(cta.shape).omit({ _type: true });
const keyed = { _key: z.string() };

/** Portable Text as @portabletext/react takes it; images carry their URL and size. */
export const portableTextView = z.array(z.object({ _type: z.string(), _key: z.string() }).loose());
export const portableTextProjection = /* groq */ `[]{
  ...,
  _type == "image" => { "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }
}`;

/** One model per section type: what its component renders. */
export const sectionView = z.discriminatedUnion("_type", [
  z.object({
    ...keyed,
    _type: z.literal("hero"),
    eyebrow: z.string().nullish(),
    heading: z.string(),
    subheading: z.string().nullish(),
    primaryCta: ctaView,
    secondaryCta: ctaView.nullish(),
    image: imageView.nullish(),
  }),
  z.object({ ...keyed, _type: z.literal("richText"), heading: z.string().nullish(), body: portableTextView }),
  z.object({
    ...keyed,
    _type: z.literal("featureGrid"),
    heading: z.string(),
    intro: z.string().nullish(),
    features: resilientList(featureView, "featureGrid"),
  }),
  z.object({
    ...keyed,
    _type: z.literal("pricingTable"),
    heading: z.string(),
    intro: z.string().nullish(),
    tiers: resilientList(tierView, "pricingTable"),
  }),
  z.object({
    ...keyed,
    _type: z.literal("testimonials"),
    heading: z.string(),
    intro: z.string().nullish(),
    testimonials: resilientList(testimonialView, "testimonialsSection"),
  }),
  z.object({
    ...keyed,
    _type: z.literal("faqList"),
    heading: z.string(),
    intro: z.string().nullish(),
    faqs: resilientList(faqView, "faqList"),
  }),
  z.object({
    ...keyed,
    _type: z.literal("stats"),
    heading: z.string().nullish(),
    items: z.array(z.object({ ...keyed, value: z.string(), label: z.string() })),
  }),
  z.object({
    ...keyed,
    _type: z.literal("steps"),
    heading: z.string(),
    intro: z.string().nullish(),
    items: z.array(z.object({ ...keyed, title: z.string(), description: z.string() })),
  }),
  z.object({
    ...keyed,
    _type: z.literal("comparisonTable"),
    heading: z.string(),
    intro: z.string().nullish(),
    columns: z.array(z.string()),
    rows: z.array(z.object({ ...keyed, label: z.string(), values: z.array(z.string()) })),
  }),
  z.object({
    ...keyed,
    _type: z.literal("callToAction"),
    heading: z.string(),
    body: z.string().nullish(),
    primaryCta: ctaView,
    secondaryCta: ctaView.nullish(),
  }),
  z.object({
    ...keyed,
    _type: z.literal("logoStrip"),
    heading: z.string().nullish(),
    logos: z.array(z.object({ ...keyed, name: z.string(), url: z.string().nullish(), image: imageView })),
  }),
]);

export type SectionView = z.infer<typeof sectionView>;

const sectionsProjection = /* groq */ `sections[]{
  _key,
  _type,
  _type == "hero" => { eyebrow, heading, subheading, primaryCta, secondaryCta, "image": image${imageProjection} },
  _type == "richText" => { heading, "body": body${portableTextProjection} },
  _type == "featureGrid" => { heading, intro, "features": features[]->${featureProjection} },
  _type == "pricingTable" => { heading, intro, "tiers": tiers[]->${tierProjection} },
  _type == "testimonials" => { heading, intro, "testimonials": testimonials[]->${testimonialProjection} },
  _type == "faqList" => { heading, intro, "faqs": faqs[]->${faqProjection} },
  _type == "stats" => { heading, items },
  _type == "steps" => { heading, intro, items },
  _type == "comparisonTable" => { heading, intro, columns, rows },
  _type == "callToAction" => { heading, body, primaryCta, secondaryCta },
  _type == "logoStrip" => { heading, "logos": logos[]{ _key, name, url, "image": image${imageProjection} } }
}`;

export const pageModel = z.object({
  _id: z.string(),
  _updatedAt: z.string(),
  title: z.string().min(1),
  slug: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().nullish(),
  seo: seoModel,
  // A section the app cannot render (an unknown type, a half-filled one) is left out, not fatal.
  sections: resilientList(sectionView, "pageSections").nullish(),
});

export type Page = z.infer<typeof pageModel>;

/** The page document a route is built from, its sections resolved; null when no page has that slug. */
export const pageBySlugQuery = defineQuery<Page | null, { slug: string }>({
  name: "pageBySlug",
  groq: /* groq */ `*[_type == "page" && slug.current == $slug][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    heading,
    intro,
    ${seoProjection},
    ${sectionsProjection}
  }`,
  model: pageModel.nullable(),
});
