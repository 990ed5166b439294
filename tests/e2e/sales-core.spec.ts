import { expect, test, type Page } from "@playwright/test";

/** Every JSON-LD object on the page, flattened. */
async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => [JSON.parse(block)].flat());
}

const usd = (text: string) => Number(text.replace(/[$,]/g, ""));

test("/home: hero with the launch promise and both calls to action, platforms, features, pricing, sites, proof", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("XchangeKit: launch your own traffic ad exchange in 24-48 hours");
  // A trail of one ("Home") is not shown; the page's BreadcrumbList stays in its structured data.
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/order-funnel");
  await expect(main.getByRole("link", { name: "View Demo" })).toHaveAttribute("href", "/demo");
  // The hero shows the product: the member area, described for screen readers, loaded first.
  const heroImage = main.getByRole("img", { name: /^The member area of a sample traffic exchange/ });
  await expect(heroImage).toBeVisible();
  await expect(heroImage).toHaveAttribute("fetchpriority", "high");
  expect(await heroImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const platforms = main.getByRole("region", { name: "One membership engine, four platforms" });
  await expect(platforms.getByRole("heading", { level: 3 })).toHaveText([
    "Traffic Ad Exchange",
    "Learning Management",
    "E-commerce",
    "SaaS",
  ]);
  await expect(platforms.getByText("Coming soon")).toHaveCount(3);

  await expect(main.getByRole("heading", { name: "What your exchange can do on day one" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Surf ratios per level" })).toBeVisible();
  // The home page's packages are the ones its copy names: each "Everything in …" names a package shown beside it.
  const homePackages = main.getByRole("region", { name: "Pick the package that fits your launch" });
  await expect(homePackages.getByRole("heading", { level: 3 })).toHaveText([
    "Script Only",
    "Script + Installation",
    "Script + Install + Hosting",
    "Complete Package",
  ]);
  for (const named of await homePackages.getByText(/^Everything in /).allTextContents()) {
    await expect(homePackages.getByRole("heading", { level: 3, name: named.replace("Everything in ", ""), exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Choose Script + Install + Hosting" })).toHaveAttribute(
    "href",
    "/order-funnel?tier=script-install-hosting",
  );
  await expect(main.getByRole("region", { name: "Newest sites for sale" }).getByRole("article")).toHaveCount(3);
  await expect(main.getByRole("heading", { name: "Owners who launched with XchangeKit" })).toBeVisible();

  const faq = main.getByText("What is XchangeKit and what can I run with it?");
  await faq.click();
  await expect(page.locator("details[open]")).toHaveCount(1);
  await expect(main.getByRole("heading", { name: "Your exchange could be taking sign-ups this week" })).toBeVisible();
});

test("/home: the link to every site for sale works", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("link", { name: "See every site for sale" }).click();
  await expect(page).toHaveURL(/\/sites-for-sale$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("/pricing", () => {
  test("shows every tier of the spec with its price, and each button preselects its tier", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Pricing");
    const packages = page.getByRole("region", { name: "Packages" }).getByRole("article");
    await expect(packages.getByRole("heading", { level: 3 })).toHaveText([
      "Script Only",
      "Script + Installation",
      "Script + Install + Hosting",
      "Payment Plan",
      "Complete Package",
      "Premium Package",
    ]);
    await expect(packages.getByTestId("tier-price")).toHaveText(["$299", "$349", "$499", "$299", "$599", "$999"]);
    await expect(packages.nth(3)).toContainText("down, then $75/month for 5 months");

    await packages.nth(3).getByRole("link", { name: "Choose Payment Plan" }).click();
    await expect(page).toHaveURL(/\/order-funnel\?tier=payment-plan$/);
  });

  test("has a comparison table and explains the payment plan", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Script Only", "+ Installation", "+ Hosting", "Complete", "Premium"]);
    await expect(table.getByRole("row", { name: /Price \(one-time\)/ })).toContainText("$999");
    await expect(page.getByRole("heading", { name: "How the payment plan works" })).toBeVisible();
    await expect(
      page.getByText(/\$299 today, then five monthly payments of \$75\. Together these cost more than paying \$499 once/),
    ).toBeVisible();
  });

  test("on a phone the comparison scrolls sideways under its row names, and says it does", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/pricing");
    await expect(page.getByText("Swipe the table sideways to see all 5 columns →")).toBeVisible();
    const region = page.getByRole("region", { name: "Compare the packages (table)" });
    const rowName = region.getByRole("rowheader", { name: "Price (one-time)" });
    const premium = region.getByRole("columnheader", { name: "Premium" });
    await region.scrollIntoViewIfNeeded();
    await expect(rowName).toBeInViewport();
    await expect(premium).not.toBeInViewport();
    const before = (await rowName.boundingBox())!;
    await region.evaluate((element) => element.scrollBy({ left: 2000 }));
    await expect(premium).toBeInViewport();
    expect((await rowName.boundingBox())!.x).toBe(before.x);
    // On a wide screen the whole table fits and no hint is shown.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByText(/^Swipe the table sideways/)).toBeHidden();
  });

  test("Product JSON-LD has one Offer per tier, at the visible prices", async ({ page }) => {
    await page.goto("/pricing");
    const product = (await jsonLd(page)).find((item) => item["@type"] === "Product")!;
    expect(product.brand.name).toBe("LaunchYard");
    const visible = await page.getByRole("region", { name: "Packages" }).getByTestId("tier-price").allTextContents();
    expect(product.offers.map((offer: { price: string }) => Number(offer.price))).toEqual(visible.map(usd));
    expect(product.offers.every((offer: { priceCurrency: string }) => offer.priceCurrency === "USD")).toBe(true);
    expect(product.offers[0].url).toBe("https://xchangekit.example/order-funnel?tier=script-only");
    const breadcrumbs = (await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList")!;
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Pricing"]);
  });
});

test.describe("one-time offers", () => {
  for (const [path, name, price, worth, items, decline] of [
    ["/offer-graphics", "Graphics Pack", "$99", "$472", 4, "/offer-vip-upgrades"],
    ["/offer-vip-upgrades", "VIP Upgrade Pack", "$199", "$1,190", 4, "/thanks-purchase"],
  ] as const) {
    test(`${path}: price, worth, items, buy button and decline link, without the chrome`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("offer-price")).toHaveText(price);
      await expect(page.getByTestId("offer-worth")).toHaveText(worth);
      await expect(page.getByRole("region", { name: "What you get" }).getByRole("listitem")).toHaveCount(items);
      await expect(page.getByRole("link", { name: `Yes, add the ${name} for ${price}` })).toHaveAttribute(
        "href",
        // The sample's checkout host does not exist: on the sample, the buy button leads to the stand-in checkout.
        `/sample-checkout/${path.slice(1)}`,
      );
      await expect(page.getByRole("link", { name: /^No thanks/ })).toHaveAttribute("href", decline);
      const product = (await jsonLd(page)).find((item) => item["@type"] === "Product")!;
      expect(Number(product.offers[0].price)).toBe(usd(price));
    });
  }

  test("/offer-graphics shows the graphics it sells: banners, the VIP shield and an eCover, each described", async ({ page }) => {
    await page.goto("/offer-graphics");
    const samples = page.getByRole("region", { name: "Samples from the Graphics Pack" }).getByRole("img");
    await expect(samples).toHaveCount(5);
    for (const name of [
      /leaderboard banner, 728x90/,
      /medium rectangle banner, 300x250/,
      /button banner, 125x125/,
      /^VIP member shield/,
      /^3D eCover/,
    ]) {
      const sample = page.getByRole("img", { name });
      await sample.scrollIntoViewIfNeeded();
      await expect.poll(() => sample.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    // An offer without samples shows no empty gallery.
    await page.goto("/offer-vip-upgrades");
    await expect(page.getByRole("region", { name: /^Samples from/ })).toHaveCount(0);
  });
});

test.describe("the coming-soon page /", () => {
  test("has the logo home, the privacy policy by the e-mail field, its steps in full rows and its figures on one line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "XchangeKit home" })).toHaveAttribute("href", "/home");
    const form = page.locator("form#waitlist-form");
    await expect(form.getByText("Used only to tell you about the launch.")).toBeVisible();
    await expect(form.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");

    // Five steps on one row, not four and one alone.
    const steps = page.getByRole("region", { name: "What happens after you join" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    const stepTops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(stepTops).size).toBe(1);

    // The figures start on one line, however many lines their labels take.
    const figureTops = await page
      .locator("dl dd")
      .evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().top)));
    expect(figureTops.length).toBe(4);
    expect(new Set(figureTops).size).toBe(1);
  });
});
