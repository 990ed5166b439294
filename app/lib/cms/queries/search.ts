import { z } from "zod";
import { contentKind, declared, listedFilter, typesWith, type SearchFields, type TypesWith } from "~/lib/declarations/content-kinds";
import { defineComposedQuery } from "~/lib/cms/query";
import { overPosts, resilientList } from "./fragments";

/** The kinds of content the site search looks through, in the order their hits are grouped. */
export const SEARCH_KINDS = typesWith("search");
export type SearchKind = TypesWith<"search">;

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

/** GROQ for one field of every searchable document: each kind's expression for it, null for kinds without one. */
function searchField(expressionOf: (type: SearchKind) => string | undefined): string {
  const cases = SEARCH_KINDS.flatMap((type) => {
    const expression = expressionOf(type);
    return expression ? [`_type == "${type}" => ${expression}`] : [];
  });
  return cases.length > 0 ? `select(${cases.join(", ")})` : "null";
}

const textField = (field: keyof SearchFields) => searchField((type) => declared(type, "search").fields[field]);

/**
 * Every document the site search finds, with its text, in one query: the index is built from this
 * result once per content version (app/lib/search-index.server.ts), never one query per term.
 * Pages hidden from search engines and posts a visitor may not see yet are never in it.
 */
export const searchDocumentsQuery = defineComposedQuery({
  name: "searchDocuments",
  ...overPosts(/* groq */ `*[
    ${SEARCH_KINDS.map((type) => `(${listedFilter(type)})`).join(" ||\n    ")}
  ] | order(_type asc, _id asc) {
    _id,
    _type,
    "title": ${searchField((type) => contentKind(type).titleField)},
    "summary": ${textField("summary")},
    "slug": slug.current,
    "intro": ${textField("intro")},
    "headings": ${textField("headings")},
    "body": ${textField("body")}
  }`),
  model: resilientList(searchDocumentView, "searchDocuments"),
});
