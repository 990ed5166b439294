import { encodeSignatureHeader } from "@sanity/webhook";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import {
  DRAFT_POST_SLUG,
  DRAFT_PRICE_TIER_ID,
  DRAFT_TIER_PRICE,
  PUBLISHED_TIER_PRICE,
  RELEASE_POST_SLUG,
  RELEASE_PRICE_TIER_ID,
  RELEASE_TIER_PRICE,
  RELEASE_TIER_PUBLISHED_PRICE,
  SAMPLE_RELEASE_ID,
  SAMPLE_RELEASE_TITLE,
} from "~/content/sample/drafts";
import type { RootData } from "~/lib/root-data";
import { SANITY_QUERY_URL } from "../mocks/sanity";
import { load, queriesDuring, useMockCms } from "../support/loader-harness";
import { sendSanityWebhook, TEST_WEBHOOK_SECRET } from "../support/sanity-webhook";

// The real Sanity transport, answered by msw from a copy of the sample dataset the tests change.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
  process.env.SANITY_API_READ_TOKEN = "read-token";
  process.env.SANITY_WEBHOOK_SECRET = "webhook-secret";
});

const { server, serve } = useMockCms();

type PricingData = { tiers: { _id?: string; name: string; price: number }[] };
type BlogData = { posts: { slug: string }[] };

const scriptOnlyPrice = (data: PricingData) => data.tiers.find((tier) => tier.name === "Script Only")?.price;

