import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createRequestHandler,
  type ActionFunctionArgs,
  type EntryContext,
  type LoaderFunctionArgs,
  type ServerBuild,
} from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as siteEntry from "~/entry.server";
import { PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import { createApp } from "../../server/app.js";

/**
 * server/app.js with the site's entry (request guard, page cache) and Remix's own request handler in front of a
 * small build: one catch-all route whose loader and action tell what the app saw of the request (its URL, the
 * client it was counted as, any forwarding header left), so Remix's own origin check before an action runs too.
 */
function whatTheAppSaw({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  return {
    url: request.url,
    client: context.clientAddress,
    forwarding: [...request.headers.keys()].filter((name) => /forwarded|real-ip/.test(name)),
  };
}

function fakeBuild(): ServerBuild {
  const renderData = (_request: Request, status: number, headers: Headers, context: EntryContext) => {
    const { actionData, loaderData } = context.staticHandlerContext;
    headers.set("Content-Type", "application/json");
    headers.set("Cache-Control", PUBLIC_PAGE_CACHE);
    return new Response(JSON.stringify(actionData?.page ?? loaderData.page), { status, headers });
  };
  return {
    mode: "production",
    future: {},
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    entry: { module: { ...siteEntry, default: renderData } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      page: { id: "page", parentId: "root", path: "*", module: { default: () => null, loader: whatTheAppSaw, action: whatTheAppSaw } },
    },
  } as unknown as ServerBuild;
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request with exactly these headers (fetch cannot set Host) and this path as sent (`//evil.example/` too). */
function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method, path, headers, setHost: !("Host" in headers) }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** Starts the app as `TRUST_PROXY` says, on a free port of 127.0.0.1. */
async function startApp(trustProxy: string | undefined) {
  const before = process.env.TRUST_PROXY;
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
  const app = createApp({ build: fakeBuild(), mode: "production" });
  if (before === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = before;
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const post = (path: string, headers: Record<string, string>) =>
    send(port, "POST", path, { "Content-Type": "application/x-www-form-urlencoded", ...headers }, "a=b");
  return {
    server,
    port,
    site: `http://127.0.0.1:${port}`,
    post,
    get: (path: string, headers: Record<string, string> = {}) => send(port, "GET", path, headers),
  };
}

type Started = Awaited<ReturnType<typeof startApp>>;
let direct: Started;
let behindProxy: Started;

beforeAll(async () => {
  direct = await startApp(undefined);
  behindProxy = await startApp("1");
});

// The server's request log (a line per request on stdout) is not what these tests read.
beforeEach(() => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});

afterAll(() => {
  direct.server.close();
  behindProxy.server.close();
});

const seen = (answer: Answer) => JSON.parse(answer.body) as ReturnType<typeof whatTheAppSaw>;

describe("without TRUST_PROXY, forwarding headers count for nothing", () => {
  it("runs a form of the site whatever X-Forwarded-Host says, instead of Remix's 500", async () => {
    const answer = await direct.post("/support", { Origin: direct.site, "X-Forwarded-Host": "evil.example" });
    expect(answer.status).toBe(200);
    expect(seen(answer)).toEqual({ url: `${direct.site}/support`, client: "127.0.0.1", forwarding: [] });
  });

  it("builds the URL from Host and the socket: a forged scheme, host, port or client changes nothing", async () => {
    const answer = await direct.post("/support", {
      Origin: direct.site,
      "X-Forwarded-Host": "evil.example:99999",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "203.0.113.9",
      Forwarded: "for=203.0.113.9;host=evil.example;proto=https",
    });
    expect(answer.status).toBe(200);
    expect(seen(answer)).toEqual({ url: `${direct.site}/support`, client: "127.0.0.1", forwarding: [] });
  });

  it("takes a form from https://example.com when a proxy sent Host: example.com:443", async () => {
    const answer = await direct.post("/support", { Host: "example.com:443", Origin: "https://example.com" });
    expect(answer.status).toBe(200);
    expect(seen(answer).url).toBe("http://example.com/support");
  });

  it("refuses a form from another origin with the guard's 403, on machine endpoints' addresses no route answers too", async () => {
    const forged = await direct.post("/support", { Origin: "http://evil.example", "X-Forwarded-Host": "evil.example" });
    expect(forged.status).toBe(403);
    expect(forged.body).toBe("Forms of this site can only be sent from its own pages.\n");
    const nowhere = await direct.post("/api/webhooks/nowhere", { Origin: "http://evil.example" });
    expect(nowhere.status).toBe(200);
    expect(seen(nowhere).url).toBe(`${direct.site}/api/webhooks/nowhere`);
  });

  it("answers a Host that names no host 400, not 500", async () => {
    for (const host of ["a b", "evil.example/x", "user@evil.example", "example.com:99999"]) {
      const answer = await direct.get("/pricing", { Host: host });
      expect(answer.status, host).toBe(400);
      expect(answer.body).toBe("This address or request could not be understood.\n");
    }
  });
});

describe("the request guard's origin check is the one Remix goes by", () => {
  it("whoever built the request: Remix gets the host the guard compared, not a Host or X-Forwarded-Host of its own", async () => {
    const remix = createRequestHandler(fakeBuild(), "production");
    const request = new Request("http://example.com/support", {
      method: "POST",
      headers: {
        Host: "example.com:443",
        "X-Forwarded-Host": "evil.example",
        Origin: "http://example.com",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "a=b",
    });
    const answer = await siteEntry.handleSiteRequest(request, (guarded) => remix(guarded, { clientAddress: "192.0.2.1" }), "192.0.2.1");
    expect(answer.status).toBe(200);
    expect((await answer.json()).url).toBe("http://example.com/support");
  });
});

describe("with TRUST_PROXY, what the proxy wrote counts", () => {
  it("takes the scheme and host from X-Forwarded-Proto and -Host, a default port dropped, and the origin check with them", async () => {
    const answer = await behindProxy.post("/support", {
      Origin: "https://example.com",
      "X-Forwarded-Host": "example.com:443",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "198.51.100.7",
    });
    expect(answer.status).toBe(200);
    expect(seen(answer)).toEqual({ url: "https://example.com/support", client: "198.51.100.7", forwarding: [] });
    const elsewhere = await behindProxy.post("/support", { Origin: behindProxy.site, "X-Forwarded-Host": "evil.example" });
    expect(elsewhere.status).toBe(403);
  });

  it("ignores a forwarded scheme or host that is none, and goes by the socket and Host", async () => {
    const answer = await behindProxy.post("/support", {
      Origin: behindProxy.site,
      "X-Forwarded-Host": "evil example",
      "X-Forwarded-Proto": "javascript",
    });
    expect(answer.status).toBe(200);
    expect(seen(answer).url).toBe(`${behindProxy.site}/support`);
  });

  it("counts a client with a port as that client, and an address that is none as the proxy, never as a fresh client", async () => {
    const clients = new Map([
      ["198.51.100.7:4711", "198.51.100.7"],
      ["[2001:db8::1]:443", "2001:db8::1"],
      ["[2001:db8::2]", "2001:db8::2"],
      ["garbage-1", "127.0.0.1"],
      ["1.2.3.4.5", "127.0.0.1"],
      ["198.51.100.7:70000", "127.0.0.1"],
    ]);
    for (const [forwarded, client] of clients) {
      const answer = await behindProxy.post("/support", { Origin: behindProxy.site, "X-Forwarded-For": forwarded });
      expect(seen(answer).client, forwarded).toBe(client);
    }
  });
});

describe("one cached page per address, whatever host it was asked for by", () => {
  it("answers another Host, a proxy's port or its scheme from the page already rendered", async () => {
    expect((await direct.get("/same-page", { Host: "a.example" })).headers["x-page-cache"]).toBe("miss");
    expect((await direct.get("/same-page", { Host: "b.example:8080" })).headers["x-page-cache"]).toBe("hit");
    expect((await behindProxy.get("/proxied-page", { "X-Forwarded-Host": "c.example:443" })).headers["x-page-cache"]).toBe("miss");
    const other = await behindProxy.get("/proxied-page", { "X-Forwarded-Host": "d.example:8443", "X-Forwarded-Proto": "https" });
    expect(other.headers["x-page-cache"]).toBe("hit");
  });

  it("redirects an address with a trailing slash (308, query kept, cacheable by its status), never to another host", async () => {
    const slashed = await direct.get("/pricing/?plan=pro&x=1");
    expect(slashed.status).toBe(308);
    expect(slashed.headers.location).toBe("/pricing?plan=pro&x=1");
    expect(slashed.headers["cache-control"]).toBeUndefined();
    for (const [path, location] of [
      ["//evil.example/", "/evil.example"],
      ["///evil.example//", "/evil.example"],
      ["/\\evil.example/", "/evil.example"],
      ["//", "/"],
    ] as const) {
      const answer = await direct.get(path);
      expect(answer.status, path).toBe(308);
      expect(answer.headers.location, path).toBe(location);
    }
    expect((await direct.get("/")).status).toBe(200);
  });
});
