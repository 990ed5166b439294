import type { SearchDocument, SearchKind } from "~/lib/cms/queries/search";
import { faqEntryPath, featuresPath, listingPath, pagePath, postPath, servicePath } from "~/lib/paths";
import { sanitizeText } from "~/lib/security/sanitize";

/** Longest query the search accepts; longer input is cut, not rejected. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;
/** Hits on one page of results. */
export const SEARCH_PAGE_SIZE = 20;
/** Longest summary a hit shows, in characters (cut at a word). */
export const SUMMARY_LENGTH = 200;

/** The visitor's query, sanitised (docs/architecture.md, Product rules) and length-limited: what the page shows back. */
export function cleanQuery(raw: string | null): string {
  return sanitizeText((raw ?? "").slice(0, MAX_QUERY_LENGTH)).replace(/\s+/g, " ");
}

/** Splits text into words (letters and digits) the same way for the index and for queries. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** A word as the index keeps it: lower case, accents removed (`Café` → `cafe`). */
export function normalizeTerm(word: string): string {
  return word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a query, normalised, at most 8; empty when nothing is left to search. */
export function searchTerms(query: string): string[] {
  return tokenize(query)
    .map(normalizeTerm)
    .filter((word) => word.length > 0)
    .slice(0, MAX_TERMS);
}

export const KIND_LABELS: Record<SearchKind, string> = {
  page: "Pages",
  feature: "Features",
  faq: "FAQ",
  service: "Services",
  siteListing: "Sites for sale",
  post: "Blog articles",
};

type Linkable = Pick<SearchDocument, "_id" | "_type" | "title" | "slug">;

export function hitHref(hit: Linkable): string {
  switch (hit._type) {
    case "page":
      return pagePath(hit.slug ?? "index");
    case "feature":
      return featuresPath(hit.title);
    case "faq":
      return faqEntryPath(hit._id);
    case "service":
      return servicePath(hit.slug ?? "");
    case "siteListing":
      return listingPath(hit.slug ?? "");
    case "post":
      return postPath(hit.slug ?? "");
  }
}

/** A summary short enough for a result list: whitespace collapsed, cut at a word boundary with an ellipsis. */
export function shortSummary(text: string | null | undefined, maxLength = SUMMARY_LENGTH): string | null {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (!flat) return null;
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > maxLength / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

export interface ResultGroup {
  kind: SearchKind;
  label: string;
  hits: { title: string; summary: string | null; href: string }[];
}

const KIND_ORDER: readonly SearchKind[] = ["page", "feature", "faq", "service", "siteListing", "post"];

/** Hits grouped by kind, in a fixed order of kinds, each group in rank order, with links and short summaries. */
export function groupHits(hits: readonly (Linkable & Pick<SearchDocument, "summary">)[]): ResultGroup[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    label: KIND_LABELS[kind],
    hits: hits
      .filter((hit) => hit._type === kind)
      .map((hit) => ({ title: hit.title, summary: shortSummary(hit.summary), href: hitHref(hit) })),
  })).filter((group) => group.hits.length > 0);
}
