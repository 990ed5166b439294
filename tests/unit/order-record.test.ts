import { describe, expect, expectTypeOf, it } from "vitest";
import type { Order } from "~/lib/cms/sanity.types";
import {
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
