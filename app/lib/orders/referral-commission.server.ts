import { laterPaymentParts, paidParts, referralOf } from "~/lib/affiliates/commission-rules";
import { createCommissions } from "~/lib/affiliates/commissions.server";
import { programmeRules } from "~/lib/affiliates/programme.server";
import { logEvent } from "~/lib/core/log.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { loadOrderCatalog } from "./catalog.server";
import type { PaymentEvent } from "~/lib/payments/provider.server";
import { buyerOf, laterPaymentsOf, orderRecordOf } from "./order-record";
import type { PaymentOutcome } from "./payment.server";

/**
 * A referred order's payments and refunds, told to the affiliate programme (decision 072): commissions live in the site's
 * database whichever store keeps orders, keyed by the payment's id, so a payment told twice (a replayed event, a crash
 * between the order's write and this) is credited once.
 */

/**
 * Credits the affiliate who referred the order (`data`, as stored after the payment) with the payment `paymentId` of its
 * `line`, at the published programme's rates for what the line bought (the published catalogue names the add-ons). Does
 * nothing for an order without a referral or a line that is not paid.
 */
export async function creditReferredPayment(data: Record<string, unknown>, payment: { reference: string; line: string; id: string }) {
  const referral = referralOf(data);
  const line = orderRecordOf(data).lines.find((candidate) => candidate.key === payment.line);
  if (!referral || line?.state !== "paid" || !line.settlement) return;
  const [rules, catalogue] = await Promise.all([programmeRules(), loadOrderCatalog()]);
  const addOns = Array.isArray(data.addOns) ? data.addOns.map(String) : [];
  await createCommissions(siteDatabase).credit(
    {
      id: payment.id,
      orderReference: payment.reference,
      line: line.key,
      parts: paidParts({ kind: line.kind, addOns }, Math.round(line.settlement.amount * 100), catalogue),
      buyerEmail: buyerOf(data).email,
      referral,
      earnedAt: Date.parse(line.settlement.at) || Date.now(),
    },
    rules,
  );
}

/**
 * Credits the affiliate who referred the order (`data`, as stored after the payment) with its later payment
 * `paymentId` (decision 075): an instalment at the package rate, a hosting payment at the hosting rate while it is one
 * of the order's first `hostingMonths`. Its commissions' line is the payment's purpose, so refunding the package's line
 * leaves them be. Does nothing for an order without a referral or a payment it does not have.
 */
export async function creditReferredLaterPayment(
  data: Record<string, unknown>,
  payment: { reference: string; id: string; actionId: string },
) {
  const referral = referralOf(data);
  const later = laterPaymentsOf(data).find((candidate) => candidate.id === payment.actionId);
  if (!referral || !later) return;
  const rules = await programmeRules();
  const parts = laterPaymentParts({ purpose: later.purpose, number: later.number, cents: Math.round(later.amount * 100) }, rules);
  if (parts.length === 0) {
    logEvent("info", { event: "commission.none", reference: payment.reference, line: later.purpose, reason: "past-hosting-months" });
    return;
  }
  await createCommissions(siteDatabase).credit(
    {
      id: payment.id,
      orderReference: payment.reference,
      line: later.purpose,
      parts,
      buyerEmail: buyerOf(data).email,
      referral,
      earnedAt: Date.parse(later.at) || Date.now(),
    },
    rules,
  );
}

/** A referred order's line refunded or disputed: what it earned and has not matured by `now` is cancelled. */
export async function cancelReferredLine(
  data: Record<string, unknown>,
  { reference, line, reason }: { reference: string; line: string; reason: string },
  now = Date.now(),
) {
  if (!referralOf(data)) return;
  await createCommissions(siteDatabase).cancelLine(reference, line, reason, now);
}

/**
 * A payment refunded in full or disputed at the provider: the commissions it earned (keyed by the provider's payment id)
 * not matured by `now` are cancelled. The order's line is the operator's to mark refunded in the console.
 */
export async function cancelReversedPayment(event: Extract<PaymentEvent, { kind: "reversed" }>, now = Date.now()): Promise<PaymentOutcome> {
  await createCommissions(siteDatabase).cancelPayment(event.paymentId, event.reason, now);
  return "reversed";
}
