import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { currentContentReads, withContentReads, type ContentReads } from "~/lib/cms/client/read-context.server";
import { bytesResponse, createPageCache, PAGE_CACHE_HEADER } from "~/lib/page-cache/page-cache.server";
import { PageStore, type StoredPage } from "~/lib/page-cache/page-store.server";
import { pageCacheBytes } from "~/lib/page-cache/site.server";
import { markPrivate, withRequestPrivacy } from "~/lib/core/request-privacy.server";

const ORIGIN = "http://127.0.0.1:3000";
const PUBLIC = "public, max-age=60";
const pageHtml = (text: string) =>
  `<!DOCTYPE html><html><body><h1>${text}</h1>${"<p>Members surf, earn credits and show their ads.</p>".repeat(60)}</body></html>`;

/** A render that counts its calls and records `tags` as the content it read. */
function renderer(
  body: () => string,
  { tags = ["doc:home"], headers = { "Cache-Control": PUBLIC } as Record<string, string>, status = 200 } = {},
) {
  const render = vi.fn(async () => {
    for (const tag of tags) currentReads?.dependencies.add(tag);
    return new Response(body(), { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
  });
  return render;
}

/** A render that waits until the test releases it, recording `tag` as the content it read. */
function heldRender(text: string, tag: string) {
  let release!: () => void;
  const render = vi.fn(async () => {
    currentReads?.dependencies.add(tag);
    await new Promise<void>((resolve) => (release = resolve));
    return new Response(pageHtml(text), { headers: { "Cache-Control": PUBLIC } });
  });
  return { render, release: () => release() };
}

let currentReads: ContentReads | undefined;
/** Runs one request the way the server does: inside its own privacy mark and CMS reads. */
function request(
  cache: ReturnType<typeof createPageCache>,
  render: () => Promise<Response>,
  path = "/home",
  init: RequestInit = {},
  perspective: "published" | "drafts" = "published",
  origin = ORIGIN,
) {
  const reads: ContentReads = { perspective, dependencies: new Set() };
  return withRequestPrivacy(() =>
    withContentReads(reads, () => {
      currentReads = reads;
      return cache.respond(new Request(`${origin}${path}`, init), render);
    }),
  );
}

function setup(options: { maxBytes?: number; maxAgeMs?: number } = {}) {
  let now = 1_000;
  const store = new PageStore({
    maxBytes: options.maxBytes ?? 10 * 1024 * 1024,
    maxAgeMs: options.maxAgeMs ?? Number.POSITIVE_INFINITY,
    now: () => now,
  });
  const log = vi.fn();
  const cache = createPageCache(store, log, () => now);
  return { store, cache, log, advance: (ms: number) => (now += ms) };
}

describe("page cache", () => {
  it("renders a page once and answers the next requests from memory, compressed as the client accepts", async () => {
    const { cache } = setup();
    const render = renderer(() => pageHtml("Run your own traffic exchange"));
    const first = await request(cache, render, "/home", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(first.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toContain("Run your own traffic exchange");

    const gzipped = await request(cache, render, "/home", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gzipped.headers.get("Vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain("Run your own traffic exchange");

    const plain = await request(cache, render);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toContain("Run your own traffic exchange");
    expect(plain.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("answers 304 to a client that has the page (If-None-Match), and 200 to one with an old copy", async () => {
    const { cache } = setup();
    const render = renderer(() => pageHtml("Pricing"));
    const first = await request(cache, render, "/pricing");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);

    const revalidated = await request(cache, render, "/pricing", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
    expect(revalidated.headers.get("ETag")).toBe(etag);
    // Browsers and proxies compare ETags weakly: the strong form of the same tag matches too.
    expect((await request(cache, render, "/pricing", { headers: { "If-None-Match": etag.slice(2) } })).status).toBe(304);
    expect((await request(cache, render, "/pricing", { headers: { "If-None-Match": 'W/"an-older-version"' } })).status).toBe(200);
  });

  it("keeps each URL apart, query string included (Remix data requests are their own entries)", async () => {
    const { cache } = setup();
    let n = 0;
    const render = renderer(() => pageHtml(`render ${++n}`));
    await request(cache, render, "/sites-for-sale");
    await request(cache, render, "/sites-for-sale?_data=routes%2F_site.sites-for-sale");
    for (const path of ["/sites-for-sale", "/sites-for-sale?_data=routes%2F_site.sites-for-sale"]) {
      expect((await request(cache, render, path)).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keeps one page per address, whatever host, port or scheme it was asked for by", async () => {
    const { cache } = setup();
    const render = renderer(() => pageHtml("Pricing"));
    for (const origin of [ORIGIN, "http://evil.example", "https://xchangekit.example:8443", "http://[::1]:3000"]) {
      await request(cache, render, "/pricing", {}, "published", origin);
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps an address with a query string from its second request on, so one-off searches cannot push pages out", async () => {
    const { cache, store } = setup();
    const render = renderer(() => pageHtml("Results for surf ratios"));
    // Rendered for its visitor, compressed in one pass, but not kept.
    const first = await request(cache, render, "/search?q=surf+ratios", { headers: { "Accept-Encoding": "br" } });
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(first.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toContain("surf ratios");
    await request(cache, render, "/search?q=a+one-off+term");
    expect(store.size).toBe(0);
    expect((await request(cache, render, "/search?q=surf+ratios")).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect((await request(cache, render, "/search?q=surf+ratios")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(store.size).toBe(1);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("takes a page rendered to bytes as it is, without reading its body back", async () => {
    const { cache } = setup();
    const html = pageHtml("Results for surf ratios");
    let rendered: Response | undefined;
    const render = vi.fn(async () => {
      rendered = bytesResponse(new TextEncoder().encode(html), { headers: { "Cache-Control": PUBLIC } });
      return rendered;
    });
    for (const encoding of ["br", "identity"]) {
      const answer = await request(cache, render, "/search?q=surf+ratios", { headers: { "Accept-Encoding": encoding } });
      const body = Buffer.from(await answer.arrayBuffer());
      expect((encoding === "br" ? brotliDecompressSync(body) : body).toString()).toBe(html);
      expect(rendered!.bodyUsed).toBe(false);
    }
    expect((await request(cache, render, "/search?q=surf+ratios")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });

  it("drops every page for the tag of everything (the console's Refresh content now)", async () => {
    const { cache } = setup();
    const pricing = renderer(() => pageHtml("Pricing"), { tags: ["type:pricingTier"] });
    const about = renderer(() => pageHtml("About us"), { tags: ["doc:page.about"] });
    await request(cache, pricing, "/pricing");
    await request(cache, about, "/about");
    expect(cache.purge(["*"])).toBe(2);
    expect((await request(cache, about, "/about")).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  });

  it("drops exactly the pages built from changed content, and renders them again", async () => {
    const { cache, log } = setup();
    let price = 299;
    const pricing = renderer(() => pageHtml(`Script + Installation $${price}`), {
      tags: ["type:pricingTier", "doc:pricingTier.script-install"],
    });
    const about = renderer(() => pageHtml("About us"), { tags: ["doc:page.about"] });
    await request(cache, pricing, "/pricing");
    await request(cache, about, "/about");

    price = 249;
    expect(cache.purge(["doc:pricingTier.script-install", "type:pricingTier", "type:*"])).toBe(1);
    expect(log).toHaveBeenCalledWith("info", expect.objectContaining({ event: "page-cache.purged", pages: 1 }));
    expect(await (await request(cache, pricing, "/pricing")).text()).toContain("$249");
    expect((await request(cache, about, "/about")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(pricing).toHaveBeenCalledTimes(2);
    expect(about).toHaveBeenCalledTimes(1);
  });

  it("does not keep a render that was under way when its content changed", async () => {
    const { cache } = setup();
    const { render: slow, release } = heldRender("old text", "doc:post.launch");
    const rendering = request(cache, slow, "/blog/launch");
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    cache.purge(["doc:post.launch"]);
    release();
    expect(await (await rendering).text()).toContain("old text");
    const fresh = renderer(() => pageHtml("new text"), { tags: ["doc:post.launch"] });
    expect(await (await request(cache, fresh, "/blog/launch")).text()).toContain("new text");
  });

  it("lets concurrent requests for a page being rendered share that one render", async () => {
    const { cache } = setup();
    const { render, release } = heldRender("Home", "doc:home");
    const responses = [request(cache, render), request(cache, render), request(cache, render)];
    await vi.waitFor(() => expect(render).toHaveBeenCalled());
    release();
    const statuses = await Promise.all(
      responses.map(async (response) => [(await response).status, (await (await response).text()).includes("Home")]),
    );
    expect(statuses).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("gives a page itself (the search shell's): kept on its first request, one render for concurrent callers and requests", async () => {
    const { cache, store } = setup();
    let release!: () => void;
    // Tagged in the reads of the request it renders for (not the test's latest, as `heldRender` does).
    const render = vi.fn(async () => {
      currentContentReads()?.dependencies.add("type:page");
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(pageHtml("Shell"), { headers: { "Cache-Control": PUBLIC } });
    });
    const pageOf = (path: string, perspective: "published" | "drafts" = "published") => {
      const reads: ContentReads = { perspective, dependencies: new Set() };
      return withRequestPrivacy(() => withContentReads(reads, () => cache.page(new Request(`${ORIGIN}${path}`), render)));
    };
    const pages = Promise.all([pageOf("/search?q=shell"), pageOf("/search?q=shell")]);
    const answer = request(cache, render, "/search?q=shell");
    await vi.waitFor(() => expect(render).toHaveBeenCalled());
    release();
    const [first, second] = await pages;
    expect(first).toBe(second);
    expect(new TextDecoder().decode(first!.bodies.identity)).toContain("Shell");
    expect([...first!.tags]).toEqual(["type:page"]);
    expect((await answer).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(render).toHaveBeenCalledTimes(1);
    expect(store.size).toBe(1);
    expect(await pageOf("/search?q=shell")).toBe(first);
    // Found without a request once kept (the search shell's lookup on every new term).
    expect(cache.kept("/search?q=shell")).toBe(first);
    expect(cache.kept("/search?q=another")).toBeNull();
    // Gone with its content, then rendered again; never for preview.
    cache.purge(["type:page"]);
    expect(cache.kept("/search?q=shell")).toBeNull();
    const fresh = pageOf("/search?q=shell");
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    release();
    expect(await fresh).not.toBe(first);
    expect(await pageOf("/search?q=shell", "drafts")).toBeNull();
  });

  it("answers a page it has at once, while pages it must render wait for their turns", async () => {
    const { cache } = setup();
    await request(
      cache,
      renderer(() => pageHtml("Home")),
    );
    const order: string[] = [];
    const searches = ["surf", "credits", "banners"].map((term) =>
      request(
        cache,
        renderer(() => {
          order.push(`search ${term}`);
          return pageHtml(`Results for ${term}`);
        }),
        `/search?q=${term}`,
      ),
    );
    const cached = request(
      cache,
      renderer(() => pageHtml("Home again")),
    ).then((response) => {
      order.push("cached home");
      return response;
    });
    await Promise.all([...searches, cached]);
    expect((await cached).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(order).toEqual(["cached home", "search surf", "search credits", "search banners"]);
  });

  it.each([
    ["a form post", "/support", { method: "POST", body: "email=a@b.example" }, "published"],
    ["a preview (drafts)", "/pricing", {}, "drafts"],
    ["the operator's console", "/admin/blog", {}, "published"],
    ["an endpoint", "/api/preview-mode/enable", {}, "published"],
  ] as const)("never caches %s", async (_name, path, init, perspective) => {
    const { cache, store } = setup();
    const render = renderer(() => pageHtml("private"));
    await request(cache, render, path, init, perspective);
    const second = await request(cache, render, path, init, perspective);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(render).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
  });

  it.each([
    ["sets a cookie", { headers: { "Cache-Control": PUBLIC, "Set-Cookie": "__preview=1" } }],
    ["is private", { headers: { "Cache-Control": "private, no-store" } }],
    ["has no Cache-Control", { headers: {} }],
    ["is not a 200", { status: 404 }],
  ] as const)("never stores a response that %s", async (_name, options) => {
    const { cache, store } = setup();
    const render = renderer(() => pageHtml("Your order XK-1234"), options);
    const first = await request(cache, render, "/thanks-order?ref=XK-1234");
    expect(await first.text()).toContain("XK-1234");
    await request(cache, render, "/thanks-order?ref=XK-1234");
    expect(render).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
  });

  it("never stores a render that read someone's own data, whatever its headers say, nor shares it with a request waiting on it", async () => {
    const { cache, store } = setup();
    const render = vi.fn(async () => {
      markPrivate("order");
      return new Response(pageHtml("Your order XK-1234"), { headers: { "Cache-Control": PUBLIC } });
    });
    const [first, waiting] = await Promise.all([request(cache, render, "/thanks-order"), request(cache, render, "/thanks-order")]);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(waiting.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(render).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
    // The next request that reads nothing personal is kept as before.
    const anonymous = renderer(() => pageHtml("Thank you"));
    await request(cache, anonymous, "/thanks-order");
    expect((await request(cache, anonymous, "/thanks-order")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });

  it("answers HEAD from a stored page without a body", async () => {
    const { cache } = setup();
    const render = renderer(() => pageHtml("Home"));
    await request(cache, render);
    const head = await request(cache, render, "/home", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(Number(head.headers.get("Content-Length"))).toBeGreaterThan(0);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders a page again once its content is due for a refresh", async () => {
    const { cache, advance } = setup({ maxAgeMs: 60_000 });
    const render = renderer(() => pageHtml("Home"));
    await request(cache, render);
    advance(59_999);
    await request(cache, render);
    advance(1);
    expect((await request(cache, render)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("is off with no memory (PAGE_CACHE_MB=0): every request renders, untouched", async () => {
    const { cache } = setup({ maxBytes: 0 });
    const render = renderer(() => pageHtml("Home"));
    const first = await request(cache, render);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(first.headers.get("ETag")).toBeNull();
    await request(cache, render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe("page store", () => {
  const page = (bytes: number, tags: string[] = []): StoredPage => {
    return {
      status: 200,
      headers: [],
      bodies: { identity: new Uint8Array(bytes) },
      compressible: true,
      etag: 'W/"x"',
      tags: new Set(tags),
      storedAt: 0,
    };
  };

  it("stays within its byte bound by dropping the least recently used pages", () => {
    const store = new PageStore({ maxBytes: 2500, maxAgeMs: Number.POSITIVE_INFINITY });
    store.set("/a", page(1000), store.generation);
    store.set("/b", page(1000), store.generation);
    store.get("/a");
    store.set("/c", page(1000), store.generation);
    expect(store.usedBytes).toBeLessThanOrEqual(2500);
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
  });

  it("counts a compressed form added later, and adds none to a page purged meanwhile", () => {
    const store = new PageStore({ maxBytes: 2500, maxAgeMs: Number.POSITIVE_INFINITY });
    const home = page(1000, ["doc:home"]);
    store.set("/home", home, store.generation);
    store.addEncoding("/home", home, "br", new Uint8Array(200));
    expect(store.usedBytes).toBeGreaterThanOrEqual(1200);
    store.purge(["doc:home"]);
    store.addEncoding("/home", home, "gzip", new Uint8Array(300));
    expect(store.usedBytes).toBe(0);
  });

  it("refuses a page larger than the whole bound and forgets purged pages' tags", () => {
    const store = new PageStore({ maxBytes: 2500, maxAgeMs: Number.POSITIVE_INFINITY });
    expect(store.set("/huge", page(5000), store.generation)).toBe(false);
    store.set("/post", page(100, ["doc:post.a", "type:post"]), store.generation);
    expect(store.purge(["type:post"])).toBe(1);
    expect(store.purge(["doc:post.a"])).toBe(0);
    expect(store.usedBytes).toBe(0);
  });
});

describe("PAGE_CACHE_MB", () => {
  it("defaults to 64 MB, accepts 0 (off) and rejects what is not a size", () => {
    expect(pageCacheBytes({})).toBe(64 * 1024 * 1024);
    expect(pageCacheBytes({ PAGE_CACHE_MB: "0" })).toBe(0);
    expect(pageCacheBytes({ PAGE_CACHE_MB: "16" })).toBe(16 * 1024 * 1024);
    expect(() => pageCacheBytes({ PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB/);
  });
});
