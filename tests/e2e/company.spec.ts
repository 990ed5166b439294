import { expect, test, type Page } from "@playwright/test";
import { renderedByReact, waitForHydration, watchPage } from "./hydration";

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => [JSON.parse(block)].flat());
}

test("/faq groups the 24 entries by category in expandable <details>, with FAQPage JSON-LD", async ({ page }) => {
  await page.goto("/faq");
  const categories = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(categories.first()).toHaveText("Getting started");
  await expect(page.locator("details")).toHaveCount(24);
  const first = page.locator("details").first();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  const faqPage = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage")!;
  expect(faqPage.mainEntity).toHaveLength(24);
  expect(faqPage.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
});

test("a search result opens its FAQ entry by anchor", async ({ page }) => {
  await page.goto("/faq#faq-refund-policy");
  await expect(page.locator("#faq-refund-policy")).toBeInViewport();
});

test("/testimonials lists all 12 with the aggregate of the real ratings only", async ({ page }) => {
  await page.goto("/testimonials");
  await expect(page.getByRole("region", { name: "Testimonials" }).getByRole("figure")).toHaveCount(12);
  await expect(page.getByTestId("aggregate-rating")).toHaveText("Rated 4.6 out of 5 by 10 customers who gave a rating");
  const product = (await jsonLd(page)).find((item) => item["@type"] === "Product")!;
  expect(product.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 10, bestRating: 5 });
});

for (const [path, heading, phrase] of [
  ["/terms", "Terms of Service for XchangeKit Licences and Services", /licence/i],
  ["/privacy", "How LaunchYard Collects, Uses and Protects Your Data", /your rights/i],
  ["/refund", "Support Policy", /installation fees/i],
  ["/disclaimer", "Earnings Disclaimer: Software and Services, No Income Guarantee", /guarantee/i],
] as const) {
  test(`${path} is complete legal text with its last-updated date`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/^Last updated \w+ \d{1,2}, 2025$/)).toBeVisible();
    // The legal text has no section heading of its own, so its headings are the h2s under the h1.
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole("main")).toContainText(phrase);
  });
}

test("/refund is titled Support Policy", async ({ page }) => {
  await page.goto("/refund");
  await expect(page).toHaveTitle(/^Support Policy/);
});

test("/support and /affiliates explain channels, response times, commissions and payouts", async ({ page }) => {
  await page.goto("/support");
  await expect(page.getByRole("main")).toContainText("support@xchangekit.example");
  await expect(page.getByRole("main")).toContainText(/one business day/i);
  await expect(page.getByRole("main").getByRole("link", { name: /FAQ/ }).first()).toBeVisible();
  await page.goto("/affiliates");
  await expect(page.getByRole("main")).toContainText(/60-day|60 days/);
  await expect(page.getByRole("main")).toContainText(/PayPal/);
});

for (const path of ["/thanks-order", "/thanks-purchase"]) {
  test(`${path} lists next steps and support, and is kept out of search engines`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/24-48 hours/);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /support/i })
        .first(),
    ).toBeVisible();
  });
}

test("/ and /coming-soon describe what is coming, without the chrome", async ({ page }) => {
  for (const path of ["/", "/coming-soon"]) {
    await page.goto(path);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("Learning Management");
  }
});

test.describe("rich text in the browser", () => {
  // A client address of its own: late in the suite 127.0.0.1's visit beacons are used up, and the beacon's 429 would be
  // a console error.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.213" } });

  test("/about's rich text is the server's HTML kept as it is, and a client navigation back to it renders it", async ({ page }) => {
    const { errors, portableTextChunks } = watchPage(page);
    await page.goto("/about");
    await waitForHydration(page);
    const story = page.getByText("Daniel Mercer opened his first manual traffic exchange in 2011.");
    await expect(story).toBeVisible();
    // The section's heading is React's (the page around the text is hydrated); the text's paragraphs are not.
    expect(await renderedByReact(page.getByRole("heading", { name: "How LaunchYard started" }))).toBe(true);
    expect(await renderedByReact(story)).toBe(false);
    expect(portableTextChunks).toEqual([]);

    // A page mounted by a client navigation renders its rich text itself, with the renderer's chunk.
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(story).toBeVisible();
    expect(await renderedByReact(story)).toBe(true);
    expect(portableTextChunks).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
