import { expect, test, type APIRequestContext } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { startOwnServer } from "./own-server";
import { E2E_FORM_SECRET } from "./server-secrets";

// The search shell (docs/decisions/080-search-shell.md): with the page cache on, a new term is answered from a page
// rendered once and cut where a term changes it. Its answer must be what a server that renders every page gives.

/** Terms no other test asks for, so each is new to the shared server: hits, none, HTML, quotes, `&`, unicode, long. */
const TERMS = [
  "captcha surf",
  "xylophone quasar shell",
  "<script>alert('x')</script>",
  `"banner" & 'rotation'`,
  "café 日本 ✓",
  "credits ".repeat(20),
];

test("a new term gives the same page with the page cache on as with every page rendered", async ({ request }) => {
  // A server of its own to start and 24 requests, half of them full renders: more than the default on a busy machine.
  test.setTimeout(120_000);
  // The e2e server's form secret, which signs the share card's address on the page.
  const uncached = await startOwnServer({ env: { PAGE_CACHE_MB: "0", FORM_SECRET: E2E_FORM_SECRET } });
  try {
    await expectSamePages(request, uncached.origin);
  } finally {
    await uncached.stop();
  }
});

async function expectSamePages(request: APIRequestContext, uncachedOrigin: string) {
  for (const term of TERMS) {
    const path = `/search?q=${encodeURIComponent(term)}`;
    const shellAnswer = await request.get(path);
    const renderedAnswer = await request.get(`${uncachedOrigin}${path}`);
    expect(shellAnswer.status()).toBe(200);
    expect(shellAnswer.headers()["x-page-cache"]).toBe("miss");
    expect(await shellAnswer.text()).toBe(await renderedAnswer.text());
    expect(shellAnswer.headers()["content-security-policy"]).toBe(renderedAnswer.headers()["content-security-policy"]);
    // An address with a query is kept from its second request on: the third is the page cache's, the same page.
    await request.get(path);
    const kept = await request.get(path);
    expect(kept.headers()["x-page-cache"]).toBe("hit");
    expect(await kept.text()).toBe(await renderedAnswer.text());
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the results of a new term are on the page, and the form searches again", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("captcha no-js")}`);
    await expect(page.getByTestId("search-summary")).toHaveText(/results? for “captcha no-js”$/);
    await page.getByRole("searchbox", { name: "Search the site" }).fill("surfdrift traffic");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=surfdrift\+traffic$/);
    await expect(page.getByRole("region", { name: "Sites for sale" }).getByRole("link", { name: /SurfDrift/ })).toBeVisible();
  });
});

test.describe("in the browser", () => {
  // A client address of its own: late in the suite 127.0.0.1's visit beacons are used up, and the beacon's 429 would be
  // a console error.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.212" } });

  test("a page from the shell hydrates without errors and searches again in the browser", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).searchParams.has("_data")) dataRequests.push(request.url());
    });
    await page.goto(`/search?q=${encodeURIComponent("<b>vpn</b> & hydrate")}`);
    await waitForHydration(page);
    await expect(page.getByTestId("search-summary")).toContainText("hydrate”");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("vpn xylophone");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("search-summary")).toHaveText("No results for “vpn xylophone”");
    await page.getByRole("region", { name: "Try one of these" }).getByRole("link", { name: "captcha" }).click();
    await expect(page.getByRole("region", { name: "Features" }).getByRole("link", { name: "Click-to-verify CAPTCHA" })).toBeVisible();
    expect(dataRequests).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
