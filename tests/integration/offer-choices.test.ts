import { afterEach, describe, expect, it, vi } from "vitest";
import { handleOfferChoice, OFFER_CHOICE_BODY_LIMIT_BYTES, OFFER_CHOICE_LIMIT } from "~/lib/actions/offer-choice.server";
import { withContentReads } from "~/lib/cms/client/read-context.server";
import { PREVIEW_ORDERS_DISABLED } from "~/lib/orders/messages";
import { operatorActionPatch } from "~/lib/orders/order-record";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { offerPageData } from "~/lib/page-data/offers.server";
import { sampleCheckoutData, thanksPageData } from "~/lib/page-data/orders.server";
import { newSubmission, submissionStore } from "~/lib/submissions/store-config.server";
import { placedScriptOnlyOrder } from "../support/order-fixtures";

// A buyer's answer on a one-time offer's page, recorded on their order at once whatever the payment provider, on the
// sample (its offers: Graphics Pack $99, VIP Upgrade Pack $199) and the site's store (SQLite in memory).

afterEach(() => vi.unstubAllEnvs());

let orders = 0;
/** An order as the funnel stores it: Script Only at $299, nothing added unless told. */
async function storedOrder(extra: Record<string, unknown> = {}) {
  orders += 1;
  const reference = orderReferenceFromBytes(Buffer.alloc(32, 100 + orders));
  await submissionStore().save(newSubmission("order", { ...placedScriptOnlyOrder(reference), ...extra }, reference));
  return reference;
}

const stored = async (reference: string) => (await submissionStore().find("order", reference))?.data;

