import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { VIEWS } from "./views";

/** Signs an operator in to the console on the way to `next`, as the login page does. */
export async function logInToConsole(page: Page, operator: { email: string; password: string }, next: string) {
  await page.goto(next);
  await page.getByLabel("E-mail address").fill(operator.email);
  await page.getByLabel("Password").fill(operator.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(next);
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page (fails if it never does). */
export async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 100; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("The keyboard never reached the control");
}

/**
 * Opens each of `pages` (name → path) in every theme and width of VIEWS, with `prepare` run on each once hydrated, and
 * says what is wrong: a page wider than the screen (wide tables scroll in their own box), or a violation of axe's WCAG
 * 2.2 A/AA rules. Saves a full-page screenshot of each view to look at. A frame that runs no script (a message's HTML) is
 * left out: axe cannot run in it, and waits about 30 s for each before going on without it.
 */
export async function consoleViewProblems(
  page: Page,
  pages: Record<string, string>,
  testInfo: TestInfo,
  prepare: (page: Page) => Promise<unknown> = async () => undefined,
): Promise<string[]> {
  const problems: string[] = [];
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.evaluate((theme) => localStorage.setItem("vite-ui-theme", theme), view.theme);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await waitForHydration(page);
      await prepare(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${view.theme}-${view.width}.png`), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > view.width) problems.push(`${path}, ${view.theme} ${view.width}: the page is ${width} px wide`);
      const results = await new AxeBuilder({ page })
        .exclude('iframe[sandbox=""]')
        .options({ resultTypes: ["violations"] })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      for (const violation of results.violations)
        problems.push(
          `${path}, ${view.theme} ${view.width}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
        );
    }
  }
  return problems;
}
