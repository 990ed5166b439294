import { expect, test, type Page } from "@playwright/test";
import { waitForFormToken, waitForHydration } from "./hydration";

/**
 * The Content-Security-Policy in a real browser (docs/decisions/032-security-headers-and-csp.md):
 * pages hydrate, navigate and post forms with no violation and no console error, and the page's
 * security log reports a script added from an unknown host.
 */

const POST = "/blog/how-to-launch-a-traffic-exchange-in-48-hours";
/**
 * A client address of its own: each page a new tab opens counts a visit (`/api/visits`, decision 073), and the rest of
 * the suite has used up 127.0.0.1's visits by now; the beacon's 429 would be a console error.
 */
const CLIENT = { "x-forwarded-for": "203.0.113.210" };
test.use({ extraHTTPHeaders: CLIENT });
const REPORTS_PATH = "/api/security-reports";

declare global {
  interface Window {
    __violations: string[];
  }
}

/** Records every CSP violation and console error the page meets, from before its first script. */
async function watch(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__violations.push(`CSP: ${event.effectiveDirective} refused ${event.blockedURI}`),
    );
  });
  return { problems: async () => [...errors, ...(await page.evaluate(() => window.__violations))] };
}

for (const path of ["/home", "/pricing", POST, "/"]) {
  test(`${path} loads, hydrates and navigates with no CSP violation and no console error`, async ({ page }) => {
    const { problems } = await watch(page);
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src ('sha256-[^']+' )+'strict-dynamic'/);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // A client-side navigation loads route modules and loader data under the same policy.
    if (path !== "/") {
      await page.locator('a[href="/about"]').first().click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(await problems()).toEqual([]);
  });
}

test("a page the page cache serves to one visitor after another runs its scripts for each, with no CSP violation", async ({ browser }) => {
  const path = "/features?csp-cached-page=1";
  const policies: string[] = [];
  for (let visitor = 0; visitor < 3; visitor += 1) {
    const context = await browser.newContext({ extraHTTPHeaders: CLIENT });
    const page = await context.newPage();
    const { problems } = await watch(page);
    const response = await page.goto(path);
    // An address with a query string is kept from its second request on: the third visitor gets the stored page.
    if (visitor === 2) expect(response?.headers()["x-page-cache"]).toBe("hit");
    policies.push(response!.headers()["content-security-policy"]!);
    await waitForHydration(page);
    // The scripts run: the features list filters on the client.
    await page.getByLabel("Search features").fill("paypal");
    await expect(page).toHaveURL(/q=paypal/);
    expect(await problems(), `visitor ${visitor + 1}`).toEqual([]);
    await context.close();
  }
  // The same page, the same policy: nothing in it is one visitor's.
  expect(new Set(policies).size).toBe(1);
});

test.describe("forms", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.200" } });

  test("/support: a message is sent with no CSP violation and no console error", async ({ page }) => {
    const { problems } = await watch(page);
    await page.goto("/support");
    await waitForHydration(page);
    const form = page.locator("form#support");
    await waitForFormToken(form);
    await form.getByLabel("Name").fill("Ann Example");
    await form.getByLabel("E-mail address").fill("ann@example.com");
    await form.getByLabel("Topic").selectOption("technical");
    await form.getByLabel("Message").fill("My surf timer stops at 3 seconds on the members' page.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message sent", { exact: true })).toBeVisible();
    expect(await problems()).toEqual([]);
  });

  test("/order-funnel: a step goes through with no CSP violation and no console error", async ({ page }) => {
    const { problems } = await watch(page);
    const response = await page.goto("/order-funnel?tier=script-only");
    // Its last step posts to the site, which sends the buyer on to the checkout host.
    expect(response?.headers()["content-security-policy"]).toContain("form-action 'self' https://pay.launchyard.example");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Step 2 of 7/ })).toBeVisible();
    expect(await problems()).toEqual([]);
  });
});

test("a script added from an unknown host is recorded in the page's security log and reported to the server", async ({ page }) => {
  await page.route("https://untrusted.example/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.goto("/home");
  await waitForHydration(page);
  const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === REPORTS_PATH && request.method() === "POST");
  await page.route("https://widgets.trusted.example/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.evaluate(() => {
    // A host the site settings trust (the shell lists them in this meta) is not an incident.
    const trusted = document.createElement("meta");
    trusted.name = "xk-trusted-hosts";
    trusted.content = "widgets.trusted.example";
    document.head.append(trusted);
    const allowed = document.createElement("script");
    allowed.src = "https://widgets.trusted.example/chat.js";
    document.body.append(allowed);
    // Twice: the second is recorded but not reported again.
    for (let copy = 0; copy < 2; copy += 1) {
      const script = document.createElement("script");
      script.src = "https://untrusted.example/inject.js";
      document.body.append(script);
    }
  });
  const report = await beacon;
  expect(report.headers()["content-type"]).toBe("application/json");
  expect(report.postDataJSON()).toMatchObject({ kind: "untrusted-script", blockedUrl: "https://untrusted.example/inject.js" });
  expect((await report.response())?.status()).toBe(204);
  const entries = await page.evaluate(() => (window as unknown as { __securityLog: { kind: string; detail?: string }[] }).__securityLog);
  expect(entries.filter((entry) => entry.kind === "untrusted-script")).toHaveLength(2);
  expect(entries.some((entry) => entry.detail?.includes("widgets.trusted.example"))).toBe(false);
  expect(entries[0]).toMatchObject({ kind: "start", detail: "/home" });
});
