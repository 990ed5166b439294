import { z } from "zod";
import { defineQuery } from "../query";
import { overPosts, resilientList } from "./fragments";

/** The kinds of content the site search looks through. */
export const SEARCH_KINDS = ["page", "feature", "faq", "service", "siteListing", "post"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchHitView = z.object({
  _id: z.string(),
  _type: z.enum(SEARCH_KINDS),
  title: z.string(),
  summary: z.string().nullish(),
  slug: z.string().nullish(),
});
export type SearchHit = z.infer<typeof searchHitView>;

/**
 * GROQ `match` over each kind's text fields (every term must match; `term*` matches prefixes).
 * Pages hidden from search engines and unpublished posts are never found.
 */
export const searchQuery = defineQuery<SearchHit[], { terms: string }>({
  name: "search",
  ...overPosts(
    (posts) => /* groq */ `*[
    (
      (_type == "page" && seo.noIndex != true) ||
      _type in ["feature", "faq", "service", "siteListing"] ||
      (${posts})
    ) &&
    [title, name, heading, intro, question, answer, summary, description, excerpt, pt::text(body)] match $terms
  ] | order(_type asc) [0...60] {
    _id,
    _type,
    "title": select(_type == "faq" => question, _type in ["feature", "service"] => name, title),
    "summary": select(_type == "page" => seo.description, _type in ["feature"] => description, _type == "faq" => answer, _type == "post" => excerpt, summary),
    "slug": slug.current
  }`,
  ),
  model: resilientList(searchHitView, "search"),
});
