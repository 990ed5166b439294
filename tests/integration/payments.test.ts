import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { orderCheckoutUrl } from "~/lib/payments/checkout-url.server";
import { stripeProvider } from "~/lib/payments/stripe.server";
import { handlePaymentWebhook } from "~/lib/payments/webhook.server";
import { createSqliteStore } from "~/lib/submissions/store.server";

// Stripe's notifications about Payment Links, signed with the `stripe` package's own test-header helper, against
// the real SQLite store: paid, delivered twice, a wrong amount, an unknown order, a bad signature, an async failure.

const SECRET = "whsec_test_payments";
const directory = mkdtempSync(join(tmpdir(), "xchangekit-payments-"));
const store = createSqliteStore(join(directory, "submissions.db"));
afterAll(() => {
  store.close();
  rmSync(directory, { recursive: true, force: true });
});

const webhooks = new Stripe("sk_test_unused").webhooks;
let orders = 0;

/** A stored order awaiting payment of $598, as the funnel stores it. */
async function storedOrder(total = 598) {
  orders += 1;
  const reference = orderReferenceFromBytes(Buffer.alloc(32, orders));
  await store.save({
    id: reference,
    kind: "order",
    data: { reference, total, status: "awaiting-payment" },
    submittedAt: new Date().toISOString(),
  });
  return reference;
}

function stripeEvent(id: string, type: string, session: Record<string, unknown>) {
  return JSON.stringify({ id, object: "event", type, data: { object: { id: `cs_${id}`, object: "checkout.session", ...session } } });
}

function delivery(body: string, signature = webhooks.generateTestHeaderString({ payload: body, secret: SECRET })) {
  return handlePaymentWebhook(
    new Request("http://127.0.0.1/api/payments/stripe", { method: "POST", body, headers: { "stripe-signature": signature } }),
    { provider: stripeProvider, secret: SECRET, signatureHeader: "stripe-signature", store },
  );
}

const status = async (reference: string) => (await store.find("order", reference))?.data.status;

describe("POST /api/payments/stripe", () => {
  it("marks the order paid when Stripe reports the checkout paid at the order's total, once for a duplicate delivery", async () => {
    const reference = await storedOrder();
    const body = stripeEvent("evt_paid_1", "checkout.session.completed", {
      client_reference_id: reference,
      amount_total: 59800,
      currency: "usd",
      payment_status: "paid",
    });
    const first = await delivery(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "paid" });
    expect(await status(reference)).toBe("paid");

    const again = await delivery(body);
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });
    expect((await store.find("order", reference))?.data.paymentEvents).toEqual(["evt_paid_1"]);
  });

  it("marks a payment of another amount or currency as a mismatch, for the operator to look at", async () => {
    const reference = await storedOrder();
    await delivery(
      stripeEvent("evt_short_1", "checkout.session.completed", {
        client_reference_id: reference,
        amount_total: 29900,
        currency: "usd",
        payment_status: "paid",
      }),
    );
    expect(await status(reference)).toBe("payment-mismatch");
    const euros = await storedOrder();
    await delivery(
      stripeEvent("evt_eur_1", "checkout.session.completed", {
        client_reference_id: euros,
        amount_total: 59800,
        currency: "eur",
        payment_status: "paid",
      }),
    );
    expect(await status(euros)).toBe("payment-mismatch");
  });

  it("acknowledges an event for an order it does not know, and changes nothing", async () => {
    const response = await delivery(
      stripeEvent("evt_unknown_1", "checkout.session.completed", {
        client_reference_id: orderReferenceFromBytes(Buffer.alloc(32, 250)),
        amount_total: 59800,
        currency: "usd",
        payment_status: "paid",
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "unknown-order" });
  });

  it("refuses a bad or missing signature with 400 and leaves the order as it was", async () => {
    const reference = await storedOrder();
    const body = stripeEvent("evt_forged_1", "checkout.session.completed", {
      client_reference_id: reference,
      amount_total: 59800,
      currency: "usd",
      payment_status: "paid",
    });
    const forged = webhooks.generateTestHeaderString({ payload: body, secret: "whsec_someone_else" });
    expect((await delivery(body, forged)).status).toBe(400);
    const unsigned = await handlePaymentWebhook(new Request("http://127.0.0.1/api/payments/stripe", { method: "POST", body }), {
      provider: stripeProvider,
      secret: SECRET,
      signatureHeader: "stripe-signature",
      store,
    });
    expect(unsigned.status).toBe(400);
    expect(await status(reference)).toBe("awaiting-payment");
  });

  it("waits for a delayed payment method, then records its failure", async () => {
    const reference = await storedOrder();
    const pending = await delivery(
      stripeEvent("evt_pending_1", "checkout.session.completed", {
        client_reference_id: reference,
        amount_total: 59800,
        currency: "usd",
        payment_status: "unpaid",
      }),
    );
    expect(await pending.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await status(reference)).toBe("awaiting-payment");
    await delivery(
      stripeEvent("evt_failed_1", "checkout.session.async_payment_failed", {
        client_reference_id: reference,
        amount_total: 59800,
        currency: "usd",
        payment_status: "unpaid",
      }),
    );
    expect(await status(reference)).toBe("payment-failed");
  });

  it("answers GET with 405", async () => {
    const response = await handlePaymentWebhook(new Request("http://127.0.0.1/api/payments/stripe"), {
      provider: stripeProvider,
      secret: SECRET,
      signatureHeader: "stripe-signature",
      store,
    });
    expect(response.status).toBe(405);
  });
});

describe("checkout links for an order", () => {
  it("a Stripe Payment Link carries the reference as client_reference_id and the e-mail prefilled; any other link ?ref=", () => {
    const stripe = orderCheckoutUrl(new URL("https://buy.stripe.com/test_8wM3cd"), {
      reference: "XK-7M3Q9T2WZ4KD",
      email: "ann@example.com",
    });
    expect(stripe.searchParams.get("client_reference_id")).toBe("XK-7M3Q9T2WZ4KD");
    expect(stripe.searchParams.get("prefilled_email")).toBe("ann@example.com");
    const other = orderCheckoutUrl(new URL("https://www.paypal.com/ncp/payment/ABC"), { reference: "XK-7M3Q9T2WZ4KD" });
    expect(other.searchParams.get("ref")).toBe("XK-7M3Q9T2WZ4KD");
    expect(other.searchParams.has("client_reference_id")).toBe(false);
  });
});
