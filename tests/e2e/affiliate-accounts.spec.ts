import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";
import { newSubmission } from "../../app/lib/submissions/store-config.server";
import { createDatabaseStore } from "../../app/lib/submissions/store.server";
import { consoleViewProblems, logInToConsole } from "./console";
import { waitForHydration } from "./hydration";
import { placeOrder } from "./orders";
import { startOwnServer, type OwnServer } from "./own-server";

// Affiliates as accounts on the production build (decision 070), on a server of its own whose messages go to a file
// outbox: an operator approves an application in the console, the affiliate opens the sign-in link from the mailed
// approval, signs in with its button and builds a tracking link with a campaign. The console's and the affiliate's
// pages pass axe in both themes at a phone's and a desktop's width (screenshots kept).

const OPERATOR = { email: "affiliates.ops@launchyard.example", password: "a long passphrase for the affiliates console" };
const APPLICANT = { name: "Rita Partner", email: "rita@ritas-traffic.example" };

test.describe.configure({ mode: "serial" });
// A server start, the command line and argon2 (made to be slow).
test.slow();

let folder: string;
let outbox: string;
let server: OwnServer;
/** The approved affiliate's code, for the tests after the approval. */
let code: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), "xchangekit-affiliates-"));
  outbox = join(folder, "outbox");
  const databasePath = join(folder, "site.db");
  const storage = openStorage({ engine: "sqlite", path: databasePath });
  await migrateStorage(storage);
  await createDatabaseStore(storage.db).save(
    newSubmission("affiliate", {
      ...APPLICANT,
      website: "https://ritas-traffic.example",
      promotion: "A weekly newsletter for traffic exchange owners.",
      paypalEmail: "payouts@ritas-traffic.example",
      agreeToTerms: true,
    }),
  );
  await storage.close();
  execFileSync("npx", ["tsx", "scripts/admin-create-user.ts", "--email", OPERATOR.email], {
    input: `${OPERATOR.password}\n`,
    env: { ...process.env, SUBMISSIONS_DB: databasePath },
  });
  server = await startOwnServer({ databasePath, env: { MAIL_OUTBOX_DIR: outbox, SMTP_URL: undefined, WEB_CONCURRENCY: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** The sign-in links taken from the outbox so far: each request's link is a new one. */
const taken = new Set<string>();

/**
 * The path of a sign-in link in the file outbox's messages to the applicant with `subject`, once the server wrote it:
 * one not taken before, unless `again`.
 */
async function signInLinkMailed(subject: RegExp, again = false): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"))) {
          const mail = await simpleParser(await readFile(join(outbox, file)));
          if (!subject.test(mail.subject ?? "") || !(mail.to && "text" in mail.to && mail.to.text === APPLICANT.email)) continue;
          const found = mail.text?.match(/https?:\/\/\S+(\/affiliate\/link\?token=[\w.-]+)/)?.[1];
          if (found && (again || !taken.has(found))) link = found;
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  taken.add(link!);
  return link!;
}

async function signInFromTheMail(page: Page, subject: RegExp) {
  await page.goto(`${server.origin}${await signInLinkMailed(subject)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your affiliate dashboard");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.origin}/affiliate`);
}

test("an operator approves an application; the affiliate signs in from the mailed link and builds a tracking link", async ({ page }) => {
  await logInToConsole(page, OPERATOR, `${server.origin}/admin/affiliates`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Applications waiting (1)" })).toBeVisible();
  await page.getByRole("button", { name: `Approve ${APPLICANT.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Approved:" })).toContainText(`Approved: ${APPLICANT.name} is affiliate`);
  await expect(page.getByRole("heading", { name: "Applications waiting (0)" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: APPLICANT.email });
  await expect(row).toContainText("Active");
  code = (await row.getByRole("cell").nth(1).textContent())!;
  expect(code).toMatch(/^[a-z2-9]{6}$/);

  await signInFromTheMail(page, /Welcome to the XchangeKit affiliate programme/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your affiliate dashboard");
  await expect(page.getByText(`Affiliate code ${code}`)).toBeVisible();
  await page.getByLabel("Page of the site").fill("/pricing");
  await page.getByLabel("Campaign (optional)").fill("spring-news");
  await page.getByRole("button", { name: "Build link" }).click();
  const link = page.getByLabel("Your link (copy it)");
  await expect(link).toHaveValue(new RegExp(`/pricing\\?aff=${code}&campaign=spring-news$`));
  await expect(page.getByLabel("HTML of the 468x60 banner")).toHaveValue(
    new RegExp(`^<a href="[^"]+/pricing\\?aff=${code}&#38;campaign=spring-news"><img src="[^"]+/xchangekit-468x60\\.webp"`),
  );

  // The e-mail swipes carry the affiliate's own link to the home page, the swipe's kind as campaign: in the page as
  // served (selectable without JavaScript) and through the copy button, which says so politely.
  const swipeLink = `${new URL(await link.inputValue()).origin}/home?aff=${code}&campaign=launch-announcement`;
  const swipeTitle = "Launch announcement: your own traffic exchange";
  await expect(page.getByRole("heading", { name: "Email swipes" })).toBeVisible();
  const body = page.getByLabel(`Body of ${swipeTitle}`);
  expect(await body.inputValue()).toContain(`\n${swipeLink}\n`);
  expect(await body.inputValue()).not.toContain("{link}");
  await expect(page.getByLabel(`Subject of ${swipeTitle}`)).toHaveValue("XchangeKit: a traffic exchange script you can launch yourself");
  const served = await (await page.request.get(`${server.origin}/affiliate`)).text();
  expect(served).toContain(swipeLink.replace("&", "&amp;"));
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
  await page.getByRole("button", { name: `Copy body of ${swipeTitle}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText(`Copied the body of ${swipeTitle}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await body.inputValue());

  // The link in the approval worked once: opened again, it says so.
  await page.goto(`${server.origin}${await signInLinkMailed(/Welcome to the XchangeKit affiliate programme/, true)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This sign-in link was used already");
});

test("a visitor follows the affiliate's link from a newsletter, orders and pays: the dashboard shows the click and the pending commission, the campaign report the order", async ({
  page,
  browser,
}) => {
  // A person's browser: headless Chromium names itself HeadlessChrome, which the click and visit counters skip as a bot.
  const visitorContext = await browser.newContext({
    baseURL: server.origin,
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/pricing?aff=${code}&campaign=spring-news&utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch`);
    // The tracking parameters are taken away; the marketer's tags stay for the page to keep.
    await expect(visitor).toHaveURL(`${server.origin}/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch`);
    expect((await visitorContext.cookies()).map((cookie) => cookie.name)).toEqual(["xk_ref"]);
    await waitForHydration(visitor);
    const { reference } = await placeOrder(visitor);

    // Paid by bank transfer, recorded in the console: a payment confirmed, which earns the commission.
    await logInToConsole(page, OPERATOR, `${server.origin}/admin/orders/${reference}`);
    await waitForHydration(page);
    const markPaid = page.locator("details", { has: page.locator("summary", { hasText: "Mark paid…" }) });
    await markPaid.locator("summary").click();
    await markPaid.getByLabel("Paid by").selectOption("bank-transfer");
    await markPaid.getByLabel("Payment reference").fill("BANK-AFF-1");
    await markPaid.getByLabel("Note").fill("Transfer seen on the statement");
    await page.getByRole("button", { name: "Mark paid (Script Only)" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Recorded" })).toHaveText("Recorded: Marked paid (Script Only).");

    await page.goto(`${server.origin}/admin/campaigns`);
    const campaign = page.getByTestId("campaign-row").filter({ has: page.getByRole("rowheader", { name: "spring-launch", exact: true }) });
    await expect(campaign.getByRole("cell")).toHaveText(["1", "1", "1", "1", "$299"]);

    await page.goto(`${server.origin}/affiliate/sign-in`);
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill(APPLICANT.email);
    await page.getByRole("button", { name: "Mail me a sign-in link" }).click();
    await signInFromTheMail(page, /Your XchangeKit affiliate sign-in link/);
    await expect(page.getByTestId("total-clicks")).toHaveText("1");
    await expect(page.getByTestId("total-orders")).toHaveText("1");
    // 30 % of $299, pending until its 30 days have passed.
    await expect(page.getByTestId("total-pending")).toHaveText("$89.70");
    await expect(page.getByTestId("total-matured")).toHaveText("$0");
  } finally {
    await visitorContext.close();
  }
});

test("the affiliate asks for a sign-in link on the sign-in page and signs in with it after signing out", async ({ page }) => {
  await page.goto(`${server.origin}/affiliate/sign-in`);
  await waitForHydration(page);
  await page.getByLabel("E-mail address").fill(APPLICANT.email);
  await page.getByRole("button", { name: "Mail me a sign-in link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "sign-in link is on its way" })).toContainText(
    "If this address belongs to an affiliate, a sign-in link is on its way",
  );
  await signInFromTheMail(page, /Your XchangeKit affiliate sign-in link/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${server.origin}/affiliate/sign-in?signedOut=1`);
  await page.goto(`${server.origin}/affiliate`);
  await expect(page).toHaveURL(`${server.origin}/affiliate/sign-in`);
});

test("the console's and the affiliate's pages fit the screen and pass axe's WCAG 2.2 A/AA rules in both themes at a phone's and a desktop's width", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const signedOutContext = await browser.newContext();
  const visitor = await signedOutContext.newPage();
  // The theme is kept in the site's storage: the views set it on a page of the site.
  await visitor.goto(`${server.origin}/affiliate/sign-in`);
  const signedOut = await consoleViewProblems(
    visitor,
    {
      "affiliate-sign-in": `${server.origin}/affiliate/sign-in`,
      "affiliate-link-invalid": `${server.origin}/affiliate/link?token=nothing`,
    },
    testInfo,
  );
  await signedOutContext.close();
  await logInToConsole(page, OPERATOR, `${server.origin}/admin/affiliates`);
  await page.goto(`${server.origin}/affiliate/sign-in`);
  await page.getByLabel("E-mail address").fill(APPLICANT.email);
  await page.getByRole("button", { name: "Mail me a sign-in link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "sign-in link is on its way" })).toBeVisible();
  await signInFromTheMail(page, /Your XchangeKit affiliate sign-in link/);
  const signedIn = await consoleViewProblems(
    page,
    {
      "admin-affiliates": `${server.origin}/admin/affiliates`,
      "affiliate-dashboard": `${server.origin}/affiliate?page=%2Fpricing&campaign=spring`,
    },
    testInfo,
  );
  expect([...signedOut, ...signedIn]).toEqual([]);
});
