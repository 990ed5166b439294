import type { IncomingHttpHeaders } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { cacheTagHeaders } from "~/lib/cache-control";
import { changeTags } from "~/lib/cms/dependencies";
import type { LogEvent } from "~/lib/core/log.server";
import { handlePublishWebhook } from "~/lib/endpoints/sanity-webhook.server";
import { cdnConfigProblem, cdnProvidersFromEnv, createCdnPurge, type CdnPurge } from "~/lib/publish/cdn-purge.server";
import { BroadcastNotSentError } from "~/lib/publish/broadcast.server";
import { createPublisher, type Publisher } from "~/lib/publish/publisher.server";
import type { BatchTimers } from "~/lib/publish/tag-batch";
import { openStorage, type SiteStorage } from "~/lib/storage/storage.server";
import { observed } from "../support/observed";
import { sanityWebhookRequest } from "../support/sanity-webhook";
import { freshStorage } from "../support/storage-engines";
import { startCdnStandIn, type PurgeCall } from "../../scripts/cdn/stand-in";

const WEBHOOK_SECRET = "cdn-test-webhook-secret";

/** A provider's purge API on 127.0.0.1 (the stand-in `npm run cdn:stand-in` runs): records each call. */
async function standInApi() {
  const calls = observed<PurgeCall>();
  const standIn = await startCdnStandIn({ onCall: calls.add });
  return { url: `${standIn.origin}/api`, calls, plan: standIn.plan, close: standIn.close };
}

/** The debounce's timer, fired by the test: a burst is over when the test says so, however slow the machine. */
function manualTimers(): BatchTimers & { pending: Set<() => void>; fire(): void } {
  const pending = new Set<() => void>();
  return {
    pending,
    set: (run) => (pending.add(run), run),
    clear: (handle) => pending.delete(handle as () => void),
    fire() {
      const due = [...pending];
      pending.clear();
      for (const run of due) run();
    },
  };
}

const PROVIDERS = [
  {
    name: "Cloudflare",
    env: (url: string) => ({ CLOUDFLARE_ZONE_ID: "zone-1", CLOUDFLARE_API_TOKEN: "cf-token", CLOUDFLARE_API_URL: url }),
    path: "/api/zones/zone-1/purge_cache",
    auth: (headers: IncomingHttpHeaders) => headers.authorization === "Bearer cf-token",
    tagsOf: (call: PurgeCall) => call.body.tags!,
    tagsPerCall: 100,
  },
  {
    name: "Fastly",
    env: (url: string) => ({ FASTLY_SERVICE_ID: "service-1", FASTLY_API_TOKEN: "fastly-token", FASTLY_API_URL: url }),
    path: "/api/service/service-1/purge",
    auth: (headers: IncomingHttpHeaders) => headers["fastly-key"] === "fastly-token",
    tagsOf: (call: PurgeCall) => call.body.surrogate_keys!,
    tagsPerCall: 256,
  },
] as const;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function webhook(
  publisher: Pick<Publisher, "publish">,
  document: { _id: string; _type: string },
  signedAt = Date.now(),
): Promise<Response> {
  const request = await sanityWebhookRequest(JSON.stringify(document), { secret: WEBHOOK_SECRET, signedAt });
  return handlePublishWebhook(request, publisher, WEBHOOK_SECRET);
}

/**
 * An instance on its own database whose CDN purge goes to `env`'s provider, with the test's debounce timer and no waiting;
 * its own purges handed on at once, or when `purgeTimers` fire.
 */
async function instance(env: Record<string, string>, options: { storage?: () => Promise<SiteStorage>; purgeTimers?: BatchTimers } = {}) {
  const timers = manualTimers();
  const waits: number[] = [];
  const logged = observed<LogEvent>();
  const cdn: CdnPurge = createCdnPurge(cdnProvidersFromEnv(env), {
    timers,
    sleep: async (ms) => void waits.push(ms),
    log: (_level, event) => logged.add(event),
  });
  const purged: string[][] = [];
  const publisher = createPublisher({
    storage:
      options.storage ??
      (async () => {
        const storage = await freshStorage("sqlite");
        cleanups.push(() => storage.close());
        return storage;
      }),
    purge: (tags) => purged.push([...tags]),
    cdn,
    window: options.purgeTimers ? { quietMs: 50, maxWaitMs: 250 } : { quietMs: 0, maxWaitMs: 0 },
    timers: options.purgeTimers,
    broadcast: { log: () => undefined },
  });
  cleanups.push(() => publisher.close());
  return { publisher, cdn, timers, waits, logged, purged };
}

