import { expect, test, type APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { placeOrder } from "./orders";
import { E2E_STRIPE_WEBHOOK_SECRET } from "./server-secrets";

// An order placed in the funnel, then Stripe's notification about its payment, signed with the `stripe` package's
// own test-header helper and the e2e server's webhook secret, as Stripe would deliver it.

test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.40" } });

const webhooks = new Stripe("sk_test_unused").webhooks;
const usdCents = (text: string | null) => Math.round(Number((text ?? "").replace(/[$,]/g, "")) * 100);

/** Delivers a `checkout.session.completed` event for a paid session, signed as Stripe signs it. */
function deliverPaidSession(
  request: APIRequestContext,
  eventId: string,
  clientReference: string,
  amount: number,
  secret = E2E_STRIPE_WEBHOOK_SECRET,
) {
  const body = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${eventId}`,
        object: "checkout.session",
        client_reference_id: clientReference,
        amount_total: amount,
        currency: "usd",
        payment_status: "paid",
      },
    },
  });
  return request.post("/api/payments/stripe", {
    data: body,
    headers: {
      "content-type": "application/json",
      "stripe-signature": webhooks.generateTestHeaderString({ payload: body, secret }),
    },
  });
}

test("the thank-you page says 'Payment received' once Stripe confirms the order's payment, and a repeat or a forgery changes nothing", async ({
  page,
}) => {
  const { reference, total } = await placeOrder(page);
  await page.goto(`/thanks-purchase?ref=${reference}`);
  await expect(page.getByTestId("order-status")).toHaveText("Order received, awaiting payment.");

  const forged = await deliverPaidSession(page.request, "evt_e2e_forged", reference, usdCents(total), "whsec_not_the_sites");
  expect(forged.status()).toBe(400);
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Order received, awaiting payment.");

  const paid = await deliverPaidSession(page.request, "evt_e2e_paid", reference, usdCents(total));
  expect(await paid.json()).toEqual({ received: true, outcome: "paid" });
  const again = await deliverPaidSession(page.request, "evt_e2e_paid", reference, usdCents(total));
  expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });

  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Payment received: thank you.");
  await expect(page.getByTestId("order-line-state")).toHaveText(["Payment received"]);
  await expect(page.getByTestId("order-paid")).toHaveText(total);
  await expect(page.getByTestId("order-due")).toHaveText("$0");
});

test("after an order, the one-time offers keep it: the buy button records the offer on that order and pays for it there, declining leads on with it", async ({
  page,
}) => {
  // An order, two offer pages, two payments and the pages after each: beyond the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const { reference, total } = await placeOrder(page);
  await page.goto(`/offer-graphics?ref=${reference}`);
  await expect(page.getByTestId("offer-order")).toContainText(reference);
  const offerName = ((await page.getByText(/^One-time offer: /).textContent()) ?? "").replace("One-time offer: ", "");
  const price = await page.getByTestId("offer-price").textContent();
  // A page with a buyer's order on it is theirs alone.
  expect((await page.request.get(`/offer-graphics?ref=${reference}`)).headers()["cache-control"]).toBe("private, no-store");

  await page.getByRole("button", { name: /^Yes, add the/ }).click();
  await expect(page).toHaveURL(`/sample-checkout/offer-graphics?ref=${reference}_offer-graphics`);
  await expect(page.getByTestId("order-reference")).toHaveText(reference);
  await expect(page.getByTestId("checkout-total")).toHaveText(price!);

  // Accepted, the offer is on the order: its page leads on, and the next offer can be declined.
  await page.goto(`/offer-graphics?ref=${reference}`);
  await expect(page).toHaveURL(`/offer-vip-upgrades?ref=${reference}`);
  await page.getByRole("button", { name: /^No thanks/ }).click();
  await expect(page).toHaveURL(`/thanks-purchase?ref=${reference}`);
  await expect(page.getByTestId("order-line-name")).toHaveText(["Script Only", offerName]);
  await expect(page.getByTestId("order-line-state")).toHaveText(["Awaiting payment", "Awaiting payment"]);

  const paid = await deliverPaidSession(page.request, "evt_e2e_offer", `${reference}_offer-graphics`, usdCents(price));
  expect(await paid.json()).toEqual({ received: true, outcome: "paid" });
  await page.reload();
  await expect(page.getByTestId("order-line-state")).toHaveText(["Awaiting payment", "Payment received"]);
  await expect(page.getByTestId("order-paid")).toHaveText(price!);
  await expect(page.getByTestId("order-due")).toHaveText(total);
  // The order's own payment is still to come.
  await expect(page.getByTestId("order-status")).toHaveText(`Payment received for part of your order: ${total} is still due.`);
});

test("an offer page without an order, or with a reference that names none, stays the public page", async ({ request }) => {
  for (const path of ["/offer-graphics", "/offer-graphics?ref=XK-AAAAAAAAAAAA", "/offer-graphics?ref=%3Cscript%3E"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('data-testid="offer-order"');
    expect(html).toContain('href="/offer-vip-upgrades"');
  }
});
