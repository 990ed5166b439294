import { expect, test, type Page } from "@playwright/test";

/** The JSON-LD object of one type on the page. */
async function jsonLd(page: Page, type: string): Promise<Record<string, any>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((block) => [JSON.parse(block)].flat()) as Record<string, any>[];
  const found = items.find((item) => item["@type"] === type);
  expect(found, `${type} JSON-LD`).toBeDefined();
  return found!;
}

/** "$32,000" → 32000 */
const usd = (text: string | null) => Number((text ?? "").replace(/[$,]/g, ""));

/** The titles of the listings shown on /sites-for-sale, in order. */
const listingTitles = (page: Page) => page.getByRole("list", { name: "Sites for sale" }).getByRole("heading", { level: 3 });

/** The value shown beside a label in a listing's key figures. */
const keyFigure = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Key figures" })
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/** Waits until React has hydrated the element (its event handlers are attached). */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

const NEWEST_FIRST = [
  "AdLineSwap Text Ad Exchange",
  "ViralVolt Mailer",
  "HitPilot Traffic Exchange",
  "ClickHarbor Traffic Exchange",
  "MailBeacon Safelist",
  "SurfDrift Traffic Exchange",
  "PennyClickers PTC Site",
  "TrafficTorch Traffic Exchange",
];

