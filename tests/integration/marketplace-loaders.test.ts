import { describe, expect, it, vi } from "vitest";
import type { Pagination } from "~/lib/pagination";
import { scaledSample } from "../support/content-fixtures";
import { expectNotFound, load, useMockCms } from "../support/loader-harness";

// Route loaders run on the real Sanity transport, answered by msw from the sample dataset.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { server, serve, serveWith } = useMockCms();

type Crumbs = { meta: { crumbs: { name: string; path: string }[]; path: string; seo: Record<string, unknown> } };
const crumbNames = (data: Crumbs) => data.meta.crumbs.map((crumb) => crumb.name);
/** A section by its type, and a "Page content" section by the content it places. */
const sectionName = (section: { _type: string; block?: string }) => (section.block ? `${section._type}:${section.block}` : section._type);

describe("/sites-marketplace loader", () => {
  it("returns the three area cards from their pages, the newest unsold listings and the designs", async () => {
    const { loader } = await import("~/routes/_site.sites-marketplace");
    const data = await load<
      Crumbs & {
        page: { heading: string; sections: { _type: string }[] };
        areas: { path: string; title: string; description: string; fact?: string }[];
        listings: { slug: string; status: string }[];
        banners: { slug: string }[];
        landingPages: { slug: string }[];
      }
    >(loader, "/sites-marketplace");
    expect(data.page.heading).toBe("Buy an Established Traffic Exchange, or Start a New One");
    expect(data.page.sections.map(sectionName)).toEqual([
      "pageBlock:marketplaceAreas",
      "pageBlock:newestListings",
      "pageBlock:bannerPackages",
      "pageBlock:landingPageDesigns",
      "comparisonTable",
      "faqList",
      "callToAction",
    ]);
    expect(data.areas.map((area) => [area.path, area.title])).toEqual([
      ["/done-for-you", "Done-For-You"],
      ["/sites-for-sale", "Sites for Sale"],
      ["/custom-modifications", "Custom Modifications"],
    ]);
    expect(data.areas[1]?.fact).toBe("4 sites available now");
    expect(data.areas[2]?.fact).toBe("8 ready-made modifications from $59");
    expect(data.areas.every((area) => area.description.length > 0)).toBe(true);
    expect(data.listings.map((listing) => listing.slug)).toEqual(["adlineswap", "viralvolt-mailer", "hitpilot"]);
    expect(data.banners.map((banner) => banner.slug)).toEqual([
      "neon-surf",
      "retro-arcade",
      "corporate-blue",
      "fresh-mint",
      "sunset-wave",
      "midnight-gold",
    ]);
    expect(data.landingPages).toHaveLength(4);
    expect(crumbNames(data)).toEqual(["Home", "Sites Marketplace"]);
  });

  it("leaves out an area whose page is missing and still renders", async () => {
    serveWith((document) => (document._id === "page.done-for-you" ? { ...document, _type: "draftPage" } : document));
    const { loader } = await import("~/routes/_site.sites-marketplace");
    const data = await load<{ areas: { path: string }[] }>(loader, "/sites-marketplace");
    expect(data.areas.map((area) => area.path)).toEqual(["/sites-for-sale", "/custom-modifications"]);
  });
});

type ListingPage = Crumbs & {
  page: { heading: string; sections: { _type: string }[] };
  listings: { slug: string; title: string; price: number; status: string; category: string }[];
  all: number;
  total: number;
  filtered: boolean;
  ignored: string[];
  pagination: Pagination;
};

async function sitesForSale(path: string) {
  const { loader } = await import("~/routes/_site.sites-for-sale");
  return load<ListingPage>(loader, path);
}
const slugsOf = (data: ListingPage) => data.listings.map((listing) => listing.slug);

const NEWEST_FIRST = [
  "adlineswap",
  "viralvolt-mailer",
  "hitpilot",
  "clickharbor",
  "mailbeacon-safelist",
  "surfdrift",
  "pennyclickers",
  "traffictorch",
];

