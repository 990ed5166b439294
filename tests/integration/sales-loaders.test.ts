import { describe, expect, it, vi } from "vitest";
import { load, useMockCms } from "../support/loader-harness";

// Route loaders run on the real Sanity transport, answered by msw from the sample dataset.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serveWith } = useMockCms();

describe("/pricing loader", () => {
  it("returns every tier in order with the page and its breadcrumbs", async () => {
    const { loader } = await import("~/routes/_site.pricing");
    const data = await load<{ tiers: { name: string; price: number }[]; meta: { crumbs: { name: string }[] } }>(loader, "/pricing");
    expect(data.tiers.map((tier) => [tier.name, tier.price])).toEqual([
      ["Script Only", 299],
      ["Script + Installation", 349],
      ["Script + Install + Hosting", 499],
      ["Payment Plan", 299],
      ["Complete Package", 599],
      ["Premium Package", 999],
    ]);
    expect(data.meta.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Pricing"]);
  });

  it("drops a tier that fails its model and still renders the rest", async () => {
    serveWith((document) => (document._id === "pricingTier.complete-package" ? { ...document, price: "599" } : document));
    const { loader } = await import("~/routes/_site.pricing");
    const data = await load<{ tiers: { name: string }[] }>(loader, "/pricing");
    expect(data.tiers.map((tier) => tier.name)).not.toContain("Complete Package");
    expect(data.tiers).toHaveLength(5);
  });
});

describe("/home loader", () => {
  it("returns the page sections, the four platforms and the three newest unsold listings", async () => {
    const { loader } = await import("~/routes/_site.home");
    const data = await load<{
      page: { sections: { _type: string }[] };
      platforms: { name: string }[];
      listings: { slug: string; status: string }[];
    }>(loader, "/home");
    expect(data.page.sections[0]?._type).toBe("hero");
    expect(data.platforms.map((platform) => platform.name)).toEqual(["Traffic Ad Exchange", "Learning Management", "E-commerce", "SaaS"]);
    // Newest first (listedOn 2026-02-20, 2026-02-03, 2026-01-12); the sold ones never show.
    expect(data.listings.map((listing) => listing.slug)).toEqual(["adlineswap", "viralvolt-mailer", "hitpilot"]);
    expect(data.listings.every((listing) => listing.status !== "sold")).toBe(true);
  });

  it("drops a listing that fails its model; the page still renders", async () => {
    serveWith((document) => (document._id === "siteListing.adlineswap" ? { ...document, images: [] } : document));
    const { loader } = await import("~/routes/_site.home");
    const data = await load<{ listings: { slug: string }[]; page: { heading: string } }>(loader, "/home");
    expect(data.listings.map((listing) => listing.slug)).not.toContain("adlineswap");
    expect(data.listings.length).toBeGreaterThan(0);
    expect(data.page.heading).toBeTruthy();
  });

  it("takes a list whose every item fails its model for a broken answer, not an empty list: the sample's are shown", async () => {
    serveWith((document) => (document._type === "siteListing" ? { ...document, images: [] } : document));
    const { loader } = await import("~/routes/_site.home");
    const data = await load<{ listings: { slug: string }[] }>(loader, "/home");
    expect(data.listings.map((listing) => listing.slug)).toEqual(["adlineswap", "viralvolt-mailer", "hitpilot"]);
  });
});
