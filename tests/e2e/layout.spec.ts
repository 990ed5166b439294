import { expect, test } from "@playwright/test";
import { BARE_ROUTES, CHROME_ROUTES } from "./routes";

const ROUTES = [...CHROME_ROUTES, ...BARE_ROUTES];

for (const path of ROUTES) {
  test(`${path} answers 200 with a title and one main heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.title()).not.toBe("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}

/** The text of an HTML fragment, roughly: tags dropped, the common entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(
      /&(amp|lt|gt|quot|#39|#x27|nbsp);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " })[name]!,
    )
    .replace(/\s+/g, " ")
    .trim();
}

test("every route has its own title and its own main heading", async ({ request }) => {
  // One request per route, without a browser; still 30 pages rendered on the server.
  test.setTimeout(120_000);
  const pages: { path: string; title: string; heading: string }[] = [];
  for (const path of ROUTES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = textOf(/<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
    expect(title, path).not.toBe("");
    expect(html.match(/<h1[\s>]/g) ?? [], `${path}: h1 elements`).toHaveLength(1);
    const heading = textOf(/<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
    expect(heading, `${path}: h1 text`).not.toBe("");
    pages.push({ path, title, heading });
  }
  for (const key of ["title", "heading"] as const) {
    const duplicates = pages.filter((page, index) => pages.findIndex((other) => other[key] === page[key]) !== index);
    expect(
      duplicates.map((page) => `${page.path}: ${page[key]}`),
      `pages sharing a ${key}`,
    ).toEqual([]);
  }
});

test("the chrome is on /home", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

for (const path of BARE_ROUTES) {
  test(`the chrome is absent on the bare route ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Footer" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveCount(0);
  });
}

test("the root emits Organization and WebSite JSON-LD once", async ({ page }) => {
  await page.goto("/about");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((block) => [JSON.parse(block)].flat().map((item: { "@type": string }) => item["@type"]));
  expect(types.filter((type) => type === "Organization")).toHaveLength(1);
  expect(types.filter((type) => type === "WebSite")).toHaveLength(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://xchangekit.example/about");
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "XchangeKit");
});

test("a full-page spinner shows while the next page loads", async ({ page }) => {
  await page.goto("/home");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/_data=routes%2F_site\.features/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
  const spinner = page.getByRole("status").filter({ hasText: "Loading page" });
  await expect(spinner).toBeAttached();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Features");
  await expect(spinner).toHaveCount(0);
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("hydration", () => {
  // A client address of its own: by the time this runs the suite has used up 127.0.0.1's visit beacons, and the
  // beacon's 429 would be a console error.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.211" } });

  test("pages hydrate without errors in either theme", async ({ page }) => {
    // Six page loads, each waiting for hydration.
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    for (const theme of ["light", "dark"]) {
      await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
      for (const path of ["/home", "/", "/no-such-page"]) {
        await page.goto(path);
        // The theme toggle only works once React has hydrated the page.
        await page
          .getByTestId("theme-toggle")
          .or(page.getByRole("heading", { level: 1 }))
          .first()
          .waitFor();
        await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
      }
    }
    expect(errors.filter((text) => !text.includes("404"))).toEqual([]);
  });
});

test.describe("on a desktop, things side by side line up", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the package cards' prices share a line and their buttons a height, however their names and labels wrap", async ({ page }) => {
    await page.goto("/home");
    const cards = page.locator("article[aria-labelledby^='tier-']");
    await expect(cards).toHaveCount(4);
    const boxes = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const price = article.querySelector("[data-testid='tier-price']")!.getBoundingClientRect();
        const button = article.querySelector("a")!.getBoundingClientRect();
        return { priceTop: Math.round(price.top), buttonTop: Math.round(button.top), buttonHeight: Math.round(button.height) };
      }),
    );
    for (const box of boxes) expect(box).toEqual(boxes[0]);
  });

  test("a figure that wraps does not push its label below its neighbours'", async ({ page }) => {
    await page.goto("/thanks-purchase");
    const labelTops = await page
      .locator("dl")
      .filter({ hasText: "1 business day" })
      .locator("dt")
      .evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)));
    expect(labelTops.length).toBeGreaterThan(1);
    expect(new Set(labelTops).size).toBe(1);
  });

  test("a post's header, picture, text and links to other posts share one left edge", async ({ page }) => {
    await page.goto("/blog/splash-pages-and-banners");
    const lefts = await page.evaluate(() =>
      ["article header a", "article h1", "article img", "article h2", "nav[aria-label='More articles'] a"].map((selector) =>
        Math.round(document.querySelector(selector)!.getBoundingClientRect().left),
      ),
    );
    expect(new Set(lefts).size).toBe(1);
  });
});

test.describe("a page's own content keeps a section's space below it", () => {
  // What follows the page header: a catalogue, a list, a form; the section after it starts as far away as one section
  // from the next, on a phone and on a desktop.
  const pages = ["/faq", "/pricing", "/testimonials", "/sites-for-sale", "/features", "/services", "/support", "/sitemap"];
  for (const width of [360, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const spaces: Record<string, { content: number; section: number }> = {};
      for (const path of pages) {
        await page.goto(path);
        spaces[path] = await page
          .evaluate(() => {
            const bottomPadding = (element: Element) => parseFloat(getComputedStyle(element).paddingBottom);
            const content = document.querySelector("main > header")!.nextElementSibling!;
            // A CMS section after it (every page here has one but the site map, which ends the page).
            const section = [...document.querySelectorAll("main > section[id]")].find(
              (candidate) => candidate.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_PRECEDING,
            );
            return { content: bottomPadding(content), section: section ? bottomPadding(section) : null };
          })
          .then((found) => ({ content: found.content, section: found.section ?? (width >= 640 ? 80 : 64) }));
      }
      for (const path of pages)
        expect({ path, ...spaces[path] }).toEqual({ path, content: spaces[path]!.section, section: spaces[path]!.section });
      expect(spaces["/faq"]!.content).toBe(width >= 640 ? 80 : 64);
    });
  }
});
