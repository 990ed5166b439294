import { describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { expectNotFound, load, useMockCms } from "../support/loader-harness";

// The catch-all route on the real Sanity transport, answered by msw from the sample dataset.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serve } = useMockCms();

type PageData = {
  page: { title: string; heading: string; sections: { _type: string }[] };
  meta: {
    path: string;
    crumbs: { name: string; path: string }[];
    seo: { title: string };
  };
};

/** A page as an editor creates it in the Studio: a generated id and a new slug. */
const createdInStudio = {
  _id: "5d1c4b3a-2f9e-4a7b-8c6d-0e1f2a3b4c5d",
  _type: "page",
  _createdAt: "2026-11-20T10:00:00Z",
  _updatedAt: "2026-11-20T10:00:00Z",
  _rev: "r1",
  title: "Agency Partners",
  slug: { _type: "slug", current: "agency-partners" },
  heading: "Launch Exchanges for Your Clients",
  intro: "Agencies that build traffic exchanges for their clients get a licence per client site and priority installation.",
  seo: { _type: "seo", title: "Agency Partners | XchangeKit", description: "XchangeKit for agencies: a licence per client site." },
  sections: [],
};

describe("pages created in the Studio, at /{slug}", () => {
  it("renders the sample's editor page with its sections, meta and breadcrumbs", async () => {
    const { loader, meta } = await import("~/routes/_site.$");
    const { loader: rootLoader } = await import("~/root");
    const data = await load<PageData>(loader, "/switch-to-xchangekit", { "*": "switch-to-xchangekit" });
    expect(data.page.heading).toBe("Move Your Exchange to XchangeKit, Members and Credits Included");
    expect(data.page.sections.map((section) => section._type)).toEqual(["steps", "richText", "callToAction"]);
    expect(data.meta.path).toBe("/switch-to-xchangekit");
    expect(data.meta.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Switch to XchangeKit"]);
    const descriptors = meta({
      data: data as never,
      params: { "*": "switch-to-xchangekit" },
      location: {} as never,
      matches: [{ id: "root", data: await (await rootLoader()).json() }] as never,
      error: undefined,
    });
    expect(descriptors).toContainEqual({ title: "Switch Your Traffic Exchange to XchangeKit: Migration Service" });
    const jsonLd = descriptors.flatMap((descriptor) => ("script:ld+json" in descriptor ? [descriptor["script:ld+json"]] : []));
    const breadcrumbs = jsonLd.find((item) => (item as { "@type"?: string })["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Switch to XchangeKit"]);
  });

  it("serves a page that exists only as a new CMS document", async () => {
    serve([...sampleDocuments, createdInStudio]);
    const { loader } = await import("~/routes/_site.$");
    const data = await load<PageData>(loader, "/agency-partners", { "*": "agency-partners" });
    expect(data.page.title).toBe("Agency Partners");
    expect(data.meta.seo.title).toBe("Agency Partners | XchangeKit");
  });

  it.each([
    ["an unknown slug", "no-such-page"],
    ["a fixed page under another address", "index"],
    ["a deeper path", "switch-to-xchangekit/extra"],
    ["a reserved segment", "admin"],
    ["a malformed slug", "Switch-To-XchangeKit"],
  ])("answers 404 for %s (/%s)", async (_case, splat) => {
    const { loader } = await import("~/routes/_site.$");
    await expectNotFound(loader, `/${splat}`, { "*": splat });
  });

  it("lists editors' pages in the sitemap and finds them by search", async () => {
    serve([...sampleDocuments, createdInStudio]);
    const { loader: pagesSitemap } = await import("~/routes/sitemaps.$file");
    const xml = await (
      await pagesSitemap({ request: new Request("http://localhost/sitemaps/page-1.xml"), params: { file: "page-1.xml" }, context: {} })
    ).text();
    expect(xml).toContain("/switch-to-xchangekit</loc>");
    expect(xml).toContain("/agency-partners</loc>");
    const { loader: sitemapPage } = await import("~/routes/_site.sitemap");
    const html = JSON.stringify(await load(sitemapPage, "/sitemap"));
    expect(html).toContain('"path":"/agency-partners"');
    const { loader: search } = await import("~/routes/_site.search");
    const results = JSON.stringify(await load(search, "/search?q=migration%20members%20credits"));
    expect(results).toContain('"/switch-to-xchangekit"');
  });
});