let clients = 0;
/** One POST of the offer page's form, from a client of its own unless told (answers are limited per client). */
function answer(slug: "offer-graphics" | "offer-vip-upgrades", fields: Record<string, string>, clientAddress = `203.0.113.${++clients}`) {
  const request = new Request(`http://127.0.0.1/${slug}?ref=${fields.order ?? ""}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return handleOfferChoice(request, slug, { clientAddress });
}

/** A loader's answer, thrown (a redirect) or returned. */
const loaded = (load: () => Promise<Response>) =>
  load().catch((thrown: unknown) => (thrown instanceof Response ? thrown : Promise.reject(thrown)));

describe("answering a one-time offer with an order", () => {
  it("records an accepted offer at its published price, awaiting payment, then sends the buyer to its checkout for the order", async () => {
    const reference = await storedOrder();
    const response = await answer("offer-vip-upgrades", { order: reference, intent: "accept" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // On the sample the offer's checkout is the stand-in checkout, with the `<order>_<offer>` reference.
    expect(response.headers.get("Location")).toBe(`/sample-checkout/offer-vip-upgrades?ref=${reference}_offer-vip-upgrades`);
    expect(await stored(reference)).toMatchObject({
      offerPurchases: [{ offer: "offer-vip-upgrades", status: "awaiting-payment", price: 199, name: "VIP Upgrade Pack" }],
      history: [{ by: "buyer", action: "offer-accepted", line: "offer-vip-upgrades" }],
    });

    // The stand-in checkout asks for the price the buyer accepted, and the thank-you page lists both lines.
    const checkout = await sampleCheckoutData(
      new Request(`http://127.0.0.1/sample-checkout/offer-vip-upgrades?ref=${reference}_offer-vip-upgrades`),
      "offer-vip-upgrades",
    );
    expect(await checkout.json()).toMatchObject({ due: 199, order: { reference } });
    const thanks = await thanksPageData(new Request(`http://127.0.0.1/thanks-purchase?ref=${reference}`), "thanks-purchase");
    const { order } = await thanks.json();
    expect(order!.record.lines.map(({ label, amount, state }) => ({ label, amount, state }))).toEqual([
      { label: "Script Only", amount: 299, state: "awaiting-payment" },
      { label: "VIP Upgrade Pack", amount: 199, state: "awaiting-payment" },
    ]);
    expect(order!.record.totals).toMatchObject({ paid: 0, due: 498 });
  });

  it("takes a double submit once, and sends the second press to the same checkout", async () => {
    const reference = await storedOrder();
    const first = await answer("offer-graphics", { order: reference, intent: "accept" });
    const before = await stored(reference);
    const again = await answer("offer-graphics", { order: reference, intent: "accept" });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await stored(reference)).toEqual(before);
  });

  it("records a decline, goes on to the decline link's page with the order, and never offers it again", async () => {
    const reference = await storedOrder();
    const response = await answer("offer-graphics", { order: reference, intent: "decline" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/offer-vip-upgrades?ref=${reference}`);
    const declined = await stored(reference);
    expect(declined).toMatchObject({ offerPurchases: [{ offer: "offer-graphics", status: "declined" }] });

    const reopened = await loaded(() => offerPageData(new Request(`http://127.0.0.1/offer-graphics?ref=${reference}`), "offer-graphics"));
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get("Location")).toBe(`/offer-vip-upgrades?ref=${reference}`);
    // Saying yes afterwards (a page kept open) changes nothing and goes on, to no checkout.
    const late = await answer("offer-graphics", { order: reference, intent: "accept" });
    expect(late.headers.get("Location")).toBe(`/offer-vip-upgrades?ref=${reference}`);
    expect(await stored(reference)).toEqual(declined);
  });

  it("never sells an offer the order has (included in its package) though a form says yes", async () => {
    const reference = await storedOrder({ offers: ["offer-graphics", "offer-vip-upgrades"] });
    const before = await stored(reference);
    const response = await answer("offer-vip-upgrades", { order: reference, intent: "accept" });
    expect(response.headers.get("Location")).toBe(`/thanks-purchase?ref=${reference}`);
    expect(await stored(reference)).toEqual(before);
  });

  it("lets the buyer accept again after a failed payment", async () => {
    const reference = await storedOrder({
      offerPurchases: [{ _key: "offer-graphics", offer: "offer-graphics", status: "payment-failed" }],
    });
    const response = await answer("offer-graphics", { order: reference, intent: "accept" });
    expect(response.headers.get("Location")).toBe(`/sample-checkout/offer-graphics?ref=${reference}_offer-graphics`);
    expect(await stored(reference)).toMatchObject({ offerPurchases: [{ offer: "offer-graphics", status: "awaiting-payment", price: 99 }] });
  });

  it.each([
    ["an unknown order", { order: "XK-AAAAAAAAAAAA", intent: "accept" }, 404, /could not find this order/],
    ["a malformed reference", { order: "<script>", intent: "accept" }, 400, /order reference is not valid/],
    ["no reference", { intent: "decline" }, 400, /order reference is not valid/],
    ["an unknown intent", { order: "XK-AAAAAAAAAAAA", intent: "buy-twice" }, 400, /add the offer or to decline/],
  ])("refuses %s with a clear %i, private, changing nothing", async (_case, fields, status, message) => {
    const reference = await storedOrder();
    const before = await stored(reference);
    const response = await answer("offer-graphics", fields);
    expect(response.status).toBe(status);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await stored(reference)).toEqual(before);
  });

  it("refuses another method (405) and a body over its limit (413)", async () => {
    const reference = await storedOrder();
    const get = await handleOfferChoice(new Request(`http://127.0.0.1/offer-graphics?ref=${reference}`), "offer-graphics", {
      clientAddress: "198.51.100.70",
    });
    expect(get.status).toBe(405);
    const padded = await answer("offer-graphics", {
      order: reference,
      intent: "accept",
      padding: "x".repeat(OFFER_CHOICE_BODY_LIMIT_BYTES),
    });
    expect(padded.status).toBe(413);
    expect((await stored(reference))?.offerPurchases).toBeUndefined();
  });

  it(`answers at most ${OFFER_CHOICE_LIMIT.max} times per client in ten minutes: then 429 with Retry-After, nothing recorded`, async () => {
    const reference = await storedOrder();
    const client = "198.51.100.71";
    for (let attempt = 0; attempt < OFFER_CHOICE_LIMIT.max; attempt += 1) {
      expect((await answer("offer-graphics", { order: reference, intent: "maybe" }, client)).status).toBe(400);
    }
    const refused = await answer("offer-graphics", { order: reference, intent: "accept" }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await stored(reference))?.offerPurchases).toBeUndefined();
  });

  it("refuses in preview: drafts are never sold, and nothing is recorded", async () => {
    const reference = await storedOrder();
    const response = await withContentReads({ perspective: "drafts", dependencies: new Set() }, () =>
      answer("offer-graphics", { order: reference, intent: "accept" }),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe(PREVIEW_ORDERS_DISABLED);
    expect((await stored(reference))?.offerPurchases).toBeUndefined();
  });
});

describe("the buyer's thank-you page follows the order", () => {
  const thanks = async (reference: string) =>
    (await thanksPageData(new Request(`http://127.0.0.1/thanks-purchase?ref=${reference}`), "thanks-purchase")).json();

  it("shows a PayPal payment an operator recorded as paid, line by line", async () => {
    const reference = await storedOrder({ paymentProvider: null });
    await answer("offer-vip-upgrades", { order: reference, intent: "accept" });
    await submissionStore().update("order", reference, (data) =>
      operatorActionPatch(
        data,
        { kind: "mark-paid", line: "order", method: "paypal", amount: 299, reference: "PAYID-1", note: "PayPal receipt" },
        { id: "paid-1", operator: "ops@example.com", at: new Date().toISOString() },
      ),
    );
    const { order, confirming } = await thanks(reference);
    expect(order!.record.lines.map(({ key, state }) => [key, state])).toEqual([
      ["order", "paid"],
      ["offer-vip-upgrades", "awaiting-payment"],
    ]);
    expect(order!.record.totals).toMatchObject({ paid: 299, due: 199 });
    // A PayPal link: nothing will confirm the offer's payment on its own, so the page does not say it waits.
    expect(confirming).toBe(false);
  });
});
