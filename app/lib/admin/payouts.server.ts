import { json } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";
import { createAffiliates } from "~/lib/affiliates/affiliates.server";
import { isPayoutPeriod, payoutPeriodOf } from "~/lib/affiliates/commission-rules";
import { commissionTotals } from "~/lib/affiliates/ledger.server";
import { createPayouts } from "~/lib/affiliates/payouts.server";
import { isAffiliateCode } from "~/lib/affiliates/programme";
import { programmeRules } from "~/lib/affiliates/programme.server";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { operatorRateLimited, signedActionId, signedInOperator, verifiedActionNonce } from "./console-actions.server";
import { escapeSpreadsheetCell } from "./leads.server";
import { ADMIN_RESPONSE_HEADERS, requireOperator } from "./operators.server";

/**
 * /admin/payouts (decision 072): every affiliate's commissions by standing, a month's payouts (matured balances at or
 * above the programme's minimum; smaller ones carried over) as PayPal's mass-payout CSV, and a payout marked paid with
 * PayPal's reference: a signed form, once per affiliate and month.
 */

export const PAYOUTS_PATH = "/admin/payouts";
/** PayPal's transaction and batch ids are under 30 characters; room for a bank's or a note's longer one. */
export const PAYOUT_REFERENCE_MAX_LENGTH = 100;
/** Far above what a person does (a payout a month per affiliate), low enough to slow a script with a stolen session. */
const payoutMarks = createRateLimiter("admin-payout-paid", { max: 60, windowMs: 10 * 60 * 1000 });

const monthPath = (period: string, query = "") => `${PAYOUTS_PATH}?month=${period}${query}`;
const periodOf = (url: URL, now: number) => {
  const month = url.searchParams.get("month");
  return isPayoutPeriod(month) ? month : payoutPeriodOf(now);
};
const formScope = (operator: string, code: string, period: string, amountCents: number) => [
  "payout-paid",
  code,
  period,
  operator,
  String(amountCents),
];

/** The month's payouts as of now, under the published programme. */
async function monthPayouts(period: string, now: number) {
  return createPayouts(siteDatabase).month(period, await programmeRules(), now);
}

/** GET /admin/payouts?month=YYYY-MM (this month by default). */
export async function adminPayoutsPageData(request: Request) {
  const operator = await requireOperator(request);
  const now = Date.now();
  const url = new URL(request.url);
  const period = periodOf(url, now);
  const [rules, month, affiliates, totals] = await Promise.all([
    programmeRules(),
    monthPayouts(period, now),
    createAffiliates(siteDatabase).list(),
    siteDatabase().then((db) => commissionTotals(db, now)),
  ]);
  const paidCode = url.searchParams.get("paid");
  const justPaid = month.paid.find((payout) => payout.code === paidCode) ?? null;
  return json(
    {
      month: {
        ...month,
        due: month.due.map((due) => ({ ...due, actionId: signedActionId(formScope(operator.email, due.code, period, due.amountCents)) })),
      },
      rules: { payoutDay: rules.payoutDay, payoutMinimum: rules.payoutMinimum, maturityDays: rules.maturityDays },
      affiliates: affiliates
        .filter((affiliate) => totals.has(affiliate.code))
        .map(({ code, name, email, status }) => ({ code, name, email, status, totals: totals.get(code)! })),
      csvPath: `${PAYOUTS_PATH}.csv?month=${period}`,
      referenceMaxLength: PAYOUT_REFERENCE_MAX_LENGTH,
      result: justPaid ? `Payout to ${justPaid.name} recorded as paid (PayPal reference ${justPaid.reference}).` : null,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

/** PayPal's mass-payout file: recipient, amount, currency, a reference id, a note, the wallet; one row each, no header. */
export function payoutsCsv(month: Awaited<ReturnType<typeof monthPayouts>>): string {
  const rows = month.due.map((due) =>
    [
      due.paypalEmail,
      (due.amountCents / 100).toFixed(2),
      "USD",
      `${due.code}-${month.period}`,
      `XchangeKit affiliate commissions ${month.period}`,
      "PAYPAL",
    ].map(escapeSpreadsheetCell),
  );
  return stringify(rows, { record_delimiter: "windows" });
}

/** GET /admin/payouts.csv?month=YYYY-MM: the month's unpaid payouts to upload to PayPal. */
export async function adminPayoutsCsv(request: Request) {
  await requireOperator(request);
  const now = Date.now();
  const period = periodOf(new URL(request.url), now);
  return new Response(payoutsCsv(await monthPayouts(period, now)), {
    headers: {
      ...ADMIN_RESPONSE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="xchangekit-payouts-${period}.csv"`,
    },
  });
}

const OUTCOME_REFUSALS = {
  "already-paid": "This payout was already recorded as paid: nothing was changed.",
  changed: "The amount due changed since the page was loaded (a commission matured or was paid): nothing was changed. Reload the page.",
  "not-due": "Nothing is due to this affiliate for this month (below the minimum, or disabled): nothing was changed. Reload the page.",
} as const;

/**
 * POST /admin/payouts: a month's payout to one affiliate recorded as paid, with PayPal's reference; then back to the month
 * (303), which says so. Refused with nothing changed: no session (401), too many (429), a form incomplete or not issued
 * to this operator for this payout and amount (400), a payout already paid, an amount no longer due (409).
 */
export async function adminPayoutsAction(request: Request) {
  const operator = await signedInOperator(request);
  const refuse = (status: number, reason: string, error: string, headers: Record<string, string> = {}) => {
    logEvent("warn", { event: "admin.payout_refused", by: operator.email, reason });
    return json({ error }, { status, headers: { ...ADMIN_RESPONSE_HEADERS, ...headers } });
  };
  const limited = await operatorRateLimited(payoutMarks, operator, "payouts marked paid");
  if (limited) return refuse(429, "rate-limited", limited.error, limited.headers);

  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const [code, period, amount, reference] = [text("code"), text("month"), text("amount"), text("reference")];
  const amountCents = /^\d{1,10}$/.test(amount) ? Number(amount) : NaN;
  if (!isAffiliateCode(code) || !isPayoutPeriod(period) || !Number.isSafeInteger(amountCents))
    return refuse(400, "invalid", "That request does not name a payout: reload the page and use its form.");
  if (!reference) return refuse(400, "invalid", "Enter PayPal's reference for the payment (its transaction or batch id).");
  if (reference.length > PAYOUT_REFERENCE_MAX_LENGTH || /[\r\n]/.test(reference))
    return refuse(400, "invalid", `The reference is one line of at most ${PAYOUT_REFERENCE_MAX_LENGTH} characters.`);
  if (!verifiedActionNonce(text("actionId"), formScope(operator.email, code, period, amountCents)))
    return refuse(400, "forged", "This form was not issued to you for this payout, so nothing was changed: reload the page.");

  const outcome = await createPayouts(siteDatabase).markPaid(
    { code, period, amountCents, reference, by: operator.email },
    await programmeRules(),
    Date.now(),
  );
  if (outcome !== "paid") return refuse(409, outcome, OUTCOME_REFUSALS[outcome]);
  logEvent("info", { event: "admin.payout_paid", code, period, by: operator.email, amountCents });
  return redirect(monthPath(period, `&paid=${code}`), { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}