test.describe("/sites-marketplace", () => {
  test("shows the hub and its cards lead to each area and design", async ({ page }) => {
    await page.goto("/sites-marketplace");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy an Established Traffic Exchange, or Start a New One");
    const areas = page.getByRole("navigation", { name: "Marketplace areas" }).getByRole("link");
    await expect(areas).toHaveText(["Done-For-You", "Sites for Sale", "Custom Modifications"]);
    await expect(areas.nth(0)).toHaveAttribute("href", "/done-for-you");
    await expect(page.getByText("4 sites available now")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Buy a running site or have one built?" })).toBeVisible();

    const newest = page.getByRole("region", { name: "Newest sites for sale" });
    await expect(newest.getByRole("heading", { level: 3 })).toHaveText(
      NEWEST_FIRST.filter((title) => !/PennyClickers|TrafficTorch/.test(title)).slice(0, 3),
    );

    await areas.filter({ hasText: "Sites for Sale" }).click();
    await expect(page).toHaveURL(/\/sites-for-sale$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Established Traffic Exchanges and Mailers for Sale");

    await page.goBack();
    await page.getByRole("region", { name: "Banner design packages" }).getByRole("link", { name: "Neon Surf" }).click();
    await expect(page).toHaveURL(/\/banners\/neon-surf$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neon Surf");

    await page.goBack();
    await page.getByRole("region", { name: "Landing page designs" }).getByRole("link", { name: "Upgrade Sales Page" }).click();
    await expect(page).toHaveURL(/\/content\/upgrade-sales-page$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upgrade Sales Page");

    await page.goBack();
    await newest.getByRole("link", { name: "AdLineSwap Text Ad Exchange" }).click();
    await expect(page).toHaveURL(/\/site\/adlineswap$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AdLineSwap Text Ad Exchange");
  });
});

/** The loader data request of /sites-for-sale: with JavaScript, a filter change fetches it, and the server filters. */
const listingData = (page: Page) =>
  page.waitForResponse((response) => response.url().includes("_data=routes%2F_site.sites-for-sale") && response.status() === 200);

test.describe("/sites-for-sale with JavaScript", () => {
  test("filters and sort apply as they change: the server answers, the URL follows, the page never reloads", async ({ page }) => {
    await page.goto("/sites-for-sale");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Established Traffic Exchanges and Mailers for Sale");
    await expect(listingTitles(page)).toHaveText(NEWEST_FIRST);
    await expect(page.getByTestId("listing-count")).toHaveText("Showing all 8 sites");
    await expect(page.getByTestId("listing-count")).toHaveAttribute("aria-live", "polite");
    await waitForHydration(page, "#filter-category");
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    const filtered = listingData(page);
    await page.getByLabel("Category").selectOption("traffic-exchange");
    expect((await filtered).url()).toContain("category=traffic-exchange");
    await expect(listingTitles(page)).toHaveText([
      "HitPilot Traffic Exchange",
      "ClickHarbor Traffic Exchange",
      "SurfDrift Traffic Exchange",
      "TrafficTorch Traffic Exchange",
    ]);
    await expect(page.getByTestId("listing-count")).toHaveText("Showing 4 of 8 sites");
    await expect(page).toHaveURL(/\/sites-for-sale\?category=traffic-exchange$/);

    await page.getByLabel("Sort by").selectOption("price-desc");
    await expect(listingTitles(page)).toHaveText([
      "ClickHarbor Traffic Exchange",
      "SurfDrift Traffic Exchange",
      "TrafficTorch Traffic Exchange",
      "HitPilot Traffic Exchange",
    ]);

    await page.getByLabel("Status").selectOption("available");
    await expect(listingTitles(page)).toHaveText(["SurfDrift Traffic Exchange", "HitPilot Traffic Exchange"]);

    // Typing applies once it pauses; the field keeps the focus and what was typed while the results load.
    const minPrice = page.getByLabel("Min price (USD)");
    await minPrice.click();
    await minPrice.pressSequentially("20000");
    await expect(listingTitles(page)).toHaveText(["SurfDrift Traffic Exchange"]);
    await expect(page).toHaveURL(/\?category=traffic-exchange&status=available&min=20000&sort=price-desc$/);
    await expect(minPrice).toBeFocused();
    await expect(minPrice).toHaveValue("20000");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/sites-for-sale$/);
    await expect(listingTitles(page)).toHaveCount(8);
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Min price (USD)")).toHaveValue("");
    // The link is gone with the filters; the focus is back on the form, not lost.
    await expect(page.getByLabel("Category")).toBeFocused();

    await page.getByLabel("Sort by").selectOption("members");
    await expect(listingTitles(page).first()).toHaveText("ClickHarbor Traffic Exchange");
    await expect(listingTitles(page).last()).toHaveText("AdLineSwap Text Ad Exchange");
    await page.getByLabel("Sort by").selectOption("profit");
    await expect(listingTitles(page).nth(1)).toHaveText("SurfDrift Traffic Exchange");
    await page.getByLabel("Max price (USD)").fill("10000");
    await expect(listingTitles(page)).toHaveText(["PennyClickers PTC Site", "AdLineSwap Text Ad Exchange"]);
    await expect(page).toHaveURL(/\?max=10000&sort=profit$/);

    // Back and forward show the filters of that address, fields included.
    await page.goBack();
    await expect(page).toHaveURL(/\/sites-for-sale\?category=traffic-exchange&status=available&min=20000&sort=price-desc$/);
    await expect(listingTitles(page)).toHaveText(["SurfDrift Traffic Exchange"]);
    await expect(page.getByLabel("Status")).toHaveValue("available");

    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("a filter link opens with its results, and an empty result offers to clear the filters", async ({ page }) => {
    await page.goto("/sites-for-sale?category=ptc&status=available");
    await expect(page.getByLabel("Category")).toHaveValue("ptc");
    await expect(page.getByText("No sites match these filters.")).toBeVisible();
    await expect(page.getByTestId("listing-count")).toHaveText("Showing 0 of 8 sites");
    await waitForHydration(page, "#filter-category");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/sites-for-sale$/);
    await expect(listingTitles(page)).toHaveText(NEWEST_FIRST);
    await expect(page.getByLabel("Status")).toHaveValue("");
  });

  test("a listing card leads to its page", async ({ page }) => {
    await page.goto("/sites-for-sale");
    await page.getByRole("link", { name: "MailBeacon Safelist" }).click();
    await expect(page).toHaveURL(/\/site\/mailbeacon-safelist$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MailBeacon Safelist");
  });
});

test.describe("/sites-for-sale without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply filters and sorts the listings through the query string", async ({ page }) => {
    await page.goto("/sites-for-sale");
    await expect(listingTitles(page)).toHaveText(NEWEST_FIRST);

    await page.getByLabel("Status").selectOption("sold");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]status=sold&.*sort=price-asc/);
    await expect(listingTitles(page)).toHaveText(["PennyClickers PTC Site", "TrafficTorch Traffic Exchange"]);
    await expect(page.getByTestId("listing-count")).toHaveText("Showing 2 of 8 sites");

    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(listingTitles(page)).toHaveText(["TrafficTorch Traffic Exchange", "PennyClickers PTC Site"]);

    await page.getByLabel("Status").selectOption("");
    await page.getByLabel("Min price (USD)").fill("10000");
    await page.getByLabel("Max price (USD)").fill("20000");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(listingTitles(page)).toHaveText([
      "ViralVolt Mailer",
      "HitPilot Traffic Exchange",
      "MailBeacon Safelist",
      "TrafficTorch Traffic Exchange",
    ]);
    await expect(page.getByLabel("Min price (USD)")).toHaveValue("10000");

    await page.getByLabel("Category").selectOption("safelist");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(listingTitles(page)).toHaveText(["MailBeacon Safelist"]);
  });

  test("invalid values in the link are ignored and named", async ({ page }) => {
    const response = await page.goto("/sites-for-sale?category=casino&min=cheap&sort=price-asc&page=0");
    expect(response?.status()).toBe(200);
    await expect(listingTitles(page)).toHaveCount(8);
    await expect(listingTitles(page).first()).toHaveText("AdLineSwap Text Ad Exchange");
    await expect(page.getByTestId("ignored-filters")).toHaveText("Not recognised, so ignored: category, min price, page number.");
  });

  test("a page past the last shows the last page; one page needs no page links", async ({ page }) => {
    const response = await page.goto("/sites-for-sale?status=available&page=7");
    expect(response?.status()).toBe(200);
    await expect(listingTitles(page)).toHaveCount(4);
    await expect(page.getByTestId("listing-count")).toHaveText("Showing 4 of 8 sites");
    await expect(page.getByRole("navigation", { name: "Pages of sites for sale" })).toHaveCount(0);
  });
});

test.describe("/site/{id}", () => {
  test("shows every buyer field, the enquiry button and matching product metadata", async ({ page }) => {
    await page.goto("/site/surfdrift");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SurfDrift Traffic Exchange");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Sites Marketplace", "Sites for Sale"]);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("SurfDrift Traffic Exchange");

    for (const [label, value] of [
      ["Site", "surfdrift.example (opens in a new tab)"],
      ["Category", "Traffic exchange"],
      ["Total members", "18,420"],
      ["Active members", "2,310"],
      ["Paid members", "286"],
      ["Monthly revenue", "$2,140"],
      ["Monthly profit", "$1,610"],
      ["Pages surfed or viewed a month", "1,180,000"],
      ["Recurring subscriptions", "241"],
      ["Commissions owed", "$486.50"],
      ["Script", "XchangeKit 4.2.1"],
      ["Payment processors", "PayPal, Stripe, Coinbase Commerce"],
    ]) {
      await expect(keyFigure(page, label!), label).toHaveText(value!);
    }
    // A long domain may wrap before its dot, never in the middle of a word.
    await expect(keyFigure(page, "Site").locator("wbr")).toHaveCount(1);
    await expect(keyFigure(page, "Site").getByRole("link")).not.toHaveClass(/break-all/);
    await expect(keyFigure(page, "Age")).toContainText(/\d+ years.*Launched March 2019/);
    await expect(keyFigure(page, "Outstanding credits")).toContainText("412,000");
    await expect(page.getByRole("region", { name: "Reason for sale" })).toContainText("web design business");
    await expect(page.getByRole("region", { name: "What the sale includes" })).toContainText("Mailing list of 3,400 opted-in members");
    await expect(page.getByText(/EPP \(transfer\) code.*about 5-7 days/)).toBeVisible();

    const cover = page.getByRole("img", { name: /SurfDrift home page/ });
    await expect(cover).toHaveAttribute("loading", "eager");
    // Short captions under the screenshots; their full descriptions are the alt text only.
    await expect(page.locator("figcaption")).toHaveText(["Home page", "Admin dashboard, August 2025"]);
    await expect(cover).toHaveAttribute("alt", /^Screenshot of the SurfDrift home page: the headline .{100,}/);
    await expect(page.getByRole("img", { name: /SurfDrift admin dashboard/ })).toHaveAttribute("loading", "lazy");

    await expect(page.getByRole("link", { name: "Enquire about this site" })).toHaveAttribute(
      "href",
      "/support?topic=site-purchase&listing=surfdrift",
    );

    const visiblePrice = usd(await page.getByTestId("listing-price").textContent());
    expect(visiblePrice).toBe(32000);
    const product = await jsonLd(page, "Product");
    expect(product.name).toBe("SurfDrift Traffic Exchange");
    expect(product.category).toBe("Traffic exchange");
    expect(product.offers).toHaveLength(1);
    expect(Number(product.offers[0].price)).toBe(visiblePrice);
    expect(product.offers[0]).toMatchObject({ priceCurrency: "USD", availability: "https://schema.org/InStock" });
    expect(product.image).toMatch(/surfdrift-homepage\.webp$/);

    await expect(page).toHaveTitle("SurfDrift Traffic Exchange – Traffic exchange for sale | XchangeKit");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    // The screenshot is an SVG, which networks do not show: the listing is shared with its generated card.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/og\/card\.png\?title=SurfDrift\+Traffic\+Exchange.*&price=%2432%2C000&/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Manual traffic exchange, online since 2019/);
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute("content", "32000.00");
    const trail = await jsonLd(page, "BreadcrumbList");
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Sites Marketplace",
      "Sites for Sale",
      "SurfDrift Traffic Exchange",
    ]);
  });

  test("on a wide screen the side column holds the price, the profit multiple and how buying works, in view to the last screenshot", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/site/surfdrift");
    const priceBox = page.getByRole("complementary", { name: "Asking price and enquiry" });
    await expect(
      priceBox
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: "Profit multiple" }) })
        .locator("dd"),
    ).toHaveText("19.9× monthly");
    const buying = page.getByRole("region", { name: "How buying a site works" });
    await expect(buying).toContainText("your payment is held in escrow until the site is yours");
    // Each step follows its number, which is hidden from screen readers: the list itself is ordered.
    await expect(buying.getByRole("listitem")).toHaveText([/Enquire$/, /Check the numbers$/, /Agree and pay into escrow$/, /Hand-over$/]);

    await page.getByRole("img", { name: /SurfDrift admin dashboard/ }).scrollIntoViewIfNeeded();
    await expect(priceBox.getByRole("link", { name: "Enquire about this site" })).toBeInViewport({ ratio: 1 });
    const fullSteps = buying.getByRole("link", { name: "Read how buying works in full" });
    await expect(fullSteps).toBeInViewport({ ratio: 1 });

    await fullSteps.click();
    await expect(page).toHaveURL(/\/sites-for-sale#buying$/);
    await expect(page.getByRole("heading", { level: 2, name: "How buying a site works" })).toBeInViewport();
  });

  test("a sold listing says it is sold, has no buy button and links to other listings", async ({ page }) => {
    await page.goto("/site/traffictorch");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TrafficTorch Traffic Exchange");
    await expect(page.getByTestId("listing-status")).toContainText("This site has been sold.");
    await expect(page.getByRole("link", { name: /enquire|enquiry|buy/i })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "How buying a site works" })).toHaveCount(0);
    const product = await jsonLd(page, "Product");
    expect(product.offers[0].availability).toBe("https://schema.org/SoldOut");
    expect(Number(product.offers[0].price)).toBe(usd(await page.getByTestId("listing-price").textContent()));

    await page.getByRole("link", { name: "See sites still for sale" }).click();
    await expect(page).toHaveURL(/\/sites-for-sale\?status=available$/);
    await expect(listingTitles(page)).toHaveCount(4);
  });

  test("a listing under offer says so and takes back-up enquiries", async ({ page }) => {
    await page.goto("/site/clickharbor");
    await expect(page.getByTestId("listing-status")).toContainText("This site is under offer.");
    await expect(page.getByRole("link", { name: "Make a back-up enquiry" })).toHaveAttribute(
      "href",
      "/support?topic=site-purchase&listing=clickharbor",
    );
    await expect(page.getByRole("link", { name: "Enquire about this site" })).toHaveCount(0);
    const product = await jsonLd(page, "Product");
    expect(product.offers[0].availability).toBe("https://schema.org/LimitedAvailability");
    expect(Number(product.offers[0].price)).toBe(58000);
  });
});

