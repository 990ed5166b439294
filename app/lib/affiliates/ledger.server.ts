import { sql, type Kysely, type Selectable } from "kysely";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import type { SiteTables } from "~/lib/storage/tables";
import { isMatured } from "./commission-rules";
import type { CommissionCategory } from "./programme";

/**
 * What affiliates earned, read (decision 072): one affiliate's ledger for their dashboard, and every affiliate's totals for
 * the console. Matured is worked out against `now` (a pending commission past its maturity), never stored.
 */

/** Where a commission stands for its affiliate: matured is pending past its maturity, awaiting a payout. */
export type CommissionStanding = "pending" | "matured" | "cancelled" | "paid";

export interface LedgerCommission {
  /** The payment it was earned by, and the category: `{payment id}:{category}`. */
  id: string;
  orderReference: string;
  /** The order's line: "order" (the package and its add-ons), a one-time offer's slug, or a later payment's purpose (075). */
  line: string;
  category: CommissionCategory;
  baseCents: number;
  /** Percent, as it was when the commission was earned. */
  rate: number;
  amountCents: number;
  standing: CommissionStanding;
  earnedAt: string;
  maturesAt: string;
  cancelledReason: string | null;
  payoutId: string | null;
}

export interface LedgerPayout {
  /** `{code}:{YYYY-MM}`: one payout per affiliate and month. */
  id: string;
  period: string;
  amountCents: number;
  paypalEmail: string;
  createdAt: string;
  paidAt: string | null;
  /** PayPal's reference of the payment, when the operator gave one. */
  reference: string | null;
}

/** Cents by standing. */
export type CommissionTotals = Record<CommissionStanding, number>;

export interface AffiliateLedger {
  totals: CommissionTotals;
  /** Newest first, at most `limit` of them (the totals count every one). */
  commissions: LedgerCommission[];
  /** Newest month first. */
  payouts: LedgerPayout[];
}

/** The most commissions a ledger lists: far more than a page shows; the totals are exact whatever their number. */
export const LEDGER_COMMISSIONS_LIMIT = 200;

const iso = (ms: number | string | bigint) => new Date(Number(ms)).toISOString();

export function ledgerCommissionOf(row: Selectable<SiteTables["commissions"]>, now: number): LedgerCommission {
  const maturesAt = Number(row.matures_at);
  return {
    id: row.id,
    orderReference: row.order_reference,
    line: row.line,
    category: row.category,
    baseCents: Number(row.base_cents),
    rate: Number(row.rate),
    amountCents: Number(row.amount_cents),
    standing: isMatured({ status: row.status, maturesAt }, now) ? "matured" : row.status,
    earnedAt: iso(row.earned_at),
    maturesAt: iso(maturesAt),
    cancelledReason: row.cancelled_reason,
    payoutId: row.payout_id,
  };
}

export function ledgerPayoutOf(row: Selectable<SiteTables["payouts"]>): LedgerPayout {
  return {
    id: row.id,
    period: row.period,
    amountCents: Number(row.amount_cents),
    paypalEmail: row.paypal_email,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    reference: row.reference,
  };
}

const noTotals = (): CommissionTotals => ({ pending: 0, matured: 0, cancelled: 0, paid: 0 });

/** Commission totals in cents by affiliate and standing, summed by the database; `code` narrows to one affiliate. */
export async function commissionTotals(db: Kysely<SiteTables>, now: number, code?: string): Promise<Map<string, CommissionTotals>> {
  let query = db
    .selectFrom("commissions")
    .select([
      "affiliate_code",
      sql<string>`CASE WHEN status = 'pending' AND matures_at <= ${now} THEN 'matured' ELSE status END`.as("standing"),
      sql<string | number>`SUM(amount_cents)`.as("cents"),
    ])
    .groupBy(["affiliate_code", "standing"]);
  if (code !== undefined) query = query.where("affiliate_code", "=", code);
  const totals = new Map<string, CommissionTotals>();
  for (const row of await query.execute()) {
    const affiliate = totals.get(row.affiliate_code) ?? noTotals();
    affiliate[row.standing as CommissionStanding] = Number(row.cents);
    totals.set(row.affiliate_code, affiliate);
  }
  return totals;
}

/**
 * One affiliate's money as their dashboard shows it: the totals pending, matured, paid (and cancelled), their
 * commissions newest first, their payouts. An unknown code has an empty ledger; `now` is the clock (ms or a Date).
 */
export async function affiliateLedger(
  source: DatabaseSource,
  code: string,
  now: Date | number = Date.now(),
  { limit = LEDGER_COMMISSIONS_LIMIT }: { limit?: number } = {},
): Promise<AffiliateLedger> {
  const db = await databaseOf(source)();
  const at = typeof now === "number" ? now : now.getTime();
  const [totals, commissions, payouts] = await Promise.all([
    commissionTotals(db, at, code),
    db
      .selectFrom("commissions")
      .selectAll()
      .where("affiliate_code", "=", code)
      .orderBy("earned_at", "desc")
      .orderBy("id")
      .limit(limit)
      .execute(),
    db.selectFrom("payouts").selectAll().where("affiliate_code", "=", code).orderBy("period", "desc").execute(),
  ]);
  return {
    totals: totals.get(code) ?? noTotals(),
    commissions: commissions.map((row) => ledgerCommissionOf(row, at)),
    payouts: payouts.map(ledgerPayoutOf),
  };
}
