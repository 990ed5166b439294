import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { PREVIEW_ENABLE_PATH } from "../../app/lib/declarations/paths";
import { offerChoicePatch, operatorActionPatch, type OperatorAction } from "../../app/lib/orders/order-record";
import { orderReferenceFromBytes } from "../../app/lib/orders/reference";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";
import { newSubmission } from "../../app/lib/submissions/store-config.server";
import { createDatabaseStore } from "../../app/lib/submissions/store.server";
import { placedScriptOnlyOrder } from "../support/order-fixtures";
import { waitForHydration } from "./hydration";
import { placeOrder } from "./orders";
import { E2E_PREVIEW_SECRET } from "./server-secrets";

// A buyer's answers to the one-time offers after an order are kept on the order, on the sample's stand-in checkout
// (no provider confirms its payments): the thank-you page lists every line with its own state and the totals.

const yes = (page: Page) => page.getByRole("button", { name: /^Yes, add the/ });
const noThanks = (page: Page) => page.getByRole("button", { name: /^No thanks/ });

/** Moves focus with Tab only until `target` has it (at most `presses` times). */
async function tabTo(page: Page, target: Locator, presses = 40) {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("with JavaScript", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.60" } });
  // A whole order through the funnel and the offers: more than the default 30 s on a machine shared with other work.
  test.slow();

  test("a buyer takes a package and the VIP offer (keyboard only), and the thank-you page lists both with their states and totals", async ({
    page,
  }) => {
    const { reference, total } = await placeOrder(page, { notes: "Please install before Friday." });
    await page.getByRole("link", { name: "Finish the sample order" }).click();
    await expect(page).toHaveURL(`/offer-graphics?ref=${reference}`);
    await noThanks(page).click();

    await expect(page).toHaveURL(`/offer-vip-upgrades?ref=${reference}`);
    const price = (await page.getByTestId("offer-price").textContent()) ?? "";
    await tabTo(page, yes(page));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/sample-checkout/offer-vip-upgrades?ref=${reference}_offer-vip-upgrades`);
    await expect(page.getByTestId("checkout-total")).toHaveText(price);
    await page.getByRole("link", { name: "Finish the sample order" }).click();

    await expect(page).toHaveURL(`/thanks-purchase?ref=${reference}`);
    await expect(page.getByTestId("order-status")).toHaveText("Order received, awaiting payment.");
    await expect(page.getByTestId("order-line-name")).toHaveText(["Script Only", "VIP Upgrade Pack"]);
    await expect(page.getByTestId("order-line-amount")).toHaveText([total, price]);
    await expect(page.getByTestId("order-line-state")).toHaveText(["Awaiting payment", "Awaiting payment"]);
    await expect(page.getByTestId("order-paid")).toHaveText("$0");
    const due = Number(total.replace(/[$,]/g, "")) + Number(price.replace(/[$,]/g, ""));
    await expect(page.getByTestId("order-due")).toHaveText(`$${due.toLocaleString("en-US")}`);
    // Nothing is paid yet: the card is not in a success colour.
    await expect(page.getByTestId("order-card")).toHaveAttribute("data-tone", "neutral");
  });

  test("declining an offer is remembered: its page, opened again with the order, goes on", async ({ page }) => {
    const { reference } = await placeOrder(page);
    await page.goto(`/offer-graphics?ref=${reference}`);
    await noThanks(page).click();
    await expect(page).toHaveURL(`/offer-vip-upgrades?ref=${reference}`);
    await page.goto(`/offer-graphics?ref=${reference}`);
    await expect(page).toHaveURL(`/offer-vip-upgrades?ref=${reference}`);
    await noThanks(page).click();
    await expect(page).toHaveURL(`/thanks-purchase?ref=${reference}`);
    await page.goto(`/offer-vip-upgrades?ref=${reference}`);
    await expect(page).toHaveURL(`/thanks-purchase?ref=${reference}`);
    await expect(page.getByTestId("order-line-name")).toHaveText(["Script Only"]);
  });

  test("in preview the funnel says orders are disabled, and an offer page's forms refuse", async ({ page }) => {
    const { reference } = await placeOrder(page);
    const query = new URLSearchParams({ "sanity-preview-secret": E2E_PREVIEW_SECRET, "sanity-preview-pathname": "/order-funnel" });
    await page.goto(`${PREVIEW_ENABLE_PATH}?${query}`);
    await expect(page).toHaveURL("/order-funnel");
    await expect(page.getByRole("note").filter({ hasText: "Preview: orders are disabled" })).toBeVisible();

    await page.goto(`/offer-graphics?ref=${reference}`);
    await yes(page).click();
    await expect(page.getByRole("alert")).toContainText("Preview: orders are disabled");
    await expect(page).toHaveURL(`/offer-graphics?ref=${reference}`);
    // Nothing was recorded: outside preview the offer is still offered.
    await page.context().clearCookies();
    await page.goto(`/offer-graphics?ref=${reference}`);
    await expect(yes(page)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.61" } });
  test.slow();

  test("the offer's Yes is a form: recorded on the order, then the offer's checkout", async ({ page }) => {
    const { reference } = await placeOrder(page, { javaScript: false });
    await page.goto(`/offer-graphics?ref=${reference}`);
    await yes(page).click();
    await expect(page).toHaveURL(`/sample-checkout/offer-graphics?ref=${reference}_offer-graphics`);
    await page.goto(`/thanks-purchase?ref=${reference}`);
    await expect(page.getByTestId("order-line-name")).toHaveText(["Script Only", "Graphics Pack"]);
  });
});

/**
 * Orders in each state the thank-you page shows, stored in the e2e server's database as the site's own patches write
 * them: awaiting payment (two lines), paid and delivered, a payment that does not match, refunded and cancelled.
 */
async function ordersInEveryState(): Promise<Record<string, string>> {
  const storage = openStorage({ engine: "sqlite", path: process.env.E2E_SUBMISSIONS_DB! });
  await migrateStorage(storage);
  const store = createDatabaseStore(storage.db);
  const at = new Date().toISOString();
  const vip = { slug: "offer-vip-upgrades", name: "VIP Upgrade Pack", price: 199 };
  const operator = (id: string) => ({ id, operator: "ops@example.com", at });
  const act =
    (...actions: OperatorAction[]) =>
    (data: Record<string, unknown>) =>
      actions.reduce((order, action, index) => ({ ...order, ...operatorActionPatch(order, action, operator(`a${index}`)) }), data);
  const variants: Record<string, (data: Record<string, unknown>) => Record<string, unknown>> = {
    awaiting: (data) => data,
    paid: act(
      { kind: "mark-paid", line: "order", method: "paypal", amount: 299, reference: "PAYID-1", note: "PayPal" },
      { kind: "mark-paid", line: vip.slug, method: "bank-transfer", amount: 199, reference: "", note: "Bank" },
      { kind: "mark-delivered", step: "licenceSent", note: "Sent" },
    ),
    mismatch: (data) => ({ ...data, status: "payment-mismatch", payment: { amount: 100, currency: "usd", at } }),
    refunded: act(
      { kind: "mark-paid", line: "order", method: "paypal", amount: 299, reference: "PAYID-2", note: "PayPal" },
      { kind: "mark-refunded", line: "order", note: "Asked within 30 days" },
      { kind: "mark-cancelled", line: vip.slug, note: "Not wanted" },
    ),
  };
  const references: Record<string, string> = {};
  try {
    for (const [state, change] of Object.entries(variants)) {
      const reference = orderReferenceFromBytes(randomBytes(32));
      const placed = placedScriptOnlyOrder(reference);
      const accepted = { ...placed, ...offerChoicePatch(placed, vip, "accepted", at) };
      await store.save(newSubmission("order", change(accepted), reference));
      references[state] = reference;
    }
  } finally {
    await storage.close();
  }
  return references;
}

test.describe("order pages for everyone", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.62" } });

  test("the thank-you page in each order state and an offer page with an order pass axe in both themes at 360 and 1280 px, and their HTML is valid", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const references = await ordersInEveryState();
    const { reference: open } = await placeOrder(page);
    const paths = [...Object.values(references).map((reference) => `/thanks-purchase?ref=${reference}`), `/offer-graphics?ref=${open}`];
    const violations: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await page.addInitScript((chosen) => localStorage.setItem("vite-ui-theme", chosen), theme);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of paths) {
          await page.goto(path);
          await waitForHydration(page);
          const results = await new AxeBuilder({ page })
            .options({ resultTypes: ["violations"] })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
            .setLegacyMode(true)
            .analyze();
          for (const violation of results.violations)
            violations.push(`${theme} ${width}px ${path}: ${violation.id} ${violation.nodes[0]?.target}`);
        }
      }
    }
    expect(violations).toEqual([]);

    await page.goto(`/thanks-purchase?ref=${references.paid}`);
    await expect(page.getByTestId("order-card")).toHaveAttribute("data-tone", "success");
    await expect(page.getByTestId("order-status")).toHaveText("Payment received: thank you.");
    await expect(page.getByTestId("order-delivery")).toContainText("Licence sent: done on");
    await page.goto(`/thanks-purchase?ref=${references.mismatch}`);
    await expect(page.getByTestId("order-card")).toHaveAttribute("data-tone", "warning");
    await page.goto(`/thanks-purchase?ref=${references.refunded}`);
    await expect(page.getByTestId("order-line-state")).toHaveText(["Refunded", "Cancelled"]);
    await expect(page.getByTestId("order-refunded")).toHaveText("$299");

    const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
    for (const path of paths) {
      const report = await validator.validateString(await (await request.get(path)).text(), path);
      expect(report.results.flatMap((result) => result.messages.map((message) => `${path}: ${message.ruleId} ${message.message}`))).toEqual(
        [],
      );
    }
  });
});
