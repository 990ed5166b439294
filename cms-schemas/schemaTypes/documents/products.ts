import { BoltIcon, CreditCardIcon, PackageIcon, RocketIcon, WrenchIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import {
  BILLING_OPTIONS,
  FEATURE_CATEGORY_OPTIONS,
  ICON_OPTIONS,
  PLATFORM_STATUS_OPTIONS,
  PRODUCT_LINE_OPTIONS,
} from "../../../app/lib/cms/options";
import {
  altTextField,
  linkField,
  optionField,
  orderField,
  priceField,
  requireUpload,
  requiredString,
  requiredText,
  previousSlugsField,
  slugField,
  stringListField,
  urlField,
  usd,
} from "../fields";

const iconField = optionField("icon", ICON_OPTIONS, { description: "The small picture shown beside it." });

export const pricingTier = defineType({
  name: "pricingTier",
  title: "Pricing tier",
  type: "document",
  icon: CreditCardIcon,
  description:
    "A package on the pricing page and in the order funnel. The price here is the one used everywhere, including search-engine data.",
  fields: [
    requiredString("name"),
    slugField("name", "Used in order links: /order-funnel?tier=<slug>."),
    optionField("productLine", PRODUCT_LINE_OPTIONS, { layout: "radio" }),
    requiredText("summary", { rows: 2, description: "Who this package is for, in one sentence." }),
    priceField("price", { description: "What the buyer pays at checkout: the full price, or the down payment of a payment plan." }),
    optionField("billing", BILLING_OPTIONS, { layout: "radio" }),
    defineField({
      name: "paymentPlan",
      type: "object",
      description: "Only for a payment plan: the down payment (equal to the price) and the monthly instalments.",
      hidden: ({ document }) => document?.billing !== "payment-plan",
      validation: (rule) =>
        rule.custom((plan, context) => {
          const billing = (context.document as { billing?: string } | undefined)?.billing;
          if (billing === "payment-plan" && !plan) return "A payment plan needs its down payment and instalments.";
          if (billing !== "payment-plan" && plan) return "Remove the payment plan, or set billing to Payment plan.";
          return true;
        }),
      fields: [
        priceField("downPayment", { title: "Down payment (USD)" }),
        priceField("monthlyAmount", { title: "Monthly amount (USD)" }),
        defineField({ name: "months", type: "number", validation: (rule) => rule.required().integer().min(1) }),
      ],
    }),
    stringListField("features", { description: "What the package includes, one line each." }),
    defineField({
      name: "includesInstallation",
      type: "boolean",
      description: "Installation is part of this package (the order funnel then does not offer it as an add-on).",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "includesHosting",
      type: "boolean",
      description: "Hosting on our servers is part of this package (buyers without it use their own server).",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "includedOffers",
      title: "One-time offers included",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "offer" }] })],
      description:
        "One-time offers that come with this package: the order funnel does not sell them again, and their offer pages are skipped after this package's payment.",
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "highlighted",
      type: "boolean",
      description: "Shown as the recommended package.",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "badge", type: "string", description: "A short label such as Most popular." }),
    defineField({
      name: "buttonLabel",
      title: "Order button",
      type: "string",
      description: "The pricing card's button into the order funnel. Leave empty for “Choose” and the tier's name.",
      validation: (rule) => rule.max(40),
    }),
    orderField(),
    urlField("checkoutUrl", { title: "Checkout URL", description: "The payment page; the order reference is added to it." }),
  ],
  orderings: [{ title: "Display order", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "name", price: "price", billing: "billing", monthly: "paymentPlan.monthlyAmount", months: "paymentPlan.months" },
    prepare: ({ title, price, billing, monthly, months }) => ({
      title,
      subtitle: billing === "payment-plan" ? `${usd(price)} down + ${usd(monthly)}/month × ${months}` : `${usd(price)} one-time`,
    }),
  },
});

