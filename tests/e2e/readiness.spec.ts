import { expect, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Readiness (decision 052): a server of the build on a Sanity project whose every query answers empty (MOCKS=empty)
 * reads no site settings and no fixed page, as a wrong dataset or token does; the main server runs on the bundled
 * sample. The tests share the one empty-CMS server, so they run in one worker.
 */
test.describe.configure({ mode: "default" });

let emptyCmsServer: OwnServer;
let emptyCms: string;
test.beforeAll(async () => {
  emptyCmsServer = await startOwnServer({ preload: "./tests/mocks/dev-preload.ts", env: { MOCKS: "empty" } });
  emptyCms = emptyCmsServer.origin;
});
test.afterAll(async () => emptyCmsServer?.stop());

for (const path of ["/faq", "/blog/how-to-launch-a-traffic-exchange-in-48-hours"]) {
  test(`on an empty CMS ${path} answers 503 with Retry-After, kept by no cache, and says it is briefly unavailable`, async ({ page }) => {
    const response = await page.goto(`${emptyCms}${path}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("30");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Briefly unavailable");
    await expect(page.getByText(/could not load this page's content just now/)).toBeVisible();
  });
}

test("on an empty CMS the sitemap answers 503, not an empty list of pages", async ({ request }) => {
  const response = await request.get(`${emptyCms}/sitemap.xml`);
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toBe("30");
});

test("/readyz says not ready on an empty CMS, and ready on the sample", async ({ request }) => {
  const empty = await request.get(`${emptyCms}/readyz`);
  expect(empty.status()).toBe(503);
  expect(await empty.json()).toMatchObject({ ready: false, content: "missing" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(ready.headers()["cache-control"]).toBe("private, no-store");
  expect(await ready.json()).toEqual({ ready: true });
});
