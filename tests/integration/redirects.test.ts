import { request as httpRequest } from "node:http";
import type { Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startSiteServer } from "../support/site-server";

/**
 * Redirects through the whole request path: server/app.js, the entry's `handleSiteRequest`, Remix and the route,
 * down to the bytes Node writes. A Location Node cannot write (U+3000) was a 500 there; one it can (Latin-1) went
 * out unencoded. The build holds only the routes under test: a resource route needs no document or assets.
 */
vi.hoisted(() => {
  process.env.SESSION_SECRET = "a-session-secret-for-the-redirect-tests";
});

let server: Server;
let port = 0;

beforeAll(async () => {
  ({ server, port } = await startSiteServer({
    "routes/api.preview-mode.disable": {
      id: "routes/api.preview-mode.disable",
      parentId: "root",
      path: "api/preview-mode/disable",
      module: await import("~/routes/api.preview-mode.disable"),
    },
  }));
});

afterAll(() => {
  server.close();
});

// The server's request log (a line per request on stdout) is not the subject here.
beforeEach(() => {
  vi.spyOn(process.stdout, "write").mockReturnValue(true);
});

/** A GET with no credentials, as the probe sent it; `path` is sent as written (already percent-encoded). */
function get(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const leavePreview = (target: string) => get(`/api/preview-mode/disable?redirect=${target}`);
/** What a Location may hold on the wire: printable ASCII, nothing a browser would drop or reinterpret. */
const WIRE_SAFE = /^[\x21-\x7e]+$/;

describe("every Location the site sets", () => {
  it("leaving preview with a U+3000 in the target is a redirect home, not a 500", async () => {
    expect(await leavePreview("/%E3%80%80/x")).toEqual({ status: 302, location: "/home" });
  });

  it("is percent-encoded when the target holds characters a header cannot carry as typed", async () => {
    expect(await leavePreview("/%E6%97%A5%E6%9C%AC?q=%E2%82%AC")).toEqual({ status: 302, location: "/%E6%97%A5%E6%9C%AC?q=%E2%82%AC" });
    expect(await leavePreview("/caf%C3%A9")).toEqual({ status: 302, location: "/caf%C3%A9" });
    expect(await leavePreview("/blog%3Fpage%3D2")).toEqual({ status: 302, location: "/blog?page=2" });
  });

  it("never becomes another host once resolved: `/.//host` stays on the site", async () => {
    const { status, location } = await leavePreview("/.//evil.example/x");
    expect(status).toBe(302);
    expect(location).toBe("/evil.example/x");
  });

  it.each([
    ["an ideographic space", "%E3%80%80"],
    ["a no-break space", "%C2%A0"],
    ["a line separator", "%E2%80%A8"],
    ["a zero-width space", "%E2%80%8B"],
    ["a right-to-left override", "%E2%80%AE"],
    ["a C1 control", "%C2%85"],
    ["DEL", "%7F"],
    ["a tab", "%09"],
    ["a space", "%20"],
    ["a backslash", "%5C"],
  ])("with %s in the target: home, and a Location fit for the wire", async (_, character) => {
    for (const target of [`/${character}/evil.example`, `/pricing${character}`, `${character}/home`]) {
      const { status, location } = await leavePreview(target);
      expect(status, target).toBe(302);
      expect(location, target).toBe("/home");
    }
  });

  it("of any target is printable ASCII, whatever the visitor sent", async () => {
    for (const target of ["/%C3%BF", "/%F0%9F%98%80", "/a%25b", "/%22%3C%3E%60", "/x?y=%E2%80%94#z%C3%A9"]) {
      const { status, location } = await leavePreview(target);
      expect(status, target).toBe(302);
      expect(location, target).toMatch(WIRE_SAFE);
    }
  });
});
