import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { logInToConsole } from "./console";
import { waitForFormToken } from "./hydration";

// The operators' console on the production build: an operator made with the command line logs in, finds a support
// request a visitor just sent, exports it and logs out; an anonymous visitor gets only the login page.

const OPERATOR = { email: "ops@launchyard.example", password: "a long passphrase for the console" };
const ADMIN_PATHS = [
  "/admin",
  "/admin/leads",
  "/admin/leads?form=supportRequest",
  "/admin/orders",
  "/admin/leads.csv",
  "/admin/no-such-page",
];

// A post no other spec visits as a person (tests/e2e/blog.spec.ts counts a reader's view of the launch post, maybe
// at the same moment in the other worker), so the count this test reads changes by its own visit only.
const POST = {
  path: "/blog/traffic-exchange-cron-jobs",
  title: "The Cron Jobs a Traffic Exchange Runs, and What Breaks When One Stops",
};

test.describe.configure({ mode: "serial" });
// Each test runs the command line or argon2 (made to be slow) a few times: three times the usual time on a busy machine.
test.slow();
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.60" } });

test("an anonymous visit to any /admin address gets the login page, no data, and nothing a cache or a search engine keeps", async ({
  page,
  request,
}) => {
  for (const path of ADMIN_PATHS) {
    const response = await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login(\?next=.*)?$/);
    expect(response?.headers()["cache-control"], path).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
    await expect(page.getByTestId("lead-row")).toHaveCount(0);
  }
  const csv = await request.get("/admin/leads.csv", { maxRedirects: 0 });
  expect(csv.status()).toBe(302);
  expect(await csv.text()).not.toContain("@");
});

test("an operator made on the command line logs in, finds a visitor's support request, exports it, marks it handled and logs out", async ({
  page,
}) => {
  const created = execFileSync("npx", ["tsx", "scripts/admin-create-user.ts", "--email", OPERATOR.email], {
    input: `${OPERATOR.password}\n`,
    env: { ...process.env, SUBMISSIONS_DB: process.env.E2E_SUBMISSIONS_DB },
    encoding: "utf8",
  });
  expect(created).toContain(`Created the operator account ${OPERATOR.email}`);

  // A visitor writes to support.
  const visitorEmail = `lena.${Date.now()}@surfmeadow.example`;
  await page.goto("/support");
  const form = page.locator("form#support");
  await waitForFormToken(form);
  // A name a spreadsheet would run as a formula, as an attacker would type it.
  await form.getByLabel("Name").fill("=SUM(A1:A9) Lena Vogt");
  await form.getByLabel("E-mail address").fill(visitorEmail);
  await form.getByLabel("Topic").selectOption("technical");
  await form.getByLabel("Message").fill("The surf timer stops at 3 seconds on the members' page in Safari.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent").first()).toBeVisible();

  // The operator asks for the inbox, logs in (a wrong password first) and lands on it.
  await page.goto("/admin/leads");
  await page.getByLabel("E-mail address").fill(OPERATOR.email);
  await page.getByLabel("Password").fill("not the passphrase");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That e-mail address and password do not match an operator account.");
  await expect(page.getByLabel("E-mail address")).toHaveValue(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/admin/leads");

  // On a desktop the filter's fields and its button stand in one row, their edges level.
  await page.setViewportSize({ width: 1280, height: 800 });
  const filter = page.locator("form[method=get]");
  const controls = [
    filter.getByLabel("Form"),
    filter.getByLabel("Status"),
    filter.getByLabel("E-mail contains"),
    filter.getByRole("button"),
  ];
  const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  for (const box of boxes) expect({ top: box.y, height: box.height }).toEqual({ top: boxes[0]!.y, height: boxes[0]!.height });

  await page.getByLabel("E-mail contains").fill(visitorEmail);
  await page.getByRole("button", { name: "Show leads" }).click();
  const row = page.getByTestId("lead-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Support");
  await expect(row).toContainText("=SUM(A1:A9) Lena Vogt");
  await expect(row).toContainText("The surf timer stops");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Export CSV/ }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv).toContain(visitorEmail);
  expect(csv).toContain(`,'=SUM(A1:A9) Lena Vogt,${visitorEmail},new,technical: The surf timer stops`);

  await row.getByRole("button", { name: "Mark handled" }).click();
  await expect(row).toContainText("Handled");
  await page.reload();
  await expect(page.getByTestId("lead-row")).toContainText("Handled");

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/admin/login");
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads$/);
});

const logIn = (page: Page, next: string) => logInToConsole(page, OPERATOR, next);

test("/admin/blog lists every post with its real views: a reader's visit adds one; content can be refreshed at once", async ({
  page,
  browser,
}) => {
  await logIn(page, "/admin/blog");
  const row = page.getByTestId("post-row").filter({ hasText: POST.title });
  await expect(row).toContainText("published");
  await expect(row.getByRole("link", { name: `Open ${POST.title}` })).toHaveAttribute("href", POST.path);
  const before = Number(await row.getByTestId("post-views-all").textContent());

  // A person's browser (headless Chromium names itself HeadlessChrome, which the counter skips as a bot).
  const reader = await browser.newContext({
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.61" },
  });
  const readerPage = await reader.newPage();
  const counted = readerPage.waitForResponse((response) => response.url().endsWith("/api/views") && response.status() === 204);
  await readerPage.goto(POST.path);
  await counted;
  await reader.close();

  await page.reload();
  await expect(row.getByTestId("post-views-all")).toHaveText(String(before + 1));

  await page.getByRole("button", { name: "Refresh content now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Done" })).toHaveText("Done: every page reads the CMS again.");
});
