import { expect, test, type APIRequestContext } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { followSitemaps } from "./sitemaps";

interface CrawledPage {
  path: string;
  status: number;
  html: string;
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${key.replace(":", "\\:")}" content="([^"]*)"`));

/** Every page reachable from /home through internal links (query strings included, fragments not). */
async function crawl(request: APIRequestContext): Promise<CrawledPage[]> {
  const seen = new Map<string, CrawledPage>();
  const queue = ["/home"];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    const html = response.headers()["content-type"]?.includes("text/html") ? await response.text() : "";
    seen.set(path, { path, status: response.status(), html });
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
      const link = href!.replace(/&amp;/g, "&");
      if (!link.startsWith("//") && !seen.has(link)) queue.push(link);
    }
  }
  return [...seen.values()];
}

test.describe.configure({ mode: "serial" });

let pages: CrawledPage[];
test.beforeAll(async ({ playwright, baseURL }) => {
  // Some seventy pages, one after another: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  pages = await crawl(request);
  await request.dispose();
});

test("no internal link answers 404 or 500", () => {
  expect(pages.length).toBeGreaterThan(60);
  expect(pages.filter((page) => page.status !== 200).map((page) => `${page.status} ${page.path}`)).toEqual([]);
});

test("every public page has its own title and description, a canonical URL, social tags, one h1 and valid JSON-LD", () => {
  const problems: string[] = [];
  const indexable = pages.filter(
    (page) => page.html && !page.path.includes("?") && !/<meta name="robots" content="noindex/.test(page.html),
  );
  expect(indexable.length).toBeGreaterThan(50);
  for (const { path, html } of indexable) {
    const title = attribute(html, /<title>([^<]*)<\/title>/);
    if (!title) problems.push(`${path}: no title`);
    if (!metaContent(html, "description")) problems.push(`${path}: no description`);
    if (!attribute(html, /<link rel="canonical" href="(https:\/\/[^"]+)"/)) problems.push(`${path}: no canonical URL`);
    for (const key of ["og:title", "og:description", "og:image", "twitter:card"]) {
      if (!metaContent(html, key)) problems.push(`${path}: no ${key}`);
    }
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements`);
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      try {
        JSON.parse(json!);
      } catch {
        problems.push(`${path}: JSON-LD does not parse`);
      }
    }
  }
  expect(problems).toEqual([]);
  for (const key of ["title", "description"] as const) {
    const values = indexable.map((page) =>
      key === "title" ? attribute(page.html, /<title>([^<]*)<\/title>/) : metaContent(page.html, "description"),
    );
    const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates, `duplicate ${key}s`).toEqual([]);
  }
});

test("sitemap.xml indexes files that list every public page, each with its last change, and every URL answers 200", async ({ request }) => {
  // Every URL of every sitemap file is fetched, one after another.
  test.setTimeout(120_000);
  const read = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toContain("max-age=3600");
    const xml = await response.text();
    // Absolute URLs on the site's origin, each dated.
    const entries = xml.match(/<(url|sitemap)>/g)?.length ?? 0;
    expect(xml.match(/<loc>https:\/\/xchangekit\.example\/[^<]*<\/loc>/g), path).toHaveLength(entries);
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/g), path).toHaveLength(entries);
    return xml;
  };
  const { files, pages: urls } = await followSitemaps(read);
  expect(files).toContain("/sitemaps/post-1.xml");
  for (const path of urls) expect((await request.get(path)).status(), path).toBe(200);

  const publicPaths = pages
    .filter((page) => page.html && !page.path.includes("?") && !/<meta name="robots" content="noindex/.test(page.html))
    .map((page) => page.path);
  expect(publicPaths.filter((path) => !urls.includes(path))).toEqual([]);
});

test("robots.txt allows the site, keeps crawlers out of operator and thank-you pages, and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["cache-control"]).toContain("max-age=3600");
  const robots = await response.text();
  expect(robots).toContain("Allow: /");
  for (const path of ["/admin", "/sample-checkout", "/test-order-form", "/thanks-order", "/thanks-purchase"])
    expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toContain("Sitemap: https://xchangekit.example/sitemap.xml");
});

