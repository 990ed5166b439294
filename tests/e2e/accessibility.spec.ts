import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { waitForHydration } from "./hydration";
import { VIEWS } from "./views";

// Every page, as a visitor sees it in each theme at a phone's and a desktop's width, passes axe's WCAG 2.2 A/AA
// rules, and its server HTML is valid (html-validate's standard rules, the W3C validator's ground).

/** Pages a visitor reaches that the sitemap leaves out: results, thank-you and error pages, the sample checkout. */
const PAGES_OUTSIDE_THE_SITEMAP = [
  "/search?q=surf",
  "/thanks-purchase",
  "/thanks-order",
  "/test-order-form",
  "/sample-checkout/script-only",
  "/no-such-page",
];

async function everyPage(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  expect(paths.length).toBeGreaterThan(60);
  return [...paths, ...PAGES_OUTSIDE_THE_SITEMAP];
}

/**
 * Each view's crawl is cut into this many tests, every fourth page in each, so the two workers share the crawl
 * evenly (one test per view took 4-6 minutes, docs/decisions/049-test-suite-time.md).
 */
const PAGE_GROUPS = 4;

for (const view of VIEWS) {
  for (let group = 0; group < PAGE_GROUPS; group += 1) {
    test(`axe finds no WCAG 2.2 A/AA violation, ${view.theme} theme at ${view.width} px, pages ${group + 1} of every ${PAGE_GROUPS}`, async ({
      page,
      request,
    }) => {
      // About twenty pages, each loaded, hydrated and analysed: far more than the default 30 s on a busy machine.
      test.setTimeout(300_000);
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.addInitScript((theme) => localStorage.setItem("vite-ui-theme", theme), view.theme);
      const pages = (await everyPage(request)).filter((_, index) => index % PAGE_GROUPS === group);
      const violations: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page })
          // Only violations are read: axe lists every node for them and at most one for the other result types.
          // (Before withTags, which adds to these options; set after, they would replace its tags.)
          .options({ resultTypes: ["violations"] })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          // By default axe finishes each run in a new blank tab, which only frames from another origin need; a page
          // without frames is analysed in place, by the same rules on the same nodes, in about half the time.
          .setLegacyMode(page.frames().length === 1)
          .analyze();
        for (const violation of results.violations) {
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
          violations.push(`${path}: ${violation.id} (${violation.nodes.length}×) ${targets.join(" | ")}`);
        }
      }
      expect(violations).toEqual([]);
    });
  }
}

test("every page's HTML is valid", async ({ request }) => {
  test.setTimeout(300_000);
  const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
  const errors: string[] = [];
  for (const path of await everyPage(request)) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const message of report.results.flatMap((result) => result.messages)) {
      errors.push(`${path}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
    }
  }
  expect(errors).toEqual([]);
});
