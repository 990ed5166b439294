import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCookie } from "@remix-run/node";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_RELEASE_ID, SAMPLE_RELEASE_TITLE } from "~/content/sample/drafts";

/**
 * Preview in sample mode (no Sanity project): PREVIEW_SECRET stands in for the Studio's secret.
 * Modules are imported per test: the cookie's flags are fixed when it is first made.
 */
const SECRET = "test-preview-secret";
const directory = mkdtempSync(join(tmpdir(), "xchangekit-preview-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const SESSION_SECRET = "a-session-secret-for-the-preview-tests";

beforeEach(() => {
  vi.stubEnv("SANITY_PROJECT_ID", "");
  vi.stubEnv("PREVIEW_SECRET", SECRET);
  vi.stubEnv("SESSION_SECRET", SESSION_SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const previewMode = () => import("~/lib/endpoints/preview-mode.server");
/** Opens a preview link as the client at `clientAddress` would. */
const enable = async (url: string, clientAddress = "198.51.100.20") =>
  (await previewMode()).enablePreview(new Request(url), { clientAddress });
const enableUrl = (secret: string, pathname?: string) =>
  `http://localhost/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}${
    pathname === undefined ? "" : `&sanity-preview-pathname=${encodeURIComponent(pathname)}`
  }`;

/** The perspective a request with this Cookie header reads. */
async function readsWith(cookieHeader: string | undefined) {
  const { withRequestContentReads } = await import("~/lib/preview/request-reads.server");
  const { currentPerspective } = await import("~/lib/cms/client/read-context.server");
  return withRequestContentReads(cookieHeader, () => currentPerspective());
}

/** The `name=value` part of a response's Set-Cookie, to send back as a browser would. */
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

describe("enabling preview", () => {
  it("with the right secret: a signed, httpOnly, SameSite cookie and a redirect to the page", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const response = await enable(enableUrl(SECRET, "/pricing?plan=a"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/pricing?plan=a");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("clear-site-data")).toBe('"cache"');
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__preview=[^;]+\.[^;]+;/); // value.signature
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(cookie).toMatch(/; Max-Age=28800/);
  });

  it("in production the cookie is Secure, SameSite=None and Partitioned, so every browser keeps it inside the Studio's frame", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const response = await enable(enableUrl(SECRET, "/blog"));
    const attributes = response.headers.get("set-cookie")!.split("; ").slice(1);
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "Secure", "SameSite=None", "Partitioned", "Max-Age=28800", "Path=/"]));
  });

  it("in development (plain http on localhost, the Studio on the same site) it is Lax, neither Secure nor Partitioned", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const attributes = (await enable(enableUrl(SECRET, "/blog"))).headers.get("set-cookie")!.split("; ").slice(1);
    expect(attributes).toContain("SameSite=Lax");
    // A browser refuses a Partitioned cookie that is not Secure, and a Secure one is not sent over plain http elsewhere.
    expect(attributes.filter((attribute) => ["Secure", "Partitioned"].includes(attribute))).toEqual([]);
  });

  it("opens the home page when the link names no page", async () => {
    const response = await enable(enableUrl(SECRET));
    expect(response.headers.get("location")).toBe("/home");
  });

  it.each([["wrong-secret"], [""], [`${SECRET}x`]])("refuses the secret %j with 401 and no cookie", async (secret) => {
    const response = await enable(enableUrl(secret, "/pricing"));
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toMatch(/invalid or has expired/);
  });

  it.each([["//evil.example/x"], ["https://evil.example/"], ["/\\evil.example"], ["javascript:alert(1)"]])(
    "never sends the browser off the site (%s): 400, no cookie",
    async (pathname) => {
      const response = await enable(enableUrl(SECRET, pathname));
      expect(response.status).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );

  it("without PREVIEW_SECRET, a random secret kept in the database is printed once at start and only it is accepted", async () => {
    vi.stubEnv("PREVIEW_SECRET", "");
    await (await import("~/lib/security/secrets.server")).loadSigningSecrets(); // as the start does
    const { samplePreviewNotice } = await import("~/lib/preview/preview-secret.server");
    const [draftsLine] = samplePreviewNotice("http://127.0.0.1:3000")!.split("\n");
    const link = draftsLine!.slice(draftsLine!.indexOf("http"));
    expect(new URL(link).pathname).toBe("/api/preview-mode/enable");
    const response = await enable(link);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/pricing");
    expect((await enable(enableUrl("", "/pricing"))).status).toBe(401);
  });

  it("prints nothing when PREVIEW_SECRET is set or a Sanity project is configured", async () => {
    const { samplePreviewNotice } = await import("~/lib/preview/preview-secret.server");
    expect(samplePreviewNotice("http://127.0.0.1:3000")).toBeNull();
    expect(samplePreviewNotice("http://127.0.0.1:3000", { SANITY_PROJECT_ID: "abc" })).toBeNull();
  });
});

describe("previewing a Content Release", () => {
  const releaseUrl = (perspective: string, pathname = "/pricing") =>
    `${enableUrl(SECRET, pathname)}&sanity-preview-perspective=${encodeURIComponent(perspective)}`;

  it("keeps the perspective the link names (as the Presentation tool's release picker sends it) for the whole session", async () => {
    const response = await enable(releaseUrl("rDecemberLaunch,rEarlier,drafts"));
    expect(response.status).toBe(302);
    expect(await readsWith(cookieOf(response))).toEqual({ stack: ["rDecemberLaunch", "rEarlier", "drafts"] });
    expect(await readsWith(cookieOf(await enable(releaseUrl("rDecemberLaunch"))))).toEqual({ stack: ["rDecemberLaunch"] });
  });

  it("shows drafts for a link naming none, drafts or published, as before releases", async () => {
    for (const perspective of ["drafts", "published", ""])
      expect(await readsWith(cookieOf(await enable(releaseUrl(perspective))))).toBe("drafts");
  });

  it("opens the page without the Studio's preview parameters, which the session now keeps", async () => {
    const response = await enable(releaseUrl("rDecemberLaunch,drafts", "/blog?page=2&sanity-preview-perspective=rDecemberLaunch"));
    expect(response.headers.get("location")).toBe("/blog?page=2");
  });

  it.each([["raw"], ["rA,raw"], ["drafts.x"], ["r A"], ["../x"], [Array.from({ length: 40 }, (_, index) => `r${index}`).join(",")]])(
    "refuses the perspective %j with 400 and no cookie",
    async (perspective) => {
      const response = await enable(releaseUrl(perspective));
      expect(response.status).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).toMatch(/perspective/);
    },
  );

  it("prints the sample release's link at start, which opens a preview of the release", async () => {
    vi.stubEnv("PREVIEW_SECRET", "");
    await (await import("~/lib/security/secrets.server")).loadSigningSecrets();
    const { samplePreviewNotice } = await import("~/lib/preview/preview-secret.server");
    const releaseLine = samplePreviewNotice("http://127.0.0.1:3000")!.split("\n")[1]!;
    expect(releaseLine).toContain(`"${SAMPLE_RELEASE_TITLE}"`);
    const response = await enable(releaseLine.slice(releaseLine.indexOf("http")));
    expect(await readsWith(cookieOf(response))).toEqual({ stack: [SAMPLE_RELEASE_ID] });
  });
});