test.describe("site search", () => {
  for (const [query, group, result] of [
    ["captcha", "Features", "Click-to-verify CAPTCHA"],
    ["vpn", "FAQ", /VPN/],
    ["surfdrift", "Sites for sale", /SurfDrift/],
    ["48 hours", "Blog articles", "How to Launch a Traffic Exchange in 48 Hours: A Step-by-Step Plan"],
  ] as const) {
    test(`finds "${query}" under ${group}`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const section = page.getByRole("region", { name: group });
      const link = section.getByRole("link", { name: result }).first();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).not.toHaveTitle("Page Not Found - 404 Error");
    });
  }

  test("a blank query shows a prompt; no results shows suggestions", async ({ page }) => {
    await page.goto("/search?q=%20%20");
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
    await expect(page.getByTestId("search-summary")).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search the site" }).fill("xylophone quasar");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("search-summary")).toHaveText("No results for “xylophone quasar”");
    await page.getByRole("region", { name: "Try one of these" }).getByRole("link", { name: "surf ratios" }).click();
    await expect(page.getByTestId("search-summary")).toContainText("results for “surf ratios”");
  });

  test("a new search or a list filter loads that page's data only, not the site's settings and navigation again", async ({ page }) => {
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      const route = new URL(request.url()).searchParams.get("_data");
      if (route) dataRequests.push(route);
    });
    await page.goto("/search?q=surf");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search the site" }).fill("banner rotation");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("search-summary")).toContainText("results for “banner rotation”");
    expect(dataRequests).toEqual(["routes/_site.search"]);

    await page.goto("/sites-for-sale");
    await waitForHydration(page);
    dataRequests.length = 0;
    await page.getByLabel("Category").selectOption("traffic-exchange");
    await expect(page).toHaveURL(/category=traffic-exchange/);
    await expect(page.getByTestId("listing-count")).not.toHaveText("Showing all 8 sites");
    expect(dataRequests).toEqual(["routes/_site.sites-for-sale"]);
  });

  test("pages through many results with Previous and Next, keeping the query", async ({ page }) => {
    await page.goto("/search?q=surf");
    const summary = page.getByTestId("search-summary");
    await expect(summary).toContainText(/^\d+ results for “surf” · page 1 of (\d+)$/);
    const pageCount = Number(/of (\d+)$/.exec((await summary.textContent()) ?? "")![1]);
    expect(pageCount).toBeGreaterThan(1);
    const pager = page.getByRole("navigation", { name: "Pages of search results" });
    await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const firstHit = () => page.locator('section[aria-labelledby^="results-"] a').first();
    const firstOnPageOne = await firstHit().textContent();

    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/search\?q=surf&page=2#search-summary$/);
    await expect(summary).toContainText(`page 2 of ${pageCount}`);
    // The keyboard or screen-reader user goes on at the new results.
    await expect(summary).toBeFocused();
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("surf");
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(firstHit()).not.toHaveText(firstOnPageOne!);

    await pager.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/search\?q=surf#search-summary$/);
    await expect(summary).toContainText(`page 1 of ${pageCount}`);
  });

  test("a page number past the end or not a number still answers, with results", async ({ page }) => {
    for (const [query, shown] of [
      ["page=999", "last"],
      ["page=abc", 1],
      ["page=-4", 1],
    ] as const) {
      const response = await page.goto(`/search?q=surf&${query}`);
      expect(response?.status(), query).toBe(200);
      const text = (await page.getByTestId("search-summary").textContent()) ?? "";
      const [, current, last] = /page (\d+) of (\d+)$/.exec(text) ?? [];
      expect(Number(current), query).toBe(shown === "last" ? Number(last) : shown);
      await expect(page.locator('section[aria-labelledby^="results-"]').first()).toBeVisible();
    }
  });

  test("XSS-looking input is rendered inert and never reflected raw", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const attack of ["<script>alert(1)</script>", "javascript:alert(2)", '"><img src=x onerror=alert(3)>']) {
      const response = await page.goto(`/search?q=${encodeURIComponent(attack)}`);
      const html = await response!.text();
      expect(html).not.toContain(attack);
      expect(html).not.toMatch(/<script>alert|<img src=x|onerror=alert|javascript:alert/);
      await expect(page.getByRole("searchbox", { name: "Search the site" })).not.toHaveValue(/[<>]|javascript:|onerror=/);
    }
    expect(dialogs).toEqual([]);
  });

  test("the query is length-limited", async ({ page }) => {
    await page.goto(`/search?q=${"surf ".repeat(60)}`);
    expect((await page.getByRole("searchbox", { name: "Search the site" }).inputValue()).length).toBeLessThanOrEqual(100);
  });
});

test("the sitemap page names each group of links by its heading, the editors' labels included", async ({ page }) => {
  await page.goto("/sitemap");
  const main = page.getByRole("main");
  for (const heading of ["Products", "Services", "Company", "Support", "Legal", "More pages"]) {
    await expect(main.getByRole("region", { name: heading, exact: true })).toBeVisible();
  }
  await expect(main.locator("[id]").evaluateAll((nodes) => nodes.filter((node) => /\s/.test(node.id)).length)).resolves.toBe(0);
});
