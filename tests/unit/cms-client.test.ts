import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CmsTimeoutError, CmsUnavailableError, createCmsClient, type CmsClientOptions } from "~/lib/cms/client/client.server";
import { defineComposedQuery, type QueryParams } from "~/lib/cms/query";
import { resilientList } from "~/lib/cms/queries/fragments";
import { withContentReads } from "~/lib/cms/client/read-context.server";
import type { Perspective } from "~/lib/cms/perspective";
import type { CmsTransport } from "~/lib/cms/transports/transport";

const greetingQuery = defineComposedQuery<{ text: string }, { lang: string }>({
  name: "greeting",
  groq: `*[_type == "greeting" && lang == $lang][0]{text}`,
  model: z.object({ text: z.string() }),
});

/** Commerce data: may never be answered from the sample. */
const priceQuery = defineComposedQuery<{ text: string }, { lang: string }>({
  name: "price",
  groq: `*[_type == "price" && lang == $lang][0]{text}`,
  model: z.object({ text: z.string() }),
  fallback: "none",
});

/** What a transport that knows no release answers. */
const noRelease: CmsTransport["release"] = async () => null;

/** A transport whose answers the test scripts, counting calls. */
function scriptedTransport(name: CmsTransport["name"], answers: (() => unknown)[]) {
  const calls: QueryParams[] = [];
  const transport: CmsTransport = {
    name,
    release: noRelease,
    async fetch(_groq, params) {
      calls.push(params);
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return next();
    },
  };
  return { transport, calls };
}

const fail = (message: string) => () => {
  throw new Error(message);
};

function setup(cmsAnswers: (() => unknown)[], overrides: Partial<CmsClientOptions> = {}) {
  let now = 1_000_000;
  const cms = scriptedTransport("sanity", cmsAnswers);
  const sample = scriptedTransport("local", [() => ({ text: "sample" })]);
  const log = vi.fn();
  const sleeps: number[] = [];
  const client = createCmsClient({
    transport: cms.transport,
    sampleFallback: sample.transport,
    timeoutMs: 1000,
    freshForMs: 60_000,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    log,
    ...overrides,
  });
  return { client, cms, sample, log, sleeps, advance: (ms: number) => (now += ms) };
}

describe("CMS client cache", () => {
  it("answers a repeated query from the cache while it is fresh", async () => {
    const { client, cms } = setup([() => ({ text: "hello" })]);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "hello" });
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "hello" });
    expect(cms.calls).toHaveLength(1);
  });

  it("keys entries by query and params", async () => {
    const { client, cms } = setup([() => ({ text: "one" }), () => ({ text: "two" })]);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "one" });
    expect(await client.fetch(greetingQuery, { lang: "de" })).toEqual({ text: "two" });
    expect(cms.calls).toEqual([{ lang: "en" }, { lang: "de" }]);
  });

  it("serves a stale value at once and refreshes it in the background", async () => {
    const { client, cms, advance } = setup([() => ({ text: "old" }), () => ({ text: "new" })]);
    await client.fetch(greetingQuery, { lang: "en" });
    advance(60_000);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "old" });
    await client.settled();
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "new" });
    expect(cms.calls).toHaveLength(2);
  });

  it("drops an entry nobody read for 5 minutes", async () => {
    const { client, cms, advance } = setup([() => ({ text: "first" }), () => ({ text: "second" })], {
      freshForMs: 60 * 60 * 1000,
    });
    await client.fetch(greetingQuery, { lang: "en" });
    advance(4 * 60 * 1000);
    // Reading it keeps it: the clock for dropping restarts.
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "first" });
    advance(5 * 60 * 1000);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "second" });
    expect(cms.calls).toHaveLength(2);
  });

  it("shares one transport call between concurrent first requests", async () => {
    const { client, cms } = setup([() => ({ text: "hello" })]);
    const results = await Promise.all([1, 2, 3].map(() => client.fetch(greetingQuery, { lang: "en" })));
    expect(results).toEqual([{ text: "hello" }, { text: "hello" }, { text: "hello" }]);
    expect(cms.calls).toHaveLength(1);
  });
});

