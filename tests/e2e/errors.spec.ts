import { expect, test } from "@playwright/test";

const ERROR_MESSAGE = "We're sorry, but something unexpected happened. Please try again or return to the home page.";

test("an unknown path answers 404 with the not-found page inside the chrome", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page Not Found - 404 Error");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("the error boundary", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/home");
    // The about page's data request fails as it would if the server were unreachable.
    await page.route(/_data=routes%2F_site\.about/, (route) => route.abort("failed"));
    await page.getByRole("list", { name: "Quick links" }).getByRole("link", { name: "Learn More" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page.getByText(ERROR_MESSAGE)).toBeVisible();
    await expect(page).toHaveTitle(/^Something went wrong/);
  });

  test("Try Again reloads the page's data and shows the page", async ({ page }) => {
    await page.unroute(/_data=routes%2F_site\.about/);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("LaunchYard Builds the Software Behind Traffic Exchanges");
  });

  test("Go Home goes to /", async ({ page }) => {
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
  });
});
