import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import type { adminPayoutsAction, adminPayoutsPageData } from "~/lib/admin/payouts.server";
import { formatUsd } from "~/lib/core/format";
import { AdminFilters } from "./admin-filters";
import { adminInputClasses } from "./admin-input";
import { consoleTime } from "./admin-time";
import { AdminTable } from "./admin-table";

type PageData = ReturnType<typeof useLoaderData<typeof adminPayoutsPageData>>;

const HEADING_ID = "payouts-heading";
const usd = (cents: number) => formatUsd(cents / 100);
const cell = "px-4 py-3 align-top";
const amountCell = `${cell} whitespace-nowrap text-right tabular-nums`;

/** The affiliate programme's money: commissions by affiliate, the month's payouts, their CSV for PayPal, mark paid. */
export function AdminPayoutsPage() {
  const { month, rules, affiliates, csvPath, referenceMaxLength, result } = useLoaderData<typeof adminPayoutsPageData>();
  const refusal = useActionData<typeof adminPayoutsAction>();
  return (
    <section aria-labelledby={HEADING_ID}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
          Payouts {month.period}
        </h1>
        <a href={csvPath} className={buttonClasses("secondary", "px-4 py-2")} download>
          PayPal CSV ({month.due.length})
        </a>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Paid by PayPal on day {rules.payoutDay} of the month: commissions matured ({rules.maturityDays} days after payment) by{" "}
        {consoleTime(new Date(month.cutoff).toISOString())} UTC, balances of {formatUsd(rules.payoutMinimum)} or more; smaller ones are
        carried over to the next month.
      </p>
      <AdminFilters submitLabel="Show month">
        <div>
          <label htmlFor="payouts-month" className="block text-sm font-medium">
            Month
          </label>
          <input id="payouts-month" name="month" type="month" required defaultValue={month.period} className={adminInputClasses} />
        </div>
      </AdminFilters>
      <div role="status" className="mt-4 text-sm">
        {result ? <p className="font-medium text-emerald-800 dark:text-emerald-300">{result}</p> : null}
        {refusal && "error" in refusal ? <p className="font-medium text-red-700 dark:text-red-300">{refusal.error}</p> : null}
      </div>
      <DuePayouts month={month} referenceMaxLength={referenceMaxLength} />
      <CarriedOver month={month} />
      <PaidPayouts month={month} />
      <CommissionsByAffiliate affiliates={affiliates} />
    </section>
  );
}

function DuePayouts({ month, referenceMaxLength }: { month: PageData["month"]; referenceMaxLength: number }) {
  const navigation = useNavigation();
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">Due ({month.due.length})</h2>
      {month.due.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No payout is due for this month.</p>
      ) : (
        <AdminTable headings={["Affiliate", "PayPal", "Commissions", "Amount", "Mark paid"]} minWidth="min-w-[52rem]" caption="Payouts due">
          {month.due.map((due) => {
            const sending = navigation.state !== "idle" && navigation.formData?.get("actionId") === due.actionId;
            const inputId = `reference-${due.code}`;
            return (
              <tr key={due.code} data-testid="payout-due">
                <AffiliateHeader affiliate={due} />
                <td className={`${cell} break-all`}>{due.paypalEmail}</td>
                <td className={cell}>{due.commissions}</td>
                <td className={amountCell}>{usd(due.amountCents)}</td>
                <td className={cell}>
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="actionId" value={due.actionId} />
                    <input type="hidden" name="code" value={due.code} />
                    <input type="hidden" name="month" value={month.period} />
                    <input type="hidden" name="amount" value={due.amountCents} />
                    <div>
                      <label htmlFor={inputId} className="block text-sm font-medium">
                        PayPal reference
                      </label>
                      {/* Named with the affiliate in aria-label: an sr-only span would overflow the scrolling table. */}
                      <input
                        id={inputId}
                        name="reference"
                        required
                        maxLength={referenceMaxLength}
                        aria-label={`PayPal reference for ${due.name}`}
                        className={adminInputClasses}
                      />
                    </div>
                    <button
                      type="submit"
                      disabled={sending}
                      aria-label={`${sending ? "Recording" : "Mark paid"} (${due.name})`}
                      className={buttonClasses("primary", "h-10 px-4")}
                    >
                      {sending ? "Recording…" : "Mark paid"}
                    </button>
                  </Form>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </>
  );
}

/** A row's header: the affiliate's name, and their code (what the PayPal file's reference id starts with). */
function AffiliateHeader({ affiliate }: { affiliate: { name: string; code: string } }) {
  return (
    <th scope="row" className={`${cell} text-left font-medium`}>
      {affiliate.name} <span className="font-mono text-xs text-slate-600 dark:text-slate-300">{affiliate.code}</span>
    </th>
  );
}

const CARRIED_OVER_REASONS = { "below-minimum": "Below the minimum", disabled: "Affiliate disabled" } as const;

function CarriedOver({ month }: { month: PageData["month"] }) {
  if (month.carriedOver.length === 0) return null;
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">Carried over ({month.carriedOver.length})</h2>
      <AdminTable
        headings={["Affiliate", "Commissions", "Matured", "Why"]}
        minWidth="min-w-[36rem]"
        caption="Balances carried over"
        scrollLabel="Balances carried over"
      >
        {month.carriedOver.map((balance) => (
          <tr key={balance.code} data-testid="payout-carried-over">
            <AffiliateHeader affiliate={balance} />
            <td className={cell}>{balance.commissions}</td>
            <td className={amountCell}>{usd(balance.amountCents)}</td>
            <td className={cell}>{CARRIED_OVER_REASONS[balance.reason]}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

function PaidPayouts({ month }: { month: PageData["month"] }) {
  if (month.paid.length === 0) return null;
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">Paid ({month.paid.length})</h2>
      <AdminTable
        headings={["Affiliate", "PayPal", "Amount", "Paid (UTC)", "PayPal reference"]}
        minWidth="min-w-[48rem]"
        caption="Payouts paid"
        scrollLabel="Payouts paid"
      >
        {month.paid.map((payout) => (
          <tr key={payout.id} data-testid="payout-paid">
            <AffiliateHeader affiliate={payout} />
            <td className={`${cell} break-all`}>{payout.paypalEmail}</td>
            <td className={amountCell}>{usd(payout.amountCents)}</td>
            <td className={`${cell} whitespace-nowrap`}>{payout.paidAt ? consoleTime(payout.paidAt) : "—"}</td>
            <td className={`${cell} break-all font-mono text-xs`}>{payout.reference}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

function CommissionsByAffiliate({ affiliates }: { affiliates: PageData["affiliates"] }) {
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">Commissions by affiliate</h2>
      {affiliates.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No affiliate has earned a commission yet.</p>
      ) : (
        <AdminTable
          headings={["Affiliate", "Status", "Pending", "Matured", "Paid", "Cancelled"]}
          minWidth="min-w-[44rem]"
          caption="Commissions by affiliate"
          scrollLabel="Commissions by affiliate"
        >
          {affiliates.map((affiliate) => (
            <tr key={affiliate.code} data-testid="affiliate-commissions">
              <AffiliateHeader affiliate={affiliate} />
              <td className={cell}>{affiliate.status}</td>
              <td className={amountCell}>{usd(affiliate.totals.pending)}</td>
              <td className={amountCell}>{usd(affiliate.totals.matured)}</td>
              <td className={amountCell}>{usd(affiliate.totals.paid)}</td>
              <td className={amountCell}>{usd(affiliate.totals.cancelled)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
