import { CommentIcon, HelpCircleIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { FAQ_CATEGORY_OPTIONS } from "../../../app/lib/cms/options";
import { imageField, optionField, orderField, requiredString, requiredText, urlField } from "../fields";

export const testimonial = defineType({
  name: "testimonial",
  title: "Testimonial",
  type: "document",
  icon: CommentIcon,
  fields: [
    requiredString("name"),
    requiredString("role", { description: "For example Owner, SurfDrift." }),
    requiredText("quote", { rows: 4, description: "The customer's own words." }),
    defineField({
      name: "rating",
      type: "number",
      description: "Only a rating the customer actually gave (1-5). The site shows an average only from real ratings.",
      validation: (rule) => rule.integer().min(1).max(5),
    }),
    urlField("siteUrl", { title: "Their site", required: false }),
    imageField("avatar", { required: false }),
    defineField({
      name: "featured",
      type: "boolean",
      description: "Shown on the home page.",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    orderField(),
  ],
  preview: { select: { title: "name", subtitle: "role", media: "avatar" } },
});

export const faq = defineType({
  name: "faq",
  title: "FAQ entry",
  type: "document",
  icon: HelpCircleIcon,
  fields: [
    requiredString("question"),
    requiredText("answer", { rows: 5, description: "Plain text; leave a blank line between paragraphs." }),
    optionField("category", FAQ_CATEGORY_OPTIONS),
    orderField("Order within its category."),
  ],
  preview: { select: { title: "question", subtitle: "category" } },
});
