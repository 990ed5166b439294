import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handleOfferChoice } from "~/lib/actions/offer-choice.server";
import { operatorActionPatch } from "~/lib/orders/order-record";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { checkoutProviderOf, orderCheckoutUrl, providerConfirmsPayments } from "~/lib/payments/checkout-url.server";
import { stripeProvider } from "~/lib/payments/stripe.server";
import { handlePaymentReturn } from "~/lib/endpoints/payment-return.server";
import { handlePaymentWebhook } from "~/lib/endpoints/payment-webhook.server";
import { createDatabaseStore } from "~/lib/submissions/store.server";
import { withPrivacyMark } from "../support/privacy-mark";
import { openSqliteStorage } from "../support/shared-storage";

// Stripe's notifications about Payment Links, signed with the `stripe` package's own test-header helper, against the
// real database store (a SQLite file): paid, delivered twice, a wrong amount, an unknown order, a bad signature, an async
// failure.

const SECRET = "whsec_test_payments";
const directory = mkdtempSync(join(tmpdir(), "xchangekit-payments-"));
const storage = await openSqliteStorage(join(directory, "submissions.db"));
const store = createDatabaseStore(storage.db);
afterAll(async () => {
  await storage.close();
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

/** The sample's offer prices, as the CMS gives them. */
const OFFER_PRICES = new Map([
  ["offer-graphics", 99],
  ["offer-vip-upgrades", 199],
]);
const webhook: Parameters<typeof handlePaymentWebhook>[1] = {
  provider: stripeProvider,
  secret: SECRET,
  signatureHeader: "stripe-signature",
  store,
  offerPrices: async () => OFFER_PRICES,
};

function delivery(body: string, signature = webhooks.generateTestHeaderString({ payload: body, secret: SECRET }), options = webhook) {
  return handlePaymentWebhook(
    new Request("http://127.0.0.1/api/payments/stripe", { method: "POST", body, headers: { "stripe-signature": signature } }),
    options,
  );
}

/** A Checkout Session as Stripe's events carry it: paid in USD unless told otherwise. */
const checkoutSession = (
  client_reference_id: string,
  amount_total: number,
  overrides: { currency?: string; payment_status?: string } = {},
) => ({
  client_reference_id,
  amount_total,
  currency: "usd",
  payment_status: "paid",
  ...overrides,
});

const status = async (reference: string) => (await store.find("order", reference))?.data.status;

describe("POST /api/payments/stripe", () => {
  it("marks the order paid when Stripe reports the checkout paid at the order's total, once for a duplicate delivery", async () => {
    const reference = await storedOrder();
    const body = stripeEvent("evt_paid_1", "checkout.session.completed", checkoutSession(reference, 59800));
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
    await delivery(stripeEvent("evt_short_1", "checkout.session.completed", checkoutSession(reference, 29900)));
    expect(await status(reference)).toBe("payment-mismatch");
    const euros = await storedOrder();
    await delivery(stripeEvent("evt_eur_1", "checkout.session.completed", checkoutSession(euros, 59800, { currency: "eur" })));
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
    const body = stripeEvent("evt_forged_1", "checkout.session.completed", checkoutSession(reference, 59800));
    const forged = webhooks.generateTestHeaderString({ payload: body, secret: "whsec_someone_else" });
    expect((await delivery(body, forged)).status).toBe(400);
    const unsigned = await handlePaymentWebhook(new Request("http://127.0.0.1/api/payments/stripe", { method: "POST", body }), webhook);
    expect(unsigned.status).toBe(400);
    expect(await status(reference)).toBe("awaiting-payment");
  });

  it("waits for a delayed payment method, then records its failure", async () => {
    const reference = await storedOrder();
    const pending = await delivery(
      stripeEvent("evt_pending_1", "checkout.session.completed", checkoutSession(reference, 59800, { payment_status: "unpaid" })),
    );
    expect(await pending.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await status(reference)).toBe("awaiting-payment");
    await delivery(
      stripeEvent("evt_failed_1", "checkout.session.async_payment_failed", checkoutSession(reference, 59800, { payment_status: "unpaid" })),
    );
    expect(await status(reference)).toBe("payment-failed");
  });

  it("answers GET with 405", async () => {
    const response = await handlePaymentWebhook(new Request("http://127.0.0.1/api/payments/stripe"), webhook);
    expect(response.status).toBe(405);
  });

  it("records a one-time offer bought after the order against the offer's price, and leaves the order's own status", async () => {
    const reference = await storedOrder();
    const graphics = await delivery(
      stripeEvent("evt_offer_1", "checkout.session.completed", checkoutSession(`${reference}_offer-graphics`, 9900)),
    );
    expect(await graphics.json()).toEqual({ received: true, outcome: "paid" });
    const vip = await delivery(
      stripeEvent("evt_offer_2", "checkout.session.completed", checkoutSession(`${reference}_offer-vip-upgrades`, 9900)),
    );
    expect(await vip.json()).toEqual({ received: true, outcome: "payment-mismatch" });
    const order = await store.find("order", reference);
    expect(order?.data.status).toBe("awaiting-payment");
    expect(order?.data.offerPurchases).toMatchObject([
      { offer: "offer-graphics", status: "paid", amount: 9900, currency: "usd" },
      { offer: "offer-vip-upgrades", status: "payment-mismatch", amount: 9900 },
    ]);
  });

  it("asks Stripe to deliver an offer's payment again (503) while the offers' prices cannot be read, recording nothing", async () => {
    const reference = await storedOrder();
    const body = stripeEvent("evt_offer_later_1", "checkout.session.completed", checkoutSession(`${reference}_offer-graphics`, 9900));
    const unavailable = await delivery(body, undefined, { ...webhook, offerPrices: async () => null });
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("Retry-After")).toBeTruthy();
    expect((await store.find("order", reference))?.data.paymentEvents).toBeUndefined();
    expect(await (await delivery(body)).json()).toEqual({ received: true, outcome: "paid" });
  });

  /** The buyer says yes on the offer's page (its action, on this store): recorded at once, at the published price. */
  async function accept(reference: string, slug: "offer-graphics" | "offer-vip-upgrades") {
    const request = new Request(`http://127.0.0.1/${slug}?ref=${reference}`, {
      method: "POST",
      body: new URLSearchParams({ order: reference, intent: "accept" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await handleOfferChoice(request, slug, { clientAddress: `192.0.2.${orders}`, store })).status).toBe(303);
  }

  it("marks an offer accepted on its page paid when Stripe confirms it at the accepted price, once, with its settlement and history", async () => {
    const reference = await storedOrder();
    await accept(reference, "offer-vip-upgrades");
    expect((await store.find("order", reference))?.data.offerPurchases).toMatchObject([
      { offer: "offer-vip-upgrades", status: "awaiting-payment", price: 199 },
    ]);
    const body = stripeEvent("evt_accepted_1", "checkout.session.completed", checkoutSession(`${reference}_offer-vip-upgrades`, 19900));
    // The price was kept at acceptance: the CMS is not asked (it could not answer now).
    const paid = await delivery(body, undefined, { ...webhook, offerPrices: async () => null });
    expect(await paid.json()).toEqual({ received: true, outcome: "paid" });
    expect(await (await delivery(body)).json()).toEqual({ received: true, outcome: "duplicate" });
    const order = (await store.find("order", reference))?.data;
    expect(order?.status).toBe("awaiting-payment");
    expect(order?.offerPurchases).toMatchObject([
      {
        offer: "offer-vip-upgrades",
        status: "paid",
        price: 199,
        name: "VIP Upgrade Pack",
        settlement: { method: "stripe", amount: 199, reference: "evt_accepted_1" },
      },
    ]);
    expect(order?.history).toMatchObject([
      { by: "buyer", action: "offer-accepted", line: "offer-vip-upgrades" },
      { by: "stripe", action: "payment-event", line: "offer-vip-upgrades", id: "payment-event:evt_accepted_1" },
    ]);
  });

  it("checks an accepted offer's payment against the price the buyer accepted, not a price published since", async () => {
    const reference = await storedOrder();
    await accept(reference, "offer-graphics");
    const repriced = { ...webhook, offerPrices: async () => new Map([["offer-graphics", 149]]) };
    const atNewPrice = await delivery(
      stripeEvent("evt_repriced_1", "checkout.session.completed", checkoutSession(`${reference}_offer-graphics`, 14900)),
      undefined,
      repriced,
    );
    expect(await atNewPrice.json()).toEqual({ received: true, outcome: "payment-mismatch" });
    const atAcceptedPrice = await delivery(
      stripeEvent("evt_repriced_2", "checkout.session.completed", checkoutSession(`${reference}_offer-graphics`, 9900)),
      undefined,
      repriced,
    );
    expect(await atAcceptedPrice.json()).toEqual({ received: true, outcome: "paid" });
  });

  it("leaves a line an operator refunded or cancelled as it is when an event for it arrives", async () => {
    const reference = await storedOrder();
    const operator = (id: string) => ({ id, operator: "ops@example.com", at: new Date().toISOString() });
    await store.update("order", reference, (data) =>
      operatorActionPatch(data, { kind: "mark-cancelled", line: "order", note: "Buyer changed their mind" }, operator("c1")),
    );
    const late = await delivery(stripeEvent("evt_late_1", "checkout.session.completed", checkoutSession(reference, 59800)));
    expect(await late.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await status(reference)).toBe("cancelled");
  });

  it("treats a reference that names no order of ours as unknown, whatever follows it", async () => {
    const reference = await storedOrder();
    for (const [index, clientReference] of [`${reference}_Offer Graphics`, `${reference}_offer-graphics_x`, "order-42"].entries()) {
      const response = await delivery(
        stripeEvent(`evt_odd_${index}`, "checkout.session.completed", checkoutSession(clientReference, 9900)),
      );
      expect(await response.json()).toEqual({ received: true, outcome: "unknown-order" });
    }
    expect((await store.find("order", reference))?.data.paymentEvents).toBeUndefined();
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

  it("names a link's provider, which confirms payments only once its webhook secret is set", () => {
    expect(checkoutProviderOf(new URL("https://buy.stripe.com/test_8wM3cd"))).toBe("stripe");
    expect(checkoutProviderOf(new URL("https://www.paypal.com/ncp/payment/ABC"))).toBeNull();
    expect(providerConfirmsPayments("stripe", { STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBe(true);
    expect(providerConfirmsPayments("stripe", { STRIPE_WEBHOOK_SECRET: " " })).toBe(false);
    expect(providerConfirmsPayments(null, { STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBe(false);
  });
});

describe("GET /api/payments/stripe-return: the buyer back from a Payment Link", () => {
  const stripeApi = setupServer();
  beforeAll(() => stripeApi.listen({ onUnhandledRequest: "error" }));
  afterEach(() => stripeApi.resetHandlers());
  afterAll(() => stripeApi.close());

  const SESSION_URL = "https://api.stripe.com/v1/checkout/sessions/:id";
  const API_KEY = "rk_test_checkout_sessions_read";
  const back = (query: string, apiKey = API_KEY) =>
    handlePaymentReturn(new Request(`http://127.0.0.1/api/payments/stripe-return?${query}`), { provider: stripeProvider, apiKey });

  /** Answers a session lookup as Stripe does, recording the session asked for and the key used. */
  function stripeSessions(clientReference: string | null) {
    const asked: { id: string; authorization: string | null }[] = [];
    stripeApi.use(
      http.get(SESSION_URL, ({ params, request }) => {
        asked.push({ id: String(params.id), authorization: request.headers.get("authorization") });
        return HttpResponse.json({ id: params.id, object: "checkout.session", client_reference_id: clientReference });
      }),
    );
    return asked;
  }

  it("asks Stripe which order the checkout was for, and sends the buyer to the next page with it", async () => {
    const asked = stripeSessions("XK-7M3Q9T2WZ4KD");
    const { result: response, privacy } = await withPrivacyMark(() => back("session_id=cs_test_a1B2c3&next=/offer-graphics"));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/offer-graphics?ref=XK-7M3Q9T2WZ4KD");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(privacy?.reasons).toEqual(["payment return"]);
    expect(asked).toEqual([{ id: "cs_test_a1B2c3", authorization: `Bearer ${API_KEY}` }]);
  });

  it("after an offer's checkout, lands on the next page with the order the offer was bought for", async () => {
    stripeSessions("XK-7M3Q9T2WZ4KD_offer-graphics");
    expect((await back("session_id=cs_live_Z9&next=/offer-vip-upgrades")).headers.get("Location")).toBe(
      "/offer-vip-upgrades?ref=XK-7M3Q9T2WZ4KD",
    );
  });

  it("never sends the buyer off the post-purchase pages, and without an order when Stripe cannot say", async () => {
    stripeSessions(null);
    expect((await back("session_id=cs_test_a1&next=https://evil.example/")).headers.get("Location")).toBe("/thanks-purchase");
    expect((await back("session_id=cs_test_a1&next=//evil.example")).headers.get("Location")).toBe("/thanks-purchase");
    expect((await back("session_id=cs_test_a1")).headers.get("Location")).toBe("/thanks-purchase");
  });

  it("asks Stripe nothing without an API key or for an id that is not a Checkout Session's", async () => {
    const asked = stripeSessions("XK-7M3Q9T2WZ4KD");
    expect((await back("session_id=cs_test_a1&next=/offer-graphics", "")).headers.get("Location")).toBe("/offer-graphics");
    expect((await back("session_id=../../v1/charges&next=/offer-graphics")).headers.get("Location")).toBe("/offer-graphics");
    expect(asked).toEqual([]);
  });

  it("lands the buyer on the page without the order when Stripe's API fails", async () => {
    stripeApi.use(http.get(SESSION_URL, () => HttpResponse.json({ error: { message: "Invalid API Key provided" } }, { status: 401 })));
    const response = await back("session_id=cs_test_a1&next=/thanks-purchase");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/thanks-purchase");
  });
});
