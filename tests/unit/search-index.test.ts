import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { searchDocumentsQuery, type SearchDocument } from "~/lib/cms/queries/search";
import { createLocalTransport } from "~/lib/cms/transports/local.server";
import type { LogEvent, Logger } from "~/lib/core/log.server";
import { searchTerms } from "~/lib/search";
import { BUILD_CHUNK_SIZE, createSearchIndexes } from "~/lib/search-index.server";

const PUBLISHED = { published: true };

/** The searchable documents of the sample, read with the site's query on the local transport. */
async function sampleSearchDocuments(): Promise<SearchDocument[]> {
  const transport = createLocalTransport(sampleDocuments);
  const raw = await transport.fetch(searchDocumentsQuery.groq, {}, { signal: new AbortController().signal, perspective: "published" });
  return searchDocumentsQuery.model.parse(raw);
}

function recordingLog(): { log: Logger; builds: () => LogEvent[] } {
  const events: LogEvent[] = [];
  return { log: (_level, event) => events.push(event), builds: () => events.filter((event) => event.event === "search.index_built") };
}

const doc = (id: string, fields: Partial<SearchDocument> = {}): SearchDocument => ({
  _id: id,
  _type: "feature",
  title: id,
  ...fields,
});

const titles = (hits: readonly SearchDocument[]) => hits.map((hit) => hit.title);

describe("where a hit leads", () => {
  it("is never `/` or an empty slug's address: a document its kind links by slug is left out until it has one", async () => {
    const search = createSearchIndexes({ log: () => undefined });
    const documents = [
      doc("page.unslugged", { _type: "page", title: "Surf rules", slug: null }),
      doc("post.unslugged", { _type: "post", title: "Surf rules for beginners" }),
      doc("listing.unslugged", { _type: "siteListing", title: "Surf rules exchange", slug: "" }),
      doc("service.unslugged", { _type: "service", title: "Surf rules setup" }),
      doc("page.rules", { _type: "page", title: "Surf rules page", slug: "rules" }),
      doc("feature.rules", { title: "Surf rules engine" }),
    ];
    const { hits } = await search.search(documents, ["surf", "rules"], PUBLISHED);
    expect(new Map(hits.map((hit) => [hit._id, hit.href]))).toEqual(
      new Map([
        ["page.rules", "/rules"],
        ["feature.rules", "/features?q=Surf+rules+engine"],
      ]),
    );
  });
});

