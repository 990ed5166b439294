import { LISTING_CATEGORY_OPTIONS, LISTING_STATUS_OPTIONS, optionValues } from "~/lib/cms/options";
import type { ListingCardView, ListingSort, SiteListingPageParams } from "~/lib/cms/queries/marketplace";
import { formatCount, formatNumber } from "~/lib/core/format";
import { pageSlice } from "~/lib/pagination";

/** Listings on one page of /sites-for-sale. */
export const LISTINGS_PER_PAGE = 12;

/** How many of the newest listings /home and the marketplace hub show. */
export const NEWEST_LISTINGS_SHOWN = 3;

export const LISTING_SORT_OPTIONS = [
  { value: "newest", title: "Newest first" },
  { value: "price-asc", title: "Price: low to high" },
  { value: "price-desc", title: "Price: high to low" },
  { value: "members", title: "Most members" },
  { value: "profit", title: "Highest profit" },
] as const satisfies readonly { value: ListingSort; title: string }[];

export type { ListingSort };
export type ListingCategory = ListingCardView["category"];
export type ListingStatus = ListingCardView["status"];

/** What /sites-for-sale shows: every field optional except the sort order. */
export interface ListingFilters {
  category?: ListingCategory;
  status?: ListingStatus;
  /** Lowest asking price in USD. */
  min?: number;
  /** Highest asking price in USD. */
  max?: number;
  sort: ListingSort;
}

/** The query-string names of the filters, in the order the form shows them. */
export const LISTING_QUERY_PARAMS = ["category", "status", "min", "max", "sort"] as const;
export type ListingQueryParam = (typeof LISTING_QUERY_PARAMS)[number];

const CATEGORIES: readonly string[] = optionValues(LISTING_CATEGORY_OPTIONS);
const STATUSES: readonly string[] = optionValues(LISTING_STATUS_OPTIONS);
const SORTS: readonly string[] = optionValues(LISTING_SORT_OPTIONS);

/** A price in USD: a finite number, not negative ("Infinity", "1e400" and "-5" are not prices). */
function price(raw: string): number | undefined {
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** One reader per query parameter, so a bad value drops only itself. */
const paramReaders: Record<ListingQueryParam, (raw: string) => string | number | undefined> = {
  category: (raw) => (CATEGORIES.includes(raw) ? raw : undefined),
  status: (raw) => (STATUSES.includes(raw) ? raw : undefined),
  min: price,
  max: price,
  sort: (raw) => (SORTS.includes(raw) ? raw : undefined),
};

export interface ParsedListingQuery {
  filters: ListingFilters;
  /** Parameters present with a value that is not allowed; they were ignored. */
  ignored: ListingQueryParam[];
}

type QueryInput = URLSearchParams | Partial<Record<ListingQueryParam, string | null | undefined>>;

function read(input: QueryInput, name: ListingQueryParam): string | undefined {
  const value = input instanceof URLSearchParams ? input.get(name) : input[name];
  return value?.trim() || undefined;
}

/**
 * The filters of /sites-for-sale from its query string (`?category=&status=&min=&max=&sort=`).
 * Empty values mean "any"; invalid ones are ignored and reported, never an error. A price range
 * entered the wrong way round is swapped.
 */
export function parseListingQuery(input: QueryInput): ParsedListingQuery {
  const filters: ListingFilters = { sort: "newest" };
  const ignored: ListingQueryParam[] = [];
  for (const name of LISTING_QUERY_PARAMS) {
    const raw = read(input, name);
    if (raw === undefined) continue;
    const value = paramReaders[name](raw);
    if (value !== undefined) Object.assign(filters, { [name]: value });
    else ignored.push(name);
  }
  if (filters.min !== undefined && filters.max !== undefined && filters.min > filters.max) {
    [filters.min, filters.max] = [filters.max, filters.min];
  }
  return { filters, ignored };
}

/** Whether anything but the sort order narrows the list. */
export function isFiltered(filters: ListingFilters): boolean {
  return LISTING_QUERY_PARAMS.some((name) => name !== "sort" && filters[name] !== undefined);
}

/** The GROQ parameters of one page of listings: every filter sent, `null` for "any". */
export function listingPageParams(filters: ListingFilters, page: number): SiteListingPageParams {
  return {
    category: filters.category ?? null,
    status: filters.status ?? null,
    min: filters.min ?? null,
    max: filters.max ?? null,
    ...pageSlice(page, LISTINGS_PER_PAGE),
  };
}

/** The query string of the filters as the page writes it: values in form order, "newest" (the default) left out. */
export function listingFilterQuery(filters: ListingFilters): Record<ListingQueryParam, string | undefined> {
  return {
    category: filters.category,
    status: filters.status,
    min: filters.min?.toString(),
    max: filters.max?.toString(),
    sort: filters.sort === "newest" ? undefined : filters.sort,
  };
}

const sites = (count: number) => `${formatCount(count)} ${count === 1 ? "site" : "sites"}`;

/**
 * The result line of /sites-for-sale (announced when it changes): how many listings match of all
 * of them, and which of them this page shows when there is more than one page.
 */
export function listingCountText({
  all,
  total,
  first,
  last,
  pageCount,
}: {
  all: number;
  total: number;
  first: number;
  last: number;
  pageCount: number;
}): string {
  const shown = `${formatCount(first)}–${formatCount(last)}`;
  if (pageCount <= 1) return total === all ? `Showing all ${sites(all)}` : `Showing ${formatCount(total)} of ${sites(all)}`;
  return total === all
    ? `Showing ${shown} of ${sites(all)}`
    : `Showing ${shown} of ${formatCount(total)} matching sites (${sites(all)} in all)`;
}

/** Whole years and months from `launchedOn` (YYYY-MM-DD) to `today`, in UTC. */
export function listingAge(launchedOn: string, today: Date): { years: number; months: number } {
  const [year = 0, month = 1, day = 1] = launchedOn.split("-").map(Number);
  let months = (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month);
  if (today.getUTCDate() < day) months -= 1;
  months = Math.max(0, months);
  return { years: Math.floor(months / 12), months: months % 12 };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** A listing's age as a buyer reads it: "6 years, 5 months", "11 months", "under a month". */
export function formatListingAge(launchedOn: string, today: Date): string {
  const { years, months } = listingAge(launchedOn, today);
  if (years === 0 && months === 0) return "under a month";
  return [years ? plural(years, "year") : "", months ? plural(months, "month") : ""].filter(Boolean).join(", ");
}

/**
 * The asking price as a multiple of monthly profit, how buyers compare sites of different sizes: "19.9×".
 * Null when the site makes no profit, where a multiple means nothing.
 */
export function formatProfitMultiple(price: number, monthlyProfit: number): string | null {
  return monthlyProfit > 0 ? `${formatNumber(price / monthlyProfit, 1)}×` : null;
}
