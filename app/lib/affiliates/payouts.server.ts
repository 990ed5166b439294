import type { Kysely } from "kysely";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import type { SiteTables } from "~/lib/storage/tables";
import { payoutCutoff, splitByMinimum } from "./commission-rules";
import { ledgerPayoutOf, type LedgerPayout } from "./ledger.server";
import type { ProgrammeRules } from "./programme";

/**
 * The monthly payouts (decision 072): the month's list of matured balances at or above the minimum (smaller ones, and
 * a disabled affiliate's, carried over), and a payout marked paid once per affiliate and month, paying exactly the
 * commissions its amount was worked out from.
 */

/** One affiliate's matured, unpaid balance for a month. */
export interface PayoutDue {
  code: string;
  name: string;
  paypalEmail: string;
  amountCents: number;
  commissions: number;
}

export interface CarriedOver extends PayoutDue {
  reason: "below-minimum" | "disabled";
}

export interface MonthPayouts {
  period: string;
  /** Commissions matured by this moment (ms) are in the month's list. */
  cutoff: number;
  due: PayoutDue[];
  carriedOver: CarriedOver[];
  /** The month's payouts already marked paid, with the affiliate's name. */
  paid: (LedgerPayout & { code: string; name: string })[];
}

/** What marking a payout paid did: paid now; already paid (the same form twice, or two operators); or refused. */
export type MarkPaidOutcome = "paid" | "already-paid" | "changed" | "not-due";

/** The pending commissions matured by `cutoff` that no payout has paid, for one affiliate or all. */
function maturedUnpaid(db: Kysely<SiteTables>, cutoff: number) {
  return db
    .selectFrom("commissions")
    .where("commissions.status", "=", "pending")
    .where("commissions.payout_id", "is", null)
    .where("commissions.matures_at", "<=", cutoff);
}

/** Rolls back a payout's row written before its amount was found not due. */
class PayoutRefused extends Error {
  constructor(readonly outcome: "changed" | "not-due") {
    super(outcome);
  }
}

/** A payout's id: one per affiliate and month. */
export const payoutId = (code: string, period: string) => `${code}:${period}`;

export function createPayouts(source: DatabaseSource) {
  const database = databaseOf(source);
  return {
    /** The month's payouts as of `now`: what is due, what is carried over, what was paid. */
    async month(period: string, rules: ProgrammeRules, now: number): Promise<MonthPayouts> {
      const db = await database();
      const cutoff = payoutCutoff(period, rules, now);
      const [balances, paid] = await Promise.all([
        maturedUnpaid(db, cutoff)
          .innerJoin("affiliates", "affiliates.code", "commissions.affiliate_code")
          .select((eb) => [
            "affiliates.code",
            "affiliates.name",
            "affiliates.email",
            "affiliates.paypal_email",
            "affiliates.status",
            eb.fn.sum<string | number>("commissions.amount_cents").as("cents"),
            eb.fn.countAll<string | number>().as("count"),
          ])
          .groupBy(["affiliates.code", "affiliates.name", "affiliates.email", "affiliates.paypal_email", "affiliates.status"])
          .orderBy("affiliates.name")
          .orderBy("affiliates.code")
          .execute(),
        db
          .selectFrom("payouts")
          .innerJoin("affiliates", "affiliates.code", "payouts.affiliate_code")
          .selectAll("payouts")
          .select("affiliates.name")
          .where("payouts.period", "=", period)
          .orderBy("affiliates.name")
          .execute(),
      ]);
      const paidCodes = new Set(paid.map((row) => row.affiliate_code));
      const open = balances
        .filter((row) => !paidCodes.has(row.code))
        .map((row) => ({
          code: row.code,
          name: row.name,
          paypalEmail: row.paypal_email || row.email,
          amountCents: Number(row.cents),
          commissions: Number(row.count),
          active: row.status === "active",
        }));
      const { payouts, carriedOver } = splitByMinimum(
        open.filter((row) => row.active),
        rules,
      );
      const withoutStatus = ({ active: _active, ...balance }: (typeof open)[number]): PayoutDue => balance;
      return {
        period,
        cutoff,
        due: payouts.map(withoutStatus),
        carriedOver: [
          ...carriedOver.map((row) => ({ ...withoutStatus(row), reason: "below-minimum" as const })),
          ...open.filter((row) => !row.active).map((row) => ({ ...withoutStatus(row), reason: "disabled" as const })),
        ],
        paid: paid.map((row) => ({ ...ledgerPayoutOf(row), code: row.affiliate_code, name: row.name })),
      };
    },

    /**
     * Records one affiliate's payout for the month as paid by PayPal (`reference`), if `amountCents` is still what is due:
     * the payout row and its commissions marked paid in one transaction. Once per affiliate and month, whoever sends it.
     */
    async markPaid(
      payout: { code: string; period: string; amountCents: number; reference: string; by: string },
      rules: ProgrammeRules,
      now: number,
    ): Promise<MarkPaidOutcome> {
      const db = await database();
      const id = payoutId(payout.code, payout.period);
      try {
        return await db.transaction().execute(async (transaction) => {
          const affiliate = await transaction.selectFrom("affiliates").selectAll().where("code", "=", payout.code).executeTakeFirst();
          if (!affiliate || affiliate.status !== "active") return "not-due";
          const at = new Date(now).toISOString();
          // The payout's row first: a second operator's waits here for the first's commit, then finds it.
          const inserted = await transaction
            .insertInto("payouts")
            .values({
              id,
              affiliate_code: payout.code,
              period: payout.period,
              amount_cents: payout.amountCents,
              paypal_email: affiliate.paypal_email || affiliate.email,
              created_at: at,
              paid_at: at,
              paid_by: payout.by,
              reference: payout.reference,
            })
            .onConflict((conflict) => conflict.column("id").doNothing())
            .returning("id")
            .executeTakeFirst();
          if (!inserted) return "already-paid";
          const commissions = await maturedUnpaid(transaction, payoutCutoff(payout.period, rules, now))
            .select(["id", "amount_cents"])
            .where("affiliate_code", "=", payout.code)
            .execute();
          const dueCents = commissions.reduce((sum, row) => sum + Number(row.amount_cents), 0);
          if (splitByMinimum([{ amountCents: dueCents }], rules).payouts.length === 0) throw new PayoutRefused("not-due");
          if (dueCents !== payout.amountCents) throw new PayoutRefused("changed");
          await transaction
            .updateTable("commissions")
            .set({ status: "paid", payout_id: id })
            .where(
              "id",
              "in",
              commissions.map((row) => row.id),
            )
            .execute();
          return "paid";
        });
      } catch (error) {
        if (error instanceof PayoutRefused) return error.outcome;
        throw error;
      }
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
