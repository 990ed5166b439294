import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { handleSiteRequest } from "~/entry.server";
import { createAccounts } from "~/lib/admin/accounts.server";
import type { OrderActionForm } from "~/lib/admin/order-action-forms.server";
import { adminOrderAction } from "~/lib/admin/order-actions.server";
import { adminOrderPageData } from "~/lib/admin/orders.server";
import { adminPayoutsAction, adminPayoutsCsv, adminPayoutsPageData } from "~/lib/admin/payouts.server";
import { createAdminSessions } from "~/lib/admin/session.server";
import { createAffiliates, type Affiliate } from "~/lib/affiliates/affiliates.server";
import { DAY_MS, payoutCutoff, payoutPeriodOf } from "~/lib/affiliates/commission-rules";
import { affiliateLedger } from "~/lib/affiliates/ledger.server";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { siteDatabase } from "~/lib/storage/storage.server";
import type { SiteTables } from "~/lib/storage/tables";
import { newSubmission, submissionStore } from "~/lib/submissions/store-config.server";
import { commissionRow } from "../support/commission-fixtures";

// The console's payouts (decision 072) and the order page's actions as the affiliate programme sees them, on the
// process's database and sessions as the routes call them: commissions by affiliate, the month's payouts and their
// PayPal CSV, a payout marked paid once, and every refusal changing nothing.

const SITE = "http://site";
const PERIOD = payoutPeriodOf(Date.now());
/** A day before this month's payout counts what matured (the sample's payout day, the 15th; or now, while it is ahead). */
const MATURED = payoutCutoff(PERIOD, { payoutDay: 15 }, Date.now()) - DAY_MS;

let ops: string;
let maria: Affiliate;
let lee: Affiliate;
let gone: Affiliate;

async function sessionOf(email: string): Promise<string> {
  const db = await siteDatabase();
  await createAccounts(db).save(email, "correct horse battery staple");
  return (await createAdminSessions(db).start(email)).split(";")[0]!;
}

async function affiliate(name: string, paypalEmail: string) {
  const email = `${name.toLowerCase().replace(/\W/g, ".")}.${randomBytes(3).toString("hex")}@example.com`;
  const { affiliate: approved } = await createAffiliates(siteDatabase).approve({
    email,
    name,
    paypalEmail,
    website: "",
    applicationId: null,
    approvedBy: "ops@example.com",
  });
  return approved;
}

/** A commission of `cents` for `code`, matured in time for this month's payout, on its own order. */
async function maturedCommission(code: string, cents: number, overrides: Partial<Insertable<SiteTables["commissions"]>> = {}) {
  await (
    await siteDatabase()
  )
    .insertInto("commissions")
    .values(commissionRow(code, cents, MATURED, overrides))
    .execute();
}

const rethrown = (thrown: unknown) => {
  if (thrown instanceof Response) return thrown;
  throw thrown;
};

type PayoutsPage = Awaited<ReturnType<Awaited<ReturnType<typeof adminPayoutsPageData>>["json"]>>;

async function payoutsPage(cookie: string, query = `?month=${PERIOD}`): Promise<PayoutsPage> {
  return (await adminPayoutsPageData(new Request(`${SITE}/admin/payouts${query}`, { headers: { Cookie: cookie } }))).json();
}

/** The page's mark-paid form for an affiliate, as the operator's browser sends it, with PayPal's reference. */
async function markPaidForm(cookie: string, code: string, reference = "5TY05013RG002845M") {
  const due = (await payoutsPage(cookie)).month.due.find((row) => row.code === code);
  expect(due, `payout due to ${code}`).toBeDefined();
  return { actionId: due!.actionId, code, month: PERIOD, amount: String(due!.amountCents), reference };
}

