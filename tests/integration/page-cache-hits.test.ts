import { request as httpRequest, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as siteEntry from "~/entry.server";
import { ALL_CONTENT_TAG } from "~/lib/cms/dependencies";
import { startSiteServer } from "../support/site-server";

/**
 * Hits answered before Express (decision 081): server/app.js asks the page cache first and writes a stored page's
 * prepared answer itself. Every such answer must be what the same hit gets through Express and `handleSiteRequest`
 * (the security headers, the cache's own, the bytes), and whatever could make an answer differ must go the long way.
 * A request carrying a cookie named like the preview's goes the long way and is still a hit there (no valid session):
 * the reference each early answer is compared with.
 */
vi.hoisted(() => {
  process.env.SESSION_SECRET = "a-session-secret-for-the-page-cache-hit-tests";
});

const earlyAnswers = vi.fn();
let server: Server;
let port = 0;

beforeAll(async () => {
  const route = async (id: string, path: string) => ({ id, parentId: "root", path, module: await import(`~/${id}`) });
  ({ server, port } = await startSiteServer(
    {
      "routes/blog.rss[.]xml": await route("routes/blog.rss[.]xml", "blog/rss.xml"),
      "routes/robots[.]txt": await route("routes/robots[.]txt", "robots.txt"),
    },
    {
      answerFromPageCache: (request: Parameters<typeof siteEntry.answerFromPageCache>[0]) => {
        const answer = siteEntry.answerFromPageCache(request);
        if (answer) earlyAnswers(request.target);
        return answer;
      },
    },
  ));
});

afterAll(() => {
  server.close();
});

let logged: string[] = [];
beforeEach(() => {
  earlyAnswers.mockClear();
  logged = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    logged.push(String(chunk));
    return true;
  });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly these headers, the body as sent (not decoded). */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The same request through Express: a cookie that only looks like the preview's. */
const THROUGH_EXPRESS = { Cookie: "seen=__preview-banner" };

/** What must be equal: everything but the per-connection headers Node writes itself. */
function comparable({ status, headers, body }: Answer) {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return { status, headers: rest, body: body.toString("base64") };
}

async function earlyAndThroughExpress(method: string, path: string, headers: Record<string, string> = {}) {
  // The page is stored by the first request, whatever it was.
  await send("GET", path, headers);
  earlyAnswers.mockClear();
  const early = await send(method, path, headers);
  const earlyCalls = earlyAnswers.mock.calls.length;
  const long = await send(method, path, { ...headers, ...THROUGH_EXPRESS });
  expect(earlyAnswers).toHaveBeenCalledTimes(earlyCalls);
  return { early, long, earlyTaken: earlyCalls === 1 };
}

describe("a cached page answered before Express", () => {
  it.each([
    ["br", { "Accept-Encoding": "gzip, deflate, br" }],
    ["gzip", { "Accept-Encoding": "gzip" }],
    ["identity (no Accept-Encoding)", {}],
  ])("is the same answer as through Express, %s", async (_name, headers) => {
    const { early, long, earlyTaken } = await earlyAndThroughExpress("GET", "/blog/rss.xml", headers);
    expect(earlyTaken).toBe(true);
    expect(early.status).toBe(200);
    expect(early.headers["x-page-cache"]).toBe("hit");
    expect(early.headers["x-content-type-options"]).toBe("nosniff");
    expect(comparable(early)).toEqual(comparable(long));
  });

  it("answers HEAD with the GET's headers and no body, as through Express", async () => {
    const { early, long, earlyTaken } = await earlyAndThroughExpress("HEAD", "/blog/rss.xml", { "Accept-Encoding": "br" });
    expect(earlyTaken).toBe(true);
    expect(early.body.byteLength).toBe(0);
    expect(Number(early.headers["content-length"])).toBeGreaterThan(0);
    expect(comparable(early)).toEqual(comparable(long));
  });

  it("answers a page too small to compress, with the non-document policy, as through Express", async () => {
    const { early, long, earlyTaken } = await earlyAndThroughExpress("GET", "/robots.txt", { "Accept-Encoding": "br" });
    expect(earlyTaken).toBe(true);
    expect(early.headers["content-encoding"]).toBeUndefined();
    expect(early.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(comparable(early)).toEqual(comparable(long));
  });

  it("answers a revalidation with its ETag by a 304, as through Express", async () => {
    const first = await send("GET", "/blog/rss.xml", { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    const { early, long, earlyTaken } = await earlyAndThroughExpress("GET", "/blog/rss.xml", {
      "Accept-Encoding": "br",
      "If-None-Match": etag,
    });
    expect(earlyTaken).toBe(true);
    expect(early.status).toBe(304);
    expect(early.body.byteLength).toBe(0);
    expect(comparable(early)).toEqual(comparable(long));
  });

  it("logs one request line per early answer, with the cache's outcome", async () => {
    await send("GET", "/blog/rss.xml", { "Accept-Encoding": "br" });
    logged = [];
    await send("GET", "/blog/rss.xml", { "Accept-Encoding": "br" });
    await vi.waitFor(() => expect(logged.join("")).toContain('"event":"request"'));
    const lines = logged
      .join("")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ event: "request", method: "GET", path: "/blog/rss.xml", status: 200, cache: "hit" })]);
  });
});

describe("what is never answered before Express", () => {
  it("leaves a compressible page the client takes only as deflate to Express's compression", async () => {
    await send("GET", "/blog/rss.xml", { "Accept-Encoding": "br" });
    const answer = await send("GET", "/blog/rss.xml", { "Accept-Encoding": "deflate" });
    // Only Express's compression encodes with deflate.
    expect(answer.headers["content-encoding"]).toBe("deflate");
    expect(answer.headers["x-page-cache"]).toBe("hit");
  });

  it("goes the long way for a possible preview session, a POST, an unreadable Host and an address with a slash", async () => {
    await send("GET", "/blog/rss.xml", { "Accept-Encoding": "br" });
    earlyAnswers.mockClear();
    const preview = await send("GET", "/blog/rss.xml", { Cookie: "__preview=forged" });
    const post = await send("POST", "/blog/rss.xml", { "Content-Type": "application/x-www-form-urlencoded" });
    const badHost = await send("GET", "/blog/rss.xml", { Host: "bad host" });
    const slash = await send("GET", "/blog/rss.xml/");
    expect(earlyAnswers).not.toHaveBeenCalled();
    expect(preview.status).toBe(200);
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
    expect(badHost.status).toBe(400);
    expect(slash.status).toBe(308);
  });

  it("renders again once the content it was built from is purged", async () => {
    await send("GET", "/blog/rss.xml", { "Accept-Encoding": "br" });
    const { pageCache } = await import("~/lib/page-cache/site.server");
    expect(pageCache.purge([ALL_CONTENT_TAG])).toBeGreaterThan(0);
    earlyAnswers.mockClear();
    const again = await send("GET", "/blog/rss.xml", { "Accept-Encoding": "br" });
    expect(earlyAnswers).not.toHaveBeenCalled();
    expect(again.headers["x-page-cache"]).toBe("miss");
  });
});