describe.each(PROVIDERS)("the CDN purge on $name", (provider) => {
  it("sends one call for a burst of publishes, with their tags and the provider's credentials, after the webhooks were answered", async () => {
    const api = await standInApi();
    cleanups.push(api.close);
    const { publisher, cdn, timers } = await instance(provider.env(api.url));
    const documents = Array.from({ length: 8 }, (_, index) => ({ _id: `pricingTier.tier-${index}`, _type: "pricingTier" }));
    for (const document of documents) expect((await webhook(publisher, document)).status).toBe(200);
    expect(api.calls.items).toEqual([]);

    expect(timers.pending.size).toBe(1);
    timers.fire();
    await cdn.flush();
    expect(api.calls.items).toHaveLength(1);
    const [call] = api.calls.items;
    expect(call!.path).toBe(provider.path);
    expect(provider.auth(call!.headers)).toBe(true);
    const expected = [...new Set(documents.flatMap(changeTags))].sort();
    expect([...provider.tagsOf(call!)].sort()).toEqual(expected);
    // The very tags every page names for this CDN (a result's own `query:` tag is never sent).
    const headers = new Map(cacheTagHeaders([...expected, "query:7"]));
    expect(headers.get("Cache-Tag")!.split(",").sort()).toEqual(expected);
    expect(headers.get("Surrogate-Key")!.split(" ").sort()).toEqual(expected);
  });

  it("retries a 5xx after a backoff and a 429 after its Retry-After, then stops", async () => {
    const api = await standInApi();
    cleanups.push(api.close);
    api.plan({ status: 503 }, { status: 429, headers: { "Retry-After": "7" } });
    const { publisher, cdn, timers, waits, logged } = await instance(provider.env(api.url));
    await webhook(publisher, { _id: "post.launch", _type: "post" });
    timers.fire();
    await cdn.flush();
    expect(api.calls.items).toHaveLength(3);
    expect(new Set(api.calls.items.map((call) => JSON.stringify(provider.tagsOf(call))))).toEqual(
      new Set([JSON.stringify(changeTags({ _id: "post.launch", _type: "post" }))]),
    );
    expect(waits).toEqual([1000, 7000]);
    expect(logged.items.map((event) => event.event)).toEqual(["cdn.purge_retry", "cdn.purge_retry", "cdn.purged"]);
  });

  it("does not retry a refusal (a wrong token): one call, one error logged", async () => {
    const api = await standInApi();
    cleanups.push(api.close);
    api.plan({ status: 403 });
    const { publisher, cdn, timers, logged } = await instance(provider.env(api.url));
    await webhook(publisher, { _id: "post.launch", _type: "post" });
    timers.fire();
    await cdn.flush();
    expect(api.calls.items).toHaveLength(1);
    expect(logged.items).toEqual([expect.objectContaining({ event: "cdn.purge_refused", reason: expect.stringContaining("HTTP 403") })]);
  });

  it("sends nothing for a draft", async () => {
    const api = await standInApi();
    cleanups.push(api.close);
    const { publisher, cdn, timers, purged } = await instance(provider.env(api.url));
    const response = await webhook(publisher, { _id: "drafts.post.launch", _type: "post" });
    expect(await response.json()).toEqual({ purged: 0, ignored: "draft" });
    expect(timers.pending.size).toBe(0);
    await cdn.flush();
    expect(api.calls.items).toEqual([]);
    expect(purged).toEqual([]);
  });

  it(`names at most ${provider.tagsPerCall} tags in one call`, async () => {
    const api = await standInApi();
    cleanups.push(api.close);
    const { cdn, timers } = await instance(provider.env(api.url));
    const tags = Array.from({ length: provider.tagsPerCall + 1 }, (_, index) => `doc:post.p${index}`);
    cdn.schedule(tags);
    timers.fire();
    await cdn.flush();
    expect(api.calls.items.map((call) => provider.tagsOf(call).length)).toEqual([provider.tagsPerCall, 1]);
    expect(api.calls.items.flatMap(provider.tagsOf)).toEqual(tags);
  });
});

