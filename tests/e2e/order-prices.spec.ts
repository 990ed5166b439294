import { expect, test } from "@playwright/test";
import { DOMAIN_YEARLY_PRICE } from "./edited-dataset";

// The server on a copy of the sample whose site settings quote another yearly domain cost (tests/e2e/edited-dataset.ts).
const origin = `http://127.0.0.1:${process.env.E2E_EDITED_PORT}`;

test("the order form quotes what a domain costs a year from the site settings, not from the code", async ({ page }) => {
  await page.goto(`${origin}/order-funnel?tier=script-only`);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  const needsOne = page.getByRole("radio", { name: /I need one/ });
  await expect(needsOne).toBeVisible();
  await expect(page.getByText(`we register it for you (about $${DOMAIN_YEARLY_PRICE} a year, billed at cost)`)).toBeVisible();
  await expect(page.getByText("about $15 a year")).toHaveCount(0);
});
