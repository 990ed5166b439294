import { delay, http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { createCmsClient } from "~/lib/cms/client/client.server";
import { cmsOptionsFromEnv } from "~/lib/cms/client/config.server";
import { pageBySlugQuery } from "~/lib/cms/queries/page";
import { siteSettingsQuery } from "~/lib/cms/queries/site-settings";
import { createLocalTransport } from "~/lib/cms/transports/local.server";
import { createSanityTransport } from "~/lib/cms/transports/sanity.server";
import { createMockCmsServer } from "../mocks/server";
import { SANITY_QUERY_URL, sanityQueryHandlers } from "../mocks/sanity";

const server = createMockCmsServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sanityConfig = { projectId: "mockproject", dataset: "production", apiVersion: "2025-02-19" };

/** A client on the real Sanity transport (through msw) that falls back to the sample dataset. */
function sanityClient(log = vi.fn()) {
  const client = createCmsClient({
    ...cmsOptionsFromEnv({ SANITY_PROJECT_ID: "mockproject", SANITY_DATASET: "production", CMS_TIMEOUT_MS: "200" }, sampleDocuments),
    log,
  });
  return { client, log };
}

/** The same site settings with a different product name, so a test can tell CMS data from the sample. */
const cmsDocuments = sampleDocuments.map((document) =>
  document._id === "siteSettings" ? { ...document, productName: "XchangeKit Live" } : document,
);

describe("both transports", () => {
  const local = createLocalTransport(sampleDocuments);
  const published = { signal: new AbortController().signal, perspective: "published" } as const;

  it.each([true, false])("answer the same GROQ with the same result (useCdn: %s)", async (useCdn) => {
    const sanity = createSanityTransport({ ...sanityConfig, useCdn });
    for (const [query, params] of [
      [siteSettingsQuery, {}],
      [pageBySlugQuery, { slug: "about" }],
      [pageBySlugQuery, { slug: "refund" }],
      [pageBySlugQuery, { slug: "no-such-page" }],
    ] as const) {
      const viaSanity = await sanity.fetch(query.groq, params, published);
      expect(viaSanity).toEqual(await local.fetch(query.groq, params, published));
    }
  });

  it("send the request to the CDN host only when useCdn is on", async () => {
    const hosts: string[] = [];
    server.events.on("request:start", ({ request }) => {
      hosts.push(new URL(request.url).host);
    });
    await createSanityTransport({ ...sanityConfig, useCdn: true }).fetch(siteSettingsQuery.groq, {}, published);
    await createSanityTransport({ ...sanityConfig, useCdn: false }).fetch(siteSettingsQuery.groq, {}, published);
    server.events.removeAllListeners();
    expect(hosts).toEqual(["mockproject.apicdn.sanity.io", "mockproject.api.sanity.io"]);
  });

  it("hide drafts, as the published perspective does", async () => {
    const withDraft = [...sampleDocuments, { ...sampleDocuments[0]!, _id: "drafts.siteSettings", productName: "Draft" }];
    const result = await createLocalTransport(withDraft).fetch(`*[_type == "siteSettings"].productName`, {}, published);
    expect(result).toEqual(["XchangeKit"]);
  });
});

describe("the CMS client on the Sanity transport", () => {
  it("returns parsed, typed CMS data", async () => {
    server.use(...sanityQueryHandlers(() => cmsDocuments));
    const { client, log } = sanityClient();
    const settings = await client.fetch(siteSettingsQuery);
    expect(settings.productName).toBe("XchangeKit Live");
    expect(log).not.toHaveBeenCalled();
  });

  it("returns null for an unknown slug, so the route can answer 404", async () => {
    const { client } = sanityClient();
    expect(await client.fetch(pageBySlugQuery, { slug: "no-such-page" })).toBeNull();
  });

  const faults = {
    "a 500 response": () => HttpResponse.json({ error: "Internal Server Error" }, { status: 500 }),
    "a timeout": async () => {
      await delay("infinite");
      return HttpResponse.json({});
    },
    "malformed JSON": () => new HttpResponse("{ result: <html>", { headers: { "Content-Type": "application/json" } }),
    "a network error": () => HttpResponse.error(),
    "a document that fails its model": () =>
      HttpResponse.json({ ms: 1, query: "", result: { title: "About", slug: "about", seo: { title: 7 } } }),
  };

  it.each(Object.entries(faults))("still returns the page data after %s, logging one line", async (_fault, resolver) => {
    server.use(http.get(SANITY_QUERY_URL, resolver));
    const { client, log } = sanityClient();
    const page = await client.fetch(pageBySlugQuery, { slug: "about" });
    expect(page?.heading).toBe("LaunchYard Builds the Software Behind Traffic Exchanges");
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("warn", expect.objectContaining({ event: "cms.fallback", served: "sample", transport: "sanity" }));
  });
});
