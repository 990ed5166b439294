import { z } from "zod";
import { authorDocument, categoryDocument, postDocument, tagDocument } from "~/lib/cms/models/blog";
import { PUBLISHED_POST } from "~/lib/declarations/content-kinds";
import type {
  AllPostsForOperatorsGroqResult,
  BlogCategoriesGroqResult,
  BlogListGroqResult,
  BlogTagsGroqResult,
  MostRecentPostsGroqResult,
  PostBySlugGroqResult,
  PostNeighboursGroqResult,
  PostsBySlugsGroqResult,
  PostsGroqResult,
  PostViewBaselinesGroqResult,
  RelatedPostsGroqResult,
} from "~/lib/cms/sanity.types";
import { defineQuery, groq } from "~/lib/cms/query";
import { imageProjection, imageView, imageViewAt, overPosts, resilientList, viewModel } from "./fragments";
import { portableTextProjection, portableTextView } from "./page";

const slugView = { slug: z.string() };

export const authorView = viewModel(authorDocument.shape, { ...slugView, avatar: imageView.nullish() });
export type AuthorView = z.infer<typeof authorView>;
const authorProjection = /* groq */ `{ _id, name, "slug": slug.current, email, bio, "avatar": avatar${imageProjection}, socialLinks }`;

const taxonomyFields = { ...slugView, postCount: z.number().int().min(0) };
const postCount = /* groq */ `"postCount": count(*[${PUBLISHED_POST} && references(^._id)])`;

export const categoryView = viewModel(categoryDocument.shape, taxonomyFields);

export const tagView = viewModel(tagDocument.shape, taxonomyFields);

const termView = z.object({ name: z.string(), slug: z.string(), color: z.string() });
const termProjection = /* groq */ `{ _id, name, "slug": slug.current, color }`;

/** The editors' related posts are read as their ids (`relatedPostIds`). */
const { relatedPosts: _relatedPosts, ...postFields } = postDocument.shape;

