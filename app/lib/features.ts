import { FEATURE_CATEGORY_OPTIONS, optionValues } from "~/lib/cms/options";
import type { FeatureCardView, FeaturePageParams } from "~/lib/cms/queries/products";
import { formatCount } from "~/lib/core/format";
import { pageSlice } from "~/lib/pagination";
import { featureListPath } from "~/lib/declarations/paths";

/**
 * The /features filter and its pages: the query string read on the server, the GROQ parameters
 * of one page, and the category groups of a page. The filtering itself is GROQ (app/lib/cms/queries/products.ts).
 */

/** Features on one page of /features: three categories or so of the sample, 2, 3 or 4 to a row. */
export const FEATURES_PER_PAGE = 24;

export type FeatureCategory = (typeof FEATURE_CATEGORY_OPTIONS)[number]["value"];

const CATEGORIES: readonly string[] = optionValues(FEATURE_CATEGORY_OPTIONS);

export interface FeatureFilter {
  /** Only features of this category; undefined: every category. */
  category?: FeatureCategory;
  /** Words every matching feature contains in its name or description; undefined: no text filter. */
  q?: string;
}

/** A query-string value the page could not use, so the page can say it was ignored. */
export interface IgnoredParam {
  name: "category" | "page";
  value: string;
}

/** The longest text filter kept; anything after it is cut off (a search box, not a document). */
export const MAX_QUERY_LENGTH = 100;

