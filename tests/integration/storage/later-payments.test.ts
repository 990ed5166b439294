import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OrderActionForm } from "~/lib/admin/order-action-forms.server";
import type { OrderDetails } from "~/lib/admin/orders.server";
import type { Affiliate } from "~/lib/affiliates/affiliates.server";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { freshDatabaseConfig, STORAGE_ENGINES } from "../../support/storage-engines";

/**
 * Later payments (decision 075) through the console's action, as the route calls it, on each engine in turn: a referred
 * payment-plan order's instalments credit its affiliate at the package rate, at most the plan's five; a referred hosting
 * order's first twelve hosting payments at the hosting rate and the thirteenth nothing; a replayed form credits once;
 * the buyer gets a receipt per payment; bad input is a 400 that changes nothing. The site's modules are loaded afresh
 * for each engine, so the console's sessions open on that engine's database.
 */

const SITE = "http://site";
const OPS = "later-payments-ops@example.com";
const BUYER = "lena@surfmeadow.example";

/** The site's modules on the engine `DATABASE_URL` names now. */
async function site() {
  vi.resetModules();
  return {
    actions: await import("~/lib/admin/order-actions.server"),
    orders: await import("~/lib/admin/orders.server"),
    accounts: await import("~/lib/admin/accounts.server"),
    sessions: await import("~/lib/admin/session.server"),
    affiliates: await import("~/lib/affiliates/affiliates.server"),
    outbox: await import("~/lib/mail/outbox.server"),
    storage: await import("~/lib/storage/storage.server"),
    stores: await import("~/lib/submissions/store-config.server"),
  };
}

