import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createAffiliates, type Affiliate } from "../../app/lib/affiliates/affiliates.server";
import { DAY_MS, payoutCutoff, payoutPeriodOf } from "../../app/lib/affiliates/commission-rules";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";
import { commissionRow } from "../support/commission-fixtures";
import { consoleViewProblems, logInToConsole } from "./console";
import { waitForHydration } from "./hydration";
import { startOwnServer, type OwnServer } from "./own-server";

// The console's payouts on the production build (decision 072), on a server of its own: an operator opens Payouts from
// the navigation, sees the month's payout due and the balance carried over, downloads the PayPal file and marks the
// payout paid with PayPal's reference. The page passes axe in both themes at a phone's and a desktop's width.

const OPERATOR = { email: "payouts.ops@launchyard.example", password: "a long passphrase for the payouts console" };
const PERIOD = payoutPeriodOf(Date.now());
/** Matured a day before this month's payout counts what matured (the sample's payout day, the 15th; or now). */
const MATURED = payoutCutoff(PERIOD, { payoutDay: 15 }, Date.now()) - DAY_MS;

test.describe.configure({ mode: "serial" });
// A server start, the command line and argon2 (made to be slow).
test.slow();

let folder: string;
let server: OwnServer;
let maria: Affiliate;
let lee: Affiliate;
/** Left due, for the views. */
let ana: Affiliate;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), "xchangekit-payouts-console-"));
  const databasePath = join(folder, "site.db");
  const storage = openStorage({ engine: "sqlite", path: databasePath });
  await migrateStorage(storage);
  const affiliates = createAffiliates(storage.db);
  const approve = async (name: string, email: string, paypalEmail: string) =>
    (await affiliates.approve({ email, name, paypalEmail, website: "", applicationId: null, approvedBy: OPERATOR.email })).affiliate;
  maria = await approve("Maria Kent", "maria@surfpromo.example", "payouts@surfpromo.example");
  lee = await approve("Lee Park", "lee@trafficlane.example", "lee@trafficlane.example");
  ana = await approve("Ana Owner", "ana@surfmeadow.example", "ana.paypal@surfmeadow.example");
  await storage.db
    .insertInto("commissions")
    .values([
      commissionRow(maria.code, 89_70, MATURED),
      commissionRow(maria.code, 59_70, MATURED),
      commissionRow(maria.code, 29_70, Date.now() + 20 * DAY_MS),
      commissionRow(lee.code, 29_70, MATURED),
      commissionRow(ana.code, 75_00, MATURED),
    ])
    .execute();
  await storage.close();
  execFileSync("npx", ["tsx", "scripts/admin-create-user.ts", "--email", OPERATOR.email], {
    input: `${OPERATOR.password}\n`,
    env: { ...process.env, SUBMISSIONS_DB: databasePath },
  });
  server = await startOwnServer({ databasePath, env: { WEB_CONCURRENCY: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function openPayouts(page: Page) {
  await logInToConsole(page, OPERATOR, `${server.origin}/admin/leads`);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Payouts" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/payouts`);
  await waitForHydration(page);
}

test("an operator downloads the month's PayPal file and marks the payout paid with PayPal's reference", async ({ page }) => {
  await openPayouts(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Payouts ${PERIOD}`);
  await expect(page.getByTestId("payout-due")).toHaveCount(2);
  const due = page.getByTestId("payout-due").filter({ hasText: "Maria Kent" });
  await expect(due).toContainText("Maria Kent");
  await expect(due).toContainText("$149.40");
  await expect(page.getByTestId("payout-carried-over")).toContainText(`Lee Park ${lee.code}1$29.70Below the minimum`);
  await expect(page.getByTestId("affiliate-commissions").filter({ hasText: "Maria Kent" })).toContainText("$29.70$149.40$0$0");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "PayPal CSV (2)" }).click();
  const file = await (await download).path();
  expect(readFileSync(file, "utf8")).toBe(
    [
      `ana.paypal@surfmeadow.example,75.00,USD,${ana.code}-${PERIOD},XchangeKit affiliate commissions ${PERIOD},PAYPAL\r\n`,
      `payouts@surfpromo.example,149.40,USD,${maria.code}-${PERIOD},XchangeKit affiliate commissions ${PERIOD},PAYPAL\r\n`,
    ].join(""),
  );

  await due.getByLabel("PayPal reference").fill("5TY05013RG002845M");
  await due.getByRole("button", { name: "Mark paid (Maria Kent)" }).click();
  await expect(page.getByText("Payout to Maria Kent recorded as paid (PayPal reference 5TY05013RG002845M).")).toBeVisible();
  await expect(page.getByTestId("payout-due")).toHaveCount(1);
  await expect(page.getByTestId("payout-paid")).toContainText("5TY05013RG002845M");
  await expect(page.getByTestId("affiliate-commissions").filter({ hasText: "Maria Kent" })).toContainText("$29.70$0$149.40$0");
});

test("the payouts page fits the screen and passes axe's WCAG 2.2 A/AA rules in both themes at a phone's and a desktop's width", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await logInToConsole(page, OPERATOR, `${server.origin}/admin/payouts`);
  expect(await consoleViewProblems(page, { payouts: `${server.origin}/admin/payouts?month=${PERIOD}` }, testInfo)).toEqual([]);
});
