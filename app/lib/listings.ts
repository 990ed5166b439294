// zod/mini: the same parser runs in the browser for instant filtering, so keep its bundle small.
import * as z from "zod/mini";
import { LISTING_CATEGORY_OPTIONS, LISTING_STATUS_OPTIONS, optionValues } from "~/lib/cms/options";
import type { SiteListingView } from "~/lib/cms/queries/marketplace";

/** The newest listings a buyer can still act on (not sold), newest first. */
export function newestListings(listings: readonly SiteListingView[], count: number): SiteListingView[] {
  return listings
    .filter((listing) => listing.status !== "sold")
    .toSorted((a, b) => b.listedOn.localeCompare(a.listedOn))
    .slice(0, count);
}

export const LISTING_SORT_OPTIONS = [
  { value: "newest", title: "Newest first" },
  { value: "price-asc", title: "Price: low to high" },
  { value: "price-desc", title: "Price: high to low" },
  { value: "members", title: "Most members" },
  { value: "profit", title: "Highest profit" },
] as const;

export type ListingSort = (typeof LISTING_SORT_OPTIONS)[number]["value"];
export type ListingCategory = SiteListingView["category"];
export type ListingStatus = SiteListingView["status"];

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

const price = z.coerce.number().check(z.nonnegative());

/** One zod model per query parameter, so a bad value drops only itself. */
const paramModels = {
  category: z.enum(optionValues(LISTING_CATEGORY_OPTIONS)),
  status: z.enum(optionValues(LISTING_STATUS_OPTIONS)),
  min: price,
  max: price,
  sort: z.enum(optionValues(LISTING_SORT_OPTIONS)),
} satisfies Record<ListingQueryParam, z.ZodMiniType>;

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
    const parsed = paramModels[name].safeParse(raw);
    if (parsed.success) Object.assign(filters, { [name]: parsed.data });
    else ignored.push(name);
  }
  if (filters.min !== undefined && filters.max !== undefined && filters.min > filters.max) {
    [filters.min, filters.max] = [filters.max, filters.min];
  }
  return { filters, ignored };
}

/** The fields filtering and sorting read. */
type Filterable = Pick<SiteListingView, "category" | "status" | "price" | "totalMembers" | "monthlyProfit" | "listedOn">;

const newestFirst = (a: Filterable, b: Filterable) => b.listedOn.localeCompare(a.listedOn);

const comparators: Record<ListingSort, (a: Filterable, b: Filterable) => number> = {
  newest: newestFirst,
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  members: (a, b) => b.totalMembers - a.totalMembers,
  profit: (a, b) => b.monthlyProfit - a.monthlyProfit,
};

/** The listings that pass the filters, in the chosen order (ties: newest first). */
export function filterListings<Listing extends Filterable>(listings: readonly Listing[], filters: ListingFilters): Listing[] {
  const { category, status, min, max, sort } = filters;
  return listings
    .filter(
      (listing) =>
        (category === undefined || listing.category === category) &&
        (status === undefined || listing.status === status) &&
        (min === undefined || listing.price >= min) &&
        (max === undefined || listing.price <= max),
    )
    .toSorted((a, b) => comparators[sort](a, b) || newestFirst(a, b));
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

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** A stored date (YYYY-MM-DD) as "March 2019". */
export function formatMonthYear(date: string): string {
  return monthYear.format(new Date(`${date}T00:00:00Z`));
}
