import { describe, expect, it } from "vitest";
import { readListingFilterValues, writeListingFilterValues } from "~/components/forms/listing-filters";
import { listingCountQuery, newestListingsQuery, siteListingPageQueries, type ListingSort } from "~/lib/cms/queries/marketplace";
import {
  formatListingAge,
  formatProfitMultiple,
  isFiltered,
  listingAge,
  listingCountText,
  listingFilterQuery,
  listingPageParams,
  LISTING_SORT_OPTIONS,
  LISTINGS_PER_PAGE,
  parseListingQuery,
  type ListingFilters,
} from "~/lib/listings";
import { listingAvailability } from "~/lib/seo/documents";
import { IMAGE_ASSETS, listingFixture, paramNames, runQuery } from "../support/content-fixtures";

const fixture = (
  id: string,
  category: string,
  status: string,
  price: number,
  totalMembers: number,
  monthlyProfit: number,
  listedOn: string,
) => listingFixture(id, { category, status, price, totalMembers, monthlyProfit, listedOn });

const LISTINGS = [
  fixture("surf", "traffic-exchange", "available", 32000, 18420, 1610, "2025-09-02"),
  fixture("pilot", "traffic-exchange", "available", 12500, 7950, 705, "2026-01-12"),
  fixture("harbor", "traffic-exchange", "under-offer", 58000, 31600, 2580, "2025-11-18"),
  fixture("torch", "traffic-exchange", "sold", 19500, 24100, 1150, "2025-04-07"),
  fixture("beacon", "safelist", "available", 17500, 12300, 980, "2025-10-06"),
  fixture("volt", "viral-mailer", "under-offer", 11000, 9870, 640, "2026-02-03"),
];

const all: ListingFilters = { sort: "newest" };

/** The slugs of one page of listings as the query answers it over `documents`, with its counts. */
async function listingPage(filters: ListingFilters, page = 1, documents = LISTINGS) {
  const result = await runQuery(siteListingPageQueries[filters.sort], listingPageParams(filters, page), [...documents, ...IMAGE_ASSETS]);
  return { slugs: result.listings.map((listing) => listing.slug), total: result.total, listings: result.listings };
}
const slugs = async (filters: ListingFilters, page = 1) => (await listingPage(filters, page)).slugs;

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

