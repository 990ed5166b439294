import { SEARCH_KINDS, type SearchDocument, type SearchKind } from "~/lib/cms/queries/search";
import { declared } from "~/lib/declarations/content-kinds";
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

/** A searchable document with the address its hit leads to. */
export type LinkedDocument = SearchDocument & { href: string };

/**
 * The document with the address its hit leads to, or null when its kind has none for it (no slug yet): such a
 * document is left out of the index rather than found and linked to `/`.
 */
export function linkedDocument(document: SearchDocument): LinkedDocument | null {
  const href = declared(document._type, "search").href(document);
  return href === null ? null : { ...document, href };
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

/** Hits grouped by kind, in the order of the content kinds, each group in rank order, with links and short summaries. */
export function groupHits(hits: readonly LinkedDocument[]): ResultGroup[] {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    label: declared(kind, "search").label,
    hits: hits.filter((hit) => hit._type === kind).map((hit) => ({ title: hit.title, summary: shortSummary(hit.summary), href: hit.href })),
  })).filter((group) => group.hits.length > 0);
}
