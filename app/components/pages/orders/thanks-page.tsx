import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { CmsPage } from "~/components/sections/cms-page";
import type { Page } from "~/lib/cms/queries/page";
import { formatUsd } from "~/lib/core/format";
import { formatDate } from "~/lib/core/format-date";
import type { BuyerOrder } from "~/lib/orders/lookup.server";
import { DELIVERY_STEPS, type LineState, type OrderRecord, type OrderTotals } from "~/lib/orders/order-record";
import type { PageMeta } from "~/lib/seo/page-meta";

/** How a state is shown: grey while nothing is to celebrate or fix, green once paid, amber when something needs a look. */
type Tone = "neutral" | "success" | "warning";

const CARD_TONE: Record<Tone, string> = {
  neutral: "border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900",
  success: "border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950",
  warning: "border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950",
};

const BADGE_TONE: Record<Tone, string> = {
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  success: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50",
  warning: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
};

/** Each line's state in the buyer's words, and its tone. */
const LINE_STATE: Record<LineState, { text: string; tone: Tone }> = {
  "awaiting-payment": { text: "Awaiting payment", tone: "neutral" },
  paid: { text: "Payment received", tone: "success" },
  "payment-failed": { text: "Payment did not go through", tone: "warning" },
  "payment-mismatch": { text: "Payment being checked by our team", tone: "warning" },
  refunded: { text: "Refunded", tone: "neutral" },
  cancelled: { text: "Cancelled", tone: "neutral" },
};

/** What the buyer reads about the whole order: what needs a look first, then what is still due, then what is done. */
function orderStanding({ lines, totals }: OrderRecord, confirming: boolean): { text: string; tone: Tone } {
  const has = (state: LineState) => lines.some((line) => line.state === state);
  if (has("payment-mismatch")) {
    return {
      text: "We received a payment that does not match this order. We will write to you within one business day to put it right.",
      tone: "warning",
    };
  }
  if (has("payment-failed")) {
    return {
      text: "A payment did not go through, and nothing was charged for it. Pay again from the link in your order e-mail, or write to support.",
      tone: "warning",
    };
  }
  if (confirming) return { text: "We're confirming your payment: this page updates when it is.", tone: "neutral" };
  if (has("awaiting-payment")) {
    return {
      text:
        totals.paid > 0
          ? `Payment received for part of your order: ${formatUsd(totals.due)} is still due.`
          : "Order received, awaiting payment.",
      tone: "neutral",
    };
  }
  if (has("paid")) return { text: "Payment received: thank you.", tone: "success" };
  if (has("refunded")) return { text: "Refunded: the amount went back the way you paid.", tone: "neutral" };
  return { text: "This order was cancelled.", tone: "neutral" };
}

/** The totals the buyer reads: paid and due, and refunded when anything was. */
function totalsShown({ paid, due, refunded }: OrderTotals) {
  const shown = [
    { key: "paid", label: "Paid", amount: paid },
    { key: "due", label: "Due", amount: due },
  ];
  return refunded > 0 ? [...shown, { key: "refunded", label: "Refunded", amount: refunded }] : shown;
}

/** How often the page asks again while the payment provider has not confirmed the payment yet. */
const CONFIRMING_REFRESH_MS = 5000;

/** While a payment is being confirmed, the page reloads its data now and then (with JavaScript) until it is. */
function useRefreshWhile(confirming: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!confirming) return;
    const timer = window.setInterval(revalidate, CONFIRMING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [confirming, revalidate]);
}

function StateBadge({ state }: { state: LineState }) {
  const { text, tone } = LINE_STATE[state];
  return (
    <span data-testid="order-line-state" className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONE[tone]}`}>
      {text}
    </span>
  );
}

/** Every line of the order with its own state, the totals, and the delivery steps done so far. */
function OrderCard({ order, confirming }: { order: BuyerOrder; confirming: boolean }) {
  const { record } = order;
  const standing = orderStanding(record, confirming);
  const delivered = DELIVERY_STEPS.some((step) => record.delivered[step.key]);
  return (
    <div className={`rounded-2xl border p-6 ${CARD_TONE[standing.tone]}`} data-testid="order-card" data-tone={standing.tone}>
      <h2 id="order-summary" className="text-lg font-semibold">
        Order <span data-testid="order-reference">{order.reference}</span>
        {order.test ? " (test)" : ""}
      </h2>
      <p className="mt-1 text-sm font-medium" data-testid="order-status" role="status">
        {standing.text}
      </p>
      <ul
        aria-label="What you ordered"
        className="mt-4 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700"
      >
        {record.lines.map((line) => (
          <li key={line.key} data-testid="order-line" className="py-3">
            <div className="flex items-baseline justify-between gap-4">
              <p className="font-medium" data-testid="order-line-name">
                {line.label}
              </p>
              <p className="shrink-0 font-semibold" data-testid="order-line-amount">
                {formatUsd(line.amount)}
              </p>
            </div>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {line.kind === "offer" ? "One-time offer" : order.addOns.length ? `Add-ons: ${order.addOns.join(", ")}` : "Package"}
                {line.kind === "package" && order.instalments
                  ? `, then ${formatUsd(order.instalments.monthlyAmount)}/month for ${order.instalments.months} months`
                  : ""}
              </p>
              <StateBadge state={line.state} />
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm">
        {totalsShown(record.totals).map(({ key, label, amount }) => (
          <div key={key} className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-semibold" data-testid={`order-${key}`}>
              {formatUsd(amount)}
            </dd>
          </div>
        ))}
      </dl>
      {delivered ? (
        <section aria-labelledby="order-delivery" className="mt-4">
          <h3 id="order-delivery" className="text-sm font-semibold">
            Delivery
          </h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="order-delivery">
            {DELIVERY_STEPS.map((step) => {
              const done = record.delivered[step.key];
              return (
                <li key={step.key}>
                  {step.label}: {done ? `done on ${formatDate(done.at)}` : "to come"}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <p className="mt-4 text-sm">Keep this reference: quote it whenever you write to support.</p>
    </div>
  );
}

/** A thank-you page: the order's reference, its lines and their states when the link names one, then the next steps. */
export function ThanksPage() {
  const { page, order, confirming, unknownReference, meta } = useLoaderData<{
    page: Page;
    order: BuyerOrder | null;
    confirming: boolean;
    unknownReference: string | null;
    meta: PageMeta;
  }>();
  useRefreshWhile(confirming);
  const summary = order ? (
    <section aria-labelledby="order-summary" className="mx-auto mb-4 max-w-3xl px-4 sm:px-6">
      <OrderCard order={order} confirming={confirming} />
    </section>
  ) : unknownReference ? (
    <p role="status" className="mx-auto mb-4 max-w-3xl px-4 text-sm text-slate-700 sm:px-6 dark:text-slate-300">
      We could not find an order with the reference {unknownReference}. Check the link in your e-mail, or write to support with your payment
      receipt.
    </p>
  ) : null;
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ orderSummary: { content: summary } }} />;
}