describe("/sites-for-sale loader", () => {
  it("returns one page of listing cards, newest first, with the counts, under Home › Sites Marketplace", async () => {
    const data = await sitesForSale("/sites-for-sale");
    expect(slugsOf(data)).toEqual(NEWEST_FIRST);
    expect(data).toMatchObject({ all: 8, total: 8, filtered: false, ignored: [] });
    expect(data.pagination).toEqual({
      page: 1,
      pageCount: 1,
      first: 1,
      last: 8,
      previous: null,
      next: null,
      items: [{ page: 1, path: "/sites-for-sale" }],
    });
    expect(data.page.sections.map(sectionName)).toEqual(["pageBlock:listings", "steps", "richText", "faqList", "callToAction"]);
    expect(crumbNames(data)).toEqual(["Home", "Sites Marketplace", "Sites for Sale"]);
    // The canonical path never carries the filters.
    expect(data.meta.path).toBe("/sites-for-sale");
  });

  it("filters and sorts on the server, counting the matches", async () => {
    const available = await sitesForSale("/sites-for-sale?category=traffic-exchange&status=available&sort=price-desc");
    expect(slugsOf(available)).toEqual(["surfdrift", "hitpilot"]);
    expect(available).toMatchObject({ all: 8, total: 2, filtered: true });

    const range = await sitesForSale("/sites-for-sale?min=10000&max=20000&sort=price-asc");
    expect(slugsOf(range)).toEqual(["viralvolt-mailer", "hitpilot", "mailbeacon-safelist", "traffictorch"]);
    // A range the wrong way round is swapped.
    expect(slugsOf(await sitesForSale("/sites-for-sale?min=20000&max=10000&sort=price-asc"))).toEqual(slugsOf(range));

    expect(slugsOf(await sitesForSale("/sites-for-sale?sort=members")).slice(0, 2)).toEqual(["clickharbor", "traffictorch"]);
    expect(slugsOf(await sitesForSale("/sites-for-sale?sort=profit"))[0]).toBe("clickharbor");
  });

  it("ignores bad values one by one and names them; the rest still applies", async () => {
    const data = await sitesForSale("/sites-for-sale?category=casino&min=cheap&sort=price-asc&page=abc");
    expect(data.ignored).toEqual(["category", "min", "page"]);
    expect(data).toMatchObject({ total: 8, filtered: false });
    expect(data.pagination.page).toBe(1);
    expect(slugsOf(data)[0]).toBe("adlineswap");
  });

  it("answers an empty result with its counts and one empty page, whatever page was asked for", async () => {
    const data = await sitesForSale("/sites-for-sale?category=ptc&status=available&page=4");
    expect(data).toMatchObject({ listings: [], all: 8, total: 0, filtered: true });
    expect(data.pagination).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, previous: null, next: null });
  });

  it("sends Sanity every parameter of the query, null for a filter not chosen", async () => {
    const queries: URL[] = [];
    server.events.on("request:start", ({ request }) => void queries.push(new URL(request.url)));
    await sitesForSale("/sites-for-sale?status=sold&page=1");
    server.events.removeAllListeners();
    const listingQuery = queries.find((url) => url.searchParams.get("query")?.includes('"listings":'));
    expect(Object.fromEntries([...listingQuery!.searchParams].filter(([name]) => name.startsWith("$")))).toEqual({
      $category: "null",
      $status: '"sold"',
      $min: "null",
      $max: "null",
      $start: "0",
      $end: "12",
    });
  });

  it("drops a listing that fails its model; the page still renders the rest", async () => {
    serveWith((document) => (document._id === "siteListing.hitpilot" ? { ...document, price: "12500" } : document));
    const data = await sitesForSale("/sites-for-sale");
    expect(slugsOf(data)).not.toContain("hitpilot");
    expect(data.listings).toHaveLength(7);
    expect(data.page.heading).toBe("Established Traffic Exchanges and Mailers for Sale");
  });
});

