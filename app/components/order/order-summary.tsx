import type { OrderTotal } from "~/lib/orders/order";
import { formatUsd } from "~/lib/core/format";

/** The order's lines and what is due at checkout; updates as choices change. */
export function OrderSummary({ total }: { total: OrderTotal }) {
  return (
    <section
      aria-labelledby="order-total-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="order-total-heading" className="text-lg font-semibold">
        Your order
      </h2>
      {total.lines.length ? (
        <dl className="mt-4 space-y-2 text-sm">
          {total.lines.map((line) => (
            <div key={line.label} className="flex justify-between gap-4">
              <dt>{line.label}</dt>
              <dd className="font-medium">{formatUsd(line.amount)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">Choose a package to see the price.</p>
      )}
      <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-lg font-bold dark:border-slate-700" aria-live="polite">
        <span>Due today</span>
        <span data-testid="order-total">{formatUsd(total.dueToday)}</span>
      </p>
      {total.instalments ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Then {formatUsd(total.instalments.monthlyAmount)}/month for {total.instalments.months} months.
        </p>
      ) : null}
    </section>
  );
}
