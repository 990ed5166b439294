import { z } from "zod";
import { FEATURE_CATEGORY_OPTIONS, optionValues } from "~/lib/cms/options";

/**
 * The /features filter: pure functions shared by the loader (server-side filtering from the query
 * string) and the page component (instant filtering with JavaScript), so both always agree.
 */

export type FeatureCategory = (typeof FEATURE_CATEGORY_OPTIONS)[number]["value"];

export interface FeatureFilter {
  /** Only features of this category; undefined: every category. */
  category?: FeatureCategory;
  /** Words every matching feature contains in its name or description; undefined: no text filter. */
  q?: string;
}

/** A query-string value the filter could not use, so the page can say it was ignored. */
export interface IgnoredParam {
  name: "category";
  value: string;
}

/** The longest text filter kept; anything after it is cut off (a search box, not a document). */
export const MAX_QUERY_LENGTH = 100;

/** A text filter as it is applied: spaces collapsed, trimmed, at most MAX_QUERY_LENGTH characters. */
export function normalizeQuery(value: string): string {
  return value.trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH).trim();
}

/** The query string's models; built on use, so the browser bundle (which never parses) leaves zod out. */
function paramModels() {
  return { category: z.enum(optionValues(FEATURE_CATEGORY_OPTIONS)), q: z.string().transform(normalizeQuery) };
}

/**
 * Reads `?category=…&q=…`. Empty values mean "no filter"; an unknown category is ignored and
 * reported, never an error. Repeated parameters: the first one counts.
 */
export function parseFeatureFilter(params: URLSearchParams): { filter: FeatureFilter; ignored: IgnoredParam[] } {
  const models = paramModels();
  const filter: FeatureFilter = {};
  const ignored: IgnoredParam[] = [];

  const rawCategory = params.get("category")?.trim();
  if (rawCategory) {
    const category = models.category.safeParse(rawCategory);
    if (category.success) filter.category = category.data;
    else ignored.push({ name: "category", value: rawCategory });
  }

  const q = models.q.safeParse(params.get("q") ?? "");
  if (q.success && q.data) filter.q = q.data;

  return { filter, ignored };
}

/** The query string of a filter ("" when nothing is filtered), in a stable order: category, then q. */
export function featureFilterSearch(filter: FeatureFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set("category", filter.category);
  if (filter.q) params.set("q", filter.q);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function isFiltered(filter: FeatureFilter): boolean {
  return Boolean(filter.category || filter.q);
}

interface FilterableFeature {
  name: string;
  description: string;
  category: string;
}

/** The words of a text filter, lower-cased. */
function terms(q: string | undefined): string[] {
  return (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The features that match: in the chosen category (if any), with every word of the text filter
 * somewhere in the name or description, ignoring case. Order is kept.
 */
export function filterFeatures<Feature extends FilterableFeature>(features: readonly Feature[], filter: FeatureFilter): Feature[] {
  const words = terms(filter.q);
  return features.filter((feature) => {
    if (filter.category && feature.category !== filter.category) return false;
    if (words.length === 0) return true;
    const text = `${feature.name} ${feature.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export interface FeatureGroup<Feature> {
  category: FeatureCategory;
  /** The category's heading: its title in the CMS option list. */
  title: string;
  features: Feature[];
}

/**
 * Features grouped by category, in the order of the CMS option list (not alphabetical), each
 * group keeping the features' order. Empty groups and unknown categories are left out.
 */
export function groupFeaturesByCategory<Feature extends FilterableFeature>(features: readonly Feature[]): FeatureGroup<Feature>[] {
  return FEATURE_CATEGORY_OPTIONS.flatMap((option) => {
    const inCategory = features.filter((feature) => feature.category === option.value);
    return inCategory.length ? [{ category: option.value, title: option.title, features: inCategory }] : [];
  });
}