/** A text filter as it is applied: spaces collapsed, trimmed, at most MAX_QUERY_LENGTH characters. */
export function normalizeQuery(value: string): string {
  return value.trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * Reads `?category=…&q=…`. Empty values mean "no filter"; an unknown category is ignored and
 * reported, never an error. Repeated parameters: the first one counts.
 */
export function parseFeatureFilter(params: URLSearchParams): { filter: FeatureFilter; ignored: IgnoredParam[] } {
  const filter: FeatureFilter = {};
  const ignored: IgnoredParam[] = [];

  const rawCategory = params.get("category")?.trim();
  if (rawCategory) {
    if (CATEGORIES.includes(rawCategory)) filter.category = rawCategory as FeatureCategory;
    else ignored.push({ name: "category", value: rawCategory });
  }

  const q = normalizeQuery(params.get("q") ?? "");
  if (q) filter.q = q;

  return { filter, ignored };
}

export function isFiltered(filter: FeatureFilter): boolean {
  return Boolean(filter.category || filter.q);
}

/** What GROQ's `match` treats as the end of a word (groq-js and Sanity): spaces and this punctuation. */
const WORD = /[^!@#$%^&*(),\\/?";:{}|[\]+<>\s-]+/g;

/**
 * The GROQ `match` patterns of a text filter: each word, split where GROQ splits the text it
 * searches, matching any word that starts with it, so "pay" finds "PayPal" and "e-mail" finds
 * "e-mail". A `*` typed by the visitor splits words like other punctuation, never a wildcard.
 */
export function matchTerms(q: string | undefined): string[] {
  const words =
    (q ?? "")
      .toLowerCase()
      .replace(/(\b\.+|\.+\b)/g, "")
      .match(WORD) ?? [];
  return [...new Set(words)].map((word) => `${word}*`);
}

/** The GROQ parameters of one page of features: every parameter sent, `null` for "every category". */
export function featurePageParams(filter: FeatureFilter, page: number): FeaturePageParams {
  return { category: filter.category ?? null, terms: matchTerms(filter.q), ...pageSlice(page, FEATURES_PER_PAGE) };
}

export interface FeatureGroup {
  category: FeatureCategory;
  /** The category's heading: its title in the CMS option list. */
  title: string;
  /** Features of this category that match, on every page. */
  total: number;
  /** Positions (from 1) of this page's first and last feature among the category's matches. */
  first: number;
  last: number;
  features: FeatureCardView[];
}

/** How many features match per category, from the category of each match. */
export function countByCategory(categories: readonly FeatureCategory[]): Record<FeatureCategory, number> {
  const counts = Object.fromEntries(FEATURE_CATEGORY_OPTIONS.map((option) => [option.value, 0])) as Record<FeatureCategory, number>;
  for (const category of categories) counts[category] += 1;
  return counts;
}

/** The categories of the matches the list shows: every match of the text filter, or those of the chosen category. */
export function listedCategories(categories: readonly FeatureCategory[], filter: FeatureFilter): readonly FeatureCategory[] {
  return filter.category ? categories.filter((category) => category === filter.category) : categories;
}

/** A link of the category navigation of /features: "All features" (no category) or one category. */
export interface FeatureCategoryLink {
  /** undefined: every category. */
  category?: FeatureCategory;
  title: string;
  /** Features in it that match the text filter. */
  count: number;
  /**
   * Its first page, keeping the text filter: the filtered address rather than an anchor, because a category
   * may start on another page or span two. null when nothing in it matches, so no link leads to an empty list.
   */
  path: string | null;
  /** The list shows this category (or, for "All features", no category was chosen). */
  current: boolean;
}

/** "All features", then each category in the option list's order, from the text filter's matches per category. */
export function featureCategoryLinks(matches: Readonly<Record<FeatureCategory, number>>, filter: FeatureFilter): FeatureCategoryLink[] {
  const link = (category: FeatureCategory | undefined, title: string, count: number): FeatureCategoryLink => ({
    category,
    title,
    count,
    path: count > 0 ? featureListPath({ category, q: filter.q }) : null,
    current: filter.category === category,
  });
  const all = Object.values(matches).reduce((sum, count) => sum + count, 0);
  return [
    link(undefined, "All features", all),
    ...FEATURE_CATEGORY_OPTIONS.map((option) => link(option.value, option.title, matches[option.value])),
  ];
}

/**
 * One page of features grouped by category, in the order of the CMS option list (the order the
 * query sorts by), each group with its category's count and where this page's part of it starts.
 * `start` is the page's offset in the whole filtered list.
 */
export function groupFeaturePage(
  features: readonly FeatureCardView[],
  counts: Readonly<Record<FeatureCategory, number>>,
  start: number,
): FeatureGroup[] {
  let before = 0;
  return FEATURE_CATEGORY_OPTIONS.flatMap((option) => {
    const total = counts[option.value];
    const earlier = before;
    before += total;
    const inCategory = features.filter((feature) => feature.category === option.value);
    if (inCategory.length === 0) return [];
    const first = Math.max(0, start - earlier) + 1;
    return [{ category: option.value, title: option.title, total, first, last: first + inCategory.length - 1, features: inCategory }];
  });
}

const featuresWord = (count: number) => `${formatCount(count)} ${count === 1 ? "feature" : "features"}`;
const range = (first: number, last: number) => `${formatCount(first)}–${formatCount(last)}`;

/**
 * The result line of /features (a polite live region): how many features match, and which of
 * them this page shows when there is more than one page.
 */
export function featureCountText({
  all,
  total,
  first,
  last,
  pageCount,
  filtered,
}: {
  all: number;
  total: number;
  first: number;
  last: number;
  pageCount: number;
  filtered: boolean;
}): string {
  if (total === 0) return "No features match these filters.";
  const shown = pageCount > 1 ? ` Showing ${range(first, last)}.` : "";
  if (filtered) return `${formatCount(total)} of ${featuresWord(all)} match.${shown}`;
  return pageCount > 1 ? `Showing ${range(first, last)} of ${featuresWord(all)}.` : `Showing all ${featuresWord(all)}.`;
}

/** The count beside a category heading: "8 features", or "Features 9–16 of 40" when the category spans pages. */
export function groupCountText(group: Pick<FeatureGroup, "total" | "first" | "last">): string {
  if (group.first === 1 && group.last === group.total) return featuresWord(group.total);
  if (group.first === group.last) return `Feature ${formatCount(group.first)} of ${formatCount(group.total)}`;
  return `Features ${range(group.first, group.last)} of ${formatCount(group.total)}`;
}
