import { expect, test } from "@playwright/test";

// /switch-to-xchangekit has no route of its own: it exists only as a page document of the sample CMS.
const PATH = "/switch-to-xchangekit";

test("a page created in the Studio renders at /{slug}, with its sections, title and breadcrumbs", async ({ page }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Switch Your Traffic Exchange to XchangeKit: Migration Service");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move Your Exchange to XchangeKit, Members and Credits Included");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Switch to XchangeKit");
  await expect(page.getByRole("heading", { name: "How a move works" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a quote" })).toHaveAttribute("href", "/support?topic=pre-sale");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://xchangekit.example${PATH}`);
});

test("the page is listed on /sitemap and found by search; an unknown slug is still a 404", async ({ page }) => {
  await page.goto("/sitemap");
  await page.getByRole("link", { name: "Switch to XchangeKit" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));

  await page.goto("/search?q=migration");
  await expect(page.getByRole("link", { name: "Switch to XchangeKit" })).toHaveAttribute("href", PATH);

  const missing = await page.goto("/switch-to-xchangekit-now");
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle("Page Not Found - 404 Error");
});