/** A post with everything the list and the post page show; `body` is there to derive reading time. */
export const postView = viewModel(postFields, {
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

const postsGroq = groq`*[${PUBLISHED_POST}] | order(publishedAt desc, _id asc) ${postProjection}`;
export const postsQuery = defineQuery<PostsGroqResult>()({
  name: "posts",
  ...overPosts(postsGroq),
  model: resilientList(postView, "posts"),
});

/** Every post, whatever its status or date, for the operators' console (/admin/blog). */
const allPostsForOperatorsGroq = groq`*[_type == "post"] | order(publishedAt desc, _id asc) ${postProjection}`;
export const allPostsForOperatorsQuery = defineQuery<AllPostsForOperatorsGroqResult>()({
  name: "allPostsForOperators",
  groq: allPostsForOperatorsGroq,
  model: resilientList(postView, "allPostsForOperators"),
});

/** Every published post's slug and starting view count: what "Most viewed" ranks (with the views counted here). */
const postViewBaselinesGroq = groq`*[${PUBLISHED_POST}] { "slug": slug.current, viewCount, publishedAt }`;
export const postViewBaselinesQuery = defineQuery<PostViewBaselinesGroqResult>()({
  name: "postViewBaselines",
  ...overPosts(postViewBaselinesGroq),
  model: resilientList(postView.pick({ slug: true, viewCount: true, publishedAt: true }), "postViewBaselines"),
});

/** The published posts of these slugs (the most viewed), whole. */
const postsBySlugsGroq = groq`*[${PUBLISHED_POST} && slug.current in $slugs] ${postProjection}`;
export const postsBySlugsQuery = defineQuery<PostsBySlugsGroqResult, { slugs: string[] }>()({
  name: "postsBySlugs",
  ...overPosts(postsBySlugsGroq),
  model: resilientList(postView, "postsBySlugs"),
});

const postBySlugGroq = groq`*[${PUBLISHED_POST} && slug.current == $slug][0] ${postProjection}`;
export const postBySlugQuery = defineQuery<PostBySlugGroqResult, { slug: string }>()({
  name: "postBySlug",
  ...overPosts(postBySlugGroq),
  model: postView.nullable(),
});

/**
 * The candidates for a post's related posts: the editors' picks among `pickIds` (in any order; the caller restores
 * the editors' order) and up to `limit` other posts of the category, newest first; both without `excludeId`.
 */
const relatedPostsGroq = groq`{
  "picks": *[${PUBLISHED_POST} && _id in $pickIds && _id != $excludeId] ${postProjection},
  "sameCategory": *[${PUBLISHED_POST} && category->slug.current == $categorySlug && _id != $excludeId && !(_id in $pickIds)]
    | order(publishedAt desc)[0...$limit] ${postProjection}
}`;
export const relatedPostsQuery = defineQuery<
  RelatedPostsGroqResult,
  { categorySlug: string; excludeId: string; pickIds: string[]; limit: number }
>()({
  name: "relatedPosts",
  ...overPosts(relatedPostsGroq),
  model: z.object({ picks: resilientList(postView, "relatedPosts.picks"), sameCategory: resilientList(postView, "relatedPosts") }),
});

const mostRecentPostsGroq = groq`*[${PUBLISHED_POST}] | order(publishedAt desc, _id asc)[0...$limit] ${postProjection}`;
export const mostRecentPostsQuery = defineQuery<MostRecentPostsGroqResult, { limit: number }>()({
  name: "mostRecentPosts",
  ...overPosts(mostRecentPostsGroq),
  model: resilientList(postView, "mostRecentPosts"),
});

const blogCategoriesGroq = groq`*[_type == "category"] | order(order asc) { _id, name, "slug": slug.current, description, color, icon, order, ${postCount} }`;
export const categoriesQuery = defineQuery<BlogCategoriesGroqResult>()({
  name: "blogCategories",
  ...overPosts(blogCategoriesGroq),
  model: resilientList(categoryView, "blogCategories"),
});

const blogTagsGroq = groq`*[_type == "tag"] | order(name asc) { _id, name, "slug": slug.current, color, ${postCount} }`;
export const tagsQuery = defineQuery<BlogTagsGroqResult>()({
  name: "blogTags",
  ...overPosts(blogTagsGroq),
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
const blogListGroq = groq`{
  "total": count(*[${PUBLISHED_POST}]),
  "matching": count(*[${PUBLISHED_POST} && ${listFilter}]),
  "items": *[${PUBLISHED_POST} && ${listFilter}] | order(publishedAt desc, _id asc) [$start...$end] ${postProjection}
}`;
export const blogListQuery = defineQuery<BlogListGroqResult, { category: string | null; tag: string | null; start: number; end: number }>()(
  {
    name: "blogList",
    ...overPosts(blogListGroq),
    model: blogListView,
  },
);

const neighbourView = z.object({ _id: z.string(), title: z.string(), slug: z.string() }).nullable();

/**
 * The posts before and after one in the list (newest first): the older one is `previous`, the newer
 * one `next`. Posts published at the same moment are ordered by id, as the list orders them.
 */
const postNeighboursGroq = groq`{
  "previous": *[${PUBLISHED_POST} && (dateTime(publishedAt) < dateTime($publishedAt) || (dateTime(publishedAt) == dateTime($publishedAt) && _id > $id))]
    | order(publishedAt desc, _id asc) [0] { _id, title, "slug": slug.current },
  "next": *[${PUBLISHED_POST} && (dateTime(publishedAt) > dateTime($publishedAt) || (dateTime(publishedAt) == dateTime($publishedAt) && _id < $id))]
    | order(publishedAt asc, _id desc) [0] { _id, title, "slug": slug.current }
}`;
export const postNeighboursQuery = defineQuery<PostNeighboursGroqResult, { publishedAt: string; id: string }>()({
  name: "postNeighbours",
  ...overPosts(postNeighboursGroq),
  model: z.object({ previous: neighbourView, next: neighbourView }),
});
