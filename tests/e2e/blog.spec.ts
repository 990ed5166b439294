import { expect, test, type Locator, type Page } from "@playwright/test";
import { renderedByReact, waitForHydration, watchPage } from "./hydration";

const POST = "/blog/how-to-launch-a-traffic-exchange-in-48-hours";
const TITLE = "How to Launch a Traffic Exchange in 48 Hours: A Step-by-Step Plan";
/** The newest of the sample's nine articles: the featured one. */
const NEWEST = "Splash Pages and Banners That Get Noticed in the Surf Bar";

/** The number in "N views" inside a card or byline. */
/** How far below the top of the viewport an element is, in CSS pixels. */
async function topOf(element: Locator): Promise<number> {
  return element.evaluate((node) => node.getBoundingClientRect().top);
}

/** The anchor of the location Remix's router is at. */
function routerHash(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { __remixRouter: { state: { location: { hash: string } } } }).__remixRouter.state.location.hash,
  );
}

async function viewsShown(scope: Locator): Promise<number> {
  const text = await scope
    .getByText(/^[\d,]+ views$/)
    .first()
    .textContent();
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test("a reader's view of a post is counted, and the post's page then shows more views", async ({ browser }) => {
  // A person's browser: headless Chromium names itself HeadlessChrome, which the counter (isbot) rightly skips.
  const reader = await browser.newContext({
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.80" },
  });
  const page = await reader.newPage();
  const viewCounted = page.waitForResponse((response) => response.url().endsWith("/api/views") && response.status() === 204);
  await page.goto(POST);
  const byline = page.locator("article header").first();
  const before = await viewsShown(byline);
  await viewCounted;
  // Pages showing counts are rendered again a second after a view (VIEW_COUNTS_REFRESH_SECONDS in the e2e server).
  await expect(async () => {
    await page.reload();
    expect(await viewsShown(byline)).toBeGreaterThan(before);
  }).toPass();
  await reader.close();
});

test("/blog shows the hero count, the 5 categories and 8 topics, the featured article, the grid and the sidebar", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("article-count")).toHaveText("9 articles");
  // Each category's count is read out as a count of articles, not a bare number.
  const categories = page.getByRole("region", { name: "Categories" });
  await expect(categories.getByRole("listitem").first()).toContainText(/\d+ articles?$/);
  await expect(categories.locator("[aria-label]")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link")).toHaveText([
    "Getting Started",
    "Running Your Exchange",
    "Growth & Promotion",
    "Monetization",
    "Design & Trust",
  ]);
  await expect(page.getByRole("navigation", { name: "Blog topics" }).getByRole("link")).toHaveCount(8);

  const featured = page.getByRole("article", { name: NEWEST }).first();
  await expect(featured).toContainText("Featured · Design & Trust");
  await expect(featured.getByRole("list", { name: "Topics" }).getByRole("link")).toHaveText(["Site Design", "Traffic Exchanges"]);
  await expect(featured).toContainText("By Megan Doyle");
  await expect(featured).toContainText("September 15, 2026");
  await expect(featured).toContainText("6 min read");
  // The sample's starting number, plus any views other tests have made today.
  expect(await viewsShown(featured)).toBeGreaterThanOrEqual(812);

  const grid = page.getByRole("region", { name: "All articles" });
  await expect(grid.getByRole("article")).toHaveCount(9);
  await expect(grid.getByRole("link", { name: TITLE })).toHaveAttribute("href", POST);
  const launchCard = grid.getByRole("article").filter({ hasText: TITLE });
  await expect(launchCard).toContainText("15 min read");
  expect(await viewsShown(launchCard)).toBeGreaterThanOrEqual(4812);

  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
  await expect(sidebar.getByRole("region", { name: "Categories" }).getByRole("listitem")).toHaveText([
    /Getting Started\s*2/,
    /Running Your Exchange\s*2/,
    /Growth & Promotion\s*2/,
    /Monetization\s*2/,
    /Design & Trust\s*1/,
  ]);
  await expect(sidebar.getByRole("region", { name: "Latest articles" }).getByRole("link").first()).toHaveText(NEWEST);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
});

