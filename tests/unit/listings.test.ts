import { describe, expect, it } from "vitest";
import {
  filterListings,
  formatListingAge,
  formatMonthYear,
  listingAge,
  newestListings,
  parseListingQuery,
  type ListingFilters,
} from "~/lib/listings";
import { listingAvailability } from "~/lib/seo/documents";
import type { SiteListingView } from "~/lib/cms/queries/marketplace";

type Fixture = Pick<SiteListingView, "_id" | "category" | "status" | "price" | "totalMembers" | "monthlyProfit" | "listedOn">;

const fixture = (
  _id: string,
  category: Fixture["category"],
  status: Fixture["status"],
  price: number,
  totalMembers: number,
  monthlyProfit: number,
  listedOn: string,
): Fixture => ({ _id, category, status, price, totalMembers, monthlyProfit, listedOn });

const LISTINGS: Fixture[] = [
  fixture("surf", "traffic-exchange", "available", 32000, 18420, 1610, "2025-09-02"),
  fixture("pilot", "traffic-exchange", "available", 12500, 7950, 705, "2026-01-12"),
  fixture("harbor", "traffic-exchange", "under-offer", 58000, 31600, 2580, "2025-11-18"),
  fixture("torch", "traffic-exchange", "sold", 19500, 24100, 1150, "2025-04-07"),
  fixture("beacon", "safelist", "available", 17500, 12300, 980, "2025-10-06"),
  fixture("volt", "viral-mailer", "under-offer", 11000, 9870, 640, "2026-02-03"),
];

const ids = (listings: readonly Fixture[]) => listings.map((listing) => listing._id);
const all: ListingFilters = { sort: "newest" };

describe("parseListingQuery", () => {
  it("reads every filter from the query string", () => {
    const query = new URLSearchParams("category=safelist&status=available&min=5000&max=20000&sort=price-desc");
    expect(parseListingQuery(query)).toEqual({
      filters: { category: "safelist", status: "available", min: 5000, max: 20000, sort: "price-desc" },
      ignored: [],
    });
  });

  it("treats missing and empty values as no filter, sorted newest first", () => {
    expect(parseListingQuery(new URLSearchParams(""))).toEqual({ filters: all, ignored: [] });
    // What a GET form sends when nothing is chosen.
    expect(parseListingQuery(new URLSearchParams("category=&status=&min=&max=&sort=newest"))).toEqual({ filters: all, ignored: [] });
    expect(parseListingQuery({ min: "  ", category: undefined, status: null })).toEqual({ filters: all, ignored: [] });
  });

  it("ignores invalid values one by one and reports them", () => {
    const query = new URLSearchParams("category=casino&status=sold&min=-5&max=lots&sort=cheapest");
    expect(parseListingQuery(query)).toEqual({ filters: { status: "sold", sort: "newest" }, ignored: ["category", "min", "max", "sort"] });
  });

  it("accepts decimal prices and trims spaces", () => {
    expect(parseListingQuery({ min: " 9999.5 ", max: "0" }).filters).toEqual({ min: 0, max: 9999.5, sort: "newest" });
  });

  it("swaps a price range entered the wrong way round", () => {
    expect(parseListingQuery({ min: "20000", max: "10000" }).filters).toMatchObject({ min: 10000, max: 20000 });
  });

  it("rejects values that are not plain numbers", () => {
    expect(parseListingQuery({ min: "Infinity", max: "1e400" })).toEqual({ filters: all, ignored: ["min", "max"] });
  });
});

