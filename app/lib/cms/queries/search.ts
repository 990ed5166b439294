import { z } from "zod";
import { defineQuery } from "../query";
import { overPosts, resilientList } from "./fragments";

/** The kinds of content the site search looks through. */
export const SEARCH_KINDS = ["page", "feature", "faq", "service", "siteListing", "post"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable document: what a hit shows (title, summary, link) and the text the index reads. */
export const searchDocumentView = z.object({
  _id: z.string(),
  _type: z.enum(SEARCH_KINDS),
  title: z.string(),
  summary: z.string().nullish(),
  slug: z.string().nullish(),
  intro: z.string().nullish(),
  headings: z.array(z.string()).nullish(),
  body: z.string().nullish(),
});
export type SearchDocument = z.infer<typeof searchDocumentView>;

/**
 * Every document the site search finds, with its text, in one query: the index is built from this
 * result once per content version (app/lib/search-index.server.ts), never one query per term.
 * Pages hidden from search engines and posts a visitor may not see yet are never in it.
 */
export const searchDocumentsQuery = defineQuery({
  name: "searchDocuments",
  ...overPosts(
    (posts) => /* groq */ `*[
    (_type == "page" && seo.noIndex != true) ||
    _type in ["feature", "faq", "service", "siteListing"] ||
    (${posts})
  ] | order(_type asc, _id asc) {
    _id,
    _type,
    "title": select(_type == "faq" => question, _type in ["feature", "service"] => name, title),
    "summary": select(_type == "page" => seo.description, _type == "feature" => description, _type == "faq" => answer, _type == "post" => excerpt, summary),
    "slug": slug.current,
    "intro": select(_type == "page" => intro),
    "headings": select(
      _type == "page" => array::compact([heading] + coalesce(sections[].heading, [])),
      _type == "post" => body[style in ["h2", "h3"]].children[].text
    ),
    "body": select(
      _type == "post" => pt::text(body),
      _type == "page" => pt::text(sections[_type == "richText"].body[]),
      _type in ["service", "siteListing"] => description
    )
  }`,
  ),
  model: resilientList(searchDocumentView, "searchDocuments"),
});
