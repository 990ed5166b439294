import { expect, type Locator, type Page } from "@playwright/test";

/** Waits until React has hydrated the server-rendered page (its main heading carries React's fiber keys). */
export async function waitForHydration(page: Page) {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect.poll(() => h1.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
}

/** A form asks for its signed start token once shown (cached pages carry none): sent before that, it is asked to send again. */
export async function waitForFormToken(form: Locator) {
  await expect(form.locator('input[name="form_started"]')).toHaveValue(/^[a-z]+\.\d+\./);
}
