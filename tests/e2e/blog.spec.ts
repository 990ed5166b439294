import { expect, test } from "@playwright/test";

const POST = "/blog/how-to-launch-a-traffic-exchange-in-48-hours";
const TITLE = "How to Launch a Traffic Exchange in 48 Hours: A Step-by-Step Plan";

test("/blog shows the hero count, the 5 categories and 8 topics, the featured article, the grid and the sidebar", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("article-count")).toHaveText("1 article");
  await expect(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link")).toHaveText([
    "Getting Started",
    "Running Your Exchange",
    "Growth & Promotion",
    "Monetization",
    "Design & Trust",
  ]);
  await expect(page.getByRole("navigation", { name: "Blog topics" }).getByRole("link")).toHaveCount(8);

  const featured = page.getByRole("article", { name: TITLE }).first();
  await expect(featured).toContainText("Featured · Getting Started");
  await expect(featured.getByRole("list", { name: "Topics" }).getByRole("link")).toHaveText(["Launch Strategy", "Credits & Ratios"]);
  await expect(featured).toContainText("By Daniel Mercer");
  await expect(featured).toContainText("March 18, 2025");
  await expect(featured).toContainText("15 min read");
  await expect(featured).toContainText("4,812 views");

  const grid = page.getByRole("region", { name: "All articles" });
  await expect(grid.getByRole("link", { name: TITLE })).toHaveAttribute("href", POST);

  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
  await expect(sidebar.getByRole("region", { name: "Categories" }).getByRole("listitem").first()).toHaveText(/Getting Started\s*1/);
  await expect(sidebar.getByRole("region", { name: "Latest articles" })).toContainText("4,812 views");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
});

test("category and topic links filter the list, linkably", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Growth & Promotion" }).click();
  await expect(page).toHaveURL(/\/blog\?category=growth-promotion$/);
  await expect(page.getByRole("heading", { name: "Articles in Growth & Promotion" })).toBeVisible();
  await expect(page.getByText("No articles here yet.")).toBeVisible();

  await page.getByRole("navigation", { name: "Blog topics" }).getByRole("link", { name: "Launch Strategy" }).click();
  await expect(page).toHaveURL(/\/blog\?tag=launch-strategy$/);
  await expect(page.getByRole("navigation", { name: "Blog topics" }).getByRole("link", { name: "Launch Strategy" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("region", { name: "Articles in Launch Strategy" }).getByRole("article")).toHaveCount(1);

  await page.goto("/blog?category=getting-started");
  await expect(page.getByRole("region", { name: "Articles in Getting Started" }).getByRole("article")).toHaveCount(1);
});

test("a page number past the end or not a number shows the last or first page, never an error", async ({ page }) => {
  for (const query of ["page=2", "page=abc", "page=0", "category=getting-started&page=9"]) {
    const response = await page.goto(`/blog?${query}`);
    expect(response?.status(), query).toBe(200);
    // The sample has one article: one page, and no pager.
    await expect(page.getByRole("region", { name: /^(All articles|Articles in .+)$/ }).getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Pages of articles" })).toHaveCount(0);
  }
});

test.describe("the post page", () => {
  test("renders the article with its table of contents, author, topics and share links", async ({ page }) => {
    await page.goto(POST);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(["Home", "Blog"]);
    await expect(page.getByText("15 min read")).toBeVisible();
    await expect(page.getByText("Updated April 2, 2025")).toBeVisible();

    const toc = page.getByRole("navigation", { name: "In this article" });
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

test("/blog/rss.xml is an RSS feed of the published article", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml).toContain(`<link>https://xchangekit.example${POST}</link>`);
  expect(xml.match(/<item>/g)).toHaveLength(1);
});
