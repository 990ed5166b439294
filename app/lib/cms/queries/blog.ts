import { z } from "zod";
import { authorDocument, categoryDocument, postDocument, tagDocument } from "../models/blog";
import { defineQuery } from "../query";
import { imageProjection, imageView, imageViewAt, overPosts, resilientList, viewModel } from "./fragments";
import { portableTextProjection, portableTextView } from "./page";

const slugView = { slug: z.string() };

export const authorView = viewModel(authorDocument.shape, { ...slugView, avatar: imageView.nullish() });
export type AuthorView = z.infer<typeof authorView>;
const authorProjection = /* groq */ `{ _id, name, "slug": slug.current, email, bio, "avatar": avatar${imageProjection}, socialLinks }`;

const taxonomyFields = { ...slugView, postCount: z.number().int().min(0) };
const postCount = (posts: string) => /* groq */ `"postCount": count(*[${posts} && references(^._id)])`;

export const categoryView = viewModel(categoryDocument.shape, taxonomyFields);

export const tagView = viewModel(tagDocument.shape, taxonomyFields);

const termView = z.object({ name: z.string(), slug: z.string(), color: z.string() });
const termProjection = /* groq */ `{ _id, name, "slug": slug.current, color }`;

/** A post with everything the list and the post page show; `body` is there to derive reading time. */
export const postView = viewModel(postDocument.shape, {
  ...slugView,
  updatedAt: z.string(),
  createdAt: z.string(),
  body: portableTextView.min(1),
  /** Shown in the 40:21 frame of the cards and the post's header, the shape of a link preview. */
  featuredImage: imageViewAt(40 / 21),
  author: authorView,
  category: termView,
  tags: z.array(termView),
  /** The editors' picks for "related posts", in the order chosen in the Studio. */
  relatedPostIds: z.array(z.string()).nullish(),
});
export type PostView = z.infer<typeof postView>;

const postProjection = /* groq */ `{
  _id, title, "slug": slug.current, excerpt, status, publishedAt,
  "createdAt": _createdAt, "updatedAt": _updatedAt,
  "body": body${portableTextProjection},
  "featuredImage": featuredImage${imageProjection},
  "author": author->${authorProjection},
  "category": category->${termProjection},
  "tags": tags[]->${termProjection},
  "relatedPostIds": relatedPosts[]._ref,
  seoTitle, seoDescription, seoKeywords, canonicalUrl, viewCount, likeCount, shareCount
}`;

export const postsQuery = defineQuery({
  name: "posts",
  ...overPosts((posts) => /* groq */ `*[${posts}] | order(publishedAt desc, _id asc) ${postProjection}`),
  model: resilientList(postView, "posts"),
});

/** Every post, whatever its status or date, for the operators' console (/admin/blog). */
export const allPostsForOperatorsQuery = defineQuery({
  name: "allPostsForOperators",
  groq: /* groq */ `*[_type == "post"] | order(publishedAt desc, _id asc) ${postProjection}`,
  model: resilientList(postView, "allPostsForOperators"),
});

/** Every published post's slug and starting view count: what "Most viewed" ranks (with the views counted here). */
export const postViewBaselinesQuery = defineQuery({
  name: "postViewBaselines",
  ...overPosts((posts) => /* groq */ `*[${posts}] { "slug": slug.current, viewCount, publishedAt }`),
  model: resilientList(postView.pick({ slug: true, viewCount: true, publishedAt: true }), "postViewBaselines"),
});

/** The published posts of these slugs (the most viewed), whole. */
export const postsBySlugsQuery = defineQuery<PostView[], { slugs: string[] }>({
  name: "postsBySlugs",
  ...overPosts((posts) => /* groq */ `*[${posts} && slug.current in $slugs] ${postProjection}`),
  model: resilientList(postView, "postsBySlugs"),
});

export const postBySlugQuery = defineQuery<PostView | null, { slug: string }>({
  name: "postBySlug",
  ...overPosts((posts) => /* groq */ `*[${posts} && slug.current == $slug][0] ${postProjection}`),
  model: postView.nullable(),
});

/**
 * The candidates for a post's related posts: the editors' picks among `pickIds` (in any order; the caller restores
 * the editors' order) and up to `limit` other posts of the category, newest first; both without `excludeId`.
 */
