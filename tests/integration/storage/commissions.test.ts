import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAffiliates, type Affiliate } from "~/lib/affiliates/affiliates.server";
import { DAY_MS } from "~/lib/affiliates/commission-rules";
import { createCommissions } from "~/lib/affiliates/commissions.server";
import { affiliateLedger } from "~/lib/affiliates/ledger.server";
import { handlePaymentWebhook } from "~/lib/endpoints/payment-webhook.server";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { stripeProvider } from "~/lib/payments/stripe.server";
import { closeSiteStorage, siteDatabase } from "~/lib/storage/storage.server";
import { createDatabaseStore } from "~/lib/submissions/store.server";
import { freshDatabaseConfig, STORAGE_ENGINES } from "../../support/storage-engines";

/**
 * Commissions from payments (decision 072) on the process's database, each engine in turn: a referred order paid by a
 * signed Stripe event credits its affiliate at the sample programme's rates (30 % packages and offers, 20 % services),
 * once; none for a self-referral, a disabled affiliate or an order without a referral; a refund before maturity
 * cancels. An operator's payments and refunds are in ../admin-payouts.test.ts (the console opens its sessions once per
 * process, on the first engine).
 */

const SITE = "http://site";
const SECRET = "whsec_test_commissions";
const webhooks = new Stripe("sk_test_unused").webhooks;
/** The sample's Script Only ($299) with installation ($50), the Graphics Pack ($99) and the Surf Contest Module ($89). */
const ADD_ONS = ["Installation", "Graphics Pack", "Surf Contest Module"];