describe("CMS client faults", () => {
  it("serves the sample dataset when the CMS fails and nothing is cached, with one log line", async () => {
    const { client, log } = setup([fail("503 Service Unavailable")]);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "sample" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      "warn",
      expect.objectContaining({ event: "cms.fallback", query: "greeting", served: "sample", reason: "Error: 503 Service Unavailable" }),
    );
  });

  it("keeps serving the fallback instantly and retries the CMS in the background", async () => {
    const { client, cms, sample } = setup([fail("network down"), () => ({ text: "back" })]);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "sample" });
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "sample" });
    await client.settled();
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "back" });
    expect(cms.calls).toHaveLength(2);
    expect(sample.calls).toHaveLength(1);
  });

  it("keeps the last good value when a refresh fails, after 3 retries with doubling delays", async () => {
    const { client, cms, sample, log, sleeps, advance } = setup([() => ({ text: "good" }), fail("timeout")]);
    await client.fetch(greetingQuery, { lang: "en" });
    advance(60_000);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "good" });
    await client.settled();
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "good" });
    expect(cms.calls).toHaveLength(1 + 4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(sample.calls).toHaveLength(0);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("warn", expect.objectContaining({ served: "last-good", attempts: 4 }));
  });

  it("waits 30 s after a failed round of retries before trying the CMS again", async () => {
    const { client, cms, advance } = setup([() => ({ text: "good" }), fail("timeout")]);
    await client.fetch(greetingQuery, { lang: "en" });
    advance(60_000);
    await client.fetch(greetingQuery, { lang: "en" });
    await client.settled();
    advance(29_000);
    await client.fetch(greetingQuery, { lang: "en" });
    await client.settled();
    expect(cms.calls).toHaveLength(5);
    advance(1_000);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "good" });
    await client.settled();
    expect(cms.calls).toHaveLength(9);
  });

  it("treats a result that fails its zod model as a fault", async () => {
    const { client, log } = setup([() => ({ text: 42 })]);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "sample" });
    expect(log.mock.calls[0]?.[1].reason).toMatch(/CmsInvalidResultError: .*greeting.*text/);
  });

  it("gives up on a request slower than the timeout", async () => {
    const { client, log } = setup([() => new Promise(() => undefined)], { timeoutMs: 20 });
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "sample" });
    expect(log.mock.calls[0]?.[1].reason).toMatch(/CmsTimeoutError/);
  });

  it("passes an aborted signal to a transport that timed out", async () => {
    let signal: AbortSignal | undefined;
    const hanging: CmsTransport = {
      name: "sanity",
      release: noRelease,
      fetch: (_groq, _params, received) => {
        signal = received.signal;
        return new Promise(() => undefined);
      },
    };
    const { client } = setup([], { transport: hanging, timeoutMs: 20 });
    await client.fetch(greetingQuery, { lang: "en" });
    expect(signal?.aborted).toBe(true);
  });

  it("lets a broken query surface when there is no sample to fall back to", async () => {
    const { client } = setup([fail("parse error")], { sampleFallback: null });
    await expect(client.fetch(greetingQuery, { lang: "en" })).rejects.toThrow("parse error");
  });
});

