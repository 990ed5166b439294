import { expect, test } from "@playwright/test";

const NAV = [
  ["Done-For-You", "/done-for-you"],
  ["Sites Marketplace", "/sites-marketplace"],
  ["Scripts", "/scripts"],
  ["Platforms", "/templates"],
  ["Services", "/services"],
  ["Features", "/features"],
  ["Demo", "/demo"],
  ["Support", "/support"],
];

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the main navigation lists the items in order and highlights the current one", async ({ page }) => {
    await page.goto("/scripts");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(NAV.map(([label]) => label!));
    for (const [index, [, href]] of NAV.entries()) await expect(links.nth(index)).toHaveAttribute("href", href!);
    await expect(links.filter({ hasText: "Scripts" })).toHaveAttribute("aria-current", "page");
    await expect(links.and(page.locator('[aria-current="page"]'))).toHaveCount(1);

    await links.filter({ hasText: "Platforms" }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(links.filter({ hasText: "Platforms" })).toHaveAttribute("aria-current", "page");
    await expect(links.filter({ hasText: "Scripts" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the logo goes to /home and Get Started to the order funnel", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Get Started" })).toBeVisible();
    await banner.getByRole("link", { name: "XchangeKit home" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await banner.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/order-funnel$/);
  });

  test("the top bar has the social links in new tabs and the quick links", async ({ page }) => {
    await page.goto("/home");
    const social = page.getByRole("list", { name: "XchangeKit on social media" }).getByRole("link");
    await expect(social).toHaveCount(4);
    for (const [index, name] of ["Twitter", "Facebook", "LinkedIn", "YouTube"].entries()) {
      const link = social.nth(index);
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    const quick = page.getByRole("list", { name: "Quick links" }).getByRole("link");
    // "Learn More" is what the spec shows; its accessible name says where it leads.
    await expect(quick).toHaveText(["Learn More about us", "Testimonials", "Pre-sale Help"]);
    await expect(quick.nth(0)).toHaveAccessibleName("Learn More about us");
    await expect(quick.nth(0)).toHaveAttribute("href", "/about");
    await expect(quick.nth(1)).toHaveAttribute("href", "/testimonials");
    await expect(quick.nth(2)).toHaveAttribute("href", "/support");
  });

  test("the footer has the five groups, the support mail, the copyright and the parent site", async ({ page }) => {
    await page.goto("/home");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Products", "Services", "Company", "Support", "Legal"]);
    const hrefs = await footer
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/done-for-you",
      "/sites-marketplace",
      "/scripts",
      "/templates",
      "/custom-modifications",
      "/services",
      "/features",
      "/pricing",
      "/demo",
      "/about",
      "/blog",
      "/testimonials",
      "/affiliates",
      "/support",
      "/faq",
      "/sitemap",
      "/privacy",
      "/terms",
      "/refund",
      "/disclaimer",
    ]);
    await expect(footer.getByRole("link", { name: "support@xchangekit.example" })).toHaveAttribute(
      "href",
      "mailto:support@xchangekit.example",
    );
    await expect(footer).toContainText("© 2025 LaunchYard. All rights reserved.");
    await expect(footer.getByRole("link", { name: "LaunchYard" })).toHaveAttribute("href", "https://launchyard.example");
    await expect(footer.getByText("24-48 hour launch")).toBeVisible();
    await footer.getByRole("link", { name: "XchangeKit", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("skip links are the first focusable elements and move focus", async ({ page }) => {
    await page.goto("/features");
    await page.keyboard.press("Tab");
    const skipToContent = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipToContent).toBeFocused();
    await expect(skipToContent).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to navigation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-navigation")).toBeFocused();

    await page.goto("/features");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
    await page.keyboard.press("Tab");
    // The next stop is inside the main content or the footer, never back in the header.
    expect(await page.evaluate(() => document.activeElement?.closest("header"))).toBeNull();
  });
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, closes when an item is chosen and carries Get Started", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByTestId("header-get-started")).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator("[data-mobile-menu]");
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([...NAV.map(([label]) => label!), "Get Started"]);

    await menu.getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await page.goto("/home");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await page.locator("[data-mobile-menu]").getByRole("link", { name: "Demo" }).focus();
    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("[data-mobile-menu]")).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("without JavaScript the menu links are shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/home");
    await expect(page.locator("[data-mobile-menu]").getByRole("link", { name: "Scripts" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await context.close();
  });
});
