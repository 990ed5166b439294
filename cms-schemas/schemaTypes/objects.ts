import { defineArrayMember, defineField, defineType } from "sanity";
import { BLOCK_STYLE_OPTIONS, CODE_LANGUAGE_OPTIONS, LIST_OPTIONS, OG_TYPE_OPTIONS, TWITTER_CARD_OPTIONS } from "../../app/lib/cms/options";
import { altTextField, linkField, requireUpload, optionField, requiredString, requiredText, stringListField, urlField } from "./fields";

/** Search-engine and social-sharing metadata of a page (spec §3, page metadata). */
export const seo = defineType({
  name: "seo",
  title: "SEO and sharing",
  type: "object",
  options: { collapsible: true },
  fields: [
    requiredString("title", { description: "The browser tab and search result title, about 50-60 characters." }),
    requiredText("description", { description: "The search result snippet, about 120-160 characters." }),
    stringListField("keywords", { required: false, description: "A few phrases people search for." }),
    urlField("canonical", { required: false, description: "Only when another address is the original of this page." }),
    defineField({ name: "ogTitle", title: "Social title", type: "string", description: "Defaults to the title." }),
    defineField({ name: "ogDescription", title: "Social description", type: "text", rows: 2, description: "Defaults to the description." }),
    defineField({
      name: "ogImage",
      title: "Social image",
      type: "image",
      description: "1200 × 630 pixels. Defaults to the site's shared image.",
      fields: [altTextField()],
      validation: requireUpload,
    }),
    optionField("ogType", OG_TYPE_OPTIONS, { title: "Open Graph type", required: false, description: "Defaults to website." }),
    optionField("twitterCard", TWITTER_CARD_OPTIONS, { title: "X/Twitter card", required: false, description: "Defaults to large image." }),
    defineField({ name: "twitterTitle", title: "X/Twitter title", type: "string", description: "Defaults to the social title." }),
    defineField({ name: "twitterDescription", title: "X/Twitter description", type: "text", rows: 2 }),
    defineField({ name: "twitterImage", title: "X/Twitter image", type: "image", fields: [altTextField()], validation: requireUpload }),
    defineField({
      name: "noIndex",
      title: "Hide from search engines",
      type: "boolean",
      description: "For thank-you pages and operator tools.",
      initialValue: false,
    }),
  ],
});

/** A button: label and where it goes. */
export const cta = defineType({
  name: "cta",
  title: "Button",
  type: "object",
  fields: [requiredString("label"), linkField("href", { title: "Link" })],
  preview: { select: { title: "label", subtitle: "href" } },
});

/** A code sample in an article. */
export const code = defineType({
  name: "code",
  title: "Code block",
  type: "object",
  fields: [
    optionField("language", CODE_LANGUAGE_OPTIONS, { required: false }),
    defineField({ name: "filename", type: "string" }),
    requiredText("code", { rows: 8 }),
  ],
  preview: { select: { title: "filename", subtitle: "language" } },
});

/** Rich text: paragraphs, headings, lists, links, images and code blocks. */
export const blockContent = defineType({
  name: "blockContent",
  title: "Rich text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: BLOCK_STYLE_OPTIONS.map(({ value, title }) => ({ value, title })),
      lists: LIST_OPTIONS.map(({ value, title }) => ({ value, title })),
      marks: {
        decorators: [
          { title: "Strong", value: "strong" },
          { title: "Emphasis", value: "em" },
          { title: "Code", value: "code" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            type: "object",
            title: "Link",
            fields: [linkField("href", { title: "Link" })],
          }),
        ],
      },
    }),
    defineArrayMember({ type: "image", options: { hotspot: true }, fields: [altTextField()], validation: requireUpload }),
    defineArrayMember({ type: "code" }),
  ],
});