describe("/sites-for-sale at the size of a real marketplace (240 listings)", () => {
  it("pages with links that keep the filters, Previous and Next", async () => {
    serve(scaledSample(30));
    const first = await sitesForSale("/sites-for-sale");
    expect(first.listings).toHaveLength(12);
    expect(first.pagination).toMatchObject({ page: 1, pageCount: 20, first: 1, last: 12, previous: null, next: "/sites-for-sale?page=2" });
    expect(first.pagination.items.map((item) => ("gap" in item ? "…" : item.page))).toEqual([1, 2, 3, 4, "…", 20]);

    const second = await sitesForSale("/sites-for-sale?category=safelist&sort=members&page=2");
    expect(second).toMatchObject({ total: 30, all: 240 });
    expect(second.listings.every((listing) => listing.category === "safelist")).toBe(true);
    expect(second.pagination).toMatchObject({
      page: 2,
      pageCount: 3,
      first: 13,
      last: 24,
      previous: "/sites-for-sale?category=safelist&sort=members",
      next: "/sites-for-sale?category=safelist&sort=members&page=3",
    });
    // Every page of a filter together holds each match once.
    const pages = await Promise.all(
      [1, 2, 3].map((number) => sitesForSale(`/sites-for-sale?category=safelist&sort=members&page=${number}`)),
    );
    expect(new Set(pages.flatMap(slugsOf)).size).toBe(30);
  });

  it("shows the last page for a page past it, never an error", async () => {
    serve(scaledSample(30));
    const data = await sitesForSale("/sites-for-sale?category=ptc&page=999");
    expect(data.pagination).toMatchObject({
      page: 3,
      pageCount: 3,
      first: 25,
      last: 30,
      next: null,
      previous: "/sites-for-sale?category=ptc&page=2",
    });
    expect(data.listings).toHaveLength(6);
    expect(data.ignored).toEqual([]);
  });

  it("keeps the loader data small: the cards of one page, not every listing with every field", async () => {
    serve(scaledSample(30));
    const data = await sitesForSale("/sites-for-sale?sort=price-desc&page=3");
    const size = JSON.stringify(data).length;
    expect(size).toBeLessThan(30_000);
    for (const field of ["reasonForSale", "commissionsOwed", "creditLiability", "paymentProcessors", "description", "images"]) {
      expect(JSON.stringify(data.listings), field).not.toContain(`"${field}"`);
    }
  });
});

describe("/site/:slug loader", () => {
  type ListingData = Crumbs & {
    listing: {
      title: string;
      price: number;
      status: string;
      totalMembers: number;
      commissionsOwed: number;
      images: { src: string; alt: string; caption: string | null }[];
    };
    category: string;
    age: string;
    buying: { heading: string; intro: string | null; steps: { title: string }[]; path: string } | null;
  };

  it("returns the listing with its age, category and metadata read from the listing", async () => {
    const { loader } = await import("~/routes/_site.site.$slug");
    const data = await load<ListingData>(loader, "/site/surfdrift", { slug: "surfdrift" });
    expect(data.listing).toMatchObject({
      title: "SurfDrift Traffic Exchange",
      price: 32000,
      status: "available",
      totalMembers: 18420,
      commissionsOwed: 486.5,
    });
    expect(data.category).toBe("Traffic exchange");
    expect(data.age).toMatch(/^\d+ years(, \d+ months?)?$/);
    // A short caption to show, the full description as the alt text.
    expect(data.listing.images.map((image) => image.caption)).toEqual(["Home page", "Admin dashboard, August 2025"]);
    expect(data.listing.images[0]!.alt).toMatch(/^Screenshot of the SurfDrift home page: /);
    // How buying works comes from /sites-for-sale's steps, written once there.
    expect(data.buying).toMatchObject({
      heading: "How buying a site works",
      intro: "Every sale goes through LaunchYard, and your payment is held in escrow until the site is yours.",
      path: "/sites-for-sale#buying",
    });
    expect(data.buying!.steps.map((step) => step.title)).toEqual([
      "Enquire",
      "Check the numbers",
      "Agree and pay into escrow",
      "Hand-over",
    ]);
    expect(data.meta.seo).toMatchObject({
      title: "SurfDrift Traffic Exchange – Traffic exchange for sale | XchangeKit",
      description: expect.stringContaining("2,310 active members"),
      ogType: "product",
    });
    // The sample's screenshots are SVGs, which networks do not show: the page is shared with its generated card.
    expect(data.meta.seo).toMatchObject({
      ogImage: {
        url: expect.stringMatching(/^\/og\/card\.png\?title=SurfDrift\+Traffic\+Exchange.*&price=%2432%2C000&sig=/),
        width: 1200,
        height: 630,
      },
    });
    expect(crumbNames(data)).toEqual(["Home", "Sites Marketplace", "Sites for Sale", "SurfDrift Traffic Exchange"]);
    expect(data.meta.path).toBe("/site/surfdrift");
  });

  it("returns sold listings too, so their page can say they are sold", async () => {
    const { loader } = await import("~/routes/_site.site.$slug");
    const data = await load<ListingData>(loader, "/site/traffictorch", { slug: "traffictorch" });
    expect(data.listing.status).toBe("sold");
  });

  it("answers 404 for an unknown listing", async () => {
    const { loader } = await import("~/routes/_site.site.$slug");
    await expectNotFound(loader, "/site/no-such-site", { slug: "no-such-site" });
  });
});

