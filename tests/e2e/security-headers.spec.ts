import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { PREVIEW_ENABLE_PATH } from "../../app/lib/declarations/paths";
import { E2E_PREVIEW_SECRET } from "./server-secrets";

/**
 * Security headers on every kind of response of the production server (NODE_ENV=production,
 * playwright.config.ts): pages, loader data, build assets, public files, 404s, resource routes and
 * the report endpoint (docs/decisions/032-security-headers-and-csp.md).
 */

const STRICT_DEFAULT_POLICY = "default-src 'none'; frame-ancestors 'none'";

function expectCommonHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers["strict-transport-security"], label).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"], label).toBe("same-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["permissions-policy"], label).toMatch(/(^|, )camera=\(\)/);
  for (const feature of ["microphone", "geolocation", "payment", "usb"])
    expect(headers["permissions-policy"], label).toContain(`${feature}=()`);
  expect(headers["x-powered-by"], label).toBeUndefined();
}

/**
 * The script hashes a page's policy allows, and those of the inline scripts its HTML runs (JSON-LD is data), each
 * set sorted. A page carries no nonce: one served from the cache to every visitor would be no secret.
 */
function scriptHashesOf(policy: string | undefined, html: string) {
  const allowed = [...(policy?.match(/script-src ([^;]*)/)?.[1] ?? "").matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash!);
  const scripts = html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g);
  const inline = [...scripts].map(([, text]) => createHash("sha256").update(text!).digest("base64"));
  expect(policy).not.toContain("nonce");
  expect(html).not.toMatch(/<script[^>]*\bnonce=/);
  return { allowed: [...new Set(allowed)].sort(), inline: [...new Set(inline)].sort() };
}

test("an HTML page: its policy allows its own inline scripts by their hashes, and nothing else inline", async ({ request }) => {
  const response = await request.get("/pricing");
  expect(response.status()).toBe(200);
  expectCommonHeaders(response, "/pricing");
  const policy = response.headers()["content-security-policy"]!;
  for (const directive of [
    "default-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https://cdn.sanity.io",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "report-uri /api/security-reports",
    "report-to csp",
    "upgrade-insecure-requests",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain("unsafe-inline");
  expect(policy).not.toContain("unsafe-eval");
  expect(response.headers()["reporting-endpoints"]).toBe('csp="/api/security-reports"');
  const { allowed, inline } = scriptHashesOf(policy, await response.text());
  expect(inline.length).toBeGreaterThanOrEqual(3);
  expect(allowed).toEqual(inline);
});

test("a page served from the page cache allows the scripts of the HTML it serves, and only those", async ({ request }) => {
  const path = "/features?security-headers-test=1";
  // An address with a query string is kept from its second request on; the third is a hit.
  for (let attempt = 0; attempt < 2; attempt += 1) expect((await request.get(path)).status()).toBe(200);
  const cached = await request.get(path);
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  const { allowed, inline } = scriptHashesOf(cached.headers()["content-security-policy"], await cached.text());
  expect(inline.length).toBeGreaterThanOrEqual(3);
  expect(allowed).toEqual(inline);
});

test("loader data, assets, public files, a 404 and resource routes get the strict default policy", async ({ request }) => {
  const html = await (await request.get("/home")).text();
  const asset = html.match(/\/build\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const cases: [path: string, status: number][] = [
    ["/home?_data=routes%2F_site.home", 200],
    [asset!, 200],
    ["/favicon.svg", 200],
    ["/robots.txt", 200],
    ["/sitemap.xml", 200],
  ];
  for (const [path, status] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expectCommonHeaders(response, path);
    expect(response.headers()["content-security-policy"], path).toBe(STRICT_DEFAULT_POLICY);
  }
});

test("a 404 page is an HTML page with its own script hashes and the same headers", async ({ request }) => {
  const response = await request.get("/no-such-page-anywhere");
  expect(response.status()).toBe(404);
  expectCommonHeaders(response, "404");
  const { allowed, inline } = scriptHashesOf(response.headers()["content-security-policy"], await response.text());
  expect(inline.length).toBeGreaterThanOrEqual(1);
  expect(allowed).toEqual(inline);
});

test("the report endpoint answers 204, is never cached, and refuses other methods", async ({ request }) => {
  const report = {
    "csp-report": { "document-uri": "http://127.0.0.1/home", "blocked-uri": "inline", "effective-directive": "script-src-elem" },
  };
  const sent = await request.post("/api/security-reports", {
    headers: { "content-type": "application/csp-report", "x-forwarded-for": "203.0.113.250" },
    data: JSON.stringify(report),
  });
  expect(sent.status()).toBe(204);
  expect(sent.headers()["cache-control"]).toBe("no-store");
  expectCommonHeaders(sent, "report");
  expect(sent.headers()["content-security-policy"]).toBe(STRICT_DEFAULT_POLICY);
  const read = await request.get("/api/security-reports");
  expect(read.status()).toBe(405);
  expect(read.headers()["allow"]).toBe("POST");
});

test("a preview page may be framed by the Studio: frame-ancestors names it and X-Frame-Options is left out", async ({ page }) => {
  const query = new URLSearchParams({ "sanity-preview-secret": E2E_PREVIEW_SECRET, "sanity-preview-pathname": "/pricing" });
  await page.request.get(`${PREVIEW_ENABLE_PATH}?${query}`);
  const response = await page.request.get("/pricing");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const policy = response.headers()["content-security-policy"];
  // Sample mode has no SANITY_STUDIO_URL: the site itself stands in for the Studio's frame.
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(response.headers()["x-frame-options"]).toBeUndefined();
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});