describe("search ranking and matching", () => {
  const documents = [
    doc("in-body", { title: "Member tools", body: "Every few pages a captcha check keeps surfing honest, and bots out of the rotation." }),
    doc("in-title", { title: "Click-to-verify CAPTCHA", summary: "Members confirm they are watching." }),
    doc("in-heading", { title: "Anti-cheat", headings: ["How the captcha works"] }),
    doc("surf-ratios", { title: "Surf ratios per level", body: "Each membership level earns credits at its own ratio." }),
    doc("cafe", { title: "Café owners", body: "Sell coffee through your exchange." }),
  ];

  it("ranks a match in the title above one in a heading, and a heading above the body", async () => {
    const search = createSearchIndexes({ log: () => undefined });
    expect(titles((await search.search(documents, ["captcha"], PUBLISHED)).hits)).toEqual([
      "Click-to-verify CAPTCHA",
      "Anti-cheat",
      "Member tools",
    ]);
  });

  it("matches prefixes, and tolerates a typo in words of four letters or more", async () => {
    const search = createSearchIndexes({ log: () => undefined });
    expect(titles((await search.search(documents, searchTerms("capt"), PUBLISHED)).hits)).toContain("Click-to-verify CAPTCHA");
    expect(titles((await search.search(documents, searchTerms("captcah"), PUBLISHED)).hits)).toEqual([]);
    expect(titles((await search.search(documents, searchTerms("captca"), PUBLISHED)).hits)[0]).toBe("Click-to-verify CAPTCHA");
    expect(titles((await search.search(documents, searchTerms("catpcha"), PUBLISHED)).hits)).toEqual([]);
    expect(titles((await search.search(documents, searchTerms("ratoi"), PUBLISHED)).hits)).toEqual([]);
    expect(titles((await search.search(documents, searchTerms("ratio"), PUBLISHED)).hits)).toEqual(["Surf ratios per level"]);
    expect(titles((await search.search(documents, searchTerms("rations"), PUBLISHED)).hits)).toEqual(["Surf ratios per level"]);
    // Short words are never fuzzy: "srf" is not "surf".
    expect((await search.search(documents, searchTerms("srf"), PUBLISHED)).hits).toEqual([]);
    // Accents do not matter, either way.
    expect(titles((await search.search(documents, searchTerms("cafe"), PUBLISHED)).hits)).toEqual(["Café owners"]);
    expect(titles((await search.search(documents, searchTerms("CAFÉ"), PUBLISHED)).hits)).toEqual(["Café owners"]);
  });

  it("tolerates typos only when the words as typed find nothing", async () => {
    const search = createSearchIndexes({ log: () => undefined });
    const lookalikes = [doc("surf", { title: "Surf bar timers" }), doc("turf", { title: "Turf wars between exchanges" })];
    // "surf" is one letter from "turf", but a page with "surf" itself exists.
    expect(titles((await search.search(lookalikes, searchTerms("surf"), PUBLISHED)).hits)).toEqual(["Surf bar timers"]);
    expect(titles((await search.search(lookalikes, searchTerms("timer surf"), PUBLISHED)).hits)).toEqual(["Surf bar timers"]);
    // No page has "surff" or "turff": then the word one letter away answers.
    expect(titles((await search.search(lookalikes, searchTerms("surff"), PUBLISHED)).hits)).toEqual(["Surf bar timers"]);
    expect(titles((await search.search(lookalikes, searchTerms("turff"), PUBLISHED)).hits)).toEqual(["Turf wars between exchanges"]);
  });

  it("needs every word to match", async () => {
    const search = createSearchIndexes({ log: () => undefined });
    expect(titles((await search.search(documents, searchTerms("surf ratios"), PUBLISHED)).hits)).toEqual(["Surf ratios per level"]);
    expect((await search.search(documents, searchTerms("captcha coffee"), PUBLISHED)).hits).toEqual([]);
    expect((await search.search(documents, [], PUBLISHED)).hits).toEqual([]);
  });

  it("finds in the sample what the site's browser tests look for", async () => {
    const search = createSearchIndexes({ log: () => undefined });
    const sample = await sampleSearchDocuments();
    const first = async (query: string) => (await search.search(sample, searchTerms(query), PUBLISHED)).hits[0];
    expect(await first("captcha")).toMatchObject({ _type: "feature", title: "Click-to-verify CAPTCHA" });
    expect(await first("vpn")).toMatchObject({ _type: "faq", title: expect.stringContaining("VPN") });
    expect(await first("surfdrift")).toMatchObject({ _type: "siteListing", title: expect.stringContaining("SurfDrift") });
    expect(await first("48 hours")).toMatchObject({ _type: "post", title: expect.stringContaining("48 Hours") });
    expect(await first("surf ratios")).toMatchObject({ title: "Surf ratios per level" });
    expect((await search.search(sample, searchTerms("xylophone quasar"), PUBLISHED)).hits).toEqual([]);
    // Pages hidden from search engines are not in the index.
    expect(sample.some((document) => document._type === "page" && document.slug === "thanks-order")).toBe(false);
  });
});

