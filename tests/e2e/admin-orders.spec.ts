import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { orderReferenceFromBytes } from "../../app/lib/orders/reference";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";
import { newSubmission } from "../../app/lib/submissions/store-config.server";
import { createDatabaseStore } from "../../app/lib/submissions/store.server";
import { consoleViewProblems, logInToConsole, tabTo } from "./console";
import { waitForHydration } from "./hydration";

// The console's order page on the production build (decision 063): an operator opens a PayPal buyer's order from the
// list, sees the domain and hosting the buyer chose, and, with the keyboard only, marks it paid and the licence sent;
// the page shows the new states and the history; on a paid order we host, they record a month of hosting (decision 075).
// The pages pass axe in both themes at a phone's and a desktop's width.

const OPERATOR = { email: `orders.${Date.now()}@launchyard.example`, password: "a long passphrase for the orders console" };
const DOMAIN = "surfmeadow-e2e.example";

test.describe.configure({ mode: "serial" });
// The command line and argon2 (made to be slow) run first: three times the usual time on a busy machine.
test.slow();
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.64" } });

let reference: string;
/** An order nothing is done to, with an offer the buyer accepted: the page with every form it can have. */
let untouched: string;
/** A paid order on our hosting, which takes hosting payments after the included year. */
let hosted: string;

/** An order as the funnel keeps it, sent to a checkout link of a provider the site does not hear from (PayPal). */
const storedOrder = (reference: string, extra: Record<string, unknown> = {}) =>
  newSubmission(
    "order",
    {
      reference,
      test: false,
      tierName: "Script Only",
      domain: { choice: "needs", name: DOMAIN },
      hosting: "own",
      serverReady: true,
      notes: "Please install on a Sunday.",
      addOns: [],
      offers: [],
      buyer: { name: "Lena Vogt", email: "lena@surfmeadow-e2e.example", country: "Germany" },
      total: 299,
      paymentProvider: null,
      status: "awaiting-payment",
      ...extra,
    },
    reference,
  );

test.beforeAll(async () => {
  reference = orderReferenceFromBytes(randomBytes(12));
  untouched = orderReferenceFromBytes(randomBytes(12));
  hosted = orderReferenceFromBytes(randomBytes(12));
  const storage = openStorage({ engine: "sqlite", path: process.env.E2E_SUBMISSIONS_DB! });
  await migrateStorage(storage);
  const store = createDatabaseStore(storage.db);
  await store.save(storedOrder(reference));
  const vip = { _key: "offer-vip-upgrades", offer: "offer-vip-upgrades", name: "VIP Upgrade Pack", price: 199 };
  await store.save(storedOrder(untouched, { offerPurchases: [{ ...vip, status: "awaiting-payment", at: new Date().toISOString() }] }));
  const paidOnce = { method: "paypal", amount: 697, reference: "PAYID-E2E-HOST", at: new Date().toISOString() };
  await store.save(
    storedOrder(hosted, { tierName: "Script + Install + Hosting", hosting: "ours", total: 697, status: "paid", settlement: paidOnce }),
  );
  await storage.close();
  execFileSync("npx", ["tsx", "scripts/admin-create-user.ts", "--email", OPERATOR.email], {
    input: `${OPERATOR.password}\n`,
    env: { ...process.env, SUBMISSIONS_DB: process.env.E2E_SUBMISSIONS_DB },
  });
});

async function logIn(page: Page, next: string) {
  await logInToConsole(page, OPERATOR, next);
  await waitForHydration(page);
}

/** Opens an action's form from its summary with the keyboard, and moves to its first field. */
async function openActionForm(page: Page, summary: string) {
  await tabTo(page, page.locator("summary", { hasText: summary }));
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
}

/** Moves to the next field with the keyboard and types into it. */
async function typeInNextField(page: Page, text: string) {
  await page.keyboard.press("Tab");
  await page.keyboard.type(text);
}

/** Moves to the form's button with the keyboard and sends it: the page says, focused, what was recorded. */
async function sendWithKeyboard(page: Page, button: string, recorded: string) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: button })).toBeFocused();
  await page.keyboard.press("Enter");
  const result = page.getByRole("status").filter({ hasText: "Recorded" });
  await expect(result).toHaveText(recorded);
  await expect(result).toBeFocused();
  return result;
}