describe("publish → live: the signed Sanity webhook", () => {
  it("makes /pricing show a new price on the next request while /blog stays a cache hit", async () => {
    const documents = sampleDocuments.map((document) => ({ ...document }));
    serve(documents);
    const { loader: pricing } = await import("~/routes/_site.pricing");
    const { loader: blog } = await import("~/routes/_site.blog._index");
    expect(scriptOnlyPrice(await load<PricingData>(pricing, "/pricing"))).toBe(PUBLISHED_TIER_PRICE);
    await load<BlogData>(blog, "/blog");

    // The marketer publishes a new price: until Sanity says so, the cached price stands.
    const index = documents.findIndex((document) => document._id === DRAFT_PRICE_TIER_ID);
    documents[index] = { ...documents[index]!, price: 279 };
    expect(scriptOnlyPrice(await load<PricingData>(pricing, "/pricing"))).toBe(PUBLISHED_TIER_PRICE);

    const response = await sendSanityWebhook(JSON.stringify({ _id: DRAFT_PRICE_TIER_ID, _type: "pricingTier" }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { purged: number }).purged).toBeGreaterThan(0);

    expect(scriptOnlyPrice(await load<PricingData>(pricing, "/pricing"))).toBe(279);
    expect(await queriesDuring(server, () => load<BlogData>(blog, "/blog"))).toEqual([]);
  });

  it("drops the rendered /pricing from the page cache, so the next visitor gets the new price; a page that shows no price stays rendered", async () => {
    const documents = sampleDocuments.map((document) => ({ ...document }));
    serve(documents);
    const { handleSiteRequest } = await import("~/entry.server");
    const { PAGE_CACHE_HEADER } = await import("~/lib/page-cache/page-cache.server");
    const { PUBLIC_PAGE_CACHE } = await import("~/lib/cache-control");
    const routes = {
      "/pricing": (await import("~/routes/_site.pricing")).loader,
      "/testimonials": (await import("~/routes/_site.testimonials")).loader,
    };
    // Remix stands in as the loader alone, answering with the headers a page gets.
    const render = async (request: Request) => {
      const loader = routes[new URL(request.url).pathname as keyof typeof routes];
      const response = await loader({ request, params: {}, context: {} });
      response.headers.set("Cache-Control", PUBLIC_PAGE_CACHE);
      return response;
    };
    const visit = async (path: keyof typeof routes) => {
      const response = await handleSiteRequest(new Request(`http://localhost${path}`), render);
      return { cache: response.headers.get(PAGE_CACHE_HEADER), data: (await response.json()) as PricingData };
    };
    expect(await visit("/pricing")).toMatchObject({ cache: "miss" });
    expect(await visit("/testimonials")).toMatchObject({ cache: "miss" });
    expect(await visit("/pricing")).toMatchObject({ cache: "hit" });

    const index = documents.findIndex((document) => document._id === DRAFT_PRICE_TIER_ID);
    documents[index] = { ...documents[index]!, price: 279 };
    expect((await sendSanityWebhook(JSON.stringify({ _id: DRAFT_PRICE_TIER_ID, _type: "pricingTier" }))).status).toBe(200);

    const after = await visit("/pricing");
    expect(after.cache).toBe("miss");
    expect(scriptOnlyPrice(after.data)).toBe(279);
    expect(await visit("/testimonials")).toMatchObject({ cache: "hit" });
  });

  it.each([
    ["a bad signature", 401, async (body: string) => sendSanityWebhook(body, { secret: "not-the-secret" })],
    ["a malformed signature header", 401, async (body: string) => sendSanityWebhook(body, { signature: "garbage" })],
    ["an event signed in 2021", 401, async (body: string) => sendSanityWebhook(body, { signedAt: Date.parse("2021-06-01T12:00:00Z") })],
    ["an event signed 6 minutes ago", 401, async (body: string) => sendSanityWebhook(body, { signedAt: Date.now() - 6 * 60_000 })],
    [
      "an event signed 6 minutes ahead of the clock",
      401,
      async (body: string) => sendSanityWebhook(body, { signedAt: Date.now() + 6 * 60_000 }),
    ],
    ["the wrong method", 405, async (body: string) => sendSanityWebhook(body, { method: "PUT" })],
    ["a body over the limit", 413, async () => sendSanityWebhook(JSON.stringify({ _id: "x", _type: "page", padding: "x".repeat(20_000) }))],
    ["a body that is not JSON", 400, async () => sendSanityWebhook("{not json")],
    ["a body that names no document", 400, async () => sendSanityWebhook(JSON.stringify({ hello: "world" }))],
  ])("refuses %s (%i), purges nothing and logs one line", async (_case, status, send) => {
    serve(sampleDocuments);
    const { loader: pricing } = await import("~/routes/_site.pricing");
    await load<PricingData>(pricing, "/pricing");
    // The site's database opened (and its migrations logged) before the log is read: the webhook counts signatures in it.
    await (await import("~/lib/storage/storage.server")).siteDatabase();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await send(JSON.stringify({ _id: DRAFT_PRICE_TIER_ID, _type: "pricingTier" }));
    expect(response.status).toBe(status);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('"event":"webhook.refused"');
    expect(await queriesDuring(server, () => load<PricingData>(pricing, "/pricing"))).toEqual([]);
  });

  it("purges for a signed event once: the same event sent again, 49 times, is 409 and purges nothing", async () => {
    serve(sampleDocuments);
    const { loader: pricing } = await import("~/routes/_site.pricing");
    const body = JSON.stringify({ _id: DRAFT_PRICE_TIER_ID, _type: "pricingTier" });
    // Four minutes old: within the tolerance.
    const signature = await encodeSignatureHeader(body, Date.now() - 4 * 60_000, TEST_WEBHOOK_SECRET);
    await load<PricingData>(pricing, "/pricing");
    expect(await (await sendSanityWebhook(body, { signature })).json()).toEqual({ purged: expect.any(Number) });
    await load<PricingData>(pricing, "/pricing");

    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (let replay = 0; replay < 49; replay += 1) {
      const response = await sendSanityWebhook(body, { signature });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: "This signed event was received before: it is purged once only." });
    }
    expect(
      log.mock.calls.map(([line]) => JSON.parse(String(line)) as { reason: string }).filter(({ reason }) => reason === "replay"),
    ).toHaveLength(49);
    expect(await queriesDuring(server, () => load<PricingData>(pricing, "/pricing"))).toEqual([]);
  });

  it("refuses an unsigned request (401)", async () => {
    const { action } = await import("~/routes/api.webhooks.sanity");
    const request = new Request("http://localhost/api/webhooks/sanity", { method: "POST", body: "{}" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await action({ request, params: {}, context: {} })).status).toBe(401);
  });

  it("ignores a draft: nothing a visitor sees changed", async () => {
    const response = await sendSanityWebhook(JSON.stringify({ _id: `drafts.${DRAFT_PRICE_TIER_ID}`, _type: "pricingTier" }));
    expect(await response.json()).toEqual({ purged: 0, ignored: "draft" });
  });
});