const markRequest = (fields: Record<string, string>, headers: Record<string, string>) =>
  new Request(`${SITE}/admin/payouts`, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
const mark = (fields: Record<string, string>, headers: Record<string, string>) =>
  adminPayoutsAction(markRequest(fields, headers)).catch(rethrown);

const unpaidOf = async (code: string) =>
  (await affiliateLedger(siteDatabase, code)).commissions.filter((row) => row.standing === "matured").length;

beforeAll(async () => {
  ops = await sessionOf("payouts-ops@example.com");
  maria = await affiliate("Maria Kent", "payouts@surfpromo.example");
  lee = await affiliate("Lee Park", '=HYPERLINK("http://evil.example")@example.com');
  gone = await affiliate("Gone Away", "gone@example.com");
  await maturedCommission(maria.code, 89_70);
  await maturedCommission(maria.code, 27_80);
  // Pending (not matured), cancelled and another month's paid ones are in no payout.
  await maturedCommission(maria.code, 10_000, { earned_at: Date.now(), matures_at: Date.now() + 30 * DAY_MS });
  await maturedCommission(maria.code, 5_000, { status: "cancelled", cancelled_reason: "refunded" });
  await maturedCommission(lee.code, 49_99);
  await maturedCommission(gone.code, 200_00);
  await createAffiliates(siteDatabase).setStatus(gone.code, "disabled");
});

describe("the month's payouts", () => {
  it("lists balances at or above $50 as due, smaller and disabled ones carried over, and every affiliate's totals", async () => {
    const response = await adminPayoutsPageData(new Request(`${SITE}/admin/payouts?month=${PERIOD}`, { headers: { Cookie: ops } }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const page: PayoutsPage = await response.json();
    expect(page.month.due.find((row) => row.code === maria.code)).toMatchObject({
      name: "Maria Kent",
      paypalEmail: "payouts@surfpromo.example",
      amountCents: 117_50,
      commissions: 2,
      actionId: expect.stringMatching(/^[\w-]{22}\./),
    });
    const carried = new Map(page.month.carriedOver.map((row) => [row.code, [row.amountCents, row.reason]]));
    expect(carried.get(lee.code)).toEqual([49_99, "below-minimum"]);
    expect(carried.get(gone.code)).toEqual([200_00, "disabled"]);
    expect(page.affiliates.find((row) => row.code === maria.code)?.totals).toEqual({
      pending: 100_00,
      matured: 117_50,
      cancelled: 50_00,
      paid: 0,
    });
    expect(page.rules).toEqual({ payoutDay: 15, payoutMinimum: 50, maturityDays: 30 });
    expect(page.csvPath).toBe(`/admin/payouts.csv?month=${PERIOD}`);
  });

  it("an unknown month is this month; a visitor without a session goes to the login", async () => {
    expect((await payoutsPage(ops, "?month=2026-13")).month.period).toBe(PERIOD);
    const anonymous = await adminPayoutsPageData(new Request(`${SITE}/admin/payouts`)).catch(rethrown);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?next=/);
  });

  it("exports the due payouts in PayPal's mass-payout format, formulas escaped, no header, no disabled affiliate", async () => {
    // Lee's balance reaches the minimum: due now, with an address a spreadsheet would run.
    await maturedCommission(lee.code, 1);
    const response = await adminPayoutsCsv(new Request(`${SITE}/admin/payouts.csv?month=${PERIOD}`, { headers: { Cookie: ops } }));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="xchangekit-payouts-${PERIOD}.csv"`);
    const lines = (await response.text()).split("\r\n");
    expect(lines).toContain(
      `payouts@surfpromo.example,117.50,USD,${maria.code}-${PERIOD},XchangeKit affiliate commissions ${PERIOD},PAYPAL`,
    );
    expect(lines).toContain(
      `"'=hyperlink(""http://evil.example"")@example.com",50.00,USD,${lee.code}-${PERIOD},XchangeKit affiliate commissions ${PERIOD},PAYPAL`,
    );
    expect(lines.some((line) => line.includes(gone.code))).toBe(false);
    const anonymous = await adminPayoutsCsv(new Request(`${SITE}/admin/payouts.csv`)).catch(rethrown);
    expect(anonymous.status).toBe(302);
  });
});

describe("marking a payout paid", () => {
  it("records it with PayPal's reference and pays its commissions, once; the page says so; the ledger shows it", async () => {
    const form = await markPaidForm(ops, maria.code);
    const response = await mark(form, { Cookie: ops });
    expect(response.status).toBe(303);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const back = new URL(response.headers.get("Location")!, SITE);
    expect(back.pathname + back.search).toBe(`/admin/payouts?month=${PERIOD}&paid=${maria.code}`);
    const page = await payoutsPage(ops, back.search);
    expect(page.result).toBe("Payout to Maria Kent recorded as paid (PayPal reference 5TY05013RG002845M).");
    expect(page.month.due.map((row) => row.code)).not.toContain(maria.code);
    expect(page.month.paid.find((row) => row.code === maria.code)).toMatchObject({
      id: `${maria.code}:${PERIOD}`,
      amountCents: 117_50,
      paypalEmail: "payouts@surfpromo.example",
      reference: "5TY05013RG002845M",
    });
    const ledger = await affiliateLedger(siteDatabase, maria.code);
    expect(ledger.totals).toEqual({ pending: 100_00, matured: 0, cancelled: 50_00, paid: 117_50 });
    expect(ledger.payouts.map((payout) => payout.id)).toEqual([`${maria.code}:${PERIOD}`]);

    const replayed = await mark(form, { Cookie: ops });
    expect(replayed.status).toBe(409);
    expect((await replayed.json()).error).toBe("This payout was already recorded as paid: nothing was changed.");
    // A commission maturing after the payout waits for the next month's.
    await maturedCommission(maria.code, 60_00);
    expect((await payoutsPage(ops)).month.due.map((row) => row.code)).not.toContain(maria.code);
  });

  it("a form whose amount is no longer due (a commission matured since) is answered 409 and pays nothing", async () => {
    const ana = await affiliate("Ana Owner", "ana.paypal@example.com");
    await maturedCommission(ana.code, 75_00);
    const form = await markPaidForm(ops, ana.code);
    await maturedCommission(ana.code, 1_00);
    const response = await mark(form, { Cookie: ops });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/^The amount due changed since the page was loaded/);
    expect(await unpaidOf(ana.code)).toBe(2);
    expect((await mark(await markPaidForm(ops, ana.code), { Cookie: ops })).status).toBe(303);
    expect(await unpaidOf(ana.code)).toBe(0);
  });

  it("a forged form, another operator's, another amount's or one without PayPal's reference is answered 400 and pays nothing", async () => {
    const kim = await affiliate("Kim Lowe", "kim.paypal@example.com");
    await maturedCommission(kim.code, 80_00);
    const colleague = await sessionOf("payouts-colleague@example.com");
    const form = await markPaidForm(ops, kim.code);
    const forms: Record<string, [Record<string, string>, RegExp]> = {
      forged: [
        { ...form, actionId: `${randomBytes(16).toString("base64url")}.${randomBytes(32).toString("base64url")}` },
        /^This form was not issued to you/,
      ],
      "another operator's": [await markPaidForm(colleague, kim.code), /^This form was not issued to you/],
      "another amount's": [{ ...form, amount: "1" }, /^This form was not issued to you/],
      "another affiliate's": [{ ...form, code: maria.code }, /^This form was not issued to you/],
      "no reference": [{ ...form, reference: " " }, /^Enter PayPal's reference/],
      "a reference of two lines": [{ ...form, reference: "5TY05013RG002845M\r\nX" }, /^The reference is one line/],
      "a malformed month": [{ ...form, month: "2026-13" }, /^That request does not name a payout/],
      "a malformed amount": [{ ...form, amount: "80.00" }, /^That request does not name a payout/],
      empty: [{}, /^That request does not name a payout/],
    };
    for (const [name, [fields, error]] of Object.entries(forms)) {
      const response = await mark(fields, { Cookie: ops });
      expect(response.status, name).toBe(400);
      expect((await response.json()).error, name).toMatch(error);
    }
    expect(await unpaidOf(kim.code)).toBe(1);
  });

  it("without a session is answered 401, never a redirect, and pays nothing", async () => {
    const sam = await affiliate("Sam Reed", "sam.paypal@example.com");
    await maturedCommission(sam.code, 90_00);
    const form = await markPaidForm(ops, sam.code);
    for (const headers of [{}, { Cookie: "xk_admin=forged" }] as Record<string, string>[]) {
      const response = await mark(form, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("Location")).toBeNull();
    }
    expect(await unpaidOf(sam.code)).toBe(1);
  });

  it("through the site's request guard: a cross-origin POST is refused 403 before the action, a same-origin one goes through", async () => {
    const eva = await affiliate("Eva Stone", "eva.paypal@example.com");
    await maturedCommission(eva.code, 95_00);
    const form = await markPaidForm(ops, eva.code);
    const throughTheSite = (origin: string) =>
      handleSiteRequest(markRequest(form, { Cookie: ops, Origin: origin }), (request) => adminPayoutsAction(request), "198.51.100.30");
    expect((await throughTheSite("https://evil.example")).status).toBe(403);
    expect(await unpaidOf(eva.code)).toBe(1);
    expect((await throughTheSite(SITE)).status).toBe(303);
    expect(await unpaidOf(eva.code)).toBe(0);
  });

  it("past 60 in ten minutes an operator's next one is answered 429 with when to try again", async () => {
    const busy = await sessionOf("payouts-busy@example.com");
    const tom = await affiliate("Tom Hale", "tom.paypal@example.com");
    await maturedCommission(tom.code, 70_00);
    const form = await markPaidForm(busy, tom.code);
    for (let attempt = 0; attempt < 60; attempt += 1) expect((await mark({ ...form, reference: "" }, { Cookie: busy })).status).toBe(400);
    const limited = await mark(form, { Cookie: busy });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Too many payouts marked paid in a short time\. Try again in /);
    expect(await unpaidOf(tom.code)).toBe(1);
    expect((await mark(await markPaidForm(ops, tom.code), { Cookie: ops })).status).toBe(303);
  });
});

describe("an operator's order actions and commissions", () => {
  /** A referred order ($537: Script Only, installation, the Graphics Pack, the Surf Contest Module). */
  async function referredOrder() {
    const reference = orderReferenceFromBytes(randomBytes(12));
    await submissionStore().save(
      newSubmission(
        "order",
        {
          reference,
          tierName: "Script Only",
          addOns: ["Installation", "Graphics Pack", "Surf Contest Module"],
          offers: ["offer-graphics"],
          total: 537,
          status: "awaiting-payment",
          paymentProvider: null,
          buyer: { name: "Lena Vogt", email: "lena@surfmeadow.example" },
          referral: { code: maria.code, campaign: "", clickedAt: new Date().toISOString() },
        },
        reference,
      ),
    );
    return reference;
  }
  const commissionsOf = async (reference: string) =>
    (await siteDatabase()).selectFrom("commissions").selectAll().where("order_reference", "=", reference).orderBy("id").execute();

  /** The order page's form for `key`, sent twice by the operator with `fields`. */
  async function sentTwice(reference: string, key: string, fields: Record<string, string>) {
    const page = await adminOrderPageData(new Request(`${SITE}/admin/orders/${reference}`, { headers: { Cookie: ops } }), reference);
    const form = ((await page.json()) as { forms: OrderActionForm[] }).forms.find((candidate) => candidate.key === key)!;
    const body = { intent: form.kind, actionId: form.actionId, line: form.line ?? "", ...fields };
    const send = () =>
      adminOrderAction(
        new Request(`${SITE}/admin/orders/${reference}`, {
          method: "POST",
          headers: { Origin: SITE, Cookie: ops, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(body),
        }),
        reference,
      ).catch(rethrown);
    return [(await send()).status, (await send()).status];
  }

  it("a payment the operator records credits once, keyed by the action, though the form is sent twice; their refund cancels it", async () => {
    const reference = await referredOrder();
    const paid = { method: "paypal", amount: "537", reference: "PAYID-1", note: "PayPal receipt checked" };
    expect(await sentTwice(reference, "mark-paid:order", paid)).toEqual([303, 409]);
    const rows = await commissionsOf(reference);
    expect(rows.map((row) => [row.id.replace(/^operator:[\w-]{22}:/, "operator:{action}:"), row.amount_cents, row.status])).toEqual([
      ["operator:{action}:package", 119_40, "pending"],
      ["operator:{action}:service", 27_80, "pending"],
    ]);

    expect(await sentTwice(reference, "mark-refunded:order", { note: "Refunded on request" })).toEqual([303, 409]);
    expect((await commissionsOf(reference)).map((row) => [row.status, row.cancelled_reason])).toEqual([
      ["cancelled", "refunded"],
      ["cancelled", "refunded"],
    ]);
  });
});