describe("CMS fallback policy", () => {
  it("never answers a commerce query from the sample: with nothing cached, a failure is CmsUnavailableError", async () => {
    const { client, sample, log } = setup([fail("503 from Sanity")]);
    const failure = await client.fetch(priceQuery, { lang: "en" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CmsUnavailableError);
    expect(sample.calls).toHaveLength(0);
    expect(log).toHaveBeenCalledWith("error", expect.objectContaining({ event: "cms.unavailable", query: "price" }));
  });

  it("asks the CMS again on the next request, and serves its answer once it is back", async () => {
    const { client, cms } = setup([fail("503 from Sanity"), () => ({ text: "$299" })]);
    await expect(client.fetch(priceQuery, { lang: "en" })).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(await client.fetch(priceQuery, { lang: "en" })).toEqual({ text: "$299" });
    expect(cms.calls).toHaveLength(2);
  });

  it("keeps serving the last good commerce value while refreshes fail", async () => {
    const { client, advance } = setup([() => ({ text: "$299" }), fail("503 from Sanity")]);
    await client.fetch(priceQuery, { lang: "en" });
    advance(60_000);
    expect(await client.fetch(priceQuery, { lang: "en" })).toEqual({ text: "$299" });
    await client.settled();
    expect(await client.fetch(priceQuery, { lang: "en" })).toEqual({ text: "$299" });
  });
});

describe("CMS client: publish purges and preview reads", () => {
  /** A transport answering from a mutable dataset of greetings, recording each request's options. */
  function datasetTransport() {
    const greetings = new Map([
      ["en", { _id: "greeting.en", text: "Hello" }],
      ["fr", { _id: "greeting.fr", text: "Bonjour" }],
    ]);
    const requests: { lang: string; perspective: Perspective; live: boolean }[] = [];
    let failing = false;
    const transport: CmsTransport = {
      name: "sanity",
      release: noRelease,
      async fetch(_groq, params, options) {
        requests.push({ lang: String(params.lang), perspective: options.perspective, live: options.live ?? false });
        if (failing) throw new Error("CMS down");
        const greeting = greetings.get(String(params.lang))!;
        return options.perspective === "drafts" ? { ...greeting, text: `${greeting.text} (draft)` } : greeting;
      },
    };
    return { transport, greetings, requests, fail: (on: boolean) => (failing = on) };
  }

  function client() {
    const dataset = datasetTransport();
    const log = vi.fn();
    const cms = createCmsClient({ transport: dataset.transport, sampleFallback: null, timeoutMs: 1000, freshForMs: 60_000, log });
    return { cms, ...dataset, log };
  }

  it("reloads, past any CDN, only the results that contain the changed document", async () => {
    const { cms, greetings, requests } = client();
    await cms.fetch(greetingQuery, { lang: "en" });
    await cms.fetch(greetingQuery, { lang: "fr" });
    greetings.set("en", { _id: "greeting.en", text: "Hi" });

    expect(cms.purge({ _id: "greeting.en", _type: "other" })).toBe(1);
    expect(await cms.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "Hi" });
    expect(await cms.fetch(greetingQuery, { lang: "fr" })).toEqual({ text: "Bonjour" });
    expect(requests.slice(2)).toEqual([{ lang: "en", perspective: "published", live: true }]);
  });

  it("reloads every result that selects the changed document's type (a new document may belong in it)", async () => {
    const { cms, requests } = client();
    await cms.fetch(greetingQuery, { lang: "en" });
    await cms.fetch(greetingQuery, { lang: "fr" });
    expect(cms.purge({ _id: "greeting.de", _type: "greeting" })).toBe(2);
    expect(cms.purge({ _id: "price.x", _type: "price" })).toBe(0);
    await cms.fetch(greetingQuery, { lang: "en" });
    await cms.fetch(greetingQuery, { lang: "fr" });
    expect(requests).toHaveLength(4);
  });

  it("reloads every result and tells the page cache to drop every page when everything is refreshed", async () => {
    const { cms, requests } = client();
    const announced: (readonly string[])[] = [];
    cms.onChange((tags) => announced.push(tags));
    await cms.fetch(greetingQuery, { lang: "en" });
    await cms.fetch(greetingQuery, { lang: "fr" });
    expect(cms.purge("everything")).toBe(2);
    expect(announced).toEqual([["*"]]);
    await cms.fetch(greetingQuery, { lang: "en" });
    await cms.fetch(greetingQuery, { lang: "fr" });
    expect(requests).toHaveLength(4);
  });

  it("keeps serving the last good value when the reload after a purge fails", async () => {
    const { cms, fail, log } = client();
    await cms.fetch(greetingQuery, { lang: "en" });
    fail(true);
    cms.purge({ _id: "greeting.en", _type: "greeting" });
    expect(await cms.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "Hello" });
    expect(log).toHaveBeenCalledWith("warn", expect.objectContaining({ event: "cms.fallback", served: "last-good" }));
  });

  it("does not trust a refresh that was under way when the publish came: the next read reloads", async () => {
    let answerOldContent: () => void = () => undefined;
    let text = "Hello";
    const requests: boolean[] = [];
    const transport: CmsTransport = {
      name: "sanity",
      release: noRelease,
      async fetch(_groq, _params, { live = false }) {
        requests.push(live);
        // The second request is a background refresh that the CMS (or its CDN) answers late, with the old text.
        if (requests.length === 2) await new Promise<void>((resolve) => (answerOldContent = resolve));
        return { _id: "greeting.en", text: requests.length === 2 ? "Hello" : text };
      },
    };
    const cms = createCmsClient({ transport, sampleFallback: null, timeoutMs: 1000, freshForMs: 0, log: vi.fn() });
    await cms.fetch(greetingQuery, { lang: "en" });
    await cms.fetch(greetingQuery, { lang: "en" }); // stale: starts the refresh
    text = "Hi";
    cms.purge({ _id: "greeting.en", _type: "greeting" });
    answerOldContent();
    await cms.settled();
    expect(await cms.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "Hi" });
    expect(requests).toEqual([false, false, true]);
  });

  it("reads drafts in a preview request, uncached, and leaves the published cache as it was", async () => {
    const { cms, requests } = client();
    await cms.fetch(greetingQuery, { lang: "en" });
    const preview = { perspective: "drafts", dependencies: new Set<string>() } as const;
    expect(await withContentReads(preview, () => cms.fetch(greetingQuery, { lang: "en" }))).toEqual({ text: "Hello (draft)" });
    expect(await withContentReads(preview, () => cms.fetch(greetingQuery, { lang: "en" }))).toEqual({ text: "Hello (draft)" });
    expect(await cms.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "Hello" });
    expect(requests.map((request) => request.perspective)).toEqual(["published", "drafts", "drafts"]);
  });

  it("records the cache tags of every result a request used, cached or not", async () => {
    const { cms } = client();
    await cms.fetch(greetingQuery, { lang: "en" });
    const reads = { perspective: "published", dependencies: new Set<string>() } as const;
    await withContentReads(reads, async () => {
      await cms.fetch(greetingQuery, { lang: "en" });
      await cms.fetch(greetingQuery, { lang: "fr" });
    });
    // Document and type tags for a publish; one tag per cached result for a refresh that finds an edit.
    expect([...reads.dependencies].sort()).toEqual(["doc:greeting.en", "doc:greeting.fr", "query:1", "query:2", "type:greeting"]);
  });

  it("tells what was built from the content about a publish, by the publish's tags", async () => {
    const { cms } = client();
    const changes: (readonly string[])[] = [];
    const unsubscribe = cms.onChange((tags) => changes.push(tags));
    cms.purge({ _id: "greeting.en", _type: "greeting" });
    unsubscribe();
    cms.purge({ _id: "greeting.fr", _type: "greeting" });
    expect(changes).toEqual([["type:greeting", "doc:greeting.en", "type:*"]]);
  });
});

