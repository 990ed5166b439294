import { describe, expect, it, vi } from "vitest";
import { handleSiteRequest } from "~/entry.server";
import { POST_BODY_LIMIT_BYTES, withoutTrailingSlash } from "~/lib/security/request-guard.server";

const SITE = "https://xchangekit.example";
const FORM = { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE };

/** Sends one request through the site's entry; `render` stands for Remix (the routes and their actions). */
async function send(path: string, init: RequestInit & { duplex?: "half" }, client = "192.0.2.10") {
  const render = vi.fn(async (request: Request) => new Response(`rendered ${request.method} with ${(await request.text()).length} bytes`));
  const response = await handleSiteRequest(new Request(`${SITE}${path}`, init), render, client);
  return { response, rendered: render.mock.calls.length > 0, text: await response.text(), render };
}

/** A body streamed in chunks with no Content-Length, as a chunked upload arrives. */
function streamedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(16 * 1024, bytes - sent)).fill(97);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("the request guard every request passes", () => {
  it("lets a form of this site through, its body still readable by the action", async () => {
    const { response, rendered, text } = await send("/support", { method: "POST", headers: FORM, body: "name=Ann&message=Hi" });
    expect(response.status).toBe(200);
    expect(rendered).toBe(true);
    expect(text).toBe("rendered POST with 19 bytes");
  });

  it.each(["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "CONNECT"])(
    "refuses %s with 405 and Allow, before any route runs",
    async (method) => {
      // Undici refuses to build TRACE/CONNECT requests, so those arrive as a stand-in with that method.
      const init: RequestInit =
        method === "TRACE" || method === "CONNECT" ? {} : { method, headers: FORM, body: method === "OPTIONS" ? null : "email=a@b.c" };
      const request = new Request(`${SITE}/support`, init);
      const probe = ["TRACE", "CONNECT"].includes(method) ? Object.defineProperty(request, "method", { value: method }) : request;
      const render = vi.fn();
      const response = await handleSiteRequest(probe, render, "192.0.2.10");
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
      expect(render).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["another port", { Origin: "https://xchangekit.example:8443" }],
    ["a plain-http look-alike host", { Origin: "http://xchangekit.example.evil.example" }],
    ["an opaque origin", { Origin: "null" }],
    ["no Origin at all", {}],
  ])("refuses a POST from %s with 403, data requests included", async (_, origin) => {
    for (const path of [
      "/support",
      "/support?_data=routes%2F_site.support",
      "/order-funnel?index&_data=routes%2F_site.order-funnel",
      "/admin/login",
      "/admin/logout",
      "/admin/leads",
    ]) {
      const headers = { "Content-Type": "application/x-www-form-urlencoded", ...origin };
      const { response, rendered, text } = await send(path, { method: "POST", headers, body: "email=a@b.c" });
      expect(response.status, path).toBe(403);
      expect(text).toMatch(/own pages/);
      expect(rendered).toBe(false);
    }
  });

  it("cuts a flood of posts from one client before reading their bodies, with Retry-After, and no one else", async () => {
    const flooder = "2001:db8:66::1";
    for (let post = 0; post < 1000; post++) {
      const { response } = await send("/support", { method: "POST", headers: FORM, body: "name=Bot" }, flooder);
      expect(response.status).toBe(200);
    }
    // Another address of the same /64, declaring 100 MB: refused as the flood it belongs to, its body never read.
    const huge = { ...FORM, "Content-Length": String(100 * 1024 * 1024) };
    const { response, rendered } = await send("/support", { method: "POST", headers: huge, body: "name=Bot" }, "2001:db8:66::2");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(rendered).toBe(false);
    expect((await send("/support", { method: "POST", headers: FORM, body: "name=Ann" }, "192.0.2.77")).response.status).toBe(200);
  });

  it("lets signed webhooks (CMS, payments) and browsers' CSP reports through without an Origin", async () => {
    for (const path of ["/api/webhooks/sanity", "/api/payments/stripe", "/api/security-reports"]) {
      const { response, rendered } = await send(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      expect(response.status, path).toBe(200);
      expect(rendered).toBe(true);
    }
  });

  it("refuses a body over 64 KB with 413, by its declared length or while it streams", async () => {
    const declared = await send("/support", { method: "POST", headers: FORM, body: `message=${"a".repeat(POST_BODY_LIMIT_BYTES)}` });
    expect(declared.response.status).toBe(413);
    expect(declared.rendered).toBe(false);

    const streamed = await send("/support", { method: "POST", headers: FORM, body: streamedBody(100 * 1024 * 1024), duplex: "half" });
    expect(streamed.response.status).toBe(413);
    expect(streamed.text).toMatch(/64 KB/);
    expect(streamed.rendered).toBe(false);
  });

  it.each([
    ["JSON", "application/json", '{"email":"a@b.c"}', 415],
    ["plain text", "text/plain", "email=a@b.c", 415],
    ["no content type", "", "email=a@b.c", 415],
    ["broken multipart", "multipart/form-data; boundary=XK", "--XK\r\nContent-Disposition: form-data; name=email\r\n\r\na@b.c", 400],
  ])("answers a form posted as %s with a 4xx, never reaching the action", async (_, type, body, status) => {
    const headers: Record<string, string> = { Origin: SITE };
    if (type) headers["Content-Type"] = type;
    const blob = type ? body : new Blob([body]);
    const { response, rendered } = await send("/support", { method: "POST", headers, body: blob });
    expect(response.status).toBe(status);
    expect(rendered).toBe(false);
  });
});

describe("withoutTrailingSlash: one address per page", () => {
  it("is the path without its trailing slashes, its query kept, and nothing for a path without one or for /", () => {
    expect(withoutTrailingSlash(new URL(`${SITE}/pricing/?plan=pro&x=1`))).toBe("/pricing?plan=pro&x=1");
    expect(withoutTrailingSlash(new URL(`${SITE}/blog/a-post///`))).toBe("/blog/a-post");
    expect(withoutTrailingSlash(new URL(`${SITE}/pricing?back=/`))).toBeNull();
    expect(withoutTrailingSlash(new URL(`${SITE}/`))).toBeNull();
  });

  it("never names another host: leading slashes become one", () => {
    expect(withoutTrailingSlash(new URL(`${SITE}//evil.example/`))).toBe("/evil.example");
    expect(withoutTrailingSlash(new URL(`${SITE}/\\evil.example/`))).toBe("/evil.example");
    expect(withoutTrailingSlash(new URL(`${SITE}//`))).toBe("/");
  });
});