describe("a Content Release published (by hand or on its schedule)", () => {
  it("sends one webhook per document, all at once: this instance purges once and the CDN gets one call, with every document's tags", async () => {
    const api = await standInApi();
    cleanups.push(api.close);
    const storage = await freshStorage("sqlite");
    cleanups.push(() => storage.close());
    const purgeTimers = manualTimers();
    const { publisher, cdn, timers, purged } = await instance(PROVIDERS[0].env(api.url), { storage: async () => storage, purgeTimers });
    const documents = [
      ...Array.from({ length: 20 }, (_, index) => ({ _id: `post.launch-${index}`, _type: "post" })),
      ...Array.from({ length: 10 }, (_, index) => ({ _id: `pricingTier.tier-${index}`, _type: "pricingTier" })),
    ];
    const answers = Promise.all(documents.map((document) => webhook(publisher, document)));
    // Every publish is announced to the other instances before it joins this instance's open batch.
    const announced = async () => (await storage.db.selectFrom("publishes").select("id").execute()).length;
    await expect.poll(announced).toBe(documents.length);
    await new Promise((resolve) => setImmediate(resolve));
    expect(purged).toEqual([]);
    purgeTimers.fire();

    const responses = await answers;
    expect(responses.map((response) => response.status)).toEqual(documents.map(() => 200));
    const expected = [...new Set(documents.flatMap(changeTags))].sort();
    expect(purged.map((tags) => [...tags].sort())).toEqual([expected]);
    timers.fire();
    await cdn.flush();
    expect(api.calls.items).toHaveLength(1);
    expect([...PROVIDERS[0].tagsOf(api.calls.items[0]!)].sort()).toEqual(expected);
  });
});

describe("a publish the database cannot pass on", () => {
  it("is answered 503 with Retry-After: nothing purged here, nothing sent to the CDN", async () => {
    const api = await standInApi();
    cleanups.push(api.close);
    const unreachable = openStorage({ engine: "postgres", url: "postgres://nobody@127.0.0.1:9/none" });
    cleanups.push(() => unreachable.close());
    const { publisher, cdn, timers, purged } = await instance(PROVIDERS[0].env(api.url), { storage: async () => unreachable });
    const response = await webhook(publisher, { _id: "post.launch", _type: "post" });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.json()).toEqual({ error: expect.stringContaining("Send it again") });
    expect(purged).toEqual([]);
    expect(timers.pending.size).toBe(0);
    await cdn.flush();
    expect(api.calls.items).toEqual([]);
  });
});

describe("an event sent again after a 503", () => {
  it("is accepted (nothing was purged the first time), and only once", async () => {
    const signedAt = Date.now();
    const document = { _id: "pricingTier.script", _type: "pricingTier" };
    const failing = {
      publish: async () => {
        throw new BroadcastNotSentError("the database is away");
      },
    };
    const purgedTags: string[][] = [];
    const working = { publish: async (tags: string[]) => purgedTags.push(tags) };
    expect((await webhook(failing, document, signedAt)).status).toBe(503);
    expect((await webhook(working, document, signedAt)).status).toBe(200);
    expect(purgedTags).toEqual([changeTags(document)]);
    expect((await webhook(working, document, signedAt)).status).toBe(409);
  });
});

describe("the CDN settings", () => {
  it("name the missing half of a pair, and an API URL that is not http(s)", () => {
    expect(cdnConfigProblem({ CLOUDFLARE_ZONE_ID: "zone-1" })).toMatch(/^CLOUDFLARE_API_TOKEN is not set while CLOUDFLARE_ZONE_ID is/);
    expect(cdnConfigProblem({ FASTLY_API_TOKEN: "t" })).toMatch(/^FASTLY_SERVICE_ID is not set while FASTLY_API_TOKEN is/);
    expect(cdnConfigProblem({ ...PROVIDERS[0].env("ftp://example.com") })).toMatch(/^CLOUDFLARE_API_URL must be an http\(s\) URL/);
    expect(cdnConfigProblem({ ...PROVIDERS[0].env("https://api.example.com"), ...PROVIDERS[1].env("http://127.0.0.1:1") })).toBeNull();
  });

  it("configure no provider when unset, the official APIs when no URL is given", () => {
    expect(cdnProvidersFromEnv({})).toEqual([]);
    const [cloudflare, fastly] = cdnProvidersFromEnv({
      CLOUDFLARE_ZONE_ID: "z",
      CLOUDFLARE_API_TOKEN: "t",
      FASTLY_SERVICE_ID: "s",
      FASTLY_API_TOKEN: "t",
    });
    expect(cloudflare!.request(["type:post"]).url).toBe("https://api.cloudflare.com/client/v4/zones/z/purge_cache");
    expect(fastly!.request(["type:post"]).url).toBe("https://api.fastly.com/service/s/purge");
  });
});