describe("preview on the Sanity transport", () => {
  const secretDocument = (secret: string, updatedAt: Date) => ({
    _id: `sanity-preview-url-secret.${secret}`,
    _type: "sanity.previewUrlSecret",
    _updatedAt: updatedAt.toISOString(),
    secret,
    studioUrl: "https://xchangekit.sanity.studio",
  });
  const env = { SANITY_PROJECT_ID: "mockproject", SANITY_API_READ_TOKEN: "read-token" };
  const link = (secret: string) =>
    `http://localhost/api/preview-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fpricing`;

  it("accepts a secret the Studio made within the hour, refuses a wrong or expired one", async () => {
    serve([
      ...sampleDocuments,
      secretDocument("fresh-secret", new Date()),
      secretDocument("old-secret", new Date(Date.now() - 2 * 3600_000)),
    ]);
    const { checkPreviewSecret } = await import("~/lib/preview/preview-secret.server");
    expect(await checkPreviewSecret(link("fresh-secret"), env)).toEqual({ valid: true, redirectTo: "/pricing", perspective: null });
    // The release the Studio's picker shows travels in the link; the session keeps it (the page's copy is dropped).
    expect(await checkPreviewSecret(`${link("fresh-secret")}&sanity-preview-perspective=rDecemberLaunch%2Cdrafts`, env)).toEqual({
      valid: true,
      redirectTo: "/pricing?sanity-preview-perspective=rDecemberLaunch%2Cdrafts",
      perspective: "rDecemberLaunch,drafts",
    });
    expect(await checkPreviewSecret(link("wrong-secret"), env)).toEqual({ valid: false, reason: "invalid-secret" });
    expect(await checkPreviewSecret(link("old-secret"), env)).toEqual({ valid: false, reason: "invalid-secret" });
  });

  it("cannot check a secret without a read token: 503 with what to set, no cookie", async () => {
    vi.stubEnv("SANITY_API_READ_TOKEN", "");
    const { enablePreview } = await import("~/lib/endpoints/preview-mode.server");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await enablePreview(new Request(link("fresh-secret")), undefined);
    expect(response.status).toBe(503);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toContain("SANITY_API_READ_TOKEN");
    vi.unstubAllEnvs();
  });

  it("checks at most 20 links per client in 10 minutes: the 21st is 429 with Retry-After, before any query to Sanity", async () => {
    serve([...sampleDocuments, secretDocument("fresh-secret", new Date())]);
    const { enablePreview, PREVIEW_ENABLE_LIMIT } = await import("~/lib/endpoints/preview-mode.server");
    const open = (secret: string, clientAddress: string) => enablePreview(new Request(link(secret)), { clientAddress });
    const guesser = "203.0.113.40";
    // Each guess costs a query to Sanity.
    expect(await queriesDuring(server, async () => expect((await open("guess-0", guesser)).status).toBe(401))).not.toEqual([]);
    for (let guess = 1; guess < PREVIEW_ENABLE_LIMIT.max; guess += 1) expect((await open(`guess-${guess}`, guesser)).status).toBe(401);

    let refused: Response | undefined;
    expect(await queriesDuring(server, async () => void (refused = await open("fresh-secret", guesser)))).toEqual([]);
    expect(refused!.status).toBe(429);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused!.headers.get("set-cookie")).toBeNull();
    expect(await refused!.text()).toMatch(/^Too many preview links opened from your connection\. Try again in \d+ minutes\.$/);

    expect((await open("fresh-secret", "198.51.100.41")).status).toBe(302);
  });

  it("shows drafts (with the read token) only inside a preview request", async () => {
    serve(sampleDocuments);
    const { withContentReads } = await import("~/lib/cms/client/read-context.server");
    const { loader: pricing } = await import("~/routes/_site.pricing");
    const { loader: post } = await import("~/routes/_site.blog.$slug");
    const tokens: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => void tokens.push(request.headers.get("authorization")));
    const preview = () => ({ perspective: "drafts" as const, dependencies: new Set<string>() });

    expect(scriptOnlyPrice(await withContentReads(preview(), () => load<PricingData>(pricing, "/pricing")))).toBe(DRAFT_TIER_PRICE);
    await withContentReads(preview(), () => load(post, `/blog/${DRAFT_POST_SLUG}`, { slug: DRAFT_POST_SLUG }));
    expect(tokens.every((token) => token === "Bearer read-token")).toBe(true);

    expect(scriptOnlyPrice(await load<PricingData>(pricing, "/pricing"))).toBe(PUBLISHED_TIER_PRICE);
    await expect(load(post, `/blog/${DRAFT_POST_SLUG}`, { slug: DRAFT_POST_SLUG })).rejects.toMatchObject({ status: 404 });
    server.events.removeAllListeners();
  });
});

