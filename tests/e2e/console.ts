import { expect, type Page } from "@playwright/test";

/** Signs an operator in to the console on the way to `next`, as the login page does. */
export async function logInToConsole(page: Page, operator: { email: string; password: string }, next: string) {
  await page.goto(next);
  await page.getByLabel("E-mail address").fill(operator.email);
  await page.getByLabel("Password").fill(operator.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(next);
}
