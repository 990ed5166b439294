import type { Kysely } from "kysely";
import { ORDER_FORM_ID } from "~/lib/orders/order";
import { isRecord, orderRecordOf, type LineState } from "~/lib/orders/order-record";
import type { SiteTables } from "~/lib/storage/tables";
import { isAffiliateCode } from "./programme";

/**
 * What affiliates brought, read from the tables (decision 070): clicks, referred orders, commissions and payouts, for
 * one affiliate's dashboard or the console's list. Nothing here names a buyer or an order's reference (a reference
 * opens the buyer's order page): an affiliate sees what was bought, when, and its state.
 */

type Db = Kysely<SiteTables>;

/** Clicks per landing page and campaign, most first, with the total. */
export async function clicksOf(db: Db, code: string, rows = 50) {
  const grouped = await db
    .selectFrom("affiliate_clicks")
    .select(["path", "campaign", (eb) => eb.fn.sum<number>("clicks").as("clicks"), (eb) => eb.fn.max("day").as("lastDay")])
    .where("code", "=", code)
    .groupBy(["path", "campaign"])
    .orderBy("clicks", "desc")
    .orderBy("path")
    .execute();
  const total = grouped.reduce((sum, row) => sum + Number(row.clicks), 0);
  return { total, rows: grouped.slice(0, rows).map((row) => ({ ...row, clicks: Number(row.clicks) })) };
}

/** Clicks per affiliate code: the console's column. */
export async function clicksByAffiliate(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("affiliate_clicks")
    .select(["code", (eb) => eb.fn.sum<number>("clicks").as("clicks")])
    .groupBy("code")
    .execute();
  return new Map(rows.map((row) => [row.code, Number(row.clicks)]));
}

/** A referred order as its affiliate may see it: when, the campaign, what was bought and its state; no buyer, no reference. */
export interface ReferredOrder {
  code: string;
  orderedAt: string;
  campaign: string;
  lines: { label: string; amount: number; state: LineState }[];
  paid: number;
}

/**
 * The orders carrying a referral (the tracking part's `referral: { code, campaign, clickedAt }`), newest first; of
 * one affiliate when `code` is given. The JSON is matched as text first (a code is six letters or digits, no LIKE
 * wildcard), then each candidate's parsed referral is checked, so both engines run one query.
 */
export async function referredOrders(db: Db, code?: string, limit = 200): Promise<ReferredOrder[]> {
  if (code !== undefined && !isAffiliateCode(code)) return [];
  let query = db
    .selectFrom("submissions")
    .select(["data", "submitted_at"])
    .where("kind", "=", ORDER_FORM_ID)
    .where("data", "like", '%"referral":%');
  if (code !== undefined) query = query.where("data", "like", `%"${code}"%`);
  const rows = await query.orderBy("submitted_at", "desc").execute();
  const orders: ReferredOrder[] = [];
  for (const row of rows) {
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const referral = isRecord(data.referral) ? data.referral : {};
    if (!isAffiliateCode(referral.code) || (code !== undefined && referral.code !== code)) continue;
    const record = orderRecordOf(data);
    orders.push({
      code: referral.code,
      orderedAt: row.submitted_at,
      campaign: typeof referral.campaign === "string" ? referral.campaign : "",
      lines: record.lines.map(({ label, amount, state }) => ({ label, amount, state })),
      paid: record.totals.paid,
    });
    if (orders.length === limit) break;
  }
  return orders;
}

/** An affiliate's money in cents: pending (not yet matured), matured (waiting for a payout) and paid. */
export interface EarningsTotals {
  pending: number;
  matured: number;
  paid: number;
}

const noEarnings = (): EarningsTotals => ({ pending: 0, matured: 0, paid: 0 });

/** Which total a commission counts in at `now`: matured is pending past `matures_at` (never stored: decision 069). */
function bucketOf(status: SiteTables["commissions"]["status"], maturesAt: number, now: number): keyof EarningsTotals | null {
  if (status === "paid") return "paid";
  if (status === "pending") return Number(maturesAt) <= now ? "matured" : "pending";
  return null;
}

/**
 * An affiliate's commissions (newest first, without the order's reference or the payment's id) and payouts, and the three totals.
 * The commissions helper's ledger (app/lib/affiliates/ledger.server.ts) is to replace this reader once merged.
 */
export async function earningsOf(db: Db, code: string, now: number) {
  const commissions = await db
    .selectFrom("commissions")
    .select(["category", "base_cents", "rate", "amount_cents", "status", "earned_at", "matures_at", "cancelled_reason"])
    .where("affiliate_code", "=", code)
    .orderBy("earned_at", "desc")
    .execute();
  const payouts = await db
    .selectFrom("payouts")
    .select(["period", "amount_cents", "paid_at", "reference"])
    .where("affiliate_code", "=", code)
    .orderBy("period", "desc")
    .execute();
  const totals = noEarnings();
  const rows = commissions.map((row) => {
    const bucket = bucketOf(row.status, row.matures_at, now);
    if (bucket) totals[bucket] += Number(row.amount_cents);
    return {
      category: row.category,
      baseCents: Number(row.base_cents),
      rate: Number(row.rate),
      amountCents: Number(row.amount_cents),
      state: bucket ?? "cancelled",
      earnedAt: new Date(Number(row.earned_at)).toISOString(),
      maturesAt: new Date(Number(row.matures_at)).toISOString(),
      cancelledReason: row.cancelled_reason,
    };
  });
  return {
    totals,
    commissions: rows,
    payouts: payouts.map((row) => ({
      period: row.period,
      amountCents: Number(row.amount_cents),
      paidAt: row.paid_at,
      reference: row.reference,
    })),
  };
}

/** Every affiliate's totals at `now`: the console's columns. */
export async function earningsByAffiliate(db: Db, now: number): Promise<Map<string, EarningsTotals>> {
  const rows = await db
    .selectFrom("commissions")
    .select(["affiliate_code", "status", "matures_at", "amount_cents"])
    .where("status", "in", ["pending", "paid"])
    .execute();
  const byCode = new Map<string, EarningsTotals>();
  for (const row of rows) {
    const totals = byCode.get(row.affiliate_code) ?? noEarnings();
    const bucket = bucketOf(row.status, row.matures_at, now);
    if (bucket) totals[bucket] += Number(row.amount_cents);
    byCode.set(row.affiliate_code, totals);
  }
  return byCode;
}