export const relatedPostsQuery = defineQuery<
  { picks: PostView[]; sameCategory: PostView[] },
  { categorySlug: string; excludeId: string; pickIds: string[]; limit: number }
>({
  name: "relatedPosts",
  ...overPosts(
    (posts) => /* groq */ `{
      "picks": *[${posts} && _id in $pickIds && _id != $excludeId] ${postProjection},
      "sameCategory": *[${posts} && category->slug.current == $categorySlug && _id != $excludeId && !(_id in $pickIds)]
        | order(publishedAt desc)[0...$limit] ${postProjection}
    }`,
  ),
  model: z.object({ picks: resilientList(postView, "relatedPosts.picks"), sameCategory: resilientList(postView, "relatedPosts") }),
});

export const mostRecentPostsQuery = defineQuery<PostView[], { limit: number }>({
  name: "mostRecentPosts",
  ...overPosts((posts) => /* groq */ `*[${posts}] | order(publishedAt desc, _id asc)[0...$limit] ${postProjection}`),
  model: resilientList(postView, "mostRecentPosts"),
});

export const categoriesQuery = defineQuery({
  name: "blogCategories",
  ...overPosts(
    (posts) =>
      /* groq */ `*[_type == "category"] | order(order asc) { _id, name, "slug": slug.current, description, color, icon, order, ${postCount(posts)} }`,
  ),
  model: resilientList(categoryView, "blogCategories"),
});

export const tagsQuery = defineQuery({
  name: "blogTags",
  ...overPosts((posts) => /* groq */ `*[_type == "tag"] | order(name asc) { _id, name, "slug": slug.current, color, ${postCount(posts)} }`),
  model: resilientList(tagView, "blogTags"),
});

/** A filter of the blog list: posts in a category (by slug) and/or with a topic, or every post when both are null. */
const listFilter = /* groq */ `($category == null || category->slug.current == $category) && ($tag == null || $tag in tags[]->slug.current)`;

export const blogListView = z.object({
  /** Every post a visitor may see. */
  total: z.number().int().min(0),
  /** The posts the filter keeps, on every page. */
  matching: z.number().int().min(0),
  /** The page shown: posts `$start` to `$end` (excluded) of the filtered list, newest first. */
  items: resilientList(postView, "blogList"),
});
export type BlogListView = z.infer<typeof blogListView>;

/** One page of the blog list, filtered on the CMS: only the posts the page shows, and the counts for the pager. */
export const blogListQuery = defineQuery<BlogListView, { category: string | null; tag: string | null; start: number; end: number }>({
  name: "blogList",
  ...overPosts(
    (posts) => /* groq */ `{
    "total": count(*[${posts}]),
    "matching": count(*[${posts} && ${listFilter}]),
    "items": *[${posts} && ${listFilter}] | order(publishedAt desc, _id asc) [$start...$end] ${postProjection}
  }`,
  ),
  model: blogListView,
});

const neighbourView = z.object({ _id: z.string(), title: z.string(), slug: z.string() }).nullable();

/**
 * The posts before and after one in the list (newest first): the older one is `previous`, the newer
 * one `next`. Posts published at the same moment are ordered by id, as the list orders them.
 */
export const postNeighboursQuery = defineQuery<
  { previous: z.infer<typeof neighbourView>; next: z.infer<typeof neighbourView> },
  { publishedAt: string; id: string }
>({
  name: "postNeighbours",
  ...overPosts(
    (posts) => /* groq */ `{
    "previous": *[${posts} && (dateTime(publishedAt) < dateTime($publishedAt) || (dateTime(publishedAt) == dateTime($publishedAt) && _id > $id))]
      | order(publishedAt desc, _id asc) [0] { _id, title, "slug": slug.current },
    "next": *[${posts} && (dateTime(publishedAt) > dateTime($publishedAt) || (dateTime(publishedAt) == dateTime($publishedAt) && _id < $id))]
      | order(publishedAt asc, _id desc) [0] { _id, title, "slug": slug.current }
  }`,
  ),
  model: z.object({ previous: neighbourView, next: neighbourView }),
});
