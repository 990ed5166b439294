import { logEvent } from "~/lib/core/log.server";
import type { SelectQueryBuilder } from "kysely";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import type { SiteTables } from "~/lib/storage/tables";
import { createAffiliates } from "./affiliates.server";
import { cancelledByRefund, commissionCents, isSelfReferral, maturesAt, type PaidPart, type Referral } from "./commission-rules";
import { COMMISSION_CATEGORIES, type ProgrammeRules } from "./programme";

/**
 * Commissions made and cancelled (decision 072): a confirmed payment of a referred order's line credits its affiliate
 * once per part (the same payment again is the same rows: their ids are the payment's), and a refund or dispute before
 * maturity cancels what that line earned.
 */

/** A payment confirmed on a referred order's line, by the provider's event or an operator. */
export interface ConfirmedPayment {
  /** The payment's id: the provider's event id, or `operator:{action id}`. */
  id: string;
  orderReference: string;
  line: string;
  parts: readonly PaidPart[];
  buyerEmail: string;
  referral: Referral;
  /** When it was paid (ms): its commissions mature the programme's days later. */
  earnedAt: number;
}

/** Why a referred payment earned nothing. */
export type NoCommission = "unknown-affiliate" | "disabled" | "self-referral";

type CommissionsQuery = SelectQueryBuilder<SiteTables, "commissions", object>;

export function createCommissions(source: DatabaseSource) {
  const database = databaseOf(source);
  /**
   * Cancels, with `reason`, the pending commissions `which` selects that have not matured by `now`; matured, paid and
   * cancelled ones stay as they are. Resolves with how many it cancelled (0 when replayed).
   */
  const cancelUnmatured = async (
    which: (query: CommissionsQuery) => CommissionsQuery,
    { reason, now }: { reason: string; now: number },
    logged: Record<string, string>,
  ) => {
    const db = await database();
    const open = await which(db.selectFrom("commissions")).select(["id", "status", "matures_at"]).where("status", "=", "pending").execute();
    const ids = open
      .filter((row) => cancelledByRefund({ status: row.status, maturesAt: Number(row.matures_at) }, now))
      .map((row) => row.id);
    if (ids.length === 0) return 0;
    const result = await db
      .updateTable("commissions")
      .set({ status: "cancelled", cancelled_reason: reason })
      .where("id", "in", ids)
      .where("status", "=", "pending")
      .executeTakeFirst();
    const cancelled = Number(result.numUpdatedRows);
    logEvent("info", { event: "commission.cancelled", ...logged, reason, count: cancelled });
    return cancelled;
  };
  return {
    /**
     * Credits the referral's affiliate with each part of `payment` at the programme's rate for it; nothing for an
     * unknown or disabled affiliate or the affiliate's own purchase. Resolves with the reason there is none, or the
     * number of commissions this call stored (0 when the payment was credited already).
     */
    async credit(payment: ConfirmedPayment, rules: ProgrammeRules): Promise<{ credited: number } | { none: NoCommission }> {
      const refuse = (reason: NoCommission) => {
        logEvent("info", { event: "commission.none", reference: payment.orderReference, line: payment.line, reason });
        return { none: reason };
      };
      const affiliate = await createAffiliates(source).find(payment.referral.code);
      if (!affiliate) return refuse("unknown-affiliate");
      if (affiliate.status !== "active") return refuse("disabled");
      if (isSelfReferral(payment.buyerEmail, affiliate)) return refuse("self-referral");
      const rows = payment.parts
        .map((part) => ({ part, rate: rules.rates[part.category] }))
        .map(({ part, rate }) => ({
          id: `${payment.id}:${part.category}`,
          affiliate_code: affiliate.code,
          order_reference: payment.orderReference,
          line: payment.line,
          category: part.category,
          base_cents: part.cents,
          rate,
          amount_cents: commissionCents(part.cents, rate),
          status: "pending" as const,
          earned_at: payment.earnedAt,
          matures_at: maturesAt(payment.earnedAt, rules),
          cancelled_reason: null,
          payout_id: null,
        }))
        .filter((row) => row.amount_cents > 0);
      if (rows.length === 0) return { credited: 0 };
      const db = await database();
      const inserted = await db
        .insertInto("commissions")
        .values(rows)
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .execute();
      if (inserted.length > 0)
        logEvent("info", { event: "commission.credited", reference: payment.orderReference, line: payment.line, code: affiliate.code });
      return { credited: inserted.length };
    },

    /** A refund or dispute of an order's line (an operator's): cancels what it earned and has not matured by `now`. */
    cancelLine: (orderReference: string, line: string, reason: string, now: number) =>
      cancelUnmatured(
        (query) => query.where("order_reference", "=", orderReference).where("line", "=", line),
        { reason, now },
        { reference: orderReference, line },
      ),
    /** A payment refunded or disputed at its provider, by the provider's id of it: the same for what it earned. */
    cancelPayment: (paymentId: string, reason: string, now: number) =>
      cancelUnmatured(
        (query) =>
          query.where(
            "id",
            "in",
            COMMISSION_CATEGORIES.map((category) => `${paymentId}:${category}`),
          ),
        { reason, now },
        { paymentId },
      ),
  };
}

export type Commissions = ReturnType<typeof createCommissions>;