describe.each(STORAGE_ENGINES)("commissions from payments on %s", (engine) => {
  let drop: () => Promise<void>;
  let maria: Affiliate;
  const store = () => createDatabaseStore(siteDatabase);

  beforeAll(async () => {
    await closeSiteStorage();
    const fresh = await freshDatabaseConfig(engine);
    drop = fresh.drop;
    vi.stubEnv("DATABASE_URL", fresh.config.engine === "postgres" ? fresh.config.url : "");
    const affiliates = createAffiliates(siteDatabase);
    ({ affiliate: maria } = await affiliates.approve({
      email: "maria@surfpromo.example",
      name: "Maria Kent",
      paypalEmail: "payouts@surfpromo.example",
      website: "https://surfpromo.example",
      applicationId: null,
      approvedBy: "ops@example.com",
    }));
  });
  afterAll(async () => {
    await closeSiteStorage();
    await drop();
    vi.unstubAllEnvs();
  });

  /** A referred order as the funnel stores it ($537), by `buyer`, with `referral` (Maria's unless told). */
  async function referredOrder({
    buyer = "lena@surfmeadow.example",
    referral = { code: maria.code, campaign: "spring", clickedAt: new Date().toISOString() } as unknown,
  } = {}) {
    const reference = orderReferenceFromBytes(randomBytes(12));
    await store().save({
      id: reference,
      kind: "order",
      data: {
        reference,
        tierName: "Script Only",
        addOns: ADD_ONS,
        offers: ["offer-graphics"],
        total: 537,
        status: "awaiting-payment",
        paymentProvider: "stripe",
        buyer: { name: "Lena Vogt", email: buyer },
        ...(referral ? { referral } : {}),
      },
      submittedAt: new Date().toISOString(),
    });
    return reference;
  }

  /** A Stripe event as Stripe signs it, delivered to the webhook. */
  const delivered = (eventId: string, type: string, object: Record<string, unknown>) => {
    const body = JSON.stringify({ id: eventId, object: "event", type, data: { object } });
    return handlePaymentWebhook(
      new Request(`${SITE}/api/payments/stripe`, {
        method: "POST",
        body,
        headers: { "stripe-signature": webhooks.generateTestHeaderString({ payload: body, secret: SECRET }) },
      }),
      {
        provider: stripeProvider,
        secret: SECRET,
        signatureHeader: "stripe-signature",
        store: store(),
        offerPrices: async () => new Map([["offer-vip-upgrades", 199]]),
      },
    );
  };
  /** A Payment Link's checkout paid: `checkout.session.completed`, with the payment intent when given. */
  const stripePaid = (eventId: string, reference: string, amount: number, paymentIntent?: string) =>
    delivered(eventId, "checkout.session.completed", {
      id: `cs_${eventId}`,
      object: "checkout.session",
      client_reference_id: reference,
      amount_total: amount,
      currency: "usd",
      payment_status: "paid",
      ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
    });

  const commissionsOf = async (reference: string) =>
    (await siteDatabase()).selectFrom("commissions").selectAll().where("order_reference", "=", reference).orderBy("id").execute();

  it("a signed Stripe event credits the package and offer at 30 % and the services at 20 %, once; matured by the clock", async () => {
    const reference = await referredOrder();
    const eventId = `evt_${randomBytes(6).toString("hex")}`;
    expect((await (await stripePaid(eventId, reference, 537_00)).json()).outcome).toBe("paid");
    expect((await (await stripePaid(eventId, reference, 537_00)).json()).outcome).toBe("duplicate");

    const rows = await commissionsOf(reference);
    expect(
      rows.map((row) => [row.id, row.category, Number(row.base_cents), Number(row.rate), Number(row.amount_cents), row.status]),
    ).toEqual([
      [`${eventId}:package`, "package", 398_00, 30, 119_40, "pending"],
      [`${eventId}:service`, "service", 139_00, 20, 27_80, "pending"],
    ]);
    expect(rows.every((row) => row.affiliate_code === maria.code && row.line === "order")).toBe(true);
    const earnedAt = Number(rows[0]!.earned_at);
    expect(Number(rows[0]!.matures_at) - earnedAt).toBe(30 * DAY_MS);

    const ledger = (at: number) => affiliateLedger(siteDatabase, maria.code, at);
    expect(
      (await ledger(earnedAt + 29 * DAY_MS)).commissions.filter((row) => row.orderReference === reference).map((row) => row.standing),
    ).toEqual(["pending", "pending"]);
    expect(
      (await ledger(earnedAt + 30 * DAY_MS)).commissions.filter((row) => row.orderReference === reference).map((row) => row.standing),
    ).toEqual(["matured", "matured"]);
  });

  it("a crash after the order's write is made good when the event is delivered again", async () => {
    const reference = await referredOrder();
    const eventId = `evt_${randomBytes(6).toString("hex")}`;
    await (await siteDatabase()).schema.alterTable("commissions").renameTo("commissions_away").execute();
    await expect(stripePaid(eventId, reference, 537_00)).rejects.toThrow();
    await (await siteDatabase()).schema.alterTable("commissions_away").renameTo("commissions").execute();
    expect((await store().find("order", reference))?.data.status).toBe("paid");
    expect((await (await stripePaid(eventId, reference, 537_00)).json()).outcome).toBe("duplicate");
    expect((await commissionsOf(reference)).map((row) => row.id)).toEqual([`${eventId}:package`, `${eventId}:service`]);
  });

  it("no commission on the affiliate's own purchase (their address or PayPal address), nor without a referral", async () => {
    for (const buyer of ["Maria@SurfPromo.example", "payouts@surfpromo.example"]) {
      const own = await referredOrder({ buyer });
      expect((await (await stripePaid(`evt_${randomBytes(6).toString("hex")}`, own, 537_00)).json()).outcome).toBe("paid");
      expect(await commissionsOf(own)).toEqual([]);
    }
    const unreferred = await referredOrder({ referral: null });
    await stripePaid(`evt_${randomBytes(6).toString("hex")}`, unreferred, 537_00);
    const unknown = await referredOrder({ referral: { code: "zzzzzz", campaign: "", clickedAt: "" } });
    await stripePaid(`evt_${randomBytes(6).toString("hex")}`, unknown, 537_00);
    expect([...(await commissionsOf(unreferred)), ...(await commissionsOf(unknown))]).toEqual([]);
  });

  it("no commission while the affiliate is disabled", async () => {
    const affiliates = createAffiliates(siteDatabase);
    const reference = await referredOrder();
    await affiliates.setStatus(maria.code, "disabled");
    try {
      expect((await (await stripePaid(`evt_${randomBytes(6).toString("hex")}`, reference, 537_00)).json()).outcome).toBe("paid");
    } finally {
      await affiliates.setStatus(maria.code, "active");
    }
    expect(await commissionsOf(reference)).toEqual([]);
  });

  it("a payment of the wrong amount credits nothing", async () => {
    const reference = await referredOrder();
    expect((await (await stripePaid(`evt_${randomBytes(6).toString("hex")}`, reference, 299_00)).json()).outcome).toBe("payment-mismatch");
    expect(await commissionsOf(reference)).toEqual([]);
  });

  it("a refund after maturity leaves the commission standing", async () => {
    const reference = await referredOrder();
    const eventId = `evt_${randomBytes(6).toString("hex")}`;
    await stripePaid(eventId, reference, 537_00);
    const maturity = Number((await commissionsOf(reference))[0]!.matures_at);
    const commissions = createCommissions(siteDatabase);
    expect(await commissions.cancelLine(reference, "order", "refunded", maturity)).toBe(0);
    expect(await commissions.cancelLine(reference, "order", "disputed", maturity - 1)).toBe(2);
    expect(await commissions.cancelLine(reference, "order", "disputed", maturity - 1)).toBe(0);
    expect((await commissionsOf(reference)).map((row) => row.cancelled_reason)).toEqual(["disputed", "disputed"]);
  });

  it("Stripe's full refund or dispute of the payment (by its payment intent) cancels what it earned; a partial refund does not", async () => {
    const outcome = async (response: Promise<Response>) => ((await (await response).json()) as { outcome: string }).outcome;
    const refunded = await referredOrder();
    const refundedIntent = `pi_${randomBytes(8).toString("hex")}`;
    await stripePaid(`evt_${randomBytes(6).toString("hex")}`, refunded, 537_00, refundedIntent);
    expect((await commissionsOf(refunded)).map((row) => row.id)).toEqual([`${refundedIntent}:package`, `${refundedIntent}:service`]);
    // The checkout's async success for the same payment is the same commissions.
    await stripePaid(`evt_${randomBytes(6).toString("hex")}`, refunded, 537_00, refundedIntent);
    expect(await commissionsOf(refunded)).toHaveLength(2);

    const charge = (refundedInFull: boolean) => ({
      id: "ch_1",
      object: "charge",
      payment_intent: refundedIntent,
      refunded: refundedInFull,
    });
    expect(await outcome(delivered(`evt_${randomBytes(6).toString("hex")}`, "charge.refunded", charge(false)))).toBe("ignored");
    expect((await commissionsOf(refunded)).map((row) => row.status)).toEqual(["pending", "pending"]);
    expect(await outcome(delivered(`evt_${randomBytes(6).toString("hex")}`, "charge.refunded", charge(true)))).toBe("reversed");
    expect((await commissionsOf(refunded)).map((row) => [row.status, row.cancelled_reason])).toEqual([
      ["cancelled", "refunded"],
      ["cancelled", "refunded"],
    ]);

    const disputed = await referredOrder();
    const disputedIntent = `pi_${randomBytes(8).toString("hex")}`;
    await stripePaid(`evt_${randomBytes(6).toString("hex")}`, disputed, 537_00, disputedIntent);
    const dispute = { id: "dp_1", object: "dispute", payment_intent: disputedIntent, reason: "fraudulent" };
    expect(await outcome(delivered(`evt_${randomBytes(6).toString("hex")}`, "charge.dispute.created", dispute))).toBe("reversed");
    expect((await commissionsOf(disputed)).map((row) => row.cancelled_reason)).toEqual(["disputed", "disputed"]);
    // A refund signed with another secret is refused.
    const body = JSON.stringify({ id: "evt_forged", object: "event", type: "charge.refunded", data: { object: charge(true) } });
    const forged = await handlePaymentWebhook(
      new Request(`${SITE}/api/payments/stripe`, {
        method: "POST",
        body,
        headers: { "stripe-signature": webhooks.generateTestHeaderString({ payload: body, secret: "whsec_someone_else" }) },
      }),
      { provider: stripeProvider, secret: SECRET, signatureHeader: "stripe-signature", store: store(), offerPrices: async () => null },
    );
    expect(forged.status).toBe(400);
  });
});