test("category and topic links filter the list, linkably", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Growth & Promotion" }).click();
  await expect(page).toHaveURL(/\/blog\?category=growth-promotion$/);
  await expect(page.getByRole("heading", { name: "Articles in Growth & Promotion" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Articles in Growth & Promotion" }).getByRole("article")).toHaveText([
    /Promoting a New Exchange on Other Exchanges and Safelists/,
    /Surf Contests That Grow Activity Without Inflating Your Credits/,
  ]);

  await page.getByRole("navigation", { name: "Blog topics" }).getByRole("link", { name: "Launch Strategy" }).click();
  await expect(page).toHaveURL(/\/blog\?tag=launch-strategy$/);
  await expect(page.getByRole("navigation", { name: "Blog topics" }).getByRole("link", { name: "Launch Strategy" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("region", { name: "Articles in Launch Strategy" }).getByRole("article")).toHaveCount(3);

  await page.goto("/blog?category=getting-started");
  await expect(page.getByRole("region", { name: "Articles in Getting Started" }).getByRole("article")).toHaveCount(2);
});

test("a page number past the end or not a number shows the last or first page, never an error", async ({ page }) => {
  // The sample's nine articles fit on one page (12 per page): no pager.
  for (const [query, shown] of [
    ["page=2", 9],
    ["page=abc", 9],
    ["page=0", 9],
    ["category=getting-started&page=9", 2],
  ] as const) {
    const response = await page.goto(`/blog?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole("region", { name: /^(All articles|Articles in .+)$/ }).getByRole("article")).toHaveCount(shown);
    await expect(page.getByRole("navigation", { name: "Pages of articles" })).toHaveCount(0);
  }
});

test.describe("the post page", () => {
  // A client address of its own: the console checks below would see the beacon's 429 once 127.0.0.1's visits are used up.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.214" } });

  test("renders the article with its table of contents, author, topics and share links", async ({ page }) => {
    await page.goto(POST);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(["Home", "Blog"]);
    await expect(page.getByText("15 min read")).toBeVisible();
    await expect(page.getByText("Updated April 2, 2025")).toBeVisible();

    const toc = page.getByRole("navigation", { name: "On this page" });
    const entries = toc.getByRole("link");
    expect(await entries.count()).toBeGreaterThanOrEqual(8);
    const target = entries.nth(3);
    const href = (await target.getAttribute("href"))!;
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href)).toBeInViewport();

    const body = page.getByRole("article");
    const external = body.locator('a[href^="https://"]').first();
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    await expect(body.locator("pre code")).toHaveCount(1);
    await expect(body.getByRole("img").nth(1)).toHaveAttribute("alt", /.+/);

    await expect(page.getByRole("heading", { name: "About Daniel Mercer" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Topics" }).getByRole("link")).toHaveCount(4);
    const share = page.getByRole("region", { name: "Share this article" });
    await expect(share.getByRole("link", { name: /X\/Twitter/ })).toHaveAttribute(
      "href",
      /twitter\.com\/intent\/tweet\?url=https%3A%2F%2Fxchangekit\.example%2Fblog%2F/,
    );
    await expect(share.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin\.com\/sharing/);
  });

  test("on a wide screen the contents are open beside the article, stay in view and scroll, so every entry is reachable", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(POST);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.locator("details")).toHaveAttribute("open", "");
    await expect(toc.locator("summary")).toContainText("28 sections");
    const entries = toc.getByRole("link");
    await expect(entries).toHaveCount(28);

    // Deep in the article the contents are still beside it, no taller than the viewport.
    await page.getByRole("heading", { name: "A realistic 90-day rhythm" }).scrollIntoViewIfNeeded();
    const inView = async () => {
      const box = (await toc.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    };
    await inView();
    // The last entry is below the list's visible part until the list itself scrolls to it.
    const last = entries.last();
    await expect(last).not.toBeInViewport();
    await last.focus();
    await expect(last).toBeInViewport({ ratio: 1 });
    await inView();
    await expect(toc.locator("summary")).toBeInViewport({ ratio: 1 });
  });

  test.describe("on a phone, without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

    test("the contents start closed, a line above the article, and open from the keyboard", async ({ page }) => {
      await page.goto(POST);
      const toc = page.getByRole("navigation", { name: "On this page" });
      const summary = toc.locator("summary");
      await expect(toc.locator("details")).not.toHaveAttribute("open");
      await expect(summary).toContainText("On this page");
      await expect(summary).toContainText("28 sections");
      await expect(toc.getByRole("link")).toHaveCount(0);
      expect((await toc.boundingBox())!.height).toBeLessThan(80);

      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(toc.getByRole("link")).toHaveCount(28);
      await toc.getByRole("link", { name: "Pricing that holds up" }).click();
      await expect(page).toHaveURL(/#pricing-that-holds-up$/);
      await expect(page.getByRole("heading", { name: "Pricing that holds up" })).toBeInViewport();
    });
  });

  test("its body and contents are in the first HTML and kept as they are: not hydrated, the renderer not loaded", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(POST)).text();
    expect(html).toContain('id="pricing-that-holds-up"');
    expect(html).toContain("Ratios, timers and the auto surf bar");

    const { errors, portableTextChunks } = watchPage(page);
    await page.goto(POST);
    await waitForHydration(page);
    // The copy button comes after the body: once React has it, the body's turn in the hydration is over.
    await expect.poll(() => renderedByReact(page.getByRole("button", { name: "Copy link" }))).toBe(true);
    const bodyHeading = page.getByRole("heading", { name: "Pricing that holds up" });
    expect(await renderedByReact(bodyHeading)).toBe(false);
    expect(await renderedByReact(page.getByRole("article").locator("pre code"))).toBe(false);
    // The contents (plain links in a <details>) are kept too.
    expect(await renderedByReact(page.locator("details").first())).toBe(false);
    // The code block still scrolls from the keyboard: it takes focus as plain HTML.
    await page.getByRole("article").locator("pre").focus();
    await expect(page.getByRole("article").locator("pre")).toBeFocused();
    expect(portableTextChunks).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a client navigation to another post renders that post's body, and Back renders the first one's", async ({ page }) => {
    const { errors } = watchPage(page);
    await page.goto(POST);
    await waitForHydration(page);
    // Set on this document: still there after the navigation only if the page was not loaded again.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
    await page
      .getByRole("navigation", { name: "More articles" })
      .getByRole("link", { name: /Manual Surf, Auto Surf or Hybrid/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/manual-surf-vs-auto-surf$/);
    const newHeading = page.getByRole("heading", { name: "View quality: what your advertisers actually receive" });
    await expect(newHeading).toBeVisible();
    expect(await renderedByReact(newHeading)).toBe(true);
    await expect(page.getByRole("heading", { name: "Pricing that holds up" })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-same-document", "");

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
    await expect(page.getByRole("heading", { name: "Pricing that holds up" })).toBeVisible();
    await expect(page.getByRole("article").locator("pre code")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "View quality: what your advertisers actually receive" })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-same-document", "");
    expect(errors).toEqual([]);
  });

  test("a second and a third jump from the contents land at their headings too", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(POST);
    await waitForHydration(page);
    const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    for (const name of ["Pick an audience, not just a format", "Pricing that holds up", "Name it for the surf bar"]) {
      await contents.getByText(name, { exact: true }).click();
      const heading = page.getByRole("heading", { name });
      const hash = `#${await heading.getAttribute("id")}`;
      // The browser scrolls to the anchor, then the router takes the new entry and restores what it has stored for it.
      await expect.poll(() => routerHash(page)).toBe(hash);
      await expect.poll(() => topOf(heading)).toBeGreaterThanOrEqual(0);
      await expect.poll(() => topOf(heading)).toBeLessThan(200);
    }
  });

  test("shows the editors' picks as its related articles, in their order, and fills up from its category", async ({ page }) => {
    await page.goto(POST);
    const related = page.getByRole("region", { name: "Related articles" });
    await expect(related.getByRole("article")).toHaveText([
      /Manual Surf, Auto Surf or Hybrid/,
      /Pricing Upgrades and Credit Packages/,
      /Spotting Surf Bots and Cheaters/,
    ]);
    // One pick; the newest other posts of its category fill the remaining places.
    await page.goto("/blog/surf-contests-without-inflating-credits");
    await expect(page.getByRole("region", { name: "Related articles" }).getByRole("article")).toHaveText([
      /Pricing Upgrades and Credit Packages/,
      /Promoting a New Exchange/,
    ]);
    // No picks: the category alone, under its name.
    await page.goto("/blog/spotting-surf-bots");
    await expect(page.getByRole("region", { name: "More in Running Your Exchange" }).getByRole("article")).toHaveText([
      /The Cron Jobs a Traffic Exchange Runs/,
    ]);
  });

  test("copies its link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(POST);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied to the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://xchangekit.example${POST}`);
  });

  test("an unknown slug answers 404", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found - 404 Error");
  });
});

test("/blog/rss.xml is an RSS feed of the published articles, newest first", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml).toContain(`<link>https://xchangekit.example${POST}</link>`);
  expect(xml.match(/<item>/g)).toHaveLength(9);
  expect(xml.match(/<item>\s*<title>([^<]*)<\/title>/)?.[1]).toBe(NEWEST);
});