describe("filterListings", () => {
  it("returns every listing, newest first, with no filters", () => {
    expect(ids(filterListings(LISTINGS, all))).toEqual(["volt", "pilot", "harbor", "beacon", "surf", "torch"]);
  });

  it("filters by category and by status", () => {
    expect(ids(filterListings(LISTINGS, { category: "safelist", sort: "newest" }))).toEqual(["beacon"]);
    expect(ids(filterListings(LISTINGS, { status: "under-offer", sort: "newest" }))).toEqual(["volt", "harbor"]);
    expect(ids(filterListings(LISTINGS, { category: "traffic-exchange", status: "available", sort: "newest" }))).toEqual(["pilot", "surf"]);
    expect(filterListings(LISTINGS, { category: "ptc", sort: "newest" })).toEqual([]);
  });

  it("keeps prices within the range, both ends included", () => {
    expect(ids(filterListings(LISTINGS, { min: 12500, max: 19500, sort: "price-asc" }))).toEqual(["pilot", "beacon", "torch"]);
    expect(ids(filterListings(LISTINGS, { min: 32000, sort: "price-asc" }))).toEqual(["surf", "harbor"]);
    expect(ids(filterListings(LISTINGS, { max: 11000, sort: "price-asc" }))).toEqual(["volt"]);
  });

  it("sorts by price, members and profit", () => {
    expect(ids(filterListings(LISTINGS, { sort: "price-asc" }))).toEqual(["volt", "pilot", "beacon", "torch", "surf", "harbor"]);
    expect(ids(filterListings(LISTINGS, { sort: "price-desc" }))).toEqual(["harbor", "surf", "torch", "beacon", "pilot", "volt"]);
    expect(ids(filterListings(LISTINGS, { sort: "members" }))).toEqual(["harbor", "torch", "surf", "beacon", "volt", "pilot"]);
    expect(ids(filterListings(LISTINGS, { sort: "profit" }))).toEqual(["harbor", "surf", "torch", "beacon", "pilot", "volt"]);
  });

  it("breaks ties with the newest listing first and never changes its input", () => {
    const twins = [
      fixture("older", "ptc", "available", 5000, 10, 1, "2025-01-01"),
      fixture("newer", "ptc", "available", 5000, 10, 1, "2025-06-01"),
    ];
    expect(ids(filterListings(twins, { sort: "price-asc" }))).toEqual(["newer", "older"]);
    expect(ids(twins)).toEqual(["older", "newer"]);
  });
});

describe("newestListings", () => {
  it("leaves out sold listings and keeps the newest", () => {
    expect(newestListings(LISTINGS as SiteListingView[], 3).map((listing) => listing._id)).toEqual(["volt", "pilot", "harbor"]);
  });
});

describe("listing details", () => {
  it("maps status to schema.org availability", () => {
    expect(listingAvailability("available")).toBe("InStock");
    expect(listingAvailability("under-offer")).toBe("LimitedAvailability");
    expect(listingAvailability("sold")).toBe("SoldOut");
  });

  it("computes the age in whole years and months from the launch date", () => {
    const today = new Date("2025-09-13T12:00:00Z");
    expect(listingAge("2019-03-14", today)).toEqual({ years: 6, months: 5 });
    expect(listingAge("2019-03-13", today)).toEqual({ years: 6, months: 6 });
    expect(listingAge("2024-09-13", today)).toEqual({ years: 1, months: 0 });
    expect(listingAge("2025-09-01", today)).toEqual({ years: 0, months: 0 });
    // A launch date in the future (a typo in the CMS) is never a negative age.
    expect(listingAge("2026-01-01", today)).toEqual({ years: 0, months: 0 });
  });

  it("words the age as a buyer reads it", () => {
    const today = new Date("2025-09-13T12:00:00Z");
    expect(formatListingAge("2019-03-14", today)).toBe("6 years, 5 months");
    expect(formatListingAge("2024-09-13", today)).toBe("1 year");
    expect(formatListingAge("2025-08-01", today)).toBe("1 month");
    expect(formatListingAge("2025-09-10", today)).toBe("under a month");
  });

  it("formats a stored date as month and year", () => {
    expect(formatMonthYear("2019-03-14")).toBe("March 2019");
    expect(formatMonthYear("2026-01-01")).toBe("January 2026");
  });
});
