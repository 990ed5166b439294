import { ImageIcon, ImagesIcon, PlugIcon, TagIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { BANNER_SIZE_OPTIONS, LISTING_CATEGORY_OPTIONS, LISTING_STATUS_OPTIONS } from "../../../app/lib/cms/options";
import {
  altTextField,
  requireUpload,
  countField,
  imageField,
  optionField,
  orderField,
  priceField,
  requiredString,
  requiredText,
  previousSlugsField,
  slugField,
  stringListField,
  urlField,
  usd,
} from "../fields";

const productFields = [
  requiredString("name"),
  slugField("name"),
  previousSlugsField(),
  requiredText("summary", { rows: 2, description: "One sentence for cards and lists." }),
  requiredText("description", { rows: 5 }),
];

const pricePreview = {
  select: { title: "name", price: "price", media: "image" },
  prepare: ({ title, price, media }: Record<string, any>) => ({ title, subtitle: usd(price), media }),
};

export const modification = defineType({
  name: "modification",
  title: "Custom modification",
  type: "document",
  icon: PlugIcon,
  description: "A ready-made add-on for the script, on /custom-modifications and /mods/<slug>.",
  fields: [
    ...productFields,
    priceField(),
    requiredString("deliveryTime", { description: "For example 3-5 business days." }),
    stringListField("features"),
    imageField("image", { required: false }),
    orderField(),
  ],
  preview: pricePreview,
});

export const banner = defineType({
  name: "banner",
  title: "Banner design",
  type: "document",
  icon: ImageIcon,
  description: "A set of ad banners for an exchange, on /banners/<slug>.",
  fields: [
    ...productFields,
    defineField({
      name: "sizes",
      type: "array",
      of: [defineArrayMember({ type: "string", options: { list: BANNER_SIZE_OPTIONS.map(({ value, title }) => ({ value, title })) } })],
      options: { layout: "grid" },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    priceField(),
    imageField("image", { description: "A preview of the design." }),
    orderField(),
  ],
  preview: pricePreview,
});

export const landingPage = defineType({
  name: "landingPage",
  title: "Landing page design",
  type: "document",
  icon: ImagesIcon,
  description: "A splash or sales page design, on /content/<slug>.",
  fields: [
    ...productFields,
    priceField(),
    stringListField("features"),
    imageField("image", { description: "A preview of the page." }),
    orderField(),
  ],
  preview: pricePreview,
});

export const siteListing = defineType({
  name: "siteListing",
  title: "Site for sale",
  type: "document",
  icon: TagIcon,
  description: "An established site offered to buyers on /sites-for-sale and /site/<slug>. Figures are per month unless said otherwise.",
  groups: [
    { name: "listing", title: "Listing", default: true },
    { name: "metrics", title: "Members and money" },
    { name: "handover", title: "Script and hand-over" },
  ],
  fields: [
    { ...requiredString("title"), group: "listing" },
    { ...slugField("title", "The listing's address: /site/<slug>."), group: "listing" },
    { ...previousSlugsField(), group: "listing" },
    { ...urlField("siteUrl", { title: "Site URL" }), group: "listing" },
    { ...optionField("category", LISTING_CATEGORY_OPTIONS), group: "listing" },
    { ...optionField("status", LISTING_STATUS_OPTIONS, { layout: "radio" }), group: "listing" },
    { ...priceField("price", { title: "Asking price (USD)" }), group: "listing" },
    { ...requiredText("summary", { rows: 2, description: "One sentence for the listing card." }), group: "listing" },
    {
      ...requiredText("description", { rows: 6, description: "The full story for buyers: real human members, never bot traffic." }),
      group: "listing",
    },
    defineField({
      name: "images",
      type: "array",
      group: "listing",
      of: [
        defineArrayMember({
          type: "image",
          options: { hotspot: true },
          fields: [
            altTextField(),
            defineField({
              name: "caption",
              type: "string",
              description:
                "A short label shown under the screenshot, such as “Home page” or “Admin dashboard”; the alternative text describes it in full.",
              validation: (rule) => rule.max(60),
            }),
          ],
          validation: requireUpload,
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: "listedOn", type: "date", group: "listing", validation: (rule) => rule.required() }),
    defineField({
      name: "launchedOn",
      type: "date",
      group: "metrics",
      description: "When the site opened; its age is worked out from this.",
      validation: (rule) => rule.required(),
    }),
    { ...countField("totalMembers"), group: "metrics" },
    { ...countField("activeMembers", { description: "Members who logged in during the last 30 days." }), group: "metrics" },
    { ...countField("paidMembers", { title: "Paid (upgraded) members" }), group: "metrics" },
    { ...priceField("monthlyRevenue", { title: "Monthly revenue (USD)" }), group: "metrics" },
    defineField({
      name: "monthlyProfit",
      title: "Monthly profit (USD)",
      type: "number",
      group: "metrics",
      validation: (rule) => rule.required().precision(2),
    }),
    { ...countField("monthlyPageViews", { title: "Monthly surfed pages" }), group: "metrics" },
    { ...countField("recurringSubscriptions", { description: "Active recurring upgrade subscriptions." }), group: "metrics" },
    {
      ...countField("creditLiability", {
        title: "Outstanding credits",
        description: "Credits members hold that the new owner must honour.",
      }),
      group: "metrics",
    },
    { ...priceField("commissionsOwed", { title: "Commissions owed (USD)" }), group: "metrics" },
    { ...requiredString("script"), group: "handover" },
    { ...requiredString("scriptVersion"), group: "handover" },
    { ...stringListField("paymentProcessors"), group: "handover" },
    {
      ...stringListField("included", { title: "What is included", description: "Domain, database, mailing list, graphics…" }),
      group: "handover",
    },
    { ...requiredText("reasonForSale", { rows: 3 }), group: "handover" },
  ],
  preview: {
    select: { title: "title", price: "price", status: "status", media: "images.0" },
    prepare: ({ title, price, status, media }) => ({ title, subtitle: `${usd(price)} · ${status}`, media }),
  },
});