describe("the /sites-for-sale query (GROQ, as both transports run it)", () => {
  it("returns every listing, newest first, with no filters, and counts them", async () => {
    expect(await listingPage(all)).toMatchObject({ slugs: ["volt", "pilot", "harbor", "beacon", "surf", "torch"], total: 6 });
    expect(await runQuery(listingCountQuery, {}, LISTINGS)).toBe(6);
  });

  it("filters by category and by status, counting only the matches", async () => {
    expect(await slugs({ category: "safelist", sort: "newest" })).toEqual(["beacon"]);
    expect(await slugs({ status: "under-offer", sort: "newest" })).toEqual(["volt", "harbor"]);
    expect(await listingPage({ category: "traffic-exchange", status: "available", sort: "newest" })).toMatchObject({
      slugs: ["pilot", "surf"],
      total: 2,
    });
    expect(await listingPage({ category: "ptc", sort: "newest" })).toMatchObject({ slugs: [], total: 0 });
  });

  it("keeps prices within the range, both ends included", async () => {
    expect(await slugs({ min: 12500, max: 19500, sort: "price-asc" })).toEqual(["pilot", "beacon", "torch"]);
    expect(await slugs({ min: 32000, sort: "price-asc" })).toEqual(["surf", "harbor"]);
    expect(await slugs({ max: 11000, sort: "price-asc" })).toEqual(["volt"]);
    expect(await slugs({ min: 0, max: 0, sort: "newest" })).toEqual([]);
  });

  it("sorts by price, members and profit", async () => {
    expect(await slugs({ sort: "price-asc" })).toEqual(["volt", "pilot", "beacon", "torch", "surf", "harbor"]);
    expect(await slugs({ sort: "price-desc" })).toEqual(["harbor", "surf", "torch", "beacon", "pilot", "volt"]);
    expect(await slugs({ sort: "members" })).toEqual(["harbor", "torch", "surf", "beacon", "volt", "pilot"]);
    expect(await slugs({ sort: "profit" })).toEqual(["harbor", "surf", "torch", "beacon", "pilot", "volt"]);
  });

  it("breaks ties with the newest listing first, then by id, so pages never overlap", async () => {
    const twins = [
      fixture("older", "ptc", "available", 5000, 10, 1, "2025-01-01"),
      fixture("newer", "ptc", "available", 5000, 10, 1, "2025-06-01"),
      fixture("b-same-day", "ptc", "available", 5000, 10, 1, "2025-06-01"),
    ];
    expect((await listingPage({ sort: "price-asc" }, 1, twins)).slugs).toEqual(["b-same-day", "newer", "older"]);
  });

  it("slices one page, and the pages together hold every match exactly once", async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      fixture(
        `site-${String(index).padStart(2, "0")}`,
        index % 3 ? "traffic-exchange" : "safelist",
        "available",
        1000 * (index % 7),
        100,
        10,
        "2025-01-01",
      ),
    );
    for (const sort of LISTING_SORT_OPTIONS.map((option) => option.value)) {
      const pages = await Promise.all([1, 2, 3].map((page) => listingPage({ sort }, page, many)));
      expect(
        pages.map((page) => page.slugs.length),
        sort,
      ).toEqual([LISTINGS_PER_PAGE, LISTINGS_PER_PAGE, 6]);
      expect(new Set(pages.flatMap((page) => page.slugs)).size, sort).toBe(30);
      expect(pages.every((page) => page.total === 30)).toBe(true);
    }
    expect((await listingPage({ category: "safelist", sort: "newest" }, 1, many)).total).toBe(10);
    expect((await listingPage(all, 4, many)).slugs).toEqual([]);
  });

  it("answers with what a card shows, never the listing's private figures", async () => {
    const [card] = (await listingPage({ category: "safelist", sort: "newest" })).listings;
    expect(Object.keys(card!).sort()).toEqual(
      ["_id", "category", "image", "monthlyProfit", "price", "slug", "status", "summary", "title", "totalMembers"].sort(),
    );
    expect(card!.image).toMatchObject({ src: expect.stringMatching(/^\/sample-images\//), width: expect.any(Number) });
  });

  it("is sent every parameter its GROQ names (Sanity rejects a query missing one), null for no filter", () => {
    const params = listingPageParams(all, 1);
    expect(params).toEqual({ category: null, status: null, min: null, max: null, start: 0, end: LISTINGS_PER_PAGE });
    for (const sort of Object.keys(siteListingPageQueries) as ListingSort[]) {
      expect(paramNames(siteListingPageQueries[sort].groq)).toEqual(Object.keys(params).sort());
    }
    expect(listingPageParams({ category: "ptc", status: "sold", min: 5, max: 9, sort: "members" }, 3)).toEqual({
      category: "ptc",
      status: "sold",
      min: 5,
      max: 9,
      start: 24,
      end: 36,
    });
  });
});

describe("the newest listings query", () => {
  it("leaves out sold listings and keeps the newest, as many as asked", async () => {
    const newest = await runQuery(newestListingsQuery, { limit: 3 }, [...LISTINGS, ...IMAGE_ASSETS]);
    expect(newest.map((listing) => listing.slug)).toEqual(["volt", "pilot", "harbor"]);
  });
});

describe("the result line and the links of /sites-for-sale", () => {
  it("says how many match and, with several pages, which are shown", () => {
    expect(listingCountText({ all: 8, total: 8, first: 1, last: 8, pageCount: 1 })).toBe("Showing all 8 sites");
    expect(listingCountText({ all: 1, total: 1, first: 1, last: 1, pageCount: 1 })).toBe("Showing all 1 site");
    expect(listingCountText({ all: 8, total: 4, first: 1, last: 4, pageCount: 1 })).toBe("Showing 4 of 8 sites");
    expect(listingCountText({ all: 8, total: 0, first: 0, last: 0, pageCount: 1 })).toBe("Showing 0 of 8 sites");
    expect(listingCountText({ all: 160, total: 160, first: 13, last: 24, pageCount: 14 })).toBe("Showing 13–24 of 160 sites");
    expect(listingCountText({ all: 160, total: 80, first: 73, last: 80, pageCount: 7 })).toBe(
      "Showing 73–80 of 80 matching sites (160 sites in all)",
    );
    expect(listingCountText({ all: 2400, total: 2400, first: 1201, last: 1212, pageCount: 200 })).toBe(
      "Showing 1,201–1,212 of 2,400 sites",
    );
  });

  it("says whether anything but the order narrows the list", () => {
    expect(isFiltered(all)).toBe(false);
    expect(isFiltered({ sort: "price-asc" })).toBe(false);
    expect(isFiltered({ sort: "newest", min: 0 })).toBe(true);
  });

  it("writes page links with the valid filters only, the default order left out", () => {
    const { filters } = parseListingQuery(new URLSearchParams("category=casino&status=sold&min=5000&sort=newest"));
    expect(listingFilterQuery(filters)).toEqual({ category: undefined, status: "sold", min: "5000", max: undefined, sort: undefined });
    expect(listingFilterQuery({ sort: "profit", max: 9999.5 })).toMatchObject({ max: "9999.5", sort: "profit" });
  });

  it("navigates the form to its fields as typed, leaving out empty ones, the default order and the page", () => {
    const values = readListingFilterValues(new URLSearchParams("category=safelist&status=&min=100&max=&sort=newest&page=3"));
    expect(values).toEqual({ category: "safelist", status: "", min: "100", max: "", sort: "newest" });
    expect(writeListingFilterValues(values).toString()).toBe("category=safelist&min=100");
    expect(writeListingFilterValues({ ...values, min: " cheap ", sort: "members" }).toString()).toBe(
      "category=safelist&min=cheap&sort=members",
    );
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

  it("states the asking price as a multiple of monthly profit, and none for a site without profit", () => {
    expect(formatProfitMultiple(32000, 1610)).toBe("19.9×");
    expect(formatProfitMultiple(12000, 1000)).toBe("12×");
    expect(formatProfitMultiple(58000, 2580)).toBe("22.5×");
    expect(formatProfitMultiple(5000, 0)).toBeNull();
    expect(formatProfitMultiple(5000, -120)).toBeNull();
  });
});
