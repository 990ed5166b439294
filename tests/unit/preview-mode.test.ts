import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Preview in sample mode (no Sanity project): PREVIEW_SECRET stands in for the Studio's secret.
 * Modules are imported per test: the cookie's flags are fixed when it is first made.
 */
const SECRET = "test-preview-secret";

beforeEach(() => {
  vi.stubEnv("SANITY_PROJECT_ID", "");
  vi.stubEnv("PREVIEW_SECRET", SECRET);
  vi.stubEnv("SESSION_SECRET", "a-session-secret-for-tests");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const previewMode = () => import("~/lib/endpoints/preview-mode.server");
const enableUrl = (secret: string, pathname?: string) =>
  `http://localhost/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}${
    pathname === undefined ? "" : `&sanity-preview-pathname=${encodeURIComponent(pathname)}`
  }`;

/** The `name=value` part of a response's Set-Cookie, to send back as a browser would. */
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

describe("enabling preview", () => {
  it("with the right secret: a signed, httpOnly, SameSite cookie and a redirect to the page", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const response = await (await previewMode()).enablePreview(new Request(enableUrl(SECRET, "/pricing?plan=a")));
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

  it("in production the cookie is Secure and SameSite=None, so it works inside the Studio's frame", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const response = await (await previewMode()).enablePreview(new Request(enableUrl(SECRET, "/blog")));
    expect(response.headers.get("set-cookie")).toMatch(/; Secure; SameSite=None/);
  });

  it("opens the home page when the link names no page", async () => {
    const response = await (await previewMode()).enablePreview(new Request(enableUrl(SECRET)));
    expect(response.headers.get("location")).toBe("/home");
  });

  it.each([["wrong-secret"], [""], [`${SECRET}x`]])("refuses the secret %j with 401 and no cookie", async (secret) => {
    const response = await (await previewMode()).enablePreview(new Request(enableUrl(secret, "/pricing")));
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toMatch(/invalid or has expired/);
  });

  it.each([["//evil.example/x"], ["https://evil.example/"], ["/\\evil.example"], ["javascript:alert(1)"]])(
    "never sends the browser off the site (%s): 400, no cookie",
    async (pathname) => {
      const response = await (await previewMode()).enablePreview(new Request(enableUrl(SECRET, pathname)));
      expect(response.status).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );

  it("without PREVIEW_SECRET, a random secret per process is printed once at start and only it is accepted", async () => {
    vi.stubEnv("PREVIEW_SECRET", "");
    const { samplePreviewNotice } = await import("~/lib/preview/preview-secret.server");
    const notice = samplePreviewNotice("http://127.0.0.1:3000")!;
    const link = notice.slice(notice.indexOf("http"));
    expect(new URL(link).pathname).toBe("/api/preview-mode/enable");
    const response = await (await previewMode()).enablePreview(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/pricing");
    expect((await (await previewMode()).enablePreview(new Request(enableUrl("", "/pricing")))).status).toBe(401);
  });

  it("prints nothing when PREVIEW_SECRET is set or a Sanity project is configured", async () => {
    const { samplePreviewNotice } = await import("~/lib/preview/preview-secret.server");
    expect(samplePreviewNotice("http://127.0.0.1:3000")).toBeNull();
    expect(samplePreviewNotice("http://127.0.0.1:3000", { SANITY_PROJECT_ID: "abc" })).toBeNull();
  });
});

describe("the preview cookie", () => {
  async function readsWith(cookieHeader: string | undefined) {
    const { withRequestContentReads } = await import("~/lib/preview/request-reads.server");
    const { currentPerspective } = await import("~/lib/cms/client/read-context.server");
    return withRequestContentReads(cookieHeader, () => currentPerspective());
  }

  it("turns on the drafts perspective only when present and correctly signed", async () => {
    const enabled = await (await previewMode()).enablePreview(new Request(enableUrl(SECRET, "/pricing")));
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
    const cookie = cookieOf(await (await previewMode()).enablePreview(new Request(enableUrl(SECRET, "/pricing"))));
    vi.resetModules();
    vi.stubEnv("SESSION_SECRET", "another-secret");
    expect(await readsWith(cookie)).toBe("published");
  });
});

describe("ending preview", () => {
  it("from the preview bar (a same-site POST): clears the cookie and returns to the page", async () => {
    const request = new Request("http://localhost/api/preview-mode/disable?redirect=%2Fblog%3Fpage%3D2", {
      method: "POST",
      headers: { Origin: "http://localhost" },
    });
    const response = await (await previewMode()).disablePreview(request);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog?page=2");
    expect(response.headers.get("set-cookie")).toMatch(/^__preview=; Max-Age=0;/);
    expect(response.headers.get("clear-site-data")).toBe('"cache"');
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