test.describe("modifications", () => {
  test("the catalogue lists each modification with price and delivery, linking to its page", async ({ page }) => {
    await page.goto("/custom-modifications");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Custom Modifications Built on Your XchangeKit Source Code");
    const catalogue = page.getByRole("list", { name: "Modification catalogue" }).getByRole("listitem");
    await expect(catalogue).toHaveCount(8);
    await expect(catalogue.first()).toContainText("Surf Contest Module");
    await expect(catalogue.first()).toContainText("$89");
    await expect(catalogue.first()).toContainText("3-5 business days");
    await expect(page.getByRole("heading", { name: "How a modification is scoped and built" })).toBeVisible();

    await page.getByRole("link", { name: "Crypto Payment Gateway" }).click();
    await expect(page).toHaveURL(/\/mods\/crypto-payment-gateway$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crypto Payment Gateway");
    await expect(page.getByTestId("item-price")).toHaveText("$149");
    await expect(page.getByText("5-7 business days")).toBeVisible();
    await expect(page.getByRole("region", { name: "Features" })).toContainText(
      "Coinbase Commerce or NOWPayments checkout for Bitcoin, Ethereum, USDC and other coins",
    );
    await expect(page.getByRole("link", { name: "Order this modification" })).toHaveAttribute(
      "href",
      "/support?topic=custom-modification&mod=crypto-payment-gateway",
    );
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
      "Home",
      "Sites Marketplace",
      "Custom Modifications",
    ]);
    const product = await jsonLd(page, "Product");
    expect(Number(product.offers[0].price)).toBe(usd(await page.getByTestId("item-price").textContent()));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  });
});