describe("the preview cookie", () => {
  it("turns on the drafts perspective only when present and correctly signed", async () => {
    const enabled = await enable(enableUrl(SECRET, "/pricing"));
    const cookie = cookieOf(enabled);
    expect(await readsWith(cookie)).toBe("drafts");
    expect(await readsWith(undefined)).toBe("published");
    expect(await readsWith("theme=dark")).toBe("published");
    const [name, value] = cookie.split("=") as [string, string];
    const [payload, signature] = value.split(".") as [string, string];
    const forged = `${name}=${Buffer.from(JSON.stringify({ drafts: true })).toString("base64")}.${signature.slice(1)}x`;
    expect(await readsWith(forged)).toBe("published");
    expect(await readsWith(`${name}=${payload}`)).toBe("published");
  });

  it("from another process's secret is not accepted", async () => {
    vi.stubEnv("SUBMISSIONS_DB", join(directory, "site.db"));
    const cookie = cookieOf(await enable(enableUrl(SECRET, "/pricing")));
    vi.resetModules();
    expect(await readsWith(cookie)).toBe("drafts"); // the same database and secret after a restart
    vi.resetModules();
    vi.stubEnv("SESSION_SECRET", "another-session-secret-of-another-process");
    expect(await readsWith(cookie)).toBe("published");
  });

  it("is a session of its own: a random id and its expiry inside the signed value", async () => {
    const [first, second] = [cookieOf(await enable(enableUrl(SECRET))), cookieOf(await enable(enableUrl(SECRET)))];
    const valueOf = (cookie: string) => {
      const signed = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
      return JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString()) as { sid: string; expiresAt: number };
    };
    expect(valueOf(first).sid).toMatch(/^[\w-]{43}$/);
    expect(valueOf(first).sid).not.toBe(valueOf(second).sid);
    expect(valueOf(first).expiresAt - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    expect(valueOf(first).expiresAt - Date.now()).toBeLessThanOrEqual(8 * 3600_000);
  });

  it("signed with the right secret but naming no session of this site's opens nothing (the old constant value, a made-up id)", async () => {
    // What someone who guessed SESSION_SECRET would send.
    const forger = createCookie("__preview", { secrets: [SESSION_SECRET] });
    for (const value of [{ drafts: true }, { sid: "a-made-up-session-id", expiresAt: Date.now() + 3600_000 }])
      expect(await readsWith((await forger.serialize(value)).split(";")[0]), JSON.stringify(value)).toBe("published");
  });

  it("ends 8 hours after it started, even if the browser keeps the cookie; the next start deletes the ended sessions", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const cookie = cookieOf(await enable(enableUrl(SECRET)));
      vi.setSystemTime(Date.now() + 8 * 3600_000 - 60_000);
      expect(await readsWith(cookie)).toBe("drafts");
      vi.setSystemTime(Date.now() + 120_000);
      expect(await readsWith(cookie)).toBe("published");
      await enable(enableUrl(SECRET));
      const { siteDatabase } = await import("~/lib/storage/storage.server");
      expect(await (await siteDatabase()).selectFrom("preview_sessions").select("id").execute()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("ending preview", () => {
  it("from the preview bar (a same-site POST): ends the session on the server, clears the cookie and returns to the page", async () => {
    const cookie = cookieOf(await enable(enableUrl(SECRET)));
    const request = new Request("http://localhost/api/preview-mode/disable?redirect=%2Fblog%3Fpage%3D2", {
      method: "POST",
      headers: { Origin: "http://localhost", Cookie: cookie },
    });
    const response = await (await previewMode()).disablePreview(request);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog?page=2");
    expect(response.headers.get("set-cookie")).toMatch(/^__preview=; Max-Age=0;/);
    expect(response.headers.get("clear-site-data")).toBe('"cache"');
    // A copy of the cookie kept after "Exit preview" opens nothing.
    expect(await readsWith(cookie)).toBe("published");
  });

  it("refuses a POST from another site (403) and leaves the cookie alone", async () => {
    for (const headers of [{ Origin: "https://evil.example" }, {}] as Record<string, string>[]) {
      const request = new Request("http://localhost/api/preview-mode/disable", { method: "POST", headers });
      const response = await (await previewMode()).disablePreview(request);
      expect(response.status).toBe(403);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("returns to the home page rather than off the site", async () => {
    const response = await (
      await previewMode()
    ).disablePreview(new Request("http://localhost/api/preview-mode/disable?redirect=https://evil.example"));
    expect(response.headers.get("location")).toBe("/home");
  });
});
