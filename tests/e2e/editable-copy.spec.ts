import { expect, test } from "@playwright/test";
import { RELABELLED } from "./edited-dataset";

// A server on a copy of the sample whose product name, menu labels, a page's headings and an order button were
// changed in the CMS (tests/e2e/edited-dataset.ts, playwright.config.ts).
const origin = `http://127.0.0.1:${process.env.E2E_EDITED_PORT}`;

test("menu and footer labels come from the site settings; the links keep their paths", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/home`);
  const main = page.getByRole("navigation", { name: "Main" }).first();
  await expect(main.getByRole("link", { name: RELABELLED.platformsLink, exact: true })).toHaveAttribute("href", "/templates");
  await expect(main.getByRole("link", { name: "Platforms", exact: true })).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: RELABELLED.legalHeading })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Legal", exact: true })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: RELABELLED.platformsLink, exact: true })).toHaveAttribute("href", "/templates");
  // Labels the editors left empty keep their defaults.
  await expect(main.getByRole("link", { name: "Features", exact: true })).toHaveAttribute("href", "/features");
});

test("a page's own content is headed as editors wrote it", async ({ page }) => {
  await page.goto(`${origin}/home`);
  await expect(page.getByRole("heading", { level: 2, name: RELABELLED.homePlatformsHeading })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "One membership engine, four platforms" })).toHaveCount(0);
  // The listings block's heading was left as it was; its link label was changed.
  await expect(page.getByRole("heading", { level: 2, name: "Newest sites for sale" })).toBeVisible();
  await page.getByRole("link", { name: RELABELLED.homeListingsLink }).click();
  await expect(page).toHaveURL(`${origin}/sites-for-sale`);
});

test("a tier's order button says what the editors chose, the others keep 'Choose' and their name", async ({ page }) => {
  await page.goto(`${origin}/scripts`);
  const packages = page.locator("#packages");
  await expect(packages.getByRole("link", { name: RELABELLED.tierButton })).toHaveAttribute("href", /script-only/);
  await expect(packages.getByRole("link", { name: /^Choose / })).toHaveCount(3);
});

test("forms name the product from the site settings", async ({ page }) => {
  await page.goto(`${origin}/affiliates`);
  await expect(page.getByLabel(`How will you promote ${RELABELLED.productName}?`)).toBeVisible();
});

test("a hero without its image centres its text across the page instead of leaving half of it empty", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/home`);
  const hero = page.getByRole("heading", { level: 1 });
  await expect(page.getByRole("img", { name: /^The member area/ })).toHaveCount(0);
  await expect(hero).toHaveCSS("text-align", "center");
  const box = (await hero.boundingBox())!;
  // Centred within the 1280 px window, give or take a scrollbar.
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(20);
});
