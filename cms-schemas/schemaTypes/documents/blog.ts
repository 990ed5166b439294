import { ComposeIcon, FolderIcon, TagsIcon, UserIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { RELATED_POSTS_SHOWN } from "../../../app/lib/blog/related";
import { ICON_OPTIONS, POST_STATUS_OPTIONS } from "../../../app/lib/cms/options";
import {
  countField,
  imageField,
  optionField,
  orderField,
  requiredString,
  requiredText,
  previousSlugsField,
  slugField,
  stringListField,
  urlField,
} from "../fields";

const colorField = defineField({
  name: "color",
  type: "string",
  description: "A hex colour such as #4f46e5.",
  validation: (rule) => rule.required().regex(/^#[0-9a-fA-F]{6}$/, { name: "hex colour" }),
});

export const author = defineType({
  name: "author",
  title: "Author",
  type: "document",
  icon: UserIcon,
  fields: [
    requiredString("name"),
    slugField("name"),
    defineField({ name: "email", type: "string", validation: (rule) => rule.required().email() }),
    requiredText("bio", { rows: 4 }),
    imageField("avatar", { required: false }),
    defineField({
      name: "socialLinks",
      type: "object",
      fields: [
        urlField("twitter", { title: "X/Twitter", required: false }),
        urlField("linkedin", { title: "LinkedIn", required: false }),
        urlField("website", { required: false }),
      ],
    }),
  ],
  preview: { select: { title: "name", subtitle: "email", media: "avatar" } },
});

export const category = defineType({
  name: "category",
  title: "Blog category",
  type: "document",
  icon: FolderIcon,
  fields: [
    requiredString("name"),
    slugField("name", "Filters the blog: /blog?category=<slug>."),
    requiredText("description", { rows: 2 }),
    colorField,
    optionField("icon", ICON_OPTIONS),
    orderField(),
  ],
  preview: { select: { title: "name", subtitle: "description" } },
});

export const tag = defineType({
  name: "tag",
  title: "Blog topic",
  type: "document",
  icon: TagsIcon,
  fields: [requiredString("name"), slugField("name", "Filters the blog: /blog?tag=<slug>."), colorField],
  preview: { select: { title: "name", subtitle: "slug.current" } },
});

export const post = defineType({
  name: "post",
  title: "Blog post",
  type: "document",
  icon: ComposeIcon,
  description: "Reading time and word count are worked out from the body on the site; there is nothing to type in.",
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
    { name: "stats", title: "Stats" },
  ],
  fields: [
    { ...requiredString("title"), group: "content" },
    { ...slugField("title", "The post's address: /blog/<slug>."), group: "content" },
    { ...previousSlugsField(), group: "content" },
    { ...requiredText("excerpt", { rows: 3, description: "Shown on cards and in feeds." }), group: "content" },
    defineField({ name: "body", type: "blockContent", group: "content", validation: (rule) => rule.required().min(1) }),
    { ...imageField("featuredImage"), group: "content" },
    {
      ...optionField("status", POST_STATUS_OPTIONS, {
        layout: "radio",
        description: "Only published posts with a publish date in the past appear.",
      }),
      group: "content",
    },
    defineField({ name: "publishedAt", type: "datetime", group: "content", validation: (rule) => rule.required() }),
    defineField({ name: "author", type: "reference", to: [{ type: "author" }], group: "content", validation: (rule) => rule.required() }),
    defineField({
      name: "category",
      type: "reference",
      to: [{ type: "category" }],
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "tags",
      title: "Topics",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "reference", to: [{ type: "tag" }] })],
      validation: (rule) => rule.required().unique(),
    }),
    defineField({
      name: "relatedPosts",
      title: "Related posts",
      type: "array",
      group: "content",
      description: `Editors' picks, shown under the post in this order (up to ${RELATED_POSTS_SHOWN}). The newest posts of the same category fill the remaining places.`,
      of: [
        defineArrayMember({
          type: "reference",
          to: [{ type: "post" }],
          // A post is never its own related post.
          options: { filter: ({ document }) => ({ filter: "_id != $id", params: { id: document._id.replace(/^drafts\./, "") } }) },
        }),
      ],
      validation: (rule) => rule.unique().max(RELATED_POSTS_SHOWN),
    }),
    defineField({ name: "seoTitle", title: "SEO title", type: "string", group: "seo", description: "Defaults to the title." }),
    defineField({
      name: "seoDescription",
      title: "SEO description",
      type: "text",
      rows: 2,
      group: "seo",
      description: "Defaults to the excerpt.",
    }),
    { ...stringListField("seoKeywords", { title: "SEO keywords", required: false }), group: "seo" },
    {
      ...urlField("canonicalUrl", { title: "Canonical URL", required: false, description: "Only when the post first appeared elsewhere." }),
      group: "seo",
    },
    { ...countField("viewCount"), group: "stats", initialValue: 0 },
    { ...countField("likeCount"), group: "stats", initialValue: 0 },
    { ...countField("shareCount"), group: "stats", initialValue: 0 },
  ],
  orderings: [{ title: "Newest first", name: "publishedAtDesc", by: [{ field: "publishedAt", direction: "desc" }] }],
  preview: {
    select: { title: "title", status: "status", date: "publishedAt", media: "featuredImage" },
    prepare: ({ title, status, date, media }) => ({
      title,
      subtitle: `${status ?? "draft"} · ${date ? String(date).slice(0, 10) : "no date"}`,
      media,
    }),
  },
});
