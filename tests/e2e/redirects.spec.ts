import { expect, test } from "@playwright/test";

// The sample's redirects and its renamed post (app/content/sample/redirects.ts, decision 076), on the production build.

test("an editor's redirect answers 301 with the visitor's query kept, public and tagged for the CDN", async ({ request }) => {
  const response = await request.get("/plans?utm_source=forum", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/pricing?utm_source=forum");
  expect(response.headers()["cache-control"]).toMatch(/^public/);
  expect(response.headers()["cache-tag"]).toContain("type:redirect");
});

test("a temporary redirect to a document answers 302 to that document's page", async ({ request }) => {
  const response = await request.get("/guides/surf-formats", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/blog/manual-surf-vs-auto-surf");
});

test("a renamed post's first address takes the visitor to the post", async ({ page }) => {
  const response = await page.goto("/blog/manual-vs-auto-surf");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/blog\/manual-surf-vs-auto-surf$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manual Surf, Auto Surf or Hybrid: Choosing Your Exchange's Format");
});
