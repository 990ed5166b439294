import { Form, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CopyButton } from "~/components/copy-button";
import { adminInputClasses } from "~/components/pages/admin/admin-input";
import { RecordSection } from "~/components/pages/admin/admin-record";
import { AdminTable } from "~/components/pages/admin/admin-table";
import { buttonClasses } from "~/components/ui/button";
import { EMAIL_SWIPE_KIND_OPTIONS } from "~/lib/cms/options";
import { formatUsd } from "~/lib/core/format";
import type { affiliateDashboardData } from "~/lib/page-data/affiliate.server";

const cents = (amount: number) => formatUsd(amount / 100);
const day = (iso: string) => iso.slice(0, 10);
/** 1st, 2nd, 3rd, 4th … 21st … 28th: the payout day is 1-28. */
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

const STATE_LABELS: Record<string, string> = {
  "awaiting-payment": "awaiting payment",
  paid: "paid",
  "payment-failed": "payment failed",
  "payment-mismatch": "payment being checked",
  refunded: "refunded",
  cancelled: "cancelled",
  pending: "pending",
  matured: "matured",
};

/** A panel of the dashboard: a figure, a banner, a swipe. */
const card = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={card}>
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-slate-600 dark:text-slate-300">{children}</p>;
const cell = "px-4 py-3";

const SWIPE_KIND_TITLES = new Map<string, string>(EMAIL_SWIPE_KIND_OPTIONS.map((option) => [option.value, option.title]));
/** What of a swipe is copied, each in its own text area. */
const SWIPE_PARTS = [
  { part: "subject", label: "Subject", rows: 2 },
  { part: "body", label: "Body", rows: 14 },
] as const;

/**
 * A text to copy: selected whole when focused, so one copy takes it. With `copyLabel` (what the text is, in lower case)
 * it also has a copy button once JavaScript runs.
 */
function CopyField({
  id,
  label,
  value,
  rows,
  copyLabel,
}: {
  id: string;
  label: ReactNode;
  value: string;
  rows?: number;
  copyLabel?: string;
}) {
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select();
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {copyLabel ? <CopyButton value={value} label={copyLabel} /> : null}
      </div>
      {rows ? (
        <textarea
          id={id}
          readOnly
          rows={rows}
          value={value}
          onFocus={select}
          className={`${adminInputClasses} h-auto py-2 font-mono text-sm`}
        />
      ) : (
        <input id={id} readOnly value={value} onFocus={select} className={`${adminInputClasses} font-mono text-sm`} />
      )}
    </div>
  );
}

/**
 * The affiliate's dashboard: what they earned (pending, matured, paid) and the programme's rules, their tracking link
 * builder, the banners with that link, the e-mail swipes with links of their own, and their clicks, referred orders,
 * commissions and payouts.
 */
