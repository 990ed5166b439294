import { z } from "zod";
import {
  NAVIGATION_LABEL_OPTIONS,
  type NavigationLabelKey,
  OG_TYPE_OPTIONS,
  optionValues,
  PAGE_BLOCK_OPTIONS,
  TWITTER_CARD_OPTIONS,
} from "~/lib/cms/options";
import { cta, documentModel, httpUrl, image, keyedItem, keyedReference, money, portableText, previousSlugs, slug } from "./fields";

export const siteSettingsDocument = documentModel("siteSettings", {
  productName: z.string().min(1),
  operatorBrand: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  siteUrl: httpUrl,
  supportEmail: z.email(),
  social: z.strictObject({ twitter: httpUrl, facebook: httpUrl, linkedin: httpUrl, youtube: httpUrl }),
  parentSiteUrl: httpUrl,
  footerClaims: z.strictObject({ summary: z.string().min(1), highlights: z.array(z.string().min(1)).min(1) }),
  copyrightYear: z.number().int().min(2000),
  demo: z.strictObject({
    memberAreaUrl: httpUrl,
    memberUsername: z.string().min(1),
    memberPassword: z.string().min(1),
    adminAreaUrl: httpUrl,
    adminUsername: z.string().min(1),
    adminPassword: z.string().min(1),
    resetSchedule: z.string().min(1),
  }),
  /** Hosts besides this site and Sanity's CDN that pages may load from (CSP) and that the security log trusts. */
  trustedHosts: z.array(z.string().regex(z.regexes.domain)).optional(),
  /** Other sites a redirect may lead to (decision 076); read by the redirect map only. */
  redirectHosts: z.array(z.string().regex(z.regexes.domain)).optional(),
  /** About what a domain costs a year (billed at cost), quoted in the order form; none: the form names no amount. */
  domainYearlyPrice: money.nullish(),
  /** Who is told of every lead, order and payment (OPERATOR_EMAIL overrides); none: the support address (decision 066). */
  notificationEmails: z.array(z.email()).optional(),
  /** How soon we reply, as the receipts quote it; missing in a dataset from before it existed: the sample's words. */
  replyTime: z.string().min(1).nullish(),
  /** Editors' names for the header, top bar and footer links; an empty one is the default (app/lib/navigation.ts). */
  navigationLabels: z
    .strictObject(
      Object.fromEntries(NAVIGATION_LABEL_OPTIONS.map((option) => [option.value, z.string().max(40).nullish()])) as Record<
        NavigationLabelKey,
        z.ZodOptional<z.ZodNullable<z.ZodString>>
      >,
    )
    .nullish(),
});

export const seoObject = z.strictObject({
  _type: z.literal("seo"),
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.array(z.string().min(1)).optional(),
  canonical: httpUrl.optional(),
  ogTitle: z.string().optional(),
  ogDescription: z.string().optional(),
  ogImage: image.optional(),
  ogType: z.enum(optionValues(OG_TYPE_OPTIONS)).optional(),
  twitterCard: z.enum(optionValues(TWITTER_CARD_OPTIONS)).optional(),
  twitterTitle: z.string().optional(),
  twitterDescription: z.string().optional(),
  twitterImage: image.optional(),
  noIndex: z.boolean().optional(),
});

/** A page section: `_type` names the component that renders it. */
function section<Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) {
  return z.strictObject({ ...keyedItem, _type: z.literal(type), ...shape });
}

const references = z.array(keyedReference).min(1);

export const heroSection = section("hero", {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  subheading: z.string().optional(),
  primaryCta: cta,
  secondaryCta: cta.optional(),
  image: image.optional(),
});
export const richTextSection = section("richText", { heading: z.string().optional(), body: portableText });
export const featureGridSection = section("featureGrid", {
  heading: z.string().min(1),
  intro: z.string().optional(),
  features: references,
});
export const pricingTableSection = section("pricingTable", { heading: z.string().min(1), intro: z.string().optional(), tiers: references });
export const testimonialsSection = section("testimonials", {
  heading: z.string().min(1),
  intro: z.string().optional(),
  testimonials: references,
});
export const faqListSection = section("faqList", { heading: z.string().min(1), intro: z.string().optional(), faqs: references });
export const statsSection = section("stats", {
  heading: z.string().optional(),
  items: z.array(z.strictObject({ ...keyedItem, _type: z.literal("stat"), value: z.string().min(1), label: z.string().min(1) })).min(1),
});
export const stepsSection = section("steps", {
  heading: z.string().min(1),
  intro: z.string().optional(),
  items: z
    .array(z.strictObject({ ...keyedItem, _type: z.literal("step"), title: z.string().min(1), description: z.string().min(1) }))
    .min(1),
});
export const comparisonTableSection = section("comparisonTable", {
  heading: z.string().min(1),
  intro: z.string().optional(),
  columns: z.array(z.string().min(1)).min(1),
  rows: z
    .array(
      z.strictObject({
        ...keyedItem,
        _type: z.literal("comparisonRow"),
        label: z.string().min(1),
        values: z.array(z.string()).min(1),
      }),
    )
    .min(1),
});
export const callToActionSection = section("callToAction", {
  heading: z.string().min(1),
  body: z.string().optional(),
  primaryCta: cta,
  secondaryCta: cta.optional(),
});
export const logoStripSection = section("logoStrip", {
  heading: z.string().optional(),
  logos: z
    .array(z.strictObject({ ...keyedItem, _type: z.literal("logo"), name: z.string().min(1), image: image, url: httpUrl.optional() }))
    .min(1),
});

/** A fixed page's own content, placed and headed by editors; an empty heading or intro is the page's default. */
export const pageBlockSection = section("pageBlock", {
  block: z.enum(optionValues(PAGE_BLOCK_OPTIONS)),
  heading: z.string().max(120).optional(),
  intro: z.string().max(300).optional(),
  linkLabel: z.string().max(60).optional(),
});

export const pageSection = z.discriminatedUnion("_type", [
  heroSection,
  richTextSection,
  featureGridSection,
  pricingTableSection,
  testimonialsSection,
  faqListSection,
  statsSection,
  stepsSection,
  comparisonTableSection,
  callToActionSection,
  logoStripSection,
  pageBlockSection,
]);

export const pageDocument = documentModel("page", {
  title: z.string().min(1),
  slug,
  previousSlugs,
  heading: z.string().min(1),
  intro: z.string().optional(),
  seo: seoObject,
  sections: z.array(pageSection).optional(),
});
