import { describe, expect, expectTypeOf, it } from "vitest";
import type { Order } from "~/lib/cms/sanity.types";
import {
  laterPaymentLabel,
  laterPaymentRefusal,
  OrderActionRefused,
  offerChoicePatch,
  operatorActionPatch,
  orderRecordOf,
  type LineState,
  type OfferPurchase,
} from "~/lib/orders/order-record";

const AT = "2026-11-27T10:00:00.000Z";
const stored = {
  reference: "XK-ABCDEFGHJKLM",
  tierName: "Pro",
  total: 499,
  status: "awaiting-payment",
  paymentProvider: null,
};
const vip = { slug: "offer-vip-upgrades", name: "VIP Upgrade Pack", price: 199 };
/** What the store does with a patch: the top-level fields replaced. */
const apply = (data: Record<string, unknown>, patch: Record<string, unknown> | null) => ({ ...data, ...patch });
const by = (id: string) => ({ id, operator: "ops@example.com", at: AT });

describe("an order's lines", () => {
  it("an accepted offer is a line of its own, awaiting payment at the price the buyer saw, and counts in what is due", () => {
    const order = apply(stored, offerChoicePatch(stored, vip, "accepted", AT));
    const record = orderRecordOf(order);
    expect(record.lines.map(({ key, label, amount, state }) => ({ key, label, amount, state }))).toEqual([
      { key: "order", label: "Pro", amount: 499, state: "awaiting-payment" },
      { key: "offer-vip-upgrades", label: "VIP Upgrade Pack", amount: 199, state: "awaiting-payment" },
    ]);
    expect(record.totals).toEqual({ ordered: 698, paid: 0, due: 698, refunded: 0 });
    expect(record.history.map((entry) => [entry.by, entry.action, entry.line])).toEqual([
      ["buyer", "offer-accepted", "offer-vip-upgrades"],
    ]);
  });

  it("a declined offer is remembered and is no line; an answer that stands is not changed by a second one", () => {
    const declined = apply(stored, offerChoicePatch(stored, vip, "declined", AT));
    expect(orderRecordOf(declined).declinedOffers).toEqual(["offer-vip-upgrades"]);
    expect(orderRecordOf(declined).lines).toHaveLength(1);
    expect(offerChoicePatch(declined, vip, "accepted", AT)).toBeNull();
    const accepted = apply(stored, offerChoicePatch(stored, vip, "accepted", AT));
    expect(offerChoicePatch(accepted, { ...vip, price: 1 }, "accepted", AT)).toBeNull();
  });

  it("an operator settles a line with what was received, and the totals follow", () => {
    const accepted = apply(stored, offerChoicePatch(stored, vip, "accepted", AT));
    const paid = apply(
      accepted,
      operatorActionPatch(
        accepted,
        { kind: "mark-paid", line: "order", method: "paypal", amount: 499, reference: "PAYID-1", note: "PayPal receipt" },
        by("a1"),
      ),
    );
    const record = orderRecordOf(paid);
    expect(record.lines[0]).toMatchObject({ state: "paid", settlement: { method: "paypal", amount: 499, reference: "PAYID-1" } });
    expect(record.totals).toEqual({ ordered: 698, paid: 499, due: 199, refunded: 0 });
    const refunded = apply(
      paid,
      operatorActionPatch(paid, { kind: "mark-refunded", line: "order", note: "Asked within 30 days" }, by("a2")),
    );
    const cancelled = apply(
      refunded,
      operatorActionPatch(refunded, { kind: "mark-cancelled", line: "offer-vip-upgrades", note: "Buyer changed their mind" }, by("a3")),
    );
    expect(orderRecordOf(cancelled).totals).toEqual({ ordered: 499, paid: 0, due: 0, refunded: 499 });
    expect(orderRecordOf(cancelled).history.map((entry) => [entry.id, entry.by, entry.action, entry.note])).toEqual([
      [expect.stringContaining("offer-accepted"), "buyer", "offer-accepted", "Accepted at 199 USD"],
      ["a1", "ops@example.com", "mark-paid", "PayPal receipt"],
      ["a2", "ops@example.com", "mark-refunded", "Asked within 30 days"],
      ["a3", "ops@example.com", "mark-cancelled", "Buyer changed their mind"],
    ]);
  });

  it("an action applied once is not applied again, and one the state does not allow is refused", () => {
    const action = { kind: "mark-delivered", step: "licenceSent", note: "Sent by e-mail" } as const;
    const delivered = apply(stored, operatorActionPatch(stored, action, by("d1")));
    expect(orderRecordOf(delivered).delivered.licenceSent).toEqual({ at: AT, by: "ops@example.com" });
    expect(operatorActionPatch(delivered, action, by("d1"))).toBeNull();
    expect(() => operatorActionPatch(delivered, action, by("d2"))).toThrow(OrderActionRefused);
    expect(() => operatorActionPatch(stored, { kind: "mark-refunded", line: "order", note: "x" }, by("r1"))).toThrow(OrderActionRefused);
    expect(() => operatorActionPatch(stored, { kind: "mark-cancelled", line: "offer-graphics", note: "x" }, by("c1"))).toThrow(
      /no such line/,
    );
  });

  it("an order paid through Stripe before operators recorded settlements shows the event's amount", () => {
    const record = orderRecordOf({
      ...stored,
      status: "paid",
      paymentProvider: "stripe",
      payment: { amount: 49900, currency: "usd", at: AT },
    });
    expect(record.lines[0]!.settlement).toEqual({ method: "stripe", amount: 499, reference: "", at: AT });
    expect(record.totals.paid).toBe(499);
  });

  it("has the states the Studio's order document lists (checked by the type check)", () => {
    expectTypeOf<NonNullable<Order["status"]>>().toEqualTypeOf<LineState>();
    expectTypeOf<NonNullable<NonNullable<Order["offerPurchases"]>[number]["status"]>>().toEqualTypeOf<OfferPurchase["status"]>();
  });
});

