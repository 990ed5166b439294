import { expect, test, type Page } from "@playwright/test";
import { FEATURE_CATEGORY_OPTIONS } from "../../app/lib/cms/options";

const CATEGORY_TITLES = FEATURE_CATEGORY_OPTIONS.map((option) => option.title);

/** The h2 headings of the feature groups on /features, in page order. */
function categoryHeadings(page: Page) {
  return page.locator("#all-features").getByRole("heading", { level: 2 });
}

/** The category links of /features. */
function categoryNav(page: Page) {
  return page.getByRole("navigation", { name: "Feature categories" });
}

/** A category link brings the view back to the links, at the top of the window (under the sticky header). */
async function expectCategoryNavAtTop(page: Page) {
  await expect.poll(() => categoryNav(page).evaluate((nav) => Math.round(nav.getBoundingClientRect().top))).toBeLessThan(200);
  expect(await categoryNav(page).evaluate((nav) => nav.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
}

/** Waits until JavaScript has taken over the /features filter form. */
async function waitForEnhancedFilters(page: Page) {
  await expect(page.getByRole("search", { name: "Filter features" })).toHaveAttribute("data-enhanced", "true");
}

/** The breadcrumb trail: its links, then the current page. */
async function expectTrail(page: Page, links: string[], current: string) {
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(links);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(current);
}

/** "$1,190" → 1190 */
function dollars(text: string): number {
  return Number(text.replace(/[$,]/g, ""));
}

test.describe("/scripts", () => {
  test("shows what is included, the source code, the server requirements and the script packages", async ({ page }) => {
    await page.goto("/scripts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The XchangeKit Traffic Exchange Script, with Full Source Code");
    await expectTrail(page, ["Home"], "Scripts");
    for (const heading of ["What you get with the script", "100% source code access", "Server requirements", "Packages"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("PHP 8.1 or newer, with the PDO MySQL, cURL, mbstring, GD and OpenSSL extensions")).toBeVisible();
    await expect(page.getByText("MySQL 8 or MariaDB 10.6 or newer")).toBeVisible();

    const packages = page.locator("#packages");
    await expect(packages.getByRole("heading", { level: 3 })).toHaveText([
      "Script Only",
      "Script + Installation",
      "Script + Install + Hosting",
      "Payment Plan",
    ]);
    await expect(packages.getByTestId("tier-price")).toHaveText(["$299", "$349", "$499", "$299"]);
    await expect(packages).toContainText("down, then $75/month for 5 months");
  });

  test("a package button starts the order funnel with that package", async ({ page }) => {
    await page.goto("/scripts");
    const choose = page.getByRole("link", { name: "Choose Script + Installation" });
    await expect(choose).toHaveAttribute("href", "/order-funnel?tier=script-installation");
    await choose.click();
    await expect(page).toHaveURL(/\/order-funnel\?tier=script-installation$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("its Product JSON-LD has one Offer per package, priced as shown", async ({ page }) => {
    await page.goto("/scripts");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((block) => [JSON.parse(block) as Record<string, unknown>].flat());
    const products = items.filter((item) => item["@type"] === "Product") as {
      name: string;
      url: string;
      offers: { name: string; price: string; priceCurrency: string; availability: string; url: string }[];
    }[];
    expect(products).toHaveLength(1);
    const [product] = products;
    expect(product!.name).toBe("XchangeKit");
    expect(product!.url).toBe("https://xchangekit.example/scripts");

    const packages = page.locator("#packages");
    const visiblePrices = (await packages.getByTestId("tier-price").allTextContents()).map(dollars);
    const visibleNames = await packages.getByRole("heading", { level: 3 }).allTextContents();
    expect(product!.offers.map((offer) => Number(offer.price))).toEqual(visiblePrices);
    expect(product!.offers.map((offer) => offer.name)).toEqual(visibleNames);
    for (const offer of product!.offers) {
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.availability).toBe("https://schema.org/InStock");
      expect(offer.url).toMatch(/^https:\/\/xchangekit\.example\/order-funnel\?tier=[a-z-]+$/);
    }

    const breadcrumbs = items.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] } | undefined;
    expect(breadcrumbs?.itemListElement.map((item) => item.name)).toEqual(["Home", "Scripts"]);
  });
});

/** The pages of features. */
const featurePages = (page: Page) => page.getByRole("navigation", { name: "Pages of features" });

/** The headings and feature names of every page of /features, following Next from the current one. */
async function collectFeaturePages(page: Page) {
  const headings: string[] = [];
  const names: string[] = [];
  for (let number = 1; ; number++) {
    await expect(featurePages(page).locator('[aria-current="page"]')).toHaveText(`Page ${number}`);
    headings.push(...(await categoryHeadings(page).allTextContents()));
    names.push(...(await page.locator("#all-features article h3").allTextContents()));
    const next = featurePages(page).getByRole("link", { name: "Next page" });
    if ((await next.count()) === 0) return { headings, names, pages: number };
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/features\\?page=${number + 1}#feature-results$`));
  }
}

test.describe("/features with JavaScript", () => {
  test("lists every feature grouped by category, in the CMS order, over pages", async ({ page }) => {
    await page.goto("/features");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("50+ Features for Surfing, Advertising, Members and Owners");
    const count = page.getByRole("status").filter({ hasText: "features" });
    await expect(count).toHaveText(/^Showing 1–24 of (\d+) features\.$/);
    const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(50);
    await expect(page.locator("#all-features article")).toHaveCount(24);
    await waitForEnhancedFilters(page);

    const { headings, names, pages } = await collectFeaturePages(page);
    expect(pages).toBe(Math.ceil(total / 24));
    // A category split between two pages heads both parts.
    expect(headings.filter((heading, index) => heading !== headings[index - 1])).toEqual(CATEGORY_TITLES);
    expect(new Set(names).size).toBe(total);
    // A page link leads to the results and puts the focus there, for keyboard and screen-reader users.
    await expect(page.locator("#feature-results")).toBeFocused();
    await expect(count).toHaveText(new RegExp(`^Showing ${(pages - 1) * 24 + 1}–${total} of ${total} features\\.$`));

    await featurePages(page).getByRole("link", { name: "Page 1", exact: true }).click();
    await expect(page).toHaveURL(/\/features#feature-results$/);
    await expect(categoryHeadings(page).first()).toHaveText(CATEGORY_TITLES[0]!);
  });

  test("the filters apply at once, keep the address linkable and can be cleared", async ({ page }) => {
    await page.goto("/features?page=2");
    const count = page.getByRole("status").filter({ hasText: "features" });
    await expect(count).toHaveAttribute("aria-live", "polite");
    await waitForEnhancedFilters(page);

    // A new filter starts at its first page.
    await page.getByLabel("Category").selectOption({ label: "Payments" });
    await expect(categoryHeadings(page)).toHaveText(["Payments"]);
    await expect(page).toHaveURL(/\/features\?category=payments$/);
    await expect(count).toHaveText(/^\d+ of \d+ features match\.$/);

    await page.getByLabel("Search features").fill("paypal");
    await expect(page.locator("#all-features article h3")).toHaveText([
      "PayPal subscriptions",
      "PayPal one-off payments",
      "Crypto payments",
    ]);
    await expect(count).toHaveText(/^3 of \d+ features match\.$/);
    await expect(page).toHaveURL(/\/features\?category=payments&q=paypal$/);
    await expect(page.getByLabel("Search features")).toBeFocused();

    await page.getByLabel("Search features").fill("paypal zebra");
    await expect(count).toHaveText("No features match these filters.");
    await expect(page.getByText("No features match “paypal zebra” in Payments.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(count).toHaveText(/^Showing 1–24 of \d+ features\.$/);
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Search features")).toHaveValue("");
    await expect(page.getByLabel("Search features")).toBeFocused();
  });

  test("the text filter matches words of names and descriptions, ignoring case", async ({ page }) => {
    await page.goto("/features");
    await waitForEnhancedFilters(page);
    await page.getByLabel("Search features").fill("CHEAT SCORE");
    // "Click-to-verify CAPTCHA" matches by its description, "Cheat score" by its name.
    await expect(page.locator("#all-features article h3")).toHaveText(["Click-to-verify CAPTCHA", "Cheat score"]);
    for (const text of await page.locator("#all-features article").allTextContents()) {
      expect(text.toLowerCase()).toMatch(/cheat score/);
    }
  });

  test("a category link opens that category whole, from another page, and the view stays at the links", async ({ page }) => {
    await page.goto("/features?page=3");
    await waitForEnhancedFilters(page);
    // Referrals & commissions is on page 2.
    await categoryNav(page)
      .getByRole("link", { name: /^Referrals & commissions \d+ features$/ })
      .click();
    await expect(page).toHaveURL(/\/features\?category=referrals#feature-categories$/);
    await expect(categoryHeadings(page)).toHaveText(["Referrals & commissions"]);
    await expect(page.getByRole("status").filter({ hasText: "features" })).toHaveText(/^8 of \d+ features match\.$/);
    await expect(page.locator("#all-features article")).toHaveCount(8);
    await expect(page.getByLabel("Category")).toHaveValue("referrals");
    await expect(categoryNav(page).locator('[aria-current="page"]')).toHaveText("Referrals & commissions 8 features");
    await expectCategoryNavAtTop(page);
    await expect(categoryHeadings(page)).toBeInViewport();

    await categoryNav(page)
      .getByRole("link", { name: /^All features/ })
      .click();
    await expect(page).toHaveURL(/\/features#feature-categories$/);
    await expect(categoryHeadings(page).first()).toHaveText(CATEGORY_TITLES[0]!);
    await expect(page.getByLabel("Category")).toHaveValue("");
  });

  test("each feature is a compact row: its icon beside its name; one column on a phone, three on a desktop", async ({ page }) => {
    for (const { width, columns } of [
      { width: 360, columns: 1 },
      { width: 1280, columns: 3 },
    ]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/features?category=surfing");
      const rows = page.locator("#all-features article");
      await expect(rows).toHaveCount(9);
      const tops = await rows.evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().top)));
      expect(
        tops.filter((top) => top === tops[0]),
        `${width} px`,
      ).toHaveLength(columns);
      const icon = (await rows.first().locator("svg").boundingBox())!;
      const name = (await rows.first().locator("h3").boundingBox())!;
      expect(icon.x + icon.width, `${width} px: icon left of the name`).toBeLessThan(name.x);
      expect(icon.y, `${width} px: icon level with the name`).toBeLessThan(name.y + name.height);
      expect(icon.y + icon.height).toBeGreaterThan(name.y);
    }
  });

  test("a filtered address opens filtered, and the page reloads the same way", async ({ page }) => {
    await page.goto("/features?category=security&q=vpn");
    await waitForEnhancedFilters(page);
    await expect(page.getByLabel("Category")).toHaveValue("security");
    await expect(page.getByLabel("Search features")).toHaveValue("vpn");
    await expect(categoryHeadings(page)).toHaveText(["Security & anti-cheat"]);
    await page.getByLabel("Search features").fill("captcha");
    await expect(page).toHaveURL(/\/features\?category=security&q=captcha$/);
    await page.reload();
    await expect(page.getByLabel("Search features")).toHaveValue("captcha");
    await expect(page.locator("#all-features article h3")).toHaveText(["Click-to-verify CAPTCHA"]);
  });
});

test.describe("/features without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Filter button submits the filters and the server filters the results", async ({ page }) => {
    await page.goto("/features");
    await expect(page.getByRole("status").filter({ hasText: "features" })).toHaveText(/^Showing 1–24 of \d+ features\.$/);
    await page.getByLabel("Category").selectOption({ label: "Security & anti-cheat" });
    await page.getByLabel("Search features").fill("captcha");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/features\?category=security&q=captcha$/);
    await expect(categoryHeadings(page)).toHaveText(["Security & anti-cheat"]);
    await expect(page.locator("#all-features article h3")).toHaveText(["Click-to-verify CAPTCHA"]);
    await expect(page.getByRole("status").filter({ hasText: "features" })).toHaveText(/^1 of \d+ features match\.$/);

    // Another search from the same form, all categories this time.
    await page.getByLabel("Category").selectOption({ label: "All categories" });
    await page.getByLabel("Search features").fill("cron");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/features\?category=&q=cron$/);
    // The URL changes before the new page has loaded: poll until its results are there.
    await expect.poll(() => categoryHeadings(page).count()).toBeGreaterThan(1);
  });

  test("the page links are plain links, the current one marked", async ({ page }) => {
    await page.goto("/features");
    const pages = featurePages(page);
    await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 1");
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/features\?page=2#feature-results$/);
    await expect(featurePages(page).locator('[aria-current="page"]')).toHaveText("Page 2");
    await expect(page.getByRole("status").filter({ hasText: "features" })).toHaveText(/^Showing 25–48 of \d+ features\.$/);
    await expect(categoryHeadings(page).first()).toHaveText(CATEGORY_TITLES[3]!);
    await expect(featurePages(page).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/features#feature-results");
  });

  test("the category links are plain links with counts, each to its category's first page, the current one marked", async ({ page }) => {
    await page.goto("/features");
    const nav = categoryNav(page);
    await expect(nav.getByRole("link")).toHaveText(
      ["All features", ...CATEGORY_TITLES].map((title) => new RegExp(`^${title} \\d+ features$`)),
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveText(/^All features \d+ features$/);
    const payments = nav.getByRole("link", { name: /^Payments/ });
    await expect(payments).toHaveAttribute("href", "/features?category=payments#feature-categories");
    const count = Number((await payments.textContent())!.match(/(\d+) features/)![1]);

    // Payments is on the last pages only; its link opens all of it.
    await payments.click();
    await expect(page).toHaveURL(/\/features\?category=payments#feature-categories$/);
    await expect(categoryHeadings(page)).toHaveText(["Payments"]);
    await expect(page.locator("#all-features article")).toHaveCount(count);
    await expect(page.locator("#feature-results").getByText(`${count} features`, { exact: true })).toBeVisible();
    await expect(categoryNav(page).locator('[aria-current="page"]')).toHaveText(`Payments ${count} features`);
    await expectCategoryNavAtTop(page);
  });

  test("with words, the category links count the matches, keep the words and leave out empty categories", async ({ page }) => {
    await page.goto("/features?category=security&q=paypal");
    await expect(page.getByText("No features match “paypal” in Security & anti-cheat.")).toBeVisible();
    const nav = categoryNav(page);
    await expect(nav.getByRole("link")).toHaveText(["All features 3 features", "Payments 3 features"]);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Security & anti-cheat 0 features");
    await expect(nav.getByText("Surfing 0 features")).toBeVisible();
    await nav.getByRole("link", { name: "Payments 3 features" }).click();
    await expect(page).toHaveURL(/\/features\?category=payments&q=paypal#feature-categories$/);
    await expect(page.locator("#all-features article h3")).toHaveText([
      "PayPal subscriptions",
      "PayPal one-off payments",
      "Crypto payments",
    ]);
  });

  test("no match says so and Clear filters shows everything again", async ({ page }) => {
    await page.goto("/features?q=blockchain+mining");
    await expect(page.getByText("No features match “blockchain mining”.")).toBeVisible();
    await expect(categoryHeadings(page)).toHaveCount(0);
    await expect(featurePages(page)).toHaveCount(0);
    // No category has a match: no links that all lead nowhere.
    await expect(categoryNav(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(categoryHeadings(page)).toHaveText(CATEGORY_TITLES.slice(0, 3));
  });

  test("an unknown category or page number is ignored and reported; a page past the last shows the last", async ({ page }) => {
    const response = await page.goto("/features?category=widgets");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("The unknown category “widgets” was ignored.")).toBeVisible();
    await expect(categoryHeadings(page).first()).toHaveText(CATEGORY_TITLES[0]!);

    expect((await page.goto("/features?page=two"))?.status()).toBe(200);
    await expect(page.getByText("The unknown page number “two” was ignored.")).toBeVisible();
    await expect(featurePages(page).locator('[aria-current="page"]')).toHaveText("Page 1");

    expect((await page.goto("/features?page=99"))?.status()).toBe(200);
    await expect(
      featurePages(page)
        .getByRole("link", { name: /^Page \d+$/ })
        .last(),
    ).toHaveAttribute("aria-current", "page");
    await expect(featurePages(page).getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(categoryHeadings(page).last()).toHaveText(CATEGORY_TITLES.at(-1)!);
  });
});

test.describe("/templates", () => {
  test("shows the four platforms, one available and three coming soon with a waitlist link", async ({ page }) => {
    await page.goto("/templates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One Membership Core, Four Platforms: Traffic Exchange Available Now");
    const cards = page.getByRole("region", { name: "Platforms", exact: true }).locator("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Traffic Ad Exchange", "Learning Management", "E-commerce", "SaaS"]);
    await expect(cards.filter({ hasText: "Available now" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "Coming soon" })).toHaveCount(3);
    const waitlist = page.getByRole("link", { name: /^Join the waitlist for / });
    await expect(waitlist).toHaveCount(3);
    for (const link of await waitlist.all()) await expect(link).toHaveAttribute("href", "/coming-soon");
    await expect(page.getByRole("heading", { level: 2, name: "What every platform shares" })).toBeVisible();
  });

  test("a platform card leads to its detail page, with Get Started and View Demo", async ({ page }) => {
    await page.goto("/templates");
    await page.getByRole("link", { name: "Traffic Ad Exchange", exact: true }).click();
    await expect(page).toHaveURL(/\/templates\/traffic-ad-exchange$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Traffic Ad Exchange");
    await expect(page).toHaveTitle("Traffic Ad Exchange – Platform | XchangeKit");
    await expect(page.getByText("Available now")).toBeVisible();
    await expect(page.getByText("Run your own manual and auto surf traffic exchange")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Features" })).toBeVisible();
    await expect(page.getByText("Click-to-verify CAPTCHA driven by a cheat score")).toBeVisible();

    await expectTrail(page, ["Home", "Platforms"], "Traffic Ad Exchange");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Platforms" })).toHaveAttribute(
      "href",
      "/templates",
    );

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/order-funnel");
    await main.getByRole("link", { name: "View Demo" }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test("a coming-soon platform shows its launch estimate and the waitlist", async ({ page }) => {
    await page.goto("/templates/learning-management");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learning Management");
    await expect(page.getByText("Planned for 2026; no fixed date yet")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveCount(0);
    await main.getByRole("link", { name: "Join the waitlist", exact: true }).click();
    await expect(page).toHaveURL(/\/coming-soon$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown platform answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/templates/no-such-platform");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found - 404 Error");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test("/services shows every service with its price or quote, delivery time and what it includes", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation, Hosting, Graphics and Modifications for Your Exchange");
  const services = page.getByRole("region", { name: "Services", exact: true }).locator("article");
  await expect(services.getByRole("heading", { level: 3 })).toHaveText([
    "Script Installation",
    "Managed Hosting",
    "Done-For-You Launch",
    "Custom Modifications",
    "Graphics and Branding",
    "Migration From Another Script",
    "Launch Promotion and Consulting",
    "Maintenance and Updates",
  ]);
  await expect(services.getByTestId("service-price")).toHaveText([
    "$50",
    "$15",
    "$599",
    "Quoted per project",
    "$149",
    "Quoted per project",
    "$149",
    "$99",
  ]);
  const migration = services.filter({ hasText: "Migration From Another Script" });
  await expect(migration).toContainText("after we see your database");
  await expect(migration).toContainText("Usually 3-5 business days");
  await expect(migration.getByRole("listitem")).toContainText(["Members, levels and credit balances carried over"]);
  await expect(page.getByRole("heading", { level: 2, name: "How a service order works" })).toBeVisible();
});

test("/done-for-you shows the timeline, the packages, what we need and the FAQ", async ({ page }) => {
  await page.goto("/done-for-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Done-For-You Traffic Exchange, Live in 24-48 Hours");
  await expect(page.getByRole("heading", { level: 2, name: "From your details to launch in 24-48 hours" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Hours 24-48: test and hand over" })).toBeVisible();
  const packages = page.locator("#packages");
  await expect(packages.getByRole("heading", { level: 3 })).toHaveText(["Complete Package", "Premium Package"]);
  await expect(packages.getByTestId("tier-price")).toHaveText(["$599", "$999"]);
  await expect(page.getByRole("heading", { level: 2, name: "What we need from you" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Questions about done-for-you builds" })).toBeVisible();
  await page.getByRole("link", { name: "Choose Premium Package" }).click();
  await expect(page).toHaveURL(/\/order-funnel\?tier=premium-package$/);
});

test.describe("/demo", () => {
  test("gives the member and admin logins from the CMS", async ({ page }) => {
    await page.goto("/demo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Try the XchangeKit Member Area and Admin Panel");
    const member = page.locator("article", { has: page.getByRole("heading", { name: "Member area" }) });
    const admin = page.locator("article", { has: page.getByRole("heading", { name: "Admin area" }) });
    await expect(member.locator("dt")).toHaveText(["Address", "Username", "Password"]);
    await expect(member.locator("dd code")).toHaveText(["demomember", "surf-demo-2025"]);
    await expect(admin.locator("dd code")).toHaveText(["demoadmin", "admin-demo-2025"]);
    await expect(member.getByRole("link", { name: /demo\.xchangekit\.example\/members\/login/ })).toHaveAttribute(
      "href",
      "https://demo.xchangekit.example/members/login",
    );
    await expect(admin.getByRole("link", { name: "Open the admin area (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://demo.xchangekit.example/admin",
    );
    await expect(page.getByText("Every night at 03:00 UTC: change anything you like.")).toBeVisible();
  });

  test("copies a login with one click", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/demo");
    await page.getByRole("button", { name: "Copy admin area password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied the admin area password" })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("admin-demo-2025");
  });

  test("shows the three screenshots from the page's rich text, lazily, with size and alt text", async ({ page }) => {
    await page.goto("/demo");
    const screenshots = page.locator("#screenshots img");
    await expect(screenshots).toHaveCount(3);
    const sources = await screenshots.evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(sources).toEqual([
      "/sample-images/demo/member-surf-bar.webp",
      "/sample-images/demo/member-dashboard.webp",
      "/sample-images/demo/admin-panel.webp",
    ]);
    for (const image of await screenshots.all()) {
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "750");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("alt", /.{40,}/);
      await image.scrollIntoViewIfNeeded();
      // Loaded, in one of the widths its srcset offers.
      await expect
        .poll(() =>
          image.evaluate((element) => ((element as HTMLImageElement).naturalWidth > 0 ? (element as HTMLImageElement).currentSrc : "")),
        )
        .toMatch(/\/sample-images\/demo\/[a-z-]+(-(480|960)w)?\.webp$/);
    }
  });
});
