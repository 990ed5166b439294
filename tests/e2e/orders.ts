import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

const next = (page: Page) => page.getByRole("button", { name: "Continue", exact: true }).click();

/**
 * Script Only on the buyer's own server, nothing added: the funnel's shortest order, to the sample's stand-in checkout.
 * `notes` goes into "Anything we should know?"; `javaScript: false` for a page that runs none. Resolves with its
 * reference and total.
 */
export async function placeOrder(
  page: Page,
  { notes, javaScript = true }: { notes?: string; javaScript?: boolean } = {},
): Promise<{ reference: string; total: string }> {
  await page.goto("/order-funnel?tier=script-only");
  // Hydrated, the funnel carries where the buyer came from (the tab's session storage) from its first step.
  if (javaScript) await waitForHydration(page);
  await next(page);
  await page.getByRole("textbox", { name: "Domain name" }).fill("surfmeadow.com");
  await next(page);
  await page.getByRole("radio", { name: /On my own server/ }).check();
  await page.getByRole("checkbox", { name: /it meets the requirements/ }).check();
  await next(page);
  await next(page);
  await page.getByRole("textbox", { name: "Name" }).fill("Priya Natarajan");
  await page.getByRole("textbox", { name: /E-mail address/ }).fill("priya@example.com");
  if (notes) await page.getByRole("textbox", { name: /Anything we should know/ }).fill(notes);
  await next(page);
  await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
  await next(page);
  if (notes) await expect(page.getByText(notes)).toBeVisible();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  await page.getByRole("button", { name: /Continue to secure payment/ }).click();
  await expect(page).toHaveURL(/\/sample-checkout\/script-only\?ref=XK-[A-Z0-9]{12}$/);
  return { reference: new URL(page.url()).searchParams.get("ref")!, total };
}