describe("CMS client: changes found by a refresh", () => {
  it("announces the result's tag when a background refresh brings different content, and nothing when it is the same", async () => {
    const { client, advance } = setup([() => ({ text: "Hello" }), () => ({ text: "Hello" }), () => ({ text: "Hello, surfers" })]);
    const reads = { perspective: "published", dependencies: new Set<string>() } as const;
    await withContentReads(reads, () => client.fetch(greetingQuery, { lang: "en" }));
    const resultTag = [...reads.dependencies].find((tag) => tag.startsWith("query:"));
    const changes: (readonly string[])[] = [];
    client.onChange((tags) => changes.push(tags));

    const first = await client.fetch(greetingQuery, { lang: "en" });
    advance(60_000);
    await client.fetch(greetingQuery, { lang: "en" });
    await client.settled();
    expect(changes).toEqual([]);
    // Unchanged content keeps its object, so what was built from it is not rebuilt.
    expect(await client.fetch(greetingQuery, { lang: "en" })).toBe(first);

    advance(60_000);
    await client.fetch(greetingQuery, { lang: "en" });
    await client.settled();
    expect(changes).toEqual([[resultTag]]);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "Hello, surfers" });
  });
});

describe("CMS answers that would empty the site", () => {
  const listingsQuery = defineComposedQuery<{ title: string }[], Record<string, never>>({
    name: "listings",
    groq: `*[_type == "listing"]{_id, title}`,
    model: resilientList(z.object({ title: z.string() }), "listings"),
  });
  const good = [
    { _id: "listing.a", title: "A" },
    { _id: "listing.b", title: "B" },
  ];
  /** A page by its slug: null when there is none (the route answers 404). */
  const pageOrNull = defineComposedQuery<{ text: string } | null, { lang: string }>({
    name: "greetingOrNull",
    groq: `*[_type == "greeting" && lang == $lang][0]{_id, text}`,
    model: z.object({ text: z.string() }).nullable(),
  });

  it("keeps the last good list when a refresh answers it empty, logs it as an error and retries", async () => {
    const { client, cms, log, advance } = setup([() => good, () => []]);
    await client.fetch(listingsQuery);
    advance(60_000);
    await client.fetch(listingsQuery);
    await client.settled();
    expect(await client.fetch(listingsQuery)).toEqual([{ title: "A" }, { title: "B" }]);
    expect(cms.calls.length).toBe(5); // the first load, then the refresh and its 3 retries
    expect(log).toHaveBeenCalledWith("error", expect.objectContaining({ event: "cms.suspicious_answer", query: "listings" }));
  });

  it("keeps the last good document when a refresh answers it missing (null), as a private dataset with a bad token does", async () => {
    const { client, advance } = setup([() => ({ _id: "greeting.en", text: "hello" }), () => null]);
    await client.fetch(pageOrNull, { lang: "en" });
    advance(60_000);
    await client.fetch(pageOrNull, { lang: "en" });
    await client.settled();
    expect(await client.fetch(pageOrNull, { lang: "en" })).toEqual({ text: "hello" });
  });

  it("keeps the last good list when a refresh answers items that all fail their model", async () => {
    const { client, advance } = setup([() => good, () => good.map(({ _id }) => ({ _id, title: 42 }))]);
    await client.fetch(listingsQuery);
    advance(60_000);
    await client.fetch(listingsQuery);
    await client.settled();
    expect(await client.fetch(listingsQuery)).toEqual([{ title: "A" }, { title: "B" }]);
  });

  it("serves the sample on a cold start when every item of a list fails its model, not an empty list", async () => {
    const { client } = setup([() => [{ _id: "listing.a", title: 42 }]], {
      sampleFallback: scriptedTransport("local", [() => [{ _id: "listing.s", title: "Sample" }]]).transport,
    });
    expect(await client.fetch(listingsQuery)).toEqual([{ title: "Sample" }]);
  });

  it("accepts an empty answer after a publish named the content: a document deleted in the CMS is gone", async () => {
    const { client } = setup([() => ({ _id: "greeting.en", text: "hello" }), () => null]);
    expect(await client.fetch(pageOrNull, { lang: "en" })).toEqual({ text: "hello" });
    client.purge({ _id: "greeting.en", _type: "greeting" });
    expect(await client.fetch(pageOrNull, { lang: "en" })).toBeNull();
  });

  /** A page with lists inside it, as the pricing page reads its tiers. */
  const pricingQuery = defineComposedQuery<{ title: string | null; tiers: { name: string }[] }, Record<string, never>>({
    name: "pricing",
    groq: `{"title": *[_id == "pricing"][0].title, "tiers": *[_type == "tier"]{_id, name}}`,
    model: z.object({ title: z.string().nullable(), tiers: resilientList(z.object({ name: z.string() }), "tiers") }),
  });
  const pricing = { title: "Pricing", tiers: [{ _id: "tier.script", name: "Script Only" }] };

  it("keeps the last good page when a refresh answers its lists empty inside the document, as a bad token does", async () => {
    const { client, advance } = setup([() => pricing, () => ({ title: null, tiers: [] })]);
    await client.fetch(pricingQuery);
    advance(60_000);
    await client.fetch(pricingQuery);
    await client.settled();
    expect(await client.fetch(pricingQuery)).toEqual({ title: "Pricing", tiers: [{ name: "Script Only" }] });
  });

  it("keeps the last good page when every item of a list inside it fails its model", async () => {
    const { client, log, advance } = setup([() => pricing, () => ({ ...pricing, tiers: [{ _id: "tier.script", name: 42 }] })]);
    await client.fetch(pricingQuery);
    advance(60_000);
    await client.fetch(pricingQuery);
    await client.settled();
    expect(await client.fetch(pricingQuery)).toEqual({ title: "Pricing", tiers: [{ name: "Script Only" }] });
    expect(log).toHaveBeenCalledWith(
      "warn",
      expect.objectContaining({ event: "cms.fallback", reason: expect.stringMatching(/all 1 items of tiers failed/) }),
    );
  });

  it("keeps last good values nobody read for 5 minutes while the CMS answers everything empty (a bad token)", async () => {
    const { client, advance } = setup([
      () => ({ _id: "greeting.en", text: "hello" }),
      () => ({ _id: "greeting.de", text: "hallo" }),
      () => null,
    ]);
    await client.fetch(pageOrNull, { lang: "en" });
    await client.fetch(pageOrNull, { lang: "de" });
    // The token breaks; visitors keep reading the German page, whose refreshes now come back empty.
    for (let minute = 1; minute <= 6; minute++) {
      advance(60_000);
      await client.fetch(pageOrNull, { lang: "de" });
      await client.settled();
    }
    expect(await client.fetch(pageOrNull, { lang: "en" })).toEqual({ text: "hello" });
    expect(await client.fetch(pageOrNull, { lang: "de" })).toEqual({ text: "hallo" });
  });

  it("keeps last good values nobody read for 5 minutes while the CMS is down", async () => {
    const { client, cms, advance } = setup([() => ({ text: "kept" }), fail("CMS down")], { freshForMs: 60_000 });
    await client.fetch(greetingQuery, { lang: "en" });
    advance(60_000);
    await client.fetch(greetingQuery, { lang: "en" }); // the refresh fails: the CMS is down
    await client.settled();
    advance(10 * 60 * 1000);
    expect(await client.fetch(greetingQuery, { lang: "en" })).toEqual({ text: "kept" });
    expect(cms.calls.length).toBeGreaterThan(1);
  });
});

