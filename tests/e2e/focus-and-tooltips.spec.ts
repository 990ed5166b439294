import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** The tooltip of the icon-only link or button named `name`. */
const tooltipOf = (page: Page, name: RegExp) =>
  page
    .locator("[data-tooltip]")
    .filter({ has: page.getByRole("link", { name }).or(page.getByRole("button", { name })) })
    .locator("[role=tooltip]");

const warmth = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--tooltip-warm"));

test.describe("tooltips of icon-only controls", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("show the control's name on hover, the next one at once, and never replace its accessible name", async ({ page }) => {
    await page.goto("/home");
    await waitForHydration(page);
    const twitter = tooltipOf(page, /^Twitter/);
    await expect(twitter).toBeHidden();
    await page.getByRole("link", { name: "Twitter (opens in a new tab)" }).hover();
    await expect(twitter).toBeVisible();
    await expect(twitter).toHaveText("Twitter");

    // Once one has opened, moving straight on to the next opens it without the 700 ms wait (the skip delay).
    await expect.poll(() => warmth(page)).toBe("1");
    const facebook = tooltipOf(page, /^Facebook/);
    await page.getByRole("link", { name: "Facebook (opens in a new tab)" }).hover();
    await expect(facebook).toBeVisible();
    expect(await facebook.evaluate((tooltip) => getComputedStyle(tooltip).transitionDelay)).toBe("0s");
    await expect(twitter).toBeHidden();

    // Away from every control for longer than the skip delay, the next waits the full 700 ms again.
    await page.mouse.move(640, 700);
    await expect.poll(() => warmth(page)).toBe("0");
    const linkedIn = tooltipOf(page, /^LinkedIn/);
    await page.getByRole("link", { name: "LinkedIn (opens in a new tab)" }).hover();
    const [delay, warm] = await linkedIn.evaluate((tooltip) => [
      getComputedStyle(tooltip).transitionDelay,
      getComputedStyle(document.documentElement).getPropertyValue("--tooltip-warm"),
    ]);
    // Read in one step: cold (the usual case) it waits 700 ms; a machine slow enough to pass 700 ms first finds it warm.
    expect([
      ["0.7s", "0"],
      ["0s", "1"],
    ]).toContainEqual([delay, warm]);
    await expect(linkedIn).toBeVisible();
  });

  test("open at once on keyboard focus, and Escape hides them", async ({ page }) => {
    await page.goto("/home");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Switch to light theme" });
    await toggle.focus();
    // Focus from the keyboard, which :focus-visible tells apart from a click.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    const tooltip = tooltipOf(page, /^Switch to light theme/);
    await expect(tooltip.getByText("Light theme")).toBeVisible();
    await expect(tooltip.getByText("Dark theme")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("focus on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the menu takes the focus to its first item; choosing one puts it at the new page's content and announces the page", async ({
    page,
  }) => {
    await page.goto("/home");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("[data-mobile-menu]");
    await expect(menu.getByRole("link").first()).toBeFocused();

    await menu.getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.locator("main")).toBeFocused();
    await expect(page.getByTestId("route-announcer")).toHaveText(await page.title());
  });
});

test("a link on a wide screen leads to the new page with the focus at its content, announced", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/home");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Demo" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.locator("main")).toBeFocused();
  await expect(page.getByTestId("route-announcer")).toHaveText(await page.title());
  // A filter or a page of results keeps its own focus: the address changes, the page does not.
  await page.goto("/features");
  await waitForHydration(page);
  await expect(page.getByTestId("route-announcer")).toBeEmpty();
});