describe("later payments (decision 075)", () => {
  /** The sample's payment plan paid down ($299, then 5 × $75), on our hosting. */
  const plan = {
    ...stored,
    tierName: "Payment Plan",
    total: 299,
    status: "paid",
    instalments: { monthlyAmount: 75, months: 5 },
    hosting: "ours",
  };
  const later = (purpose: "instalment" | "hosting", amount = 75) =>
    ({ kind: "record-later-payment", purpose, method: "paypal", amount, reference: "", note: "PayPal subscription payment" }) as const;
  /** `count` payments for `purpose` recorded one after the other, ids `{purpose}{n}`. */
  const recorded = (data: Record<string, unknown>, purpose: "instalment" | "hosting", count: number) =>
    Array.from({ length: count }, (_, index) => index + 1).reduce(
      (order, number) => apply(order, operatorActionPatch(order, later(purpose), by(`${purpose}${number}`))),
      data,
    );

  it("are kept beside the lines, numbered per purpose, each with a history entry; the lines and their totals stay as they were", () => {
    const order = recorded(recorded(plan, "instalment", 2), "hosting", 1);
    const record = orderRecordOf(order);
    expect(
      record.laterPayments.map(({ id, purpose, number, method, amount, by: who }) => [id, purpose, number, method, amount, who]),
    ).toEqual([
      ["instalment1", "instalment", 1, "paypal", 75, "ops@example.com"],
      ["instalment2", "instalment", 2, "paypal", 75, "ops@example.com"],
      ["hosting1", "hosting", 1, "paypal", 75, "ops@example.com"],
    ]);
    expect(record.lines.map((line) => line.state)).toEqual(["paid"]);
    expect(record.totals).toEqual(orderRecordOf(plan).totals);
    expect(record.history.map((entry) => [entry.id, entry.action, entry.line])).toEqual([
      ["instalment1", "record-later-payment", null],
      ["instalment2", "record-later-payment", null],
      ["hosting1", "record-later-payment", null],
    ]);
    expect(record.laterPayments.map((payment) => laterPaymentLabel(payment, order))).toEqual([
      "Instalment 1 of 5",
      "Instalment 2 of 5",
      "Hosting, month 1",
    ]);
  });

  it("the same action twice is recorded once", () => {
    const once = recorded(plan, "hosting", 1);
    expect(operatorActionPatch(once, later("hosting"), by("hosting1"))).toBeNull();
  });

  it("an instalment only on a payment plan and at most its number of them; hosting only on our hosting; both after the first payment", () => {
    expect(laterPaymentRefusal(plan, "instalment")).toBeNull();
    expect(laterPaymentRefusal(plan, "hosting")).toBeNull();
    const allPaid = recorded(plan, "instalment", 5);
    expect(laterPaymentRefusal(allPaid, "instalment")).toBe("All 5 instalments of this order's payment plan are recorded already.");
    expect(() => operatorActionPatch(allPaid, later("instalment"), by("instalment6"))).toThrow(OrderActionRefused);

    const paidAtOnce = { ...plan, tierName: "Script Only", instalments: null, hosting: "own" };
    expect(laterPaymentRefusal(paidAtOnce, "instalment")).toBe("This order was not placed on a payment plan, so it has no instalments.");
    expect(laterPaymentRefusal(paidAtOnce, "hosting")).toBe("This order runs on the buyer's own server, so it has no hosting payments.");
    expect(laterPaymentRefusal({ ...plan, status: "awaiting-payment" }, "instalment")).toMatch(/^The package's line is awaiting-payment/);
    expect(laterPaymentRefusal({ ...plan, status: "refunded" }, "hosting")).toMatch(/^The package's line is refunded/);
  });
});
