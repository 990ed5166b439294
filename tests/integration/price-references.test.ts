import { describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { load, useMockCms } from "../support/loader-harness";

// Loaders on the real Sanity transport, answered by msw from the sample (whose texts name prices by token).
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serve, serveWith } = useMockCms();

const TIER = "pricingTier.script-installation";
const repriced = (price: number) => sampleDocuments.map((document) => (document._id === TIER ? { ...document, price } : document));

describe("prices named by token in the content", () => {
  it("are resolved in every page's data, SEO fields and structured data: no token reaches a page", async () => {
    serve(sampleDocuments);
    const pages: [string, string, Record<string, string>?][] = [
      ["~/routes/_site.pricing", "/pricing"],
      ["~/routes/_site.home", "/home"],
      ["~/routes/_site.faq", "/faq"],
      ["~/routes/_site.scripts", "/scripts"],
      [
        "~/routes/_site.blog.$slug",
        "/blog/how-to-launch-a-traffic-exchange-in-48-hours",
        { slug: "how-to-launch-a-traffic-exchange-in-48-hours" },
      ],
    ];
    for (const [module, path, params] of pages) {
      const { loader } = (await import(/* @vite-ignore */ module)) as { loader: Parameters<typeof load>[0] };
      const data = JSON.stringify(await load(loader, path, params));
      expect(data, path).not.toContain("{price:");
    }
    const { loader } = await import("~/routes/_site.pricing");
    const pricing = await load<{ meta: { seo: { description: string } } }>(loader, "/pricing");
    expect(pricing.meta.seo.description).toContain("with installation $349");
  });

  it("follow a price change: the FAQ answer and its FAQPage JSON-LD show the new price", async () => {
    serve(repriced(379));
    const { loader } = await import("~/routes/_site.faq");
    const data = JSON.stringify(await load(loader, "/faq"));
    expect(data).toContain("Script + Installation is $379");
    expect(data).not.toContain("$349");
  });

  it("are read again after the tier is published, and pages record that they depend on the prices", async () => {
    let documents = repriced(349);
    serveWith((document) => documents.find((each) => each._id === document._id) ?? document);
    const { cms } = await import("~/lib/cms/client/cms.server");
    // The same module instance as the client's (modules are reset between tests).
    const { withContentReads } = await import("~/lib/cms/client/read-context.server");
    const { faqsQuery } = await import("~/lib/cms/queries/social-proof");
    const answerText = async () => JSON.stringify(await cms.fetch(faqsQuery));
    const reads = { perspective: "published" as const, dependencies: new Set<string>() };
    expect(await withContentReads(reads, answerText)).toContain("$349");
    expect([...reads.dependencies]).toContain("type:pricingTier");

    const first = await cms.fetch(faqsQuery);
    expect(await cms.fetch(faqsQuery)).toBe(first);
    documents = repriced(389);
    cms.purge({ _id: TIER, _type: "pricingTier" });
    expect(await answerText()).toContain("$389");
  });
});