describe.each(STORAGE_ENGINES)("later payments recorded in the console on %s", (engine) => {
  let modules: Awaited<ReturnType<typeof site>>;
  let drop: () => Promise<void>;
  let ops: string;
  let maria: Affiliate;

  beforeAll(async () => {
    const fresh = await freshDatabaseConfig(engine);
    drop = fresh.drop;
    vi.stubEnv("DATABASE_URL", fresh.config.engine === "postgres" ? fresh.config.url : "");
    modules = await site();
    const db = await modules.storage.siteDatabase();
    await modules.accounts.createAccounts(db).save(OPS, "correct horse battery staple");
    ops = (await modules.sessions.createAdminSessions(db).start(OPS)).split(";")[0]!;
    ({ affiliate: maria } = await modules.affiliates.createAffiliates(modules.storage.siteDatabase).approve({
      email: "maria@surfpromo.example",
      name: "Maria Kent",
      paypalEmail: "payouts@surfpromo.example",
      website: "https://surfpromo.example",
      applicationId: null,
      approvedBy: OPS,
    }));
  });
  afterAll(async () => {
    await modules.storage.closeSiteStorage();
    await drop();
    vi.unstubAllEnvs();
  });

  /** A paid order as the funnel and a first payment leave it, referred by Maria unless told; `extra` replaces fields. */
  async function paidOrder(extra: Record<string, unknown> = {}) {
    const reference = orderReferenceFromBytes(randomBytes(12));
    const data = {
      reference,
      tierName: "Payment Plan",
      addOns: [],
      offers: [],
      hosting: "ours",
      total: 299,
      instalments: { monthlyAmount: 75, months: 5 },
      status: "paid",
      settlement: { method: "paypal", amount: 299, reference: "PAYID-DOWN", at: new Date().toISOString() },
      buyer: { name: "Lena Vogt", email: BUYER, country: "Germany" },
      referral: { code: maria.code, campaign: "spring", clickedAt: new Date().toISOString() },
      ...extra,
    };
    await modules.stores.submissionStore().save(modules.stores.newSubmission("order", data, reference));
    return reference;
  }

  const orderPage = async (reference: string, query = "") =>
    (await (
      await modules.orders.adminOrderPageData(
        new Request(`${SITE}/admin/orders/${reference}${query}`, { headers: { Cookie: ops } }),
        reference,
      )
    ).json()) as { order: OrderDetails; forms: OrderActionForm[]; result: string | null };

  /** The page's later-payment form as the operator's browser sends it, filled with `fields`. */
  async function laterPaymentForm(reference: string, fields: Record<string, string>) {
    const form = (await orderPage(reference)).forms.find((candidate) => candidate.kind === "record-later-payment");
    expect(form, "the later-payment form").toBeDefined();
    return { intent: form!.kind, actionId: form!.actionId, method: "paypal", reference: "", note: "PayPal payment seen", ...fields };
  }

  const send = (reference: string, fields: Record<string, string>) =>
    modules.actions
      .adminOrderAction(
        new Request(`${SITE}/admin/orders/${reference}`, {
          method: "POST",
          headers: { Origin: SITE, Cookie: ops, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        reference,
      )
      .catch((thrown: unknown) => {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      });

  const commissionsOf = async (reference: string) =>
    (await modules.storage.siteDatabase())
      .selectFrom("commissions")
      .selectAll()
      .where("order_reference", "=", reference)
      .orderBy("earned_at")
      .orderBy("id")
      .execute();

  const receiptsOf = async (reference: string) =>
    (await modules.outbox.createOutbox(modules.storage.siteDatabase).list({ offset: 0, limit: 500 })).items
      .filter((item) => item.submissionId === reference)
      .map((item) => ({ kind: item.kind, to: item.recipient, text: item.message.text }));

  it("each instalment of a referred payment plan credits 30 % as it is paid, at most the plan's five; a replayed form once", async () => {
    const reference = await paidOrder();
    expect((await orderPage(reference)).forms.find((form) => form.kind === "record-later-payment")?.purposes).toEqual([
      { value: "instalment", label: "Instalment 1 of 5" },
      { value: "hosting", label: "Hosting, month 1" },
    ]);
    const first = await laterPaymentForm(reference, { purpose: "instalment", amount: "75", reference: "PAYID-I1" });
    const recorded = await send(reference, first);
    expect(recorded.status).toBe(303);
    const page = await orderPage(reference, new URL(recorded.headers.get("Location")!, SITE).search);
    expect(page.result).toBe("Recorded: Later payment: Instalment 1 of 5.");
    expect(page.order.laterPayments).toMatchObject([
      { label: "Instalment 1 of 5", amount: 75, methodLabel: "PayPal", reference: "PAYID-I1" },
    ]);
    expect(page.order.lines.map((line) => line.state)).toEqual(["paid"]);

    const replayed = await send(reference, first);
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toMatchObject({ error: "This action was already recorded: nothing was changed." });

    for (let instalment = 2; instalment <= 5; instalment += 1)
      expect((await send(reference, await laterPaymentForm(reference, { purpose: "instalment", amount: "75" }))).status).toBe(303);
    expect((await orderPage(reference)).forms.find((form) => form.kind === "record-later-payment")?.purposes).toEqual([
      { value: "hosting", label: "Hosting, month 1" },
    ]);
    const sixth = await send(reference, await laterPaymentForm(reference, { purpose: "instalment", amount: "75" }));
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toMatchObject({ error: "All 5 instalments of this order's payment plan are recorded already." });

    const rows = await commissionsOf(reference);
    expect(rows.map((row) => [row.line, row.category, Number(row.base_cents), Number(row.rate), Number(row.amount_cents)])).toEqual(
      Array.from({ length: 5 }, () => ["instalment", "package", 75_00, 30, 22_50]),
    );
    expect(
      rows.every((row) => row.affiliate_code === maria.code && row.status === "pending" && /^operator:[\w-]{22}:package$/.test(row.id)),
    ).toBe(true);
    const receipts = await receiptsOf(reference);
    expect(receipts).toHaveLength(5);
    expect(receipts.every((receipt) => receipt.kind === "payment-received-receipt" && receipt.to === BUYER)).toBe(true);
    expect(receipts.map((receipt) => /for (Instalment \d of 5), Payment Plan/.exec(receipt.text)?.[1]).sort()).toEqual([
      "Instalment 1 of 5",
      "Instalment 2 of 5",
      "Instalment 3 of 5",
      "Instalment 4 of 5",
      "Instalment 5 of 5",
    ]);
  });

  it("a referred order's first twelve hosting payments credit 10 %; the thirteenth earns nothing", async () => {
    const reference = await paidOrder({ tierName: "Script + Install + Hosting", total: 697, instalments: null });
    for (let month = 1; month <= 13; month += 1) {
      const form = await laterPaymentForm(reference, { purpose: "hosting", amount: "15" });
      expect((await send(reference, form)).status, `hosting month ${month}`).toBe(303);
    }
    const rows = await commissionsOf(reference);
    expect(rows.map((row) => [row.line, row.category, Number(row.base_cents), Number(row.rate), Number(row.amount_cents)])).toEqual(
      Array.from({ length: 12 }, () => ["hosting", "hosting", 15_00, 10, 1_50]),
    );
    const { order } = await orderPage(reference);
    expect(order.laterPayments.map((payment) => payment.label).at(-1)).toBe("Hosting, month 13");
    expect(order.laterPaid).toBe(195);
  });

  it("no commission on the affiliate's own purchase or while the affiliate is disabled; the payment is recorded all the same", async () => {
    const own = await paidOrder({ buyer: { name: "Maria Kent", email: "Payouts@SurfPromo.example", country: "Spain" } });
    expect((await send(own, await laterPaymentForm(own, { purpose: "instalment", amount: "75" }))).status).toBe(303);
    const affiliates = modules.affiliates.createAffiliates(modules.storage.siteDatabase);
    const whileDisabled = await paidOrder();
    await affiliates.setStatus(maria.code, "disabled");
    try {
      expect((await send(whileDisabled, await laterPaymentForm(whileDisabled, { purpose: "hosting", amount: "15" }))).status).toBe(303);
    } finally {
      await affiliates.setStatus(maria.code, "active");
    }
    expect([...(await commissionsOf(own)), ...(await commissionsOf(whileDisabled))]).toEqual([]);
    expect((await orderPage(whileDisabled)).order.laterPayments).toHaveLength(1);
  });

  it("refuses, with a 400 that says why and changes nothing: an unknown purpose, an instalment off a plan, hosting on the buyer's server, a bad amount", async () => {
    const ownServer = await paidOrder({ tierName: "Script Only", instalments: null, hosting: "own", total: 299 });
    expect((await orderPage(ownServer)).forms.some((form) => form.kind === "record-later-payment")).toBe(false);
    const plan = await paidOrder();
    const form = await laterPaymentForm(plan, { purpose: "instalment", amount: "75" });
    // The form was issued for another order, so fields are checked before its id: each answer names what is wrong.
    const refusals: [string, Record<string, string>, string][] = [
      [plan, { ...form, purpose: "donation" }, "Choose what the payment was for: an instalment of the payment plan or a month of hosting."],
      [ownServer, { ...form, purpose: "instalment" }, "This order was not placed on a payment plan, so it has no instalments."],
      [ownServer, { ...form, purpose: "hosting" }, "This order runs on the buyer's own server, so it has no hosting payments."],
      [
        plan,
        { ...form, amount: "-75" },
        "Enter the amount received in dollars: a positive number with at most two decimals, like 499 or 499.50.",
      ],
      [
        plan,
        { ...form, amount: "75.001" },
        "Enter the amount received in dollars: a positive number with at most two decimals, like 499 or 499.50.",
      ],
      [plan, { ...form, method: "cash-in-envelope" }, "Choose how it was paid: Stripe, PayPal, bank transfer or other."],
      [plan, { ...form, note: " " }, "Write a note: what happened and how you know (it is kept in the order's history)."],
    ];
    for (const [reference, fields, error] of refusals) {
      const response = await send(reference, fields);
      expect(response.status, error).toBe(400);
      expect(await response.json()).toEqual({ error, form: "record-later-payment" });
    }
    const unpaid = await paidOrder({ status: "awaiting-payment", settlement: undefined });
    const early = await send(unpaid, { ...(await laterPaymentForm(plan, {})), purpose: "instalment", amount: "75" });
    expect(early.status).toBe(400);
    expect((await early.json()).error).toMatch(
      /^The package's line is awaiting-payment: a later payment follows the order's first payment/,
    );
    // A valid form of one order is refused on another that could take the payment.
    const other = await paidOrder();
    const forged = await send(other, form);
    expect(forged.status).toBe(400);
    expect((await forged.json()).error).toBe("This form was not issued to you for this order, so nothing was changed: reload the page.");
    for (const reference of [ownServer, plan, unpaid, other]) {
      expect((await orderPage(reference)).order.laterPayments).toEqual([]);
      expect(await commissionsOf(reference)).toEqual([]);
    }
  });
});
