import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { waitForHydration } from "./hydration";
import { VIEWS } from "./views";
import { followSitemaps } from "./sitemaps";

// Every page, as a visitor sees it in each theme at a phone's and a desktop's width, passes axe's WCAG 2.2 A/AA
// rules, and its server HTML is valid (html-validate's standard rules, the W3C validator's ground). Each page is
// loaded once per width: every rule in the first theme, then the colour rules in the second (decision 074).

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
  const { pages: paths } = await followSitemaps(async (path) => (await request.get(path)).text());
  expect(paths.length).toBeGreaterThan(60);
  return [...paths, ...PAGES_OUTSIDE_THE_SITEMAP];
}

/**
 * Each width's crawl is cut into this many tests, every fourth page in each, so the two workers share the crawl
 * evenly (one test per view took 4-6 minutes, docs/decisions/049-test-suite-time.md).
 */
const PAGE_GROUPS = 4;

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * The rules whose result depends on the colours: all a second theme can change, since the theme is a class and a
 * color-scheme on <html> over the same DOM (app/lib/theme.ts). The other rules read the DOM, which is the same.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The theme a page is first loaded in, and the one it is switched to in place once analysed. */
const [FIRST_THEME, SECOND_THEME] = ["dark", "light"] as const;

/** axe on the page as it stands: every rule of the WCAG tags, or only `rules`. */
async function violationsOf(page: Page, rules?: string[]) {
  let builder = new AxeBuilder({ page })
    // Only violations are read: axe lists every node for them and at most one for the other result types.
    // (Before withTags, which adds to these options; set after, they would replace its tags.)
    .options({ resultTypes: ["violations"] });
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS);
  // By default axe finishes each run in a new blank tab, which only frames from another origin need; a page
  // without frames is analysed in place, by the same rules on the same nodes, in about half the time.
  return (await builder.setLegacyMode(page.frames().length === 1).analyze()).violations;
}

/** Puts the page in `theme` as the theme button does, and waits until no colour is still in transition to it. */
async function switchTheme(page: Page, theme: string) {
  await page.evaluate(async (chosen) => {
    localStorage.setItem("vite-ui-theme", chosen);
    document.documentElement.classList.toggle("dark", chosen === "dark");
    document.documentElement.style.colorScheme = chosen;
    // The transitions the change starts (an inline style to stop them would break the page's CSP); getAnimations
    // applies pending style changes first.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, theme);
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

for (const width of [...new Set(VIEWS.map((view) => view.width))]) {
  const height = VIEWS.find((view) => view.width === width)!.height;
  for (let group = 0; group < PAGE_GROUPS; group += 1) {
    test(`axe finds no WCAG 2.2 A/AA violation, in both themes at ${width} px, pages ${group + 1} of every ${PAGE_GROUPS}`, async ({
      page,
      request,
    }) => {
      // About twenty pages, each loaded, hydrated and analysed twice: far more than the default 30 s on a busy machine.
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height });
      await page.addInitScript((theme) => localStorage.setItem("vite-ui-theme", theme), FIRST_THEME);
      const pages = (await everyPage(request)).filter((_, index) => index % PAGE_GROUPS === group);
      const violations: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await waitForHydration(page);
        const found = [
          ...(await violationsOf(page)).map((violation) => ({ theme: FIRST_THEME, violation })),
          ...(await switchTheme(page, SECOND_THEME).then(() => violationsOf(page, COLOUR_RULES))).map((violation) => ({
            theme: SECOND_THEME,
            violation,
          })),
        ];
        for (const { theme, violation } of found) {
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
          violations.push(`${path} (${theme}): ${violation.id} (${violation.nodes.length}×) ${targets.join(" | ")}`);
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
