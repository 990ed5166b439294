import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { operatorActionPatch } from "../../app/lib/orders/order-record";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";
import { createDatabaseStore } from "../../app/lib/submissions/store.server";
import { consoleViewProblems, logInToConsole } from "./console";
import { waitForHydration } from "./hydration";
import { placeOrder } from "./orders";

// The marketers' report on the production build (decision 073): a visitor arrives on a post from a newsletter's link
// (utm tags), orders, and pays; the console's campaign report shows the campaign and the post with the visit, the
// funnel start, the order and the paid order. The report passes axe in both themes at a phone's and a desktop's width.

const OPERATOR = { email: `campaigns.${Date.now()}@launchyard.example`, password: "a long passphrase for the campaigns console" };
const CAMPAIGN = `spring-${randomBytes(4).toString("hex")}`;
const POST = { path: "/blog/spotting-surf-bots", title: "Spotting Surf Bots and Cheaters: A Weekly Anti-Cheat Routine" };

test.describe.configure({ mode: "serial" });
// The command line and argon2 (made to be slow) run first.
test.slow();

test.beforeAll(() => {
  execFileSync("npx", ["tsx", "scripts/admin-create-user.ts", "--email", OPERATOR.email], {
    input: `${OPERATOR.password}\n`,
    env: { ...process.env, SUBMISSIONS_DB: process.env.E2E_SUBMISSIONS_DB },
  });
});

/** The operator's bank transfer for the order, recorded as the console's mark-paid records it. */
async function markPaid(reference: string) {
  const storage = openStorage({ engine: "sqlite", path: process.env.E2E_SUBMISSIONS_DB! });
  try {
    await migrateStorage(storage);
    const paid = await createDatabaseStore(storage.db).update("order", reference, (data) =>
      operatorActionPatch(
        data,
        { kind: "mark-paid", line: "order", method: "bank-transfer", amount: 299, reference: "BANK-E2E", note: "" },
        { id: `paid-${reference}`, operator: OPERATOR.email, at: new Date().toISOString() },
      ),
    );
    expect(paid?.status).toBe("paid");
  } finally {
    await storage.close();
  }
}

test("a visit with utm tags, an order and its payment: the report shows the campaign and the post that brought it", async ({ browser }) => {
  // A person's browser: headless Chromium names itself HeadlessChrome, which the counter (isbot) rightly skips.
  const page = await browser.newPage({
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });
  const counted = page.waitForResponse((response) => response.url().endsWith("/api/visits") && response.status() === 204);
  const landing = await page.goto(`${POST.path}?utm_source=Newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`);
  // The page is the same for every visitor: cacheable, no cookie.
  expect(landing?.headers()["cache-control"]).toContain("public");
  expect(landing?.headers()["set-cookie"]).toBeUndefined();
  await waitForHydration(page);
  await counted;
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("xchangekit-landing") ?? "null"))).toEqual({
    source: "newsletter",
    medium: "email",
    campaign: CAMPAIGN,
    referrer: "",
    landing: POST.path,
  });

  const { reference } = await placeOrder(page);
  await markPaid(reference);

  await logInToConsole(page, OPERATOR, "/admin/campaigns");
  await waitForHydration(page);
  const row = page.getByTestId("campaign-row").filter({ has: page.getByRole("rowheader", { name: CAMPAIGN, exact: true }) });
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "1", "1", "$299"]);
  await expect(page.getByRole("img", { name: /by campaign/ })).toBeVisible();

  await page.getByLabel("Group by").selectOption("post");
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/by=post/);
  const postRow = page.getByTestId("campaign-row").filter({ has: page.getByRole("rowheader", { name: POST.title, exact: true }) });
  await expect(postRow).toBeVisible();

  const csv = await page.request.get(`/admin/campaigns.csv?by=campaign`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${CAMPAIGN},1,1,1,1,299.00`);
  expect((await page.request.get("/admin/campaigns.csv?from=2026-10-31&to=yesterday")).status()).toBe(400);
  const refused = await page.goto("/admin/campaigns?from=2026-10-31&to=2026-10-01");
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("The period's first day must be on or before its last.");
});

test("the report fits the screen and passes axe's WCAG 2.2 A/AA rules in both themes at a phone's and a desktop's width", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await logInToConsole(page, OPERATOR, "/admin/campaigns");
  const pages = {
    campaigns: "/admin/campaigns",
    posts: "/admin/campaigns?by=post",
    refused: "/admin/campaigns?from=2026-10-31&to=2026-10-01",
  };
  expect(await consoleViewProblems(page, pages, testInfo)).toEqual([]);
});
