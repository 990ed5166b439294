import { describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { FEATURE_CATEGORY_OPTIONS } from "~/lib/cms/options";
import { FEATURES_PER_PAGE } from "~/lib/features";
import { scaledSample } from "../support/content-fixtures";
import { expectNotFound, load, useMockCms } from "../support/loader-harness";

// Route loaders run on the real Sanity transport, answered by msw from the sample dataset.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serve, serveWith } = useMockCms();

type Crumbs = { meta: { crumbs: { name: string; path: string }[]; seo: { title: string; description: string }; path: string } };
type Sections = { page: { heading: string; sections: { _key: string; _type: string }[] } };

const sampleFeatureCount = sampleDocuments.filter((document) => document._type === "feature").length;

describe("/scripts loader", () => {
  it("returns the script packages only, in order, with the page and its breadcrumbs", async () => {
    const { loader } = await import("~/routes/_site.scripts");
    const data = await load<Crumbs & Sections & { tiers: { name: string; price: number; productLine: string }[] }>(loader, "/scripts");
    expect(data.tiers.map((tier) => [tier.name, tier.price])).toEqual([
      ["Script Only", 299],
      ["Script + Installation", 349],
      ["Script + Install + Hosting", 499],
      ["Payment Plan", 299],
    ]);
    expect(data.meta.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Scripts"]);
    // The packages are placed after the server requirements; the page must have that section.
    expect(data.page.sections.map((section) => section._key)).toContain("requirements");
  });

  it("drops a package that fails its model and keeps the others", async () => {
    serveWith((document) => (document._id === "pricingTier.payment-plan" ? { ...document, price: "299" } : document));
    const { loader } = await import("~/routes/_site.scripts");
    const data = await load<{ tiers: { name: string }[] }>(loader, "/scripts");
    expect(data.tiers.map((tier) => tier.name)).toEqual(["Script Only", "Script + Installation", "Script + Install + Hosting"]);
  });
});

type FeatureGroupData = {
  category: string;
  title: string;
  total: number;
  first: number;
  last: number;
  features: { _id: string; name: string }[];
};
type FeaturePageData = Crumbs &
  Sections & {
    groups: FeatureGroupData[];
    categories: { category?: string; title: string; count: number; path: string | null; current: boolean }[];
    all: number;
    total: number;
    filter: object;
    filtered: boolean;
    ignored: unknown[];
    pagination: { page: number; pageCount: number; first: number; last: number; previous: string | null; next: string | null };
  };

async function featuresPage(path: string) {
  const { loader } = await import("~/routes/_site.features");
  return load<FeaturePageData>(loader, path);
}
const namesOf = (data: FeaturePageData) => data.groups.flatMap((group) => group.features.map((feature) => feature.name));

describe("/features loader", () => {
  it("returns the first page of features grouped by category, the counts and no filter for a plain request", async () => {
    const data = await featuresPage("/features");
    expect(data).toMatchObject({ all: sampleFeatureCount, total: sampleFeatureCount, filter: {}, filtered: false, ignored: [] });
    expect(data.all).toBeGreaterThanOrEqual(50);
    expect(namesOf(data)).toHaveLength(FEATURES_PER_PAGE);
    expect(data.pagination).toMatchObject({
      page: 1,
      pageCount: Math.ceil(sampleFeatureCount / FEATURES_PER_PAGE),
      first: 1,
      last: FEATURES_PER_PAGE,
      previous: null,
      next: "/features?page=2",
    });
    expect(data.groups[0]).toMatchObject({ category: "surfing", title: "Surfing", first: 1 });
    expect(data.meta.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Features"]);
  });

  it("pages through every feature once, the categories in the CMS option order", async () => {
    const first = await featuresPage("/features");
    const pages = await Promise.all(
      Array.from({ length: first.pagination.pageCount }, (_, index) => featuresPage(`/features?page=${index + 1}`)),
    );
    const ids = pages.flatMap((page) => page.groups.flatMap((group) => group.features.map((feature) => feature._id)));
    expect(new Set(ids).size).toBe(sampleFeatureCount);
    const categories = [...new Set(pages.flatMap((page) => page.groups.map((group) => group.category)))];
    expect(categories).toEqual(FEATURE_CATEGORY_OPTIONS.map((option) => option.value));
    // A category split between pages says which of its features each page shows.
    for (const group of pages.flatMap((page) => page.groups)) {
      expect(group.last - group.first + 1).toBe(group.features.length);
      expect(group.last).toBeLessThanOrEqual(group.total);
    }
  });

  it("filters on the server by category and words, and reports an unknown category instead of failing", async () => {
    const valid = await featuresPage("/features?category=payments&q=%20PayPal%20");
    expect(valid.filter).toEqual({ category: "payments", q: "PayPal" });
    expect(namesOf(valid)).toEqual(["PayPal subscriptions", "PayPal one-off payments", "Crypto payments"]);
    expect(valid).toMatchObject({ total: 3, all: sampleFeatureCount, filtered: true });
    expect(valid.groups.map((group) => [group.title, group.total])).toEqual([["Payments", 3]]);
    // The canonical path never carries the filter.
    expect(valid.meta.path).toBe("/features");

    const invalid = await featuresPage("/features?category=widgets&q=cron&page=0");
    expect(invalid.filter).toEqual({ q: "cron" });
    expect(invalid.ignored).toEqual([
      { name: "category", value: "widgets" },
      { name: "page", value: "0" },
    ]);
    expect(invalid.total).toBeGreaterThan(0);
  });

  it("links every category with its count, the text filter kept and the chosen one current", async () => {
    const plain = await featuresPage("/features");
    const counts = new Map(FEATURE_CATEGORY_OPTIONS.map((option) => [option.value, 0]));
    for (const document of sampleDocuments) {
      if (document._type === "feature" && !document._id.startsWith("drafts.")) {
        counts.set(document.category as never, counts.get(document.category as never)! + 1);
      }
    }
    expect(plain.categories.map((link) => [link.title, link.count, link.path, link.current])).toEqual([
      ["All features", sampleFeatureCount, "/features", true],
      ...FEATURE_CATEGORY_OPTIONS.map((option) => [option.title, counts.get(option.value), `/features?category=${option.value}`, false]),
    ]);

    // A category that starts on the last page opens whole, from its first feature.
    const payments = await featuresPage("/features?category=payments");
    expect(payments.groups.map((group) => [group.title, group.first, group.last, group.total])).toEqual([
      ["Payments", 1, counts.get("payments"), counts.get("payments")],
    ]);
    expect(payments.categories.filter((link) => link.current).map((link) => link.title)).toEqual(["Payments"]);
    expect(payments.categories[0]).toMatchObject({ title: "All features", count: sampleFeatureCount, current: false });

    // With words: the matches in each category, nothing to link where there are none.
    const nothingHere = await featuresPage("/features?category=security&q=paypal");
    expect(nothingHere).toMatchObject({ total: 0, groups: [] });
    expect(nothingHere.categories.filter((link) => link.path).map((link) => [link.title, link.count, link.path])).toEqual([
      ["All features", 3, "/features?q=paypal"],
      ["Payments", 3, "/features?category=payments&q=paypal"],
    ]);
    expect(nothingHere.categories.find((link) => link.current)).toMatchObject({ title: "Security & anti-cheat", count: 0, path: null });
  });

  it("answers no match with empty groups, and a page past the last with the last page", async () => {
    const none = await featuresPage("/features?q=blockchain+mining&page=2");
    expect(none).toMatchObject({ groups: [], total: 0, pagination: { page: 1, pageCount: 1 } });
    const past = await featuresPage("/features?page=99");
    expect(past.pagination).toMatchObject({ page: past.pagination.pageCount, next: null, last: sampleFeatureCount });
  });

  it("drops a feature with an unknown category; the page still renders", async () => {
    serveWith((document) => (document._id === "feature.rest-api" ? { ...document, category: "integrations" } : document));
    const pages = await Promise.all([1, 2, 3].map((number) => featuresPage(`/features?page=${number}`)));
    expect(pages[0]!.all).toBe(sampleFeatureCount - 1);
    expect(pages.flatMap(namesOf)).toHaveLength(sampleFeatureCount - 1);
    expect(pages.flatMap(namesOf)).not.toContain("REST API");
    expect(pages[0]!.page.heading).toBeTruthy();
  });

  it("keeps one page small with 20 times the sample's features", async () => {
    serve(scaledSample(20));
    const data = await featuresPage("/features?page=30");
    expect(data).toMatchObject({
      all: sampleFeatureCount * 20,
      pagination: { page: 30, pageCount: Math.ceil((sampleFeatureCount * 20) / FEATURES_PER_PAGE) },
    });
    expect(namesOf(data)).toHaveLength(FEATURES_PER_PAGE);
    expect(JSON.stringify(data).length).toBeLessThan(30_000);

    // One category over several pages: its count and positions are the category's own.
    const payments = await featuresPage("/features?category=payments&page=2");
    const inPayments = sampleDocuments.filter((document) => document._type === "feature" && document.category === "payments").length * 20;
    expect(payments).toMatchObject({ total: inPayments, pagination: { page: 2, first: FEATURES_PER_PAGE + 1 } });
    expect(payments.groups.map((group) => [group.title, group.first, group.last, group.total])).toEqual([
      ["Payments", FEATURES_PER_PAGE + 1, 2 * FEATURES_PER_PAGE, inPayments],
    ]);
    expect(payments.categories.find((link) => link.current)).toMatchObject({ title: "Payments", count: inPayments });
  });
});

describe("/templates loader", () => {
  it("returns the four platforms in order with their status", async () => {
    const { loader } = await import("~/routes/_site.templates._index");
    const data = await load<Crumbs & { platforms: { name: string; status: string }[] }>(loader, "/templates");
    expect(data.platforms.map((platform) => [platform.name, platform.status])).toEqual([
      ["Traffic Ad Exchange", "available"],
      ["Learning Management", "coming-soon"],
      ["E-commerce", "coming-soon"],
      ["SaaS", "coming-soon"],
    ]);
    expect(data.meta.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Platforms"]);
  });

  it("drops a platform with an unknown status and shows the rest", async () => {
    serveWith((document) => (document._id === "platform.saas" ? { ...document, status: "beta" } : document));
    const { loader } = await import("~/routes/_site.templates._index");
    const data = await load<{ platforms: { name: string }[] }>(loader, "/templates");
    expect(data.platforms.map((platform) => platform.name)).toEqual(["Traffic Ad Exchange", "Learning Management", "E-commerce"]);
  });
});

describe("/templates/:slug loader", () => {
  it("returns an available platform with the other three, its SEO and breadcrumbs Home › Platforms › name", async () => {
    const { loader } = await import("~/routes/_site.templates.$slug");
    const data = await load<Crumbs & { platform: { name: string; status: string; features: string[] }; others: { name: string }[] }>(
      loader,
      "/templates/traffic-ad-exchange",
      { slug: "traffic-ad-exchange" },
    );
    expect(data.platform.name).toBe("Traffic Ad Exchange");
    expect(data.platform.status).toBe("available");
    expect(data.platform.features.length).toBeGreaterThan(0);
    expect(data.others.map((platform) => platform.name)).toEqual(["Learning Management", "E-commerce", "SaaS"]);
    expect(data.meta.seo.title).toBe("Traffic Ad Exchange – Platform | XchangeKit");
    expect(data.meta.seo.description).toMatch(/^Members surf each other's sites/);
    expect(data.meta.crumbs).toEqual([
      { name: "Home", path: "/home" },
      { name: "Platforms", path: "/templates" },
      { name: "Traffic Ad Exchange", path: "/templates/traffic-ad-exchange" },
    ]);
  });

  it("returns a coming-soon platform with its launch estimate", async () => {
    const { loader } = await import("~/routes/_site.templates.$slug");
    const data = await load<{ platform: { status: string; launchEstimate: string } }>(loader, "/templates/saas", { slug: "saas" });
    expect(data.platform.status).toBe("coming-soon");
    expect(data.platform.launchEstimate).toBe("Planned for 2027, after E-commerce");
  });

  it("answers 404 for an unknown platform", async () => {
    const { loader } = await import("~/routes/_site.templates.$slug");
    await expectNotFound(loader, "/templates/crypto-faucet", { slug: "crypto-faucet" });
  });
});

describe("/services loader", () => {
  it("returns every service in order, with or without a fixed price", async () => {
    const { loader } = await import("~/routes/_site.services");
    const data = await load<Crumbs & { services: { name: string; price?: number | null; deliveryTime: string }[] }>(loader, "/services");
    expect(data.services.map((service) => service.name)).toEqual([
      "Script Installation",
      "Managed Hosting",
      "Done-For-You Launch",
      "Custom Modifications",
      "Graphics and Branding",
      "Migration From Another Script",
      "Launch Promotion and Consulting",
      "Maintenance and Updates",
    ]);
    expect(data.services.find((service) => service.name === "Custom Modifications")?.price ?? null).toBeNull();
    expect(data.services.every((service) => service.deliveryTime.length > 0)).toBe(true);
    expect(data.meta.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Services"]);
  });

  it("drops a service without a delivery time and keeps the rest", async () => {
    serveWith((document) => (document._id === "service.migration" ? { ...document, deliveryTime: "" } : document));
    const { loader } = await import("~/routes/_site.services");
    const data = await load<{ services: { name: string }[] }>(loader, "/services");
    expect(data.services).toHaveLength(7);
    expect(data.services.map((service) => service.name)).not.toContain("Migration From Another Script");
  });
});

describe("/done-for-you loader", () => {
  it("returns the done-for-you packages and the page with its timeline", async () => {
    const { loader } = await import("~/routes/_site.done-for-you");
    const data = await load<Crumbs & Sections & { tiers: { name: string; price: number }[] }>(loader, "/done-for-you");
    expect(data.tiers.map((tier) => [tier.name, tier.price])).toEqual([
      ["Complete Package", 599],
      ["Premium Package", 999],
    ]);
    expect(data.page.sections.find((section) => section._key === "timeline")?._type).toBe("steps");
    expect(data.page.sections.map((section) => section._key)).toContain("included");
    expect(data.meta.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Done-For-You"]);
  });
});

describe("/demo loader", () => {
  it("returns the demo logins from the site settings", async () => {
    const { loader } = await import("~/routes/_site.demo");
    const data = await load<Crumbs & { demo: Record<string, string> }>(loader, "/demo");
    expect(data.demo).toEqual({
      memberAreaUrl: "https://demo.xchangekit.example/members/login",
      memberUsername: "demomember",
      memberPassword: "surf-demo-2025",
      adminAreaUrl: "https://demo.xchangekit.example/admin",
      adminUsername: "demoadmin",
      adminPassword: "admin-demo-2025",
      resetSchedule: "Every night at 03:00 UTC: change anything you like.",
    });
    expect(data.meta.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Demo"]);
  });

  it("resolves the screenshots in the page's rich text to their URL and size", async () => {
    const { loader } = await import("~/routes/_site.demo");
    const data = await load<{
      page: { sections: { _key: string; body?: { _type: string; src?: string; width?: number; height?: number; alt?: string }[] }[] };
    }>(loader, "/demo");
    const screenshots = data.page.sections.find((section) => section._key === "screenshots");
    const images = screenshots?.body?.filter((block) => block._type === "image") ?? [];
    expect(images.map((image) => image.src)).toEqual([
      "/sample-images/demo/member-surf-bar.webp",
      "/sample-images/demo/member-dashboard.webp",
      "/sample-images/demo/admin-panel.webp",
    ]);
    expect(images.every((image) => image.width === 1200 && image.height === 750 && Boolean(image.alt))).toBe(true);
  });
});
