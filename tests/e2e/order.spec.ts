import { expect, test, type Page } from "@playwright/test";

const next = (page: Page) => page.getByRole("button", { name: "Continue", exact: true }).click();
const stepHeading = (page: Page, number: number) => page.getByRole("heading", { level: 2, name: new RegExp(`^Step ${number} of 7`) });

test.describe("with JavaScript", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.10" } });

  test("from /pricing to the checkout: the stored order's total equals the total shown", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Choose Payment Plan" }).click();
    await expect(page).toHaveURL(/\/order-funnel\?tier=payment-plan$/);
    await expect(page.getByRole("radio", { name: /Payment Plan/ })).toBeChecked();
    await expect(page.getByTestId("order-total")).toHaveText("$299");
    await next(page);

    await expect(stepHeading(page, 2)).toBeFocused();
    await page.getByRole("radio", { name: /I need one/ }).check();
    await page.getByRole("textbox", { name: "Domain name" }).fill("surfharbor.com");
    await next(page);

    await expect(stepHeading(page, 3)).toBeVisible();
    await page.getByRole("radio", { name: /On our hosting/ }).check();
    await next(page);

    await expect(stepHeading(page, 4)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Installation on your server/ })).toHaveCount(0);
    await page.getByRole("checkbox", { name: /VIP Upgrade Pack/ }).check();
    await page.getByRole("checkbox", { name: /Member Badges/ }).check();
    await expect(page.getByTestId("order-total")).toHaveText("$627");
    await expect(page.getByText("Then $75/month for 5 months.")).toBeVisible();
    await next(page);

    await page.getByRole("textbox", { name: "Name" }).fill("Linda Kowalczyk");
    await page.getByRole("textbox", { name: /E-mail address/ }).fill("linda@example.com");
    await next(page);

    await expect(stepHeading(page, 6)).toBeVisible();
    await next(page);
    const terms = page.getByRole("checkbox", { name: /I accept the terms of service/ });
    await expect(page.getByText("Please accept the terms of service and the support policy.")).toBeVisible();
    await expect(terms).toBeFocused();
    await terms.check();
    await next(page);

    await expect(stepHeading(page, 7)).toBeVisible();
    const shownTotal = await page.getByTestId("order-total").textContent();
    await page.getByRole("button", { name: `Continue to secure payment (${shownTotal})` }).click();
    // The sample's checkout host does not exist: the site's stand-in checkout says so and takes no payment.
    await expect(page).toHaveURL(/\/sample-checkout\/payment-plan\?ref=XK-[A-Z0-9]{12}$/);
    const reference = new URL(page.url()).searchParams.get("ref");
    await expect(page.getByRole("note")).toContainText("This is a sample: no payment is taken here.");
    await expect(page.getByTestId("order-reference")).toHaveText(reference!);
    await expect(page.getByTestId("checkout-total")).toHaveText(shownTotal!);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    // Paid, the buyer comes back to the first one-time offer with the order, as a payment link's redirect brings them.
    await page.getByRole("link", { name: "Finish the sample order" }).click();
    await expect(page).toHaveURL(`/offer-graphics?ref=${reference}`);
    await expect(page.getByTestId("offer-order")).toContainText(reference!);
    // The VIP Upgrade Pack is already in the order: declining the graphics goes past its offer to the thank-you page.
    await page.getByRole("button", { name: /^No thanks/ }).click();
    await expect(page).toHaveURL(`/thanks-purchase?ref=${reference}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Ordering XchangeKit");
    await expect(page.getByTestId("order-reference")).toHaveText(reference!);
    // Nothing was paid, and the page does not say otherwise.
    await expect(page.getByTestId("order-status")).toHaveText("Order received, awaiting payment.");
    await expect(page.getByTestId("order-line-amount")).toHaveText([shownTotal!]);
    await expect(page.getByTestId("order-due")).toHaveText(shownTotal!);
    expect((await page.request.get(`/thanks-purchase?ref=${reference}`)).headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByText("VIP Upgrade Pack, Member Badges and Achievements")).toBeVisible();
  });

  test("a package that includes the one-time offers does not sell them again", async ({ page }) => {
    await page.goto("/order-funnel?tier=premium-package");
    await next(page);
    await page.getByRole("textbox", { name: "Domain name" }).fill("surfharbor.com");
    await next(page);
    await page.getByRole("radio", { name: /On our hosting/ }).check();
    await next(page);
    await expect(stepHeading(page, 4)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Graphics Pack|VIP Upgrade Pack/ })).toHaveCount(0);
    await expect(page.getByText("Graphics Pack: included in your package.")).toBeVisible();
    await expect(page.getByText("VIP Upgrade Pack: included in your package.")).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("$999");
  });

  test("the browser's Back button goes to the previous step with the answers kept, and leaves the funnel from the first", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Choose Payment Plan" }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await next(page);
    await page.getByRole("radio", { name: /I need one/ }).check();
    await page.getByRole("textbox", { name: "Domain name" }).fill("surfharbor.com");
    await next(page);
    await expect(stepHeading(page, 3)).toBeVisible();

    await page.goBack();
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Domain name" })).toHaveValue("surfharbor.com");
    await expect(page.getByRole("radio", { name: /I need one/ })).toBeChecked();
    // The funnel's own Back button does the same, even from a step not yet answered.
    await next(page);
    await expect(stepHeading(page, 3)).toBeVisible();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Domain name" })).toHaveValue("surfharbor.com");
    await page.goBack();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByRole("radio", { name: /Payment Plan/ })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a step with an error keeps what was typed and says what is wrong", async ({ page }) => {
    await page.goto("/order-funnel?tier=script-only");
    await next(page);
    await page.getByRole("textbox", { name: "Domain name" }).fill("https://my.site/");
    await next(page);
    await expect(page.getByText("Enter a domain like mysurfexchange.com, without https:// or slashes.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Domain name" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Domain name" })).toHaveValue("https://my.site/");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.20" } });

  test("every step goes through the server, and the order reaches the checkout", async ({ page }) => {
    await page.goto("/order-funnel?tier=script-only");
    await next(page);
    await page.getByRole("textbox", { name: "Domain name" }).fill("mysurfexchange.com");
    await next(page);
    await page.getByRole("radio", { name: /On our hosting/ }).check();
    await next(page);
    await expect(page.getByText(/Script Only does not include our hosting/)).toBeVisible();
    await page.getByRole("radio", { name: /On my own server/ }).check();
    await page.getByRole("checkbox", { name: /it meets the requirements/ }).check();
    await next(page);
    await page.getByRole("checkbox", { name: /Installation on your server/ }).check();
    await next(page);
    await page.getByRole("textbox", { name: "Name" }).fill("Tomas Reyes");
    await page.getByRole("textbox", { name: /E-mail address/ }).fill("tomas@example.com");
    await next(page);
    await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
    await next(page);
    await expect(stepHeading(page, 7)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("$349");
    await page.getByRole("button", { name: "Continue to secure payment ($349)" }).click();
    await expect(page).toHaveURL(/\/sample-checkout\/script-only\?ref=XK-/);
    await expect(page.getByTestId("checkout-total")).toHaveText("$349");
  });
});

test.describe("the test order form", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.30" } });

  test("runs the same pipeline, is kept out of search engines and marks the order as a test", async ({ page }) => {
    await page.goto("/test-order-form?tier=complete-package");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("note")).toContainText("Test order");
    await next(page);
    await expect(stepHeading(page, 2)).toBeVisible();
    await page.getByRole("textbox", { name: "Domain name" }).fill("testexchange.com");
    await next(page);
    await expect(stepHeading(page, 3)).toBeVisible();
    await page.getByRole("radio", { name: /On our hosting/ }).check();
    await next(page);
    // Each Continue waits for the step it opens: a click on the step being replaced would be lost.
    await expect(stepHeading(page, 4)).toBeVisible();
    await next(page);
    await expect(stepHeading(page, 5)).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("Operator");
    await page.getByRole("textbox", { name: /E-mail address/ }).fill("ops@launchyard.example");
    await next(page);
    await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
    await next(page);
    await page.getByRole("button", { name: /Continue to secure payment/ }).click();
    await expect(page).toHaveURL(/\/sample-checkout\/complete-package\?ref=XK-[A-Z0-9]{12}&test=1$/);
    const reference = new URL(page.url()).searchParams.get("ref");
    await page.goto(`/thanks-order?ref=${reference}`);
    await expect(page.getByRole("heading", { name: new RegExp(`Order ${reference} \\(test\\)`) })).toBeVisible();
  });
});

test("a thank-you link with an unknown reference says so", async ({ page }) => {
  await page.goto("/thanks-order?ref=XK-AAAAAAAAAAAA");
  await expect(page.getByText(/We could not find an order with the reference XK-AAAAAAAAAAAA/)).toBeVisible();
});

test.describe("the sample's stand-in checkout", () => {
  test("a one-time offer's buy button ends on it, and it leads on to the offer's next step", async ({ page }) => {
    await page.goto("/offer-graphics");
    await page.getByRole("link", { name: /^Yes, add the/ }).click();
    await expect(page).toHaveURL("/sample-checkout/offer-graphics");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("no payment is taken");
    await page.getByRole("link", { name: "Finish the sample order" }).click();
    await expect(page).toHaveURL("/offer-vip-upgrades");
  });

  test("answers 404 for something the site does not sell", async ({ request }) => {
    expect((await request.get("/sample-checkout/free-lifetime-licence")).status()).toBe(404);
  });
});

test("the step list stays on one line on a phone and on a desktop, each step named by its number and title", async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/order-funnel?tier=script-only");
    const steps = page.getByRole("list", { name: "Order steps" }).getByRole("listitem");
    await expect(steps).toHaveCount(7);
    await expect(steps.last()).toHaveText("7. Review");
    const rows = await steps.evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
    expect(rows, `rows at ${width} px`).toBe(1);
  }
});