describe("a release's preview on the Sanity transport", () => {
  it("reads every query in the release's perspective stack with the read token, and names the release from its document", async () => {
    serve(sampleDocuments);
    const { withContentReads } = await import("~/lib/cms/client/read-context.server");
    const { loader: pricing } = await import("~/routes/_site.pricing");
    const { loader: blog } = await import("~/routes/_site.blog._index");
    const { rootData } = await import("~/lib/page-data/root.server");
    const perspectives = new Set<string | null>();
    const tokens = new Set<string | null>();
    server.events.on("request:start", ({ request }) => {
      if (SANITY_QUERY_URL.test(request.url)) perspectives.add(new URL(request.url).searchParams.get("perspective"));
      tokens.add(request.headers.get("authorization"));
    });
    const release = () => ({ perspective: { stack: [SAMPLE_RELEASE_ID, "drafts"] }, dependencies: new Set<string>() });
    const tierPrice = (data: PricingData, id: string) => data.tiers.find((tier) => tier._id === id)?.price;

    const prices = await withContentReads(release(), () => load<PricingData>(pricing, "/pricing"));
    expect(tierPrice(prices, RELEASE_PRICE_TIER_ID)).toBe(RELEASE_TIER_PRICE);
    expect(scriptOnlyPrice(prices)).toBe(DRAFT_TIER_PRICE); // the drafts under the release, as the Studio stacks them
    // The newest post of the release leads the blog (featured, latest), wherever the page lists it.
    expect(JSON.stringify(await withContentReads(release(), () => load(blog, "/blog")))).toContain(RELEASE_POST_SLUG);
    const root = (await withContentReads(release(), () => rootData()).then((response) => response.json())) as RootData;
    expect(root.preview).toEqual({
      drafts: true,
      release: { id: SAMPLE_RELEASE_ID, title: SAMPLE_RELEASE_TITLE, due: "December 8, 2026" },
    });
    expect([...perspectives]).toEqual([`${SAMPLE_RELEASE_ID},drafts`]);
    expect([...tokens]).toEqual(["Bearer read-token"]);
    server.events.removeAllListeners();

    // Visitors: the published price, no release post, no preview.
    const published = await load<PricingData>(pricing, "/pricing");
    expect(tierPrice(published, RELEASE_PRICE_TIER_ID)).toBe(RELEASE_TIER_PUBLISHED_PRICE);
    expect(JSON.stringify(await load(blog, "/blog"))).not.toContain(RELEASE_POST_SLUG);
  });

  it("names a release the CMS does not know by its id, and still shows the pages", async () => {
    serve(sampleDocuments);
    const { withContentReads } = await import("~/lib/cms/client/read-context.server");
    const { rootData } = await import("~/lib/page-data/root.server");
    const reads = { perspective: { stack: ["rGone"] }, dependencies: new Set<string>() };
    const root = (await withContentReads(reads, () => rootData()).then((response) => response.json())) as RootData;
    expect(root.preview).toEqual({ drafts: false, release: { id: "rGone", title: null, due: null } });
  });

  it("ignores the webhook of a release's version and of the release's own document: visitors see neither", async () => {
    for (const [_id, _type] of [
      [`versions.${SAMPLE_RELEASE_ID}.${RELEASE_PRICE_TIER_ID}`, "pricingTier"],
      [`_.releases.${SAMPLE_RELEASE_ID}`, "system.release"],
    ]) {
      const response = await sendSanityWebhook(JSON.stringify({ _id, _type }));
      expect(await response.json()).toEqual({ purged: 0, ignored: "release" });
    }
  });
});

