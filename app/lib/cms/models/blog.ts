import { z } from "zod";
import { ICON_OPTIONS, optionValues, POST_STATUS_OPTIONS } from "~/lib/cms/options";
import { documentModel, httpUrl, image, isoDateTime, keyedReference, portableText, reference, previousSlugs, slug } from "./fields";

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a colour like #4f46e5");

export const authorDocument = documentModel("author", {
  name: z.string().min(1),
  slug,
  email: z.email(),
  bio: z.string().min(1),
  avatar: image.optional(),
  socialLinks: z.strictObject({ twitter: httpUrl.optional(), linkedin: httpUrl.optional(), website: httpUrl.optional() }).optional(),
});

export const categoryDocument = documentModel("category", {
  name: z.string().min(1),
  slug,
  description: z.string().min(1),
  color: hexColor,
  icon: z.enum(optionValues(ICON_OPTIONS)),
  order: z.number().int(),
});

export const tagDocument = documentModel("tag", {
  name: z.string().min(1),
  slug,
  color: hexColor,
});

export const POST_STATUSES = optionValues(POST_STATUS_OPTIONS);

const count = z.number().int().min(0);

export const postDocument = documentModel("post", {
  title: z.string().min(1),
  slug,
  previousSlugs,
  excerpt: z.string().min(1),
  body: portableText.min(1),
  featuredImage: image,
  status: z.enum(POST_STATUSES),
  publishedAt: isoDateTime,
  author: reference,
  category: reference,
  tags: z.array(keyedReference),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  seoKeywords: z.array(z.string().min(1)).optional(),
  canonicalUrl: httpUrl.optional(),
  viewCount: count,
  likeCount: count,
  shareCount: count,
  relatedPosts: z.array(keyedReference).optional(),
});