describe("/custom-modifications loader", () => {
  it("returns the catalogue in order with prices and delivery times", async () => {
    const { loader } = await import("~/routes/_site.custom-modifications");
    const data = await load<Crumbs & { modifications: { name: string; price: number; deliveryTime: string }[] }>(
      loader,
      "/custom-modifications",
    );
    expect(data.modifications).toHaveLength(8);
    expect(data.modifications[0]).toMatchObject({ name: "Surf Contest Module", price: 89, deliveryTime: "3-5 business days" });
    expect(crumbNames(data)).toEqual(["Home", "Sites Marketplace", "Custom Modifications"]);
  });

  it("drops a modification that fails its model", async () => {
    serveWith((document) => (document._id === "modification.two-factor-login" ? { ...document, features: [] } : document));
    const { loader } = await import("~/routes/_site.custom-modifications");
    const data = await load<{ modifications: { name: string }[] }>(loader, "/custom-modifications");
    expect(data.modifications.map((modification) => modification.name)).not.toContain("Two-Factor Login");
    expect(data.modifications).toHaveLength(7);
  });
});

describe("/mods/:slug loader", () => {
  it("returns the modification and product metadata", async () => {
    const { loader } = await import("~/routes/_site.mods.$slug");
    const data = await load<Crumbs & { modification: { name: string; price: number; features: string[] } }>(
      loader,
      "/mods/crypto-payment-gateway",
      { slug: "crypto-payment-gateway" },
    );
    expect(data.modification).toMatchObject({ name: "Crypto Payment Gateway", price: 149 });
    expect(data.modification.features.length).toBeGreaterThan(0);
    expect(data.meta.seo).toMatchObject({ title: "Crypto Payment Gateway – Custom modification | XchangeKit", ogType: "product" });
    expect(crumbNames(data)).toEqual(["Home", "Sites Marketplace", "Custom Modifications", "Crypto Payment Gateway"]);
  });

  it("answers 404 for an unknown modification", async () => {
    const { loader } = await import("~/routes/_site.mods.$slug");
    await expectNotFound(loader, "/mods/teleporter", { slug: "teleporter" });
  });
});

describe("/banners/:slug loader", () => {
  it("returns the banner package with its sizes and image", async () => {
    const { loader } = await import("~/routes/_site.banners.$slug");
    const data = await load<Crumbs & { banner: { name: string; price: number; sizes: string[]; image: { src: string } } }>(
      loader,
      "/banners/retro-arcade",
      { slug: "retro-arcade" },
    );
    expect(data.banner).toMatchObject({ name: "Retro Arcade", price: 29, sizes: ["125x125", "468x60", "728x90"] });
    expect(data.meta.seo).toMatchObject({
      ogImage: {
        url: expect.stringMatching(/^\/og\/card\.png\?title=Retro\+Arcade.*&price=%2429&sig=/),
        alt: expect.stringContaining("Retro Arcade"),
      },
      ogType: "product",
    });
    expect(crumbNames(data)).toEqual(["Home", "Sites Marketplace", "Retro Arcade"]);
  });

  it("answers 404 for an unknown banner", async () => {
    const { loader } = await import("~/routes/_site.banners.$slug");
    await expectNotFound(loader, "/banners/plaid", { slug: "plaid" });
  });
});

describe("/content/:slug loader", () => {
  it("returns the landing-page design", async () => {
    const { loader } = await import("~/routes/_site.content.$slug");
    const data = await load<Crumbs & { design: { name: string; price: number; features: string[] } }>(
      loader,
      "/content/upgrade-sales-page",
      {
        slug: "upgrade-sales-page",
      },
    );
    expect(data.design).toMatchObject({ name: "Upgrade Sales Page", price: 129 });
    expect(data.meta.seo).toMatchObject({ title: "Upgrade Sales Page – Landing page design | XchangeKit" });
    expect(crumbNames(data)).toEqual(["Home", "Sites Marketplace", "Upgrade Sales Page"]);
  });

  it("answers 404 for an unknown design", async () => {
    const { loader } = await import("~/routes/_site.content.$slug");
    await expectNotFound(loader, "/content/nothing-here", { slug: "nothing-here" });
  });
});