export function AffiliateDashboardPage() {
  const { affiliate, builder, rules, clicks, orders, earnings, banners, swipes } = useLoaderData<typeof affiliateDashboardData>();
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-2xl font-bold">Your affiliate dashboard</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          Affiliate code <span className="font-mono">{affiliate.code}</span> · payouts to {affiliate.paypalEmail} by PayPal on the{" "}
          {ordinal(rules.payoutDay)} of each month, from {formatUsd(rules.payoutMinimum)} of matured commissions.
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Figure label="Clicks" value={String(clicks.total)} testId="total-clicks" />
          <Figure label="Referred orders" value={String(orders.length)} testId="total-orders" />
          <Figure label="Pending" value={cents(earnings.totals.pending)} testId="total-pending" />
          <Figure label="Matured" value={cents(earnings.totals.matured)} testId="total-matured" />
          <Figure label="Paid" value={cents(earnings.totals.paid)} testId="total-paid" />
        </dl>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Commission: {rules.rates.package}% of packages and offers, {rules.rates.service}% of services, {rules.rates.hosting}% of hosting
          for {rules.hostingMonths} months. A commission matures {rules.maturityDays} days after the payment, if it is not refunded.
        </p>
      </header>

      <RecordSection id="link-builder-heading" title="Your tracking link">
        <Form
          method="get"
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end dark:border-slate-800 dark:bg-slate-900"
        >
          <div>
            <label htmlFor="link-page" className="block text-sm font-medium">
              Page of the site
            </label>
            <input
              id="link-page"
              name="page"
              defaultValue={builder.page}
              placeholder="/pricing"
              aria-invalid={builder.error?.field === "page" || undefined}
              aria-describedby={builder.error?.field === "page" ? "link-error" : undefined}
              className={adminInputClasses}
            />
          </div>
          <div>
            <label htmlFor="link-campaign" className="block text-sm font-medium">
              Campaign (optional)
            </label>
            <input
              id="link-campaign"
              name="campaign"
              defaultValue={builder.campaign}
              maxLength={builder.campaignMaxLength}
              placeholder="spring-newsletter"
              aria-invalid={builder.error?.field === "campaign" || undefined}
              aria-describedby={builder.error?.field === "campaign" ? "link-error" : undefined}
              className={adminInputClasses}
            />
          </div>
          <button type="submit" className={buttonClasses("primary", "h-10 px-4")}>
            Build link
          </button>
        </Form>
        {builder.error ? (
          <p id="link-error" role="alert" className="text-sm text-red-800 dark:text-red-200">
            {builder.error.error}
          </p>
        ) : null}
        <CopyField id="tracking-link" label="Your link (copy it)" value={builder.link} />
      </RecordSection>

      <RecordSection id="banners-heading" title="Banners">
        {banners.length === 0 ? (
          <Empty>No banners yet.</Empty>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Each banner's HTML carries the link above: build the link first, then copy.
            </p>
            <ul className="grid gap-6 lg:grid-cols-2">
              {banners.map((banner) => (
                <li key={banner.key} className={`min-w-0 space-y-2 ${card}`}>
                  <h3 className="font-semibold">{banner.size.replace("x", " × ")}</h3>
                  <img src={banner.preview} width={banner.width} height={banner.height} alt={banner.alt} className="h-auto max-w-full" />
                  <CopyField id={`banner-${banner.key}`} label={`HTML of the ${banner.size} banner`} value={banner.html} rows={3} />
                </li>
              ))}
            </ul>
          </>
        )}
      </RecordSection>

      <RecordSection id="swipes-heading" title="Email swipes">
        {swipes.length === 0 ? (
          <Empty>No email swipes yet.</Empty>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Each swipe carries your link to the home page, with the kind of email as its campaign, so your clicks show which kind brings
              visitors. Add your name where it says so, and keep the disclosure line.
            </p>
            <ul className="space-y-6">
              {swipes.map((swipe) => (
                <li key={swipe.key} className={`min-w-0 space-y-3 ${card}`}>
                  <h3 className="font-semibold">{swipe.title}</h3>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {SWIPE_KIND_TITLES.get(swipe.kind)} · campaign <span className="font-mono">{swipe.kind}</span>
                  </p>
                  {SWIPE_PARTS.map(({ part, label, rows }) => (
                    <CopyField
                      key={part}
                      id={`swipe-${swipe.key}-${part}`}
                      label={
                        <>
                          {label}
                          <span className="sr-only"> of {swipe.title}</span>
                        </>
                      }
                      value={swipe[part]}
                      rows={rows}
                      copyLabel={`${part} of ${swipe.title}`}
                    />
                  ))}
                </li>
              ))}
            </ul>
          </>
        )}
      </RecordSection>

      <RecordSection id="clicks-heading" title="Clicks">
        {clicks.rows.length === 0 ? (
          <Empty>No clicks yet. Share your link: each visit through it counts here.</Empty>
        ) : (
          <AdminTable
            caption="Clicks by page and campaign"
            scrollLabel="Clicks by page and campaign"
            minWidth="min-w-[36rem]"
            headings={["Page", "Campaign", "Clicks", "Last click"]}
          >
            {clicks.rows.map((row) => (
              <tr key={`${row.path} ${row.campaign}`}>
                <td className={`${cell} break-all`}>{row.path}</td>
                <td className={cell}>{row.campaign || "none"}</td>
                <td className={cell}>{row.clicks}</td>
                <td className={cell}>{row.lastDay}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </RecordSection>

      <RecordSection id="orders-heading" title="Referred orders">
        {orders.length === 0 ? (
          <Empty>No referred orders yet.</Empty>
        ) : (
          <AdminTable
            caption="Referred orders"
            scrollLabel="Referred orders"
            minWidth="min-w-[36rem]"
            headings={["Ordered", "Campaign", "Bought", "Paid"]}
          >
            {orders.map((order, index) => (
              <tr key={`${order.orderedAt} ${index}`}>
                <td className={cell}>{day(order.orderedAt)}</td>
                <td className={cell}>{order.campaign || "none"}</td>
                <td className={cell}>
                  {order.lines
                    .map((line) => `${line.label} (${formatUsd(line.amount)}, ${STATE_LABELS[line.state] ?? line.state})`)
                    .join("; ")}
                </td>
                <td className={cell}>{formatUsd(order.paid)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </RecordSection>

      <RecordSection id="commissions-heading" title="Commissions">
        {earnings.commissions.length === 0 ? (
          <Empty>No commissions yet: a referred order's payment earns one.</Empty>
        ) : (
          <AdminTable
            caption="Commissions"
            scrollLabel="Commissions"
            minWidth="min-w-[44rem]"
            headings={["Earned", "For", "Sale", "Rate", "Commission", "State", "Matures"]}
          >
            {earnings.commissions.map((commission, index) => (
              <tr key={`${commission.earnedAt} ${index}`}>
                <td className={cell}>{day(commission.earnedAt)}</td>
                <td className={cell}>{commission.category}</td>
                <td className={cell}>{cents(commission.baseCents)}</td>
                <td className={cell}>{commission.rate}%</td>
                <td className={cell}>{cents(commission.amountCents)}</td>
                <td className={cell}>
                  {STATE_LABELS[commission.state] ?? commission.state}
                  {commission.cancelledReason ? ` (${commission.cancelledReason})` : ""}
                </td>
                <td className={cell}>{day(commission.maturesAt)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </RecordSection>

      <RecordSection id="payouts-heading" title="Payouts">
        {earnings.payouts.length === 0 ? (
          <Empty>No payouts yet.</Empty>
        ) : (
          <AdminTable
            caption="Payouts"
            scrollLabel="Payouts"
            minWidth="min-w-[32rem]"
            headings={["Month", "Amount", "Paid", "PayPal reference"]}
          >
            {earnings.payouts.map((payout) => (
              <tr key={payout.period}>
                <td className={cell}>{payout.period}</td>
                <td className={cell}>{cents(payout.amountCents)}</td>
                <td className={cell}>{payout.paidAt ? day(payout.paidAt) : "not yet"}</td>
                <td className={cell}>{payout.reference ?? ""}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </RecordSection>
    </div>
  );
}