export const offer = defineType({
  name: "offer",
  title: "One-time offer",
  type: "document",
  icon: PackageIcon,
  description: "The graphics and VIP upgrade offers shown after a purchase.",
  fields: [
    requiredString("name"),
    slugField("name", "offer-graphics or offer-vip-upgrades: the page that shows it."),
    requiredString("headline"),
    requiredText("summary", { rows: 2 }),
    priceField("price"),
    priceField("worth", { title: "Worth (USD)", description: "The combined value of the items, shown struck through." }),
    defineField({
      name: "items",
      type: "array",
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: "offerItem",
          title: "Item",
          type: "object",
          fields: [
            requiredString("name"),
            requiredText("description", { rows: 2 }),
            priceField("worth", { title: "Worth (USD)", required: false }),
          ],
          preview: {
            select: { title: "name", worth: "worth" },
            prepare: ({ title, worth }) => ({ title, subtitle: worth ? `worth ${usd(worth)}` : "" }),
          },
        }),
      ],
    }),
    defineField({
      name: "samples",
      title: "Samples",
      type: "array",
      description: "Examples of what the buyer gets (banners, badges, covers), shown on the offer's page. Optional.",
      of: [defineArrayMember({ type: "image", options: { hotspot: true }, fields: [altTextField()], validation: requireUpload })],
    }),
    urlField("checkoutUrl", { title: "Checkout URL" }),
    requiredString("declineLabel", { description: "The text of the 'no thanks' link." }),
    linkField("declineHref", { title: "Decline link", description: "Where 'no thanks' goes, like /thanks-purchase." }),
  ],
  preview: {
    select: { title: "name", price: "price", worth: "worth" },
    prepare: ({ title, price, worth }) => ({ title, subtitle: `${usd(price)} (worth ${usd(worth)})` }),
  },
});

export const service = defineType({
  name: "service",
  title: "Service",
  type: "document",
  icon: WrenchIcon,
  fields: [
    requiredString("name"),
    slugField("name"),
    requiredText("summary", { rows: 2, description: "One sentence for cards and lists." }),
    requiredText("description", { rows: 5 }),
    priceField("price", { required: false, description: "Leave empty for work quoted per project." }),
    defineField({ name: "priceNote", type: "string", description: "For example one-time, per month, quoted per project." }),
    requiredString("deliveryTime", { description: "For example 24-48 hours." }),
    stringListField("features"),
    iconField,
    orderField(),
  ],
  orderings: [{ title: "Display order", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "name", price: "price", note: "priceNote" },
    prepare: ({ title, price, note }) => ({
      title,
      subtitle: [price === undefined ? undefined : usd(price), note].filter(Boolean).join(" "),
    }),
  },
});

export const feature = defineType({
  name: "feature",
  title: "Feature",
  type: "document",
  icon: BoltIcon,
  fields: [
    requiredString("name"),
    optionField("category", FEATURE_CATEGORY_OPTIONS),
    requiredText("description", { rows: 3 }),
    iconField,
    defineField({
      name: "highlighted",
      type: "boolean",
      description: "Shown among the highlights on the home page.",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    orderField("Order within its category."),
  ],
  orderings: [
    {
      title: "Category, then order",
      name: "categoryOrder",
      by: [
        { field: "category", direction: "asc" },
        { field: "order", direction: "asc" },
      ],
    },
  ],
  preview: { select: { title: "name", subtitle: "category" } },
});

export const platform = defineType({
  name: "platform",
  title: "Platform",
  type: "document",
  icon: RocketIcon,
  description: "The kinds of membership site the script runs: one available, others coming soon.",
  fields: [
    requiredString("name"),
    slugField("name", "The platform's page: /templates/<slug>."),
    previousSlugsField(),
    optionField("status", PLATFORM_STATUS_OPTIONS, { layout: "radio" }),
    requiredString("tagline"),
    requiredText("description", { rows: 4 }),
    stringListField("features"),
    iconField,
    defineField({
      name: "launchEstimate",
      type: "string",
      description: "For coming-soon platforms: an honest estimate, like Planned for 2027.",
    }),
    orderField(),
  ],
  preview: { select: { title: "name", subtitle: "status" } },
});