describe("one CMS deadline per visitor's request", () => {
  it("gives all of a request's queries together one deadline, then serves each query's fallback at once", async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    try {
      const { client, cms } = setup([() => new Promise(() => undefined)], { timeoutMs: 3000, requestDeadlineMs: 1500, now: Date.now });
      const page = withContentReads({ perspective: "published", dependencies: new Set(), startedAt: Date.now() }, async () => [
        await client.fetch(greetingQuery, { lang: "en" }),
        await client.fetch(greetingQuery, { lang: "de" }),
        await client.fetch(priceQuery, { lang: "en" }).catch((error: unknown) => error),
      ]);
      await vi.advanceTimersByTimeAsync(1499);
      let settled = false;
      void page.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const [english, german, price] = await page;
      expect([english, german]).toEqual([{ text: "sample" }, { text: "sample" }]);
      expect(price).toBeInstanceOf(CmsUnavailableError);
      // Past the deadline the later queries did not even ask the hung CMS.
      expect(cms.calls).toEqual([{ lang: "en" }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a request's deadline when it joins a load started outside any request (the warm-up waits CMS_TIMEOUT_MS)", async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    try {
      const { client, cms, sample } = setup([() => new Promise(() => undefined)], {
        timeoutMs: 3000,
        requestDeadlineMs: 1500,
        now: Date.now,
      });
      let warmUpDone = false;
      void client.fetch(greetingQuery, { lang: "en" }).finally(() => (warmUpDone = true));
      let answer: unknown;
      void withContentReads({ perspective: "published", dependencies: new Set(), startedAt: Date.now() }, () =>
        client.fetch(greetingQuery, { lang: "en" }),
      ).then((value) => (answer = value));
      await vi.advanceTimersByTimeAsync(1500);
      expect(answer).toEqual({ text: "sample" });
      expect(warmUpDone).toBe(false);
      // One call to the hung CMS, shared; the visitor's fallback read the sample.
      expect(cms.calls).toHaveLength(1);
      expect(sample.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("checks the CMS without caching or falling back, within the request's deadline", async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    try {
      const { client, cms, sample } = setup([() => ({ text: "there" }), () => new Promise(() => undefined)], {
        timeoutMs: 3000,
        requestDeadlineMs: 1500,
        now: Date.now,
      });
      expect(await client.check(greetingQuery, { lang: "en" })).toEqual({ text: "there" });
      const check = withContentReads({ perspective: "published", dependencies: new Set(), startedAt: Date.now() }, () =>
        client.check(greetingQuery, { lang: "en" }).catch((error: unknown) => error),
      );
      await vi.advanceTimersByTimeAsync(1500);
      expect(await check).toBeInstanceOf(CmsTimeoutError);
      expect(cms.calls).toHaveLength(2);
      expect(sample.calls).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
