import { expect, test, type Page } from "@playwright/test";
import {
  DRAFT_POST_SLUG,
  DRAFT_POST_TITLE,
  DRAFT_PRICE_TIER_ID,
  DRAFT_TIER_BADGE,
  DRAFT_TIER_PRICE,
  PUBLISHED_TIER_PRICE,
} from "../../app/content/sample/drafts";
import { pricingTiers } from "../../app/content/sample/products";
import { PREVIEW_DISABLE_PATH, PREVIEW_ENABLE_PATH } from "../../app/lib/declarations/paths";
import { E2E_PREVIEW_SECRET } from "./server-secrets";
import { waitForHydration } from "./hydration";

/** The package whose price the sample draft changes ("Script Only"). */
const TIER_NAME = pricingTiers.find((tier) => tier._id === DRAFT_PRICE_TIER_ID)!.name;
const DRAFT_POST_PATH = `/blog/${DRAFT_POST_SLUG}`;
const PREVIEW_COOKIE = "__preview";

/** The link the Studio's Presentation tool opens: the secret and the page to show. */
function previewLink(pathname: string, secret = E2E_PREVIEW_SECRET): string {
  const query = new URLSearchParams({ "sanity-preview-secret": secret, "sanity-preview-pathname": pathname });
  return `${PREVIEW_ENABLE_PATH}?${query}`;
}

/** 299 → "$299", as the pricing cards print it. */
const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;

const previewBar = (page: Page) => page.getByRole("complementary", { name: "Preview" });

/** The draft-edited package's card on /pricing, found by its heading. */
const tierCard = (page: Page) => page.getByRole("region", { name: "Packages" }).getByRole("article", { name: TIER_NAME, exact: true });

const draftPostLink = (page: Page) => page.getByRole("link", { name: DRAFT_POST_TITLE });

/** Records the paths of the JavaScript files the page requests. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  return scripts;
}

const isVisualEditing = (path: string) => path.includes("VisualEditing");

/** What the browser says on the console when the page's policy refuses something, in the page and its frames. */
function recordPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

test("a visitor sees the published price, no preview bar and no draft post, and loads no editing overlays", async ({ page, request }) => {
  const scripts = recordScripts(page);
  await page.goto("/pricing");
  await expect(tierCard(page).getByTestId("tier-price")).toHaveText(usd(PUBLISHED_TIER_PRICE));
  await expect(tierCard(page)).not.toContainText(DRAFT_TIER_BADGE);
  await expect(previewBar(page)).toHaveCount(0);
  // The overlays would load right after hydration; give them every chance to show up.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");

  await page.goto("/blog");
  await expect(page.getByRole("region", { name: "All articles" }).getByRole("article").first()).toBeVisible();
  await expect(draftPostLink(page)).toHaveCount(0);
  await expect(previewBar(page)).toHaveCount(0);

  const draftPost = await page.goto(DRAFT_POST_PATH);
  expect(draftPost?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(isVisualEditing)).toEqual([]);

  // Public pages may be cached, and name their CMS content for a CDN's purge by tag.
  const pricing = await request.get("/pricing");
  expect(pricing.status()).toBe(200);
  const headers = pricing.headers();
  expect(headers["cache-control"]).toMatch(/^public,/);
  expect(headers["cache-tag"]?.split(",")).toEqual(expect.arrayContaining(["type:pricingTier", `doc:${DRAFT_PRICE_TIER_ID}`]));
  expect(headers["surrogate-key"]?.split(" ")).toContain("type:pricingTier");
  expect(headers["x-robots-tag"]).toBeUndefined();
});