test.describe("banner and landing-page designs", () => {
  test("a banner package shows its preview first, its sizes, price and order link", async ({ page }) => {
    await page.goto("/banners/corporate-blue");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corporate Blue");
    const preview = page.getByRole("img", { name: /AdLedger traffic exchange/ });
    await expect(preview).toHaveAttribute("loading", "eager");
    await expect(preview).toHaveAttribute("width", "728");
    // Each item is a check mark (hidden from assistive technology) and the size.
    const sizes = page.getByRole("region", { name: "Sizes in the package" }).getByRole("listitem");
    await expect(sizes).toHaveCount(4);
    await expect(sizes).toContainText(["468 × 60 banner", "728 × 90 leaderboard", "300 × 250 rectangle", "160 × 600 skyscraper"]);
    await expect(page.getByTestId("item-price")).toHaveText("$49");
    await expect(page.getByRole("link", { name: "Order this banner package" })).toHaveAttribute(
      "href",
      "/support?topic=graphics&item=corporate-blue",
    );
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(["Home", "Sites Marketplace"]);
    const product = await jsonLd(page, "Product");
    expect(Number(product.offers[0].price)).toBe(49);
  });

  test("a landing-page design shows its features, price and order link", async ({ page }) => {
    await page.goto("/content/lead-capture-squeeze");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead-Capture Squeeze Page");
    await expect(page.getByRole("img", { name: /TrafficLadder/ })).toHaveAttribute("loading", "eager");
    await expect(page.getByRole("region", { name: "Features" })).toContainText("Light and dark colour variants");
    await expect(page.getByTestId("item-price")).toHaveText("$49");
    await expect(page.getByRole("link", { name: "Order this design" })).toHaveAttribute(
      "href",
      "/support?topic=graphics&item=lead-capture-squeeze",
    );
    const product = await jsonLd(page, "Product");
    expect(product.name).toBe("Lead-Capture Squeeze Page");
    expect(Number(product.offers[0].price)).toBe(49);
  });
});

test("unknown listings, modifications and designs answer 404 with the not-found page", async ({ page }) => {
  for (const path of ["/site/no-such-site", "/mods/no-such-mod", "/banners/no-such-banner", "/content/no-such-design"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle("Page Not Found - 404 Error");
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page Not Found");
  }
});