test("an operator opens the order from the list, sees the domain and hosting, and marks it paid by PayPal and the licence sent, with the keyboard only", async ({
  page,
}) => {
  await logIn(page, "/admin/orders");
  const row = page.getByTestId("order-row").filter({ hasText: reference });
  await expect(row).toContainText(DOMAIN);
  await expect(row).toContainText("to register");
  await expect(row).toContainText("own server");
  await expect(row).toContainText("Script Only: awaiting payment");

  await tabTo(page, row.getByRole("link", { name: reference }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/admin/orders/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${reference}`);
  await expect(page.getByTestId("order-domain")).toHaveText(`${DOMAIN} (to register)`);
  await expect(page.getByTestId("order-hosting")).toHaveText("own server");

  // Mark paid: the form opens from its summary; the amount proposed is the line's price.
  await openActionForm(page, "Mark paid…");
  await expect(page.getByLabel("Paid by")).toBeFocused();
  await page.keyboard.type("p");
  await expect(page.getByLabel("Paid by")).toHaveValue("paypal");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Amount received (USD)")).toBeFocused();
  await expect(page.getByLabel("Amount received (USD)")).toHaveValue("299");
  await typeInNextField(page, "PAYID-E2E-7Q");
  await typeInNextField(page, "PayPal receipt checked in the business account");
  const result = await sendWithKeyboard(page, "Mark paid (Script Only)", "Recorded: Marked paid (Script Only).");
  // Shown once: the address no longer names the action.
  await expect(page).toHaveURL(`/admin/orders/${reference}`);
  const line = page.getByTestId("order-line");
  await expect(line).toContainText("$299 · paid");
  await expect(line).toContainText("Paid: PayPal, $299, reference PAYID-E2E-7Q");
  await expect(page.getByTestId("order-paid")).toHaveText("$299");
  await expect(page.getByTestId("order-due")).toHaveText("$0");
  await expect(page.locator("summary", { hasText: "Mark paid…" })).toHaveCount(0);

  // Mark delivered: licence sent, the first step left.
  await openActionForm(page, "Mark delivered…");
  await expect(page.getByLabel("Step")).toBeFocused();
  await expect(page.getByLabel("Step")).toHaveValue("licenceSent");
  await typeInNextField(page, "Licence key e-mailed to the buyer");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");

  await expect(result).toHaveText("Recorded: Marked delivered: Licence sent.");
  await expect(page.getByTestId("order-delivery")).toContainText(`Licence sent: done`);
  await expect(page.getByTestId("order-delivery")).toContainText(`by ${OPERATOR.email}`);
  const history = page.getByTestId("history-entry");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText(` UTC · ${OPERATOR.email}Marked delivered: Licence sentLicence key e-mailed to the buyer`);
  await expect(history.nth(1)).toContainText(
    ` UTC · ${OPERATOR.email}Marked paid (Script Only)PayPal receipt checked in the business account`,
  );

  // Reloaded once the page took the action out of its address (as after the first action): nothing is said again.
  await expect(page).toHaveURL(`/admin/orders/${reference}`);
  await page.reload();
  await expect(page.getByTestId("history-entry")).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: "Recorded" })).toHaveCount(0);

  // The list says so too.
  await page.goto("/admin/orders");
  await expect(row).toContainText("Script Only: paid");
});

test("an operator records a month of hosting on a paid order we host, with the keyboard only, and sees it on the page", async ({
  page,
}) => {
  await logIn(page, `/admin/orders/${hosted}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${hosted}`);
  await expect(page.getByText("No instalment or hosting payment recorded yet.")).toBeVisible();

  // The only payment this order can take is a hosting month, so it is chosen already; no amount is proposed.
  await openActionForm(page, "Record a later payment…");
  const purpose = page.getByLabel("Payment for");
  await expect(purpose).toBeFocused();
  await expect(purpose).toHaveValue("hosting");
  await expect(purpose.locator("option:checked")).toHaveText("Hosting, month 1");
  await page.keyboard.press("Tab");
  await page.keyboard.type("p");
  await expect(page.getByLabel("Paid by")).toHaveValue("paypal");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Amount received (USD)")).toHaveValue("");
  await page.keyboard.type("15");
  await typeInNextField(page, "PAYID-E2E-H1");
  await typeInNextField(page, "First hosting month after the included year, seen in PayPal");
  await sendWithKeyboard(page, "Record a later payment", "Recorded: Later payment: Hosting, month 1.");
  await expect(page.getByTestId("later-payments")).toContainText(`Hosting, month 1: $15, PayPal, reference PAYID-E2E-H1`);
  await expect(page.getByTestId("later-payments")).toContainText(`by ${OPERATOR.email}`);
  await expect(page.getByTestId("history-entry").first()).toContainText(
    `Later payment: Hosting, month 1First hosting month after the included year, seen in PayPal`,
  );
  // The package's line keeps its state; the next payment the form offers is the second month.
  await expect(page.getByTestId("order-line")).toContainText("$697 · paid");
  await expect(page.getByLabel("Payment for", { exact: true }).locator("option:checked")).toHaveText("Hosting, month 2");
});

test("an unknown order is a not-found page inside the console", async ({ page }) => {
  await logIn(page, "/admin/orders");
  const unknown = orderReferenceFromBytes(randomBytes(12));
  const response = await page.goto(`/admin/orders/${unknown}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such order");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
});

test("the list and the order pages (forms open, history filled) fit the screen and pass axe's WCAG 2.2 A/AA rules in both themes at a phone's and a desktop's width", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await logIn(page, "/admin/orders");
  const pages = {
    list: "/admin/orders",
    untouched: `/admin/orders/${untouched}`,
    settled: `/admin/orders/${reference}`,
    hosted: `/admin/orders/${hosted}`,
  };
  const violations = await consoleViewProblems(page, pages, testInfo, (opened) =>
    opened.locator("details").evaluateAll((forms) => forms.forEach((form) => form.setAttribute("open", ""))),
  );
  expect(violations).toEqual([]);
});
