import { z } from "zod";
import { cta } from "~/lib/cms/models/fields";
import {
  callToActionSection,
  comparisonTableSection,
  faqListSection,
  featureGridSection,
  heroSection,
  logoStripSection,
  pageBlockSection,
  pricingTableSection,
  richTextSection,
  statsSection,
  stepsSection,
  testimonialsSection,
} from "~/lib/cms/models/site";
import type { PageBySlugGroqResult } from "~/lib/cms/sanity.types";
import { defineQuery, groq } from "~/lib/cms/query";
import { imageProjection, imageSource, imageView, resilientList, viewModel } from "./fragments";
import { responsiveImage } from "~/lib/cms/images";
import { featureProjection, featureView, tierProjection, tierView } from "./products";
import { seoModel, seoProjection } from "./seo";
import { faqProjection, faqView, testimonialProjection, testimonialView } from "./social-proof";

const ctaView = z.object(cta.shape).omit({ _type: true });

/** An image inside rich text; one without alt text is decorative. */
const portableTextImage = imageSource.extend({
  alt: z
    .string()
    .nullish()
    .transform((alt) => alt ?? ""),
});

/** Portable Text as @portabletext/react takes it; an image block becomes the image as components render it. */
export const portableTextView = z.array(
  z
    .object({ _type: z.string(), _key: z.string() })
    .loose()
    .transform((block) => {
      if (block._type !== "image") return block;
      const image = portableTextImage.safeParse(block);
      return image.success
        ? { _type: block._type, _key: block._key, ...responsiveImage(image.data) }
        : { _type: block._type, _key: block._key };
    }),
);
export const portableTextProjection = /* groq */ `[]{
  ...,
  _type == "image" => { "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height, crop, hotspot }
}`;

/**
 * A section as its component renders it: the stored section's model (../models/site.ts), optional
 * fields nullable as GROQ answers them, with `resolved` for what the projection reshapes (references
 * become the documents, images their URL and size, CTAs without `_type`).
 */
function sectionView<Shape extends z.ZodRawShape & { _type: z.ZodLiteral<string> }, Resolved extends z.ZodRawShape>(
  stored: { shape: Shape },
  resolved: Resolved,
) {
  return viewModel(stored.shape, { _key: z.string(), _type: stored.shape._type as Shape["_type"], ...resolved });
}

/** One model per section type: what its component renders. */
const sectionViewModel = z.discriminatedUnion("_type", [
  sectionView(heroSection, { primaryCta: ctaView, secondaryCta: ctaView.nullish(), image: imageView.nullish() }),
  sectionView(richTextSection, { body: portableTextView }),
  sectionView(featureGridSection, { features: resilientList(featureView, "featureGrid") }),
  sectionView(pricingTableSection, { tiers: resilientList(tierView, "pricingTable") }),
  sectionView(testimonialsSection, { testimonials: resilientList(testimonialView, "testimonialsSection") }),
  sectionView(faqListSection, { faqs: resilientList(faqView, "faqList") }),
  sectionView(statsSection, {}),
  sectionView(stepsSection, {}),
  sectionView(comparisonTableSection, {}),
  sectionView(callToActionSection, { primaryCta: ctaView, secondaryCta: ctaView.nullish() }),
  sectionView(logoStripSection, {
    logos: z.array(z.object({ _key: z.string(), name: z.string(), url: z.string().nullish(), image: imageView })),
  }),
  sectionView(pageBlockSection, {}),
]);

export type SectionView = z.infer<typeof sectionViewModel>;

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
  _type == "logoStrip" => { heading, "logos": logos[]{ _key, name, url, "image": image${imageProjection} } },
  _type == "pageBlock" => { block, heading, intro, linkLabel }
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
  sections: resilientList(sectionViewModel, "pageSections").nullish(),
});

export type Page = z.infer<typeof pageModel>;

/** The page document a route is built from, its sections resolved; null when no page has that slug. */
const pageBySlugGroq = groq`*[_type == "page" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  heading,
  intro,
  ${seoProjection},
  ${sectionsProjection}
}`;
export const pageBySlugQuery = defineQuery<PageBySlugGroqResult, { slug: string }>()({
  name: "pageBySlug",
  groq: pageBySlugGroq,
  model: pageModel.nullable(),
});
