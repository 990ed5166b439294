import { expect, test, type Page } from "@playwright/test";

const htmlClass = (page: Page) => page.locator("html");
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("vite-ui-theme"));

test("dark is the default", async ({ page }) => {
  await page.goto("/home");
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
  expect(await stored(page)).toBeNull();
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
});

test("the toggle switches theme and the choice survives a reload", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(htmlClass(page)).not.toHaveClass(/\bdark\b/);
  expect(await stored(page)).toBe("light");

  await page.reload();
  await expect(htmlClass(page)).not.toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
  expect(await stored(page)).toBe("dark");
  await page.reload();
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
});

test("the stored theme is applied before the page is painted", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "light"));
  // Record <html>'s classes the moment <body> starts, before any stylesheet or app script ran.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/about");
  const classAtBody = await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody);
  expect(classAtBody).toContain("js");
  expect(classAtBody).not.toContain("dark");
});

test.describe("with the system preference stored", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "system"));
  });

  test("follows the device's colour scheme, also when it changes", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/home");
    await expect(htmlClass(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
  });
});

test("the theme survives React re-rendering the document after a failed hydration", async ({ page }) => {
  // Browser extensions that edit the page before React hydrates make it re-render <html> from scratch.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => document.body.prepend(document.createElement("aside")));
  });
  await page.goto("/about");
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.locator("[data-mobile-menu]")).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is in the default dark theme, rendered so by the server", async ({ page }) => {
    await page.goto("/home");
    await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
    await expect(page.locator("body")).toHaveCSS("background-color", /oklch\(0\.1|rgb\(2, 6, 23\)/);
  });
});

test("a stored light theme wins over the server's dark default before the page is shown", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "light"));
  await page.goto("/pricing");
  await expect(htmlClass(page)).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
});
