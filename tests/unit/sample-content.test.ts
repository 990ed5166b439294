import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { createCmsClient } from "~/lib/cms/client/client.server";
import { cmsOptionsFromEnv } from "~/lib/cms/client/config.server";
import { pageBySlugQuery } from "~/lib/cms/queries/page";
import { siteSettingsQuery } from "~/lib/cms/queries/site-settings";
import { FIXED_PAGES } from "~/lib/declarations/fixed-pages";
import { isPublishedId } from "~/lib/cms/perspective";

const client = createCmsClient(cmsOptionsFromEnv({}, sampleDocuments));

describe("the bundled sample dataset", () => {
  it("has site settings that match their model", async () => {
    const settings = await client.fetch(siteSettingsQuery);
    expect(settings.productName).toBe("XchangeKit");
    expect(settings.operatorBrand).toBe("LaunchYard");
    expect(settings.copyrightYear).toBe(2025);
    expect(settings.footerClaims.highlights).toEqual(["50+ features", "24-48 hour launch", "100% source code access"]);
  });

  it("has a valid page document for every fixed page, under the id the Studio knows it by", async () => {
    for (const { slug } of FIXED_PAGES) {
      const page = await client.fetch(pageBySlugQuery, { slug });
      expect(page, `page "${slug}"`).not.toBeNull();
      expect(sampleDocuments.find((document) => document._id === `page.${slug}`)?._type, `page.${slug}`).toBe("page");
    }
  });

  it("keeps the pages robots.txt disallows noindex, so the sitemap does not list them", async () => {
    const disallowed = FIXED_PAGES.filter((page) => page.robotsDisallow);
    expect(disallowed.length).toBeGreaterThan(0);
    for (const { slug } of disallowed) expect((await client.fetch(pageBySlugQuery, { slug }))?.seo.noIndex, slug).toBe(true);
  });

  it("gives every page its own title, description and heading", async () => {
    const pages = await Promise.all(FIXED_PAGES.map(({ slug }) => client.fetch(pageBySlugQuery, { slug })));
    for (const field of ["title", "description"] as const) {
      const values = pages.map((page) => page?.seo[field]);
      expect(new Set(values).size, `unique seo.${field}`).toBe(values.length);
    }
    const headings = pages.map((page) => page?.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it("says nothing on the purchase thank-you page that its order status line could contradict", async () => {
    // The status line ("Order received, awaiting payment." / "Payment received: thank you.") says what was paid.
    const page = await client.fetch(pageBySlugQuery, { slug: "thanks-purchase" });
    const copy = [page?.title, page?.heading, page?.intro, page?.seo.title, page?.seo.description].join(" ");
    expect(copy).not.toMatch(/confirmed|has been received|is received|payment is complete/i);
  });

  it("uses unique document ids", () => {
    const ids = sampleDocuments.map((document) => document._id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the sample dataset is complete (every kind of document the site shows)", () => {
  // Published documents only: a draft or a release's version is an unpublished edit, seen only in preview.
  const ofType = (type: string) =>
    sampleDocuments.filter((document) => document._type === type && isPublishedId(document._id)) as Record<string, any>[];

  it("prices every tier and offer exactly as the spec does", () => {
    const tiers = Object.fromEntries(
      ofType("pricingTier").map((tier) => [tier.name, [tier.price, tier.billing, tier.paymentPlan ?? null]]),
    );
    expect(tiers).toEqual({
      "Script Only": [299, "one-time", null],
      "Script + Installation": [349, "one-time", null],
      "Script + Install + Hosting": [499, "one-time", null],
      "Payment Plan": [299, "payment-plan", { downPayment: 299, monthlyAmount: 75, months: 5 }],
      "Complete Package": [599, "one-time", null],
      "Premium Package": [999, "one-time", null],
    });
    const offers = Object.fromEntries(ofType("offer").map((offer) => [offer.slug.current, [offer.price, offer.worth]]));
    expect(offers).toEqual({ "offer-graphics": [99, 472], "offer-vip-upgrades": [199, 1190] });
  });

  it("has the required amount of every kind of content", () => {
    const features = ofType("feature");
    expect(features.length).toBeGreaterThanOrEqual(50);
    expect(new Set(features.map((feature) => feature.category)).size).toBeGreaterThanOrEqual(6);
    expect(Object.fromEntries(ofType("platform").map((platform) => [platform.name, platform.status]))).toEqual({
      "Traffic Ad Exchange": "available",
      "Learning Management": "coming-soon",
      "E-commerce": "coming-soon",
      SaaS: "coming-soon",
    });
    expect(ofType("service").length).toBeGreaterThanOrEqual(6);
    expect(ofType("modification").length).toBeGreaterThanOrEqual(6);
    expect(ofType("banner").length).toBeGreaterThanOrEqual(6);
    expect(ofType("landingPage").length).toBeGreaterThanOrEqual(4);
    const listings = ofType("siteListing");
    expect(listings).toHaveLength(8);
    expect(new Set(listings.map((listing) => listing.status))).toEqual(new Set(["available", "under-offer", "sold"]));
    expect(ofType("testimonial")).toHaveLength(12);
    const faqs = ofType("faq");
    expect(faqs).toHaveLength(24);
    expect(new Set(faqs.map((faq) => faq.category)).size).toBeGreaterThanOrEqual(4);
    expect(ofType("author").length).toBeGreaterThanOrEqual(1);
    expect(ofType("category")).toHaveLength(5);
    expect(ofType("tag")).toHaveLength(8);
  });

  it("holds drafts as Sanity does: `drafts.<id>`, with the type and slug of the published document they edit", () => {
    const byId = new Map(sampleDocuments.map((document) => [document._id, document]));
    const drafts = sampleDocuments.filter((document) => document._id.startsWith("drafts."));
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const original = byId.get(draft._id.slice("drafts.".length));
      if (original) expect([draft._type, draft.slug], draft._id).toEqual([original._type, original.slug]);
    }
  });

  it("keeps listing figures consistent for buyers", () => {
    for (const listing of ofType("siteListing")) {
      expect(listing.activeMembers, listing.title).toBeLessThanOrEqual(listing.totalMembers);
      expect(listing.paidMembers, listing.title).toBeLessThanOrEqual(listing.activeMembers);
      expect(listing.monthlyProfit, listing.title).toBeLessThanOrEqual(listing.monthlyRevenue);
    }
  });
});
