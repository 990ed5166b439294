import { defineArrayMember, defineField, defineType } from "sanity";
import { optionTitle, PAGE_BLOCK_OPTIONS } from "../../app/lib/cms/options";
import { pageBlockProblem } from "../../app/lib/declarations/page-blocks";
import { imageField, optionField, referenceListField, requiredString, stringListField, urlField } from "./fields";

/** The building blocks of a page, in the order marketers stack them. Each renders as one component. */

const intro = defineField({ name: "intro", type: "text", rows: 2, description: "A sentence or two under the heading." });
const optionalHeading = defineField({ name: "heading", type: "string" });

export const hero = defineType({
  name: "hero",
  title: "Hero",
  type: "object",
  fields: [
    defineField({ name: "eyebrow", type: "string", description: "A short line above the heading." }),
    requiredString("heading"),
    defineField({ name: "subheading", type: "text", rows: 2 }),
    defineField({ name: "primaryCta", title: "Main button", type: "cta", validation: (rule) => rule.required() }),
    defineField({ name: "secondaryCta", title: "Second button", type: "cta" }),
    imageField("image", { required: false }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Hero" }) },
});

export const richText = defineType({
  name: "richText",
  title: "Rich text",
  type: "object",
  fields: [optionalHeading, defineField({ name: "body", type: "blockContent", validation: (rule) => rule.required() })],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title: title ?? "Text", subtitle: "Rich text" }) },
});

function referenceSection(name: string, title: string, field: string, to: string, description: string) {
  return defineType({
    name,
    title,
    type: "object",
    fields: [requiredString("heading"), intro, referenceListField(field, to, { description })],
    preview: { select: { title: "heading" }, prepare: ({ title: heading }) => ({ title: heading, subtitle: title }) },
  });
}

export const featureGrid = referenceSection("featureGrid", "Feature grid", "features", "feature", "The features to show, in order.");
export const pricingTable = referenceSection(
  "pricingTable",
  "Pricing table",
  "tiers",
  "pricingTier",
  "The pricing tiers to compare, in order.",
);
export const testimonials = referenceSection("testimonials", "Testimonials", "testimonials", "testimonial", "The testimonials to show.");
export const faqList = referenceSection("faqList", "FAQ list", "faqs", "faq", "The questions to show, in order.");

export const stats = defineType({
  name: "stats",
  title: "Stats",
  type: "object",
  fields: [
    optionalHeading,
    defineField({
      name: "items",
      type: "array",
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: "stat",
          type: "object",
          fields: [requiredString("value", { description: "For example 50+ or 24-48h." }), requiredString("label")],
          preview: { select: { title: "value", subtitle: "label" } },
        }),
      ],
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title: title ?? "Stats", subtitle: "Stats" }) },
});

export const steps = defineType({
  name: "steps",
  title: "Steps",
  type: "object",
  fields: [
    requiredString("heading"),
    intro,
    defineField({
      name: "items",
      title: "Steps",
      type: "array",
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: "step",
          type: "object",
          fields: [
            requiredString("title"),
            defineField({ name: "description", type: "text", rows: 3, validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "title", subtitle: "description" } },
        }),
      ],
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Steps" }) },
});

export const comparisonTable = defineType({
  name: "comparisonTable",
  title: "Comparison table",
  type: "object",
  fields: [
    requiredString("heading"),
    intro,
    stringListField("columns", { description: "Column headings, for example the package names." }),
    defineField({
      name: "rows",
      type: "array",
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: "comparisonRow",
          title: "Row",
          type: "object",
          fields: [
            requiredString("label", { description: "What is compared, for example Installation." }),
            stringListField("values", { description: "One value per column, in the same order: Included, -, 12 months…" }),
          ],
          preview: { select: { title: "label" } },
        }),
      ],
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Comparison table" }) },
});

export const callToAction = defineType({
  name: "callToAction",
  title: "Call to action",
  type: "object",
  fields: [
    requiredString("heading"),
    defineField({ name: "body", type: "text", rows: 2 }),
    defineField({ name: "primaryCta", title: "Main button", type: "cta", validation: (rule) => rule.required() }),
    defineField({ name: "secondaryCta", title: "Second button", type: "cta" }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "Call to action" }) },
});

export const logoStrip = defineType({
  name: "logoStrip",
  title: "Logo strip",
  type: "object",
  fields: [
    optionalHeading,
    defineField({
      name: "logos",
      type: "array",
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: "logo",
          type: "object",
          fields: [requiredString("name"), imageField("image"), urlField("url", { required: false })],
          preview: { select: { title: "name", media: "image" } },
        }),
      ],
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title: title ?? "Logos", subtitle: "Logo strip" }) },
});

/** Where a fixed page's own content (its cards, list, form or logins) goes among its sections, and the words around it. */
export const pageBlock = defineType({
  name: "pageBlock",
  title: "Page content",
  type: "object",
  description: "The page's own content: its cards, list, form or logins. Move this section to move it; empty fields keep the defaults.",
  fields: [
    {
      ...optionField("block", PAGE_BLOCK_OPTIONS, { title: "Content" }),
      validation: (rule) =>
        rule.required().custom((block, context) => {
          if (typeof block !== "string") return true;
          const sections = (context.document as { sections?: { _type?: string; block?: string }[] } | undefined)?.sections;
          return pageBlockProblem(context.document?._id ?? "", block, sections) ?? true;
        }),
    },
    defineField({
      name: "heading",
      type: "string",
      description:
        "Leave empty for the page's default heading. A catalogue or list right under the page heading (packages on Pricing, " +
        "the sites for sale, testimonials, marketplace areas) is named with it for screen readers only; the FAQ, the feature " +
        "list, the order form and summary, the site map and a legal page's date have no heading.",
      validation: (rule) => rule.max(120),
    }),
    defineField({
      ...intro,
      description: "A sentence or two under the heading, where the heading is shown.",
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: "linkLabel",
      title: "Link label",
      type: "string",
      description: "The link under the cards, where there is one (Newest sites for sale).",
      validation: (rule) => rule.max(60),
    }),
  ],
  preview: {
    select: { block: "block", heading: "heading" },
    prepare: ({ block, heading }) => ({
      title: heading ?? optionTitle(PAGE_BLOCK_OPTIONS, block ?? ""),
      subtitle: `Page content: ${optionTitle(PAGE_BLOCK_OPTIONS, block ?? "")}`,
    }),
  },
});

export const sectionTypes = [
  hero,
  richText,
  featureGrid,
  pricingTable,
  testimonials,
  faqList,
  stats,
  steps,
  comparisonTable,
  callToAction,
  logoStrip,
  pageBlock,
];
