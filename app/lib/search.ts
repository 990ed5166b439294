import type { SearchHit, SearchKind } from "~/lib/cms/queries/search";
import { faqEntryPath, featuresPath, listingPath, pagePath, postPath, servicePath } from "~/lib/paths";
import { sanitizeText } from "~/lib/security/sanitize";

/** Longest query the search accepts; longer input is cut, not rejected. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;

/** The visitor's query, sanitised (docs/architecture.md, Product rules) and length-limited: what the page shows back. */
export function cleanQuery(raw: string | null): string {
  return sanitizeText((raw ?? "").slice(0, MAX_QUERY_LENGTH)).replace(/\s+/g, " ");
}

/** The GROQ `match` pattern: each word as a prefix (`captch*`); null when nothing is left to search. */
export function matchTerms(query: string): string | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_TERMS);
  return words.length ? words.map((word) => `${word}*`).join(" ") : null;
}

export const KIND_LABELS: Record<SearchKind, string> = {
  page: "Pages",
  feature: "Features",
  faq: "FAQ",
  service: "Services",
  siteListing: "Sites for sale",
  post: "Blog articles",
};

export function hitHref(hit: SearchHit): string {
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

export interface ResultGroup {
  kind: SearchKind;
  label: string;
  hits: { title: string; summary: string | null; href: string }[];
}

/** Results grouped by kind, in a fixed order, with links. */
export function groupHits(hits: readonly SearchHit[]): ResultGroup[] {
  const order: SearchKind[] = ["page", "feature", "faq", "service", "siteListing", "post"];
  return order
    .map((kind) => ({
      kind,
      label: KIND_LABELS[kind],
      hits: hits.filter((hit) => hit._type === kind).map((hit) => ({ title: hit.title, summary: hit.summary ?? null, href: hitHref(hit) })),
    }))
    .filter((group) => group.hits.length > 0);
}