describe("stega in preview", () => {
  const FAQ_QUERY = `*[_id == "faq.refund-policy"][0]{ question, category }`;
  /** The FAQ's question and category as Sanity answers a preview read: with a content source map. */
  function answerWithSourceMap() {
    server.use(
      http.get(SANITY_QUERY_URL, () =>
        HttpResponse.json({
          ms: 1,
          query: FAQ_QUERY,
          result: { question: "Can I get a refund?", category: "billing" },
          resultSourceMap: {
            documents: [{ _id: "faq.refund-policy", _type: "faq" }],
            paths: ["$['question']", "$['category']"],
            mappings: {
              "$['question']": { type: "value", source: { type: "documentValue", document: 0, path: 0 } },
              "$['category']": { type: "value", source: { type: "documentValue", document: 0, path: 1 } },
            },
          },
        }),
      ),
    );
  }

  it("encodes prose for click-to-edit, leaves codes alone, and never reaches meta tags or JSON-LD", async () => {
    answerWithSourceMap();
    const { createSanityTransport } = await import("~/lib/cms/transports/sanity.server");
    const { withoutStega } = await import("~/lib/cms/stega");
    const transport = createSanityTransport({
      projectId: "mockproject",
      dataset: "production",
      apiVersion: "2025-02-19",
      token: "read-token",
      useCdn: false,
      studioUrl: "https://xchangekit.sanity.studio",
    });
    const signal = new AbortController().signal;
    const draft = (await transport.fetch(FAQ_QUERY, {}, { signal, perspective: "drafts" })) as { question: string; category: string };
    expect(draft.question).not.toBe("Can I get a refund?");
    expect(draft.question.startsWith("Can I get a refund?")).toBe(true);
    expect(withoutStega(draft.question)).toBe("Can I get a refund?");
    expect(draft.category).toBe("billing");

    const { withContentReads } = await import("~/lib/cms/client/read-context.server");
    const { describePage } = await import("~/lib/page-data/page-seo.server");
    const request = new Request("http://localhost/faq");
    const document = {
      seo: { title: draft.question, description: draft.question },
      jsonLd: [{ "@context": "https://schema.org" as const, "@type": "Question", name: draft.question }],
    };
    const meta = withContentReads({ perspective: "drafts", dependencies: new Set() }, () =>
      describePage(request, document, draft.question),
    );
    expect(JSON.stringify(meta)).not.toMatch(/[\u200B-\u200D\uFEFF]/);
    expect(meta.seo.title).toBe("Can I get a refund?");
    expect(meta.crumbs.at(-1)?.name).toBe("Can I get a refund?");
  });
});