test("a marketer opens the preview link, sees the drafts on the real pages, then exits preview with the keyboard, with no CSP violation", async ({
  page,
  context,
}) => {
  const scripts = recordScripts(page);
  const violations = recordPolicyViolations(page);
  const opened = await page.goto(previewLink("/pricing"));
  expect(new URL(page.url()).pathname).toBe("/pricing");
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");

  const cookie = (await context.cookies()).find(({ name }) => name === PREVIEW_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "None" });

  const bar = previewBar(page);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("Preview: drafts shown");
  await expect(tierCard(page).getByTestId("tier-price")).toHaveText(usd(DRAFT_TIER_PRICE));
  await expect(tierCard(page).getByText(DRAFT_TIER_BADGE)).toBeVisible();

  // What a preview shows is for this editor only: never stored, never indexed, never tagged for a CDN.
  const document = await page.request.get("/pricing");
  expect(document.status()).toBe(200);
  expect(document.headers()["cache-control"]).toBe("private, no-store");
  expect(document.headers()["x-robots-tag"]).toBe("noindex");
  expect(document.headers()["cache-tag"]).toBeUndefined();
  expect(document.headers()["surrogate-key"]).toBeUndefined();

  await page.goto("/blog");
  await expect(bar).toBeVisible();
  const listed = page.getByRole("region", { name: "All articles" }).getByRole("link", { name: DRAFT_POST_TITLE });
  await expect(listed.first()).toHaveAttribute("href", DRAFT_POST_PATH);
  await listed.first().click();
  await expect(page).toHaveURL(new RegExp(`${DRAFT_POST_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_POST_TITLE);
  await expect(bar).toBeVisible();

  // Back on /pricing, the bar is last in keyboard order, after the skip links: Shift+Tab from the top reaches it.
  await page.goto("/pricing");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveCount(1);
  await page.keyboard.press("Shift+Tab");
  const exit = bar.getByRole("button", { name: "Exit preview" });
  await expect(exit).toBeFocused();
  const exitResponse = page.waitForResponse((response) => new URL(response.url()).pathname === PREVIEW_DISABLE_PATH);
  await page.keyboard.press("Enter");
  const exited = await exitResponse;
  expect(exited.request().method()).toBe("POST");
  expect(exited.status()).toBe(302);

  await expect(bar).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/pricing");
  await expect(tierCard(page).getByTestId("tier-price")).toHaveText(usd(PUBLISHED_TIER_PRICE));
  await expect(tierCard(page)).not.toContainText(DRAFT_TIER_BADGE);
  expect((await context.cookies()).map(({ name }) => name)).not.toContain(PREVIEW_COOKIE);
  // A copy of the cookie kept from before the exit opens nothing: the session ended on the server.
  await context.addCookies([cookie!]);
  const withKeptCookie = await page.request.get("/pricing");
  expect(withKeptCookie.headers()["cache-control"]).not.toBe("private, no-store");
  expect(await withKeptCookie.text()).not.toContain("Preview: drafts shown");
  await context.clearCookies({ name: PREVIEW_COOKIE });

  await page.goto("/blog");
  await expect(page.getByRole("region", { name: "All articles" }).getByRole("article").first()).toBeVisible();
  await expect(draftPostLink(page)).toHaveCount(0);
  expect((await page.goto(DRAFT_POST_PATH))?.status()).toBe(404);

  // Opened directly, not in the Studio's frame, preview loads no click-to-edit overlays either.
  expect(scripts.filter(isVisualEditing)).toEqual([]);
  expect(violations).toEqual([]);
});

test("in the Studio's frame, preview loads the click-to-edit overlays, with no CSP violation", async ({ page }) => {
  const violations = recordPolicyViolations(page);
  await page.request.get(previewLink("/pricing"));
  // A stand-in for the Presentation tool: a page that shows the site in a frame.
  await page.route("**/__presentation-tool", (route) =>
    route.fulfill({ contentType: "text/html", body: '<!doctype html><title>Studio</title><iframe title="Site" src="/pricing"></iframe>' }),
  );
  const overlays = page.waitForRequest((request) => isVisualEditing(new URL(request.url()).pathname));
  await page.goto("/__presentation-tool");
  const site = page.frameLocator('iframe[title="Site"]');
  await expect(site.getByRole("complementary", { name: "Preview" })).toBeVisible();
  await expect(site.getByRole("article", { name: TIER_NAME, exact: true }).getByTestId("tier-price")).toHaveText(usd(DRAFT_TIER_PRICE));
  expect(new URL((await overlays).url()).pathname).toMatch(/\.js$/);
  expect(violations).toEqual([]);
});

test("a wrong secret answers 401 and starts no preview", async ({ page, context }) => {
  const response = await page.goto(previewLink("/pricing", `${E2E_PREVIEW_SECRET}-wrong`));
  expect(response?.status()).toBe(401);
  expect(response?.headers()["set-cookie"]).toBeUndefined();
  expect((await context.cookies()).map(({ name }) => name)).not.toContain(PREVIEW_COOKIE);

  await page.goto("/pricing");
  await expect(previewBar(page)).toHaveCount(0);
  await expect(tierCard(page).getByTestId("tier-price")).toHaveText(usd(PUBLISHED_TIER_PRICE));
});

test("a preview link opens only a page of this site", async ({ request }) => {
  for (const pathname of ["//evil.example", "https://evil.example/"]) {
    const response = await request.get(previewLink(pathname), { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(400);
    expect(response.headers()["location"], pathname).toBeUndefined();
    expect(response.headers()["set-cookie"], pathname).toBeUndefined();
  }
});

test("preview stays in the marketer's browser: another browser sees only published content", async ({ page, browser }) => {
  await page.goto(previewLink("/pricing"));
  await expect(tierCard(page).getByTestId("tier-price")).toHaveText(usd(DRAFT_TIER_PRICE));

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto("/pricing");
    await expect(tierCard(visitor).getByTestId("tier-price")).toHaveText(usd(PUBLISHED_TIER_PRICE));
    await expect(previewBar(visitor)).toHaveCount(0);
    await visitor.goto("/blog");
    await expect(visitor.getByRole("region", { name: "All articles" }).getByRole("article").first()).toBeVisible();
    await expect(draftPostLink(visitor)).toHaveCount(0);
    expect((await visitor.goto(DRAFT_POST_PATH))?.status()).toBe(404);
    expect((await visitorContext.cookies()).map(({ name }) => name)).not.toContain(PREVIEW_COOKIE);

    // And the marketer, after the visitor's requests, still sees the drafts.
    await page.reload();
    await expect(previewBar(page)).toBeVisible();
    await expect(tierCard(page).getByTestId("tier-price")).toHaveText(usd(DRAFT_TIER_PRICE));
  } finally {
    await visitorContext.close();
  }

  // Responses that may be cached publicly never carry drafts, even for the marketer.
  for (const path of ["/blog/rss.xml", "/sitemap.xml", "/sitemaps/post-1.xml"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toMatch(/^public,/);
    expect(await response.text(), path).not.toContain(DRAFT_POST_SLUG);
  }
});

// The browser cached these pages as a visitor (public, max-age=60): switching preview clears that cache.
test("a marketer who already saw a page as a visitor sees its drafts after opening the preview link", async ({ page }) => {
  await page.goto("/pricing");
  await expect(tierCard(page).getByTestId("tier-price")).toHaveText(usd(PUBLISHED_TIER_PRICE));
  await page.goto(previewLink("/pricing"));
  await expect(previewBar(page)).toBeVisible();
  await expect(tierCard(page).getByTestId("tier-price")).toHaveText(usd(DRAFT_TIER_PRICE));
});

test("in preview, a client-side navigation shows the drafts of a page seen before as a visitor", async ({ page }) => {
  await page.goto("/home");
  await waitForHydration(page);
  await page.locator('a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("region", { name: "All articles" }).getByRole("article").first()).toBeVisible();
  await page.goto(previewLink("/features"));
  await waitForHydration(page);
  await page.locator('a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(previewBar(page)).toBeVisible();
  await expect(draftPostLink(page).first()).toBeVisible();
});