describe("one index per content version", () => {
  it("builds once for the same result, however many searches ask at once", async () => {
    const { log, builds } = recordingLog();
    const search = createSearchIndexes({ log });
    const documents = [doc("a", { title: "Surf bar" }), doc("b", { title: "Surf contests" })];
    const answers = await Promise.all([
      search.search(documents, ["surf"], PUBLISHED),
      search.search(documents, ["contests"], PUBLISHED),
      search.search(documents, ["bar"], PUBLISHED),
    ]);
    expect(answers.map((answer) => titles(answer.hits))).toEqual([["Surf bar", "Surf contests"], ["Surf contests"], ["Surf bar"]]);
    await search.search(documents, ["surf"], PUBLISHED);
    expect(builds()).toHaveLength(1);
  });

  it("builds a new index for a new result, answering from the last one until it is ready", async () => {
    const { log, builds } = recordingLog();
    const search = createSearchIndexes({ log });
    const before = [doc("listing", { title: "SurfDrift Traffic Exchange" })];
    expect(titles((await search.search(before, ["surfdrift"], PUBLISHED)).hits)).toEqual(["SurfDrift Traffic Exchange"]);

    // A publish renamed the listing: the CMS client returns a new result.
    const after = [doc("listing", { title: "WaveRider Traffic Exchange" })];
    expect(await search.search(after, ["surfdrift"], PUBLISHED)).toEqual({
      hits: [expect.objectContaining({ title: "SurfDrift Traffic Exchange" })],
      previousVersion: true,
    });
    await search.built(after, PUBLISHED);
    expect((await search.search(after, ["waverider"], PUBLISHED)).previousVersion).toBe(false);
    expect(titles((await search.search(after, ["waverider"], PUBLISHED)).hits)).toEqual(["WaveRider Traffic Exchange"]);
    expect((await search.search(after, ["surfdrift"], PUBLISHED)).hits).toEqual([]);
    expect(builds()).toHaveLength(2);

    // An older result that comes back (a read that started before the publish) is answered from its own index.
    expect(titles((await search.search(before, ["surfdrift"], PUBLISHED)).hits)).toEqual(["SurfDrift Traffic Exchange"]);
    expect(builds()).toHaveLength(2);
  });

  it("never answers a preview search from the published index, nor the reverse", async () => {
    const { log } = recordingLog();
    const search = createSearchIndexes({ log });
    const published = [doc("post", { _type: "post", title: "Launch plan", slug: "launch-plan" })];
    await search.built(published, PUBLISHED);
    const drafts = [...published, doc("drafts.new", { _type: "post", title: "Unpublished idea", slug: "unpublished-idea" })];
    expect(titles((await search.search(drafts, ["unpublished"], { published: false })).hits)).toEqual(["Unpublished idea"]);
    expect((await search.search(published, ["unpublished"], PUBLISHED)).hits).toEqual([]);
  });
});

describe("building an index", () => {
  it("lets other work run between chunks: a scaled dataset of a few thousand documents never holds the event loop", async () => {
    const sample = await sampleSearchDocuments();
    // The sample 25 times over: a few thousand documents with the sample's real bodies.
    const scaled = Array.from({ length: 25 }, (_, copy) =>
      sample.map((document) => ({ ...document, _id: `${document._id}.${copy}` })),
    ).flat();
    expect(scaled.length).toBeGreaterThan(3000);

    const search = createSearchIndexes({ log: () => undefined });
    let finished = false;
    let ranBeforeFinish = false;
    setImmediate(() => (ranBeforeFinish = !finished));
    const timer = new Promise<boolean>((resolve) => setTimeout(() => resolve(!finished), 0));

    // Count the event loop's turns while the index is built.
    let turns = 0;
    const ticking = (async () => {
      while (!finished) {
        await nextTurn();
        turns++;
      }
    })();

    const build = search.built(scaled, PUBLISHED).then(() => (finished = true));
    await Promise.all([build, ticking]);

    expect(ranBeforeFinish).toBe(true);
    expect(await timer).toBe(true);
    // At least one turn between every two chunks of BUILD_CHUNK_SIZE documents (how long a chunk takes is for the bench).
    expect(turns).toBeGreaterThanOrEqual(Math.floor(scaled.length / BUILD_CHUNK_SIZE) - 1);
    expect(titles((await search.search(scaled, ["surfdrift"], PUBLISHED)).hits)).toHaveLength(25);
  }, 60_000);
});
