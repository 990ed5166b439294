import { describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { load, useMockCms } from "../support/loader-harness";

// The affiliate programme's numbers named by token (decision 071), on the real Sanity transport answered by msw.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serve, serveWith } = useMockCms();

const withCookieDays = (cookieDays: number) =>
  sampleDocuments.map((document) => (document._id === "affiliateProgramme" ? { ...document, cookieDays } : document));

async function pageText(module: string, path: string): Promise<string> {
  const { loader } = (await import(/* @vite-ignore */ module)) as { loader: Parameters<typeof load>[0] };
  return JSON.stringify(await load(loader, path));
}

describe("programme numbers named by token in the content", () => {
  it("are resolved in /affiliates and the privacy policy: the page says the programme's numbers, no token reaches it", async () => {
    serve(sampleDocuments);
    const affiliates = await pageText("~/routes/_site.affiliates", "/affiliates");
    const privacy = await pageText("~/routes/_site.privacy", "/privacy");
    for (const text of [affiliates, privacy]) expect(text).not.toContain("{programme:");
    expect(affiliates).toContain("Your tracking link sets a cookie for 60 days");
    expect(affiliates).toContain("On the 15th of each month");
    expect(affiliates).toContain("If your matured balance is under $50");
    expect(affiliates).toContain("a referred Script Only sale earns you 30% of its $299 price");
    expect(privacy).toContain("a referral cookie holding an affiliate's ID for 60 days");
  });

  it("follow the programme document: a page depends on it only when its text names one of its numbers", async () => {
    let documents = withCookieDays(60);
    serveWith((document) => documents.find((each) => each._id === document._id) ?? document);
    const { cms } = await import("~/lib/cms/client/cms.server");
    const { withContentReads } = await import("~/lib/cms/client/read-context.server");
    const { faqsQuery } = await import("~/lib/cms/queries/social-proof");
    const reads = { perspective: "published" as const, dependencies: new Set<string>() };
    expect(await withContentReads(reads, () => pageText("~/routes/_site.privacy", "/privacy"))).toContain("for 60 days");
    expect([...reads.dependencies]).toContain("type:affiliateProgramme");
    const faqReads = { perspective: "published" as const, dependencies: new Set<string>() };
    await withContentReads(faqReads, () => cms.fetch(faqsQuery));
    expect([...faqReads.dependencies]).not.toContain("type:affiliateProgramme");

    documents = withCookieDays(45);
    cms.purge({ _id: "affiliateProgramme", _type: "affiliateProgramme" });
    const edited = await pageText("~/routes/_site.privacy", "/privacy");
    expect(edited).toContain("a referral cookie holding an affiliate's ID for 45 days");
    expect(edited).not.toContain("for 60 days");
  });
});
