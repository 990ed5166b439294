import { expect, test } from "@playwright/test";

/**
 * A Sanity project is configured and every query fails (the outage server of playwright.config.ts):
 * marketing pages fall back to the bundled sample, but prices and checkout links never do.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_OUTAGE_PORT}` });

test("the order funnel says ordering is briefly unavailable, inside the chrome, with 503 and Retry-After", async ({ page }) => {
  const response = await page.goto("/order-funnel?tier=script-only");
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe("30");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Ordering is briefly unavailable" })).toBeVisible();
  // No sample price and no way to pay at a sample checkout.
  await expect(page.getByTestId("order-total")).toHaveCount(0);
  await expect(page.locator('a[href*="pay.launchyard.example"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Continue to secure payment/ })).toHaveCount(0);
});

test("a page listing prices answers 503 with the error screen saying why, not sample prices", async ({ page }) => {
  const response = await page.goto("/pricing");
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe("30");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Briefly unavailable");
  await expect(page.getByText(/prices we could not load just now/)).toBeVisible();
  await expect(page.getByTestId("tier-price")).toHaveCount(0);
});

test("marketing pages still render from the sample content", async ({ page }) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("LaunchYard Builds the Software Behind Traffic Exchanges");
});
