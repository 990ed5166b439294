import type { LineState } from "~/lib/orders/order-record";

/** The colour of a line's state in the console's orders: settled green, a payment problem red, the rest plain. */
const STATE_CLASSES: Record<LineState, string> = {
  paid: "text-emerald-700 dark:text-emerald-300",
  "payment-mismatch": "font-semibold text-red-700 dark:text-red-300",
  "payment-failed": "text-red-700 dark:text-red-300",
  "awaiting-payment": "text-slate-700 dark:text-slate-300",
  refunded: "text-amber-800 dark:text-amber-300",
  cancelled: "text-slate-600 line-through dark:text-slate-400",
};

/** A line's state in words, coloured by what it asks of the operator. */
export function LineStateText({ state, label }: { state: LineState; label: string }) {
  return (
    <span className={STATE_CLASSES[state]} data-state={state}>
      {label}
    </span>
  );
}

/** The test badge of an order placed from the test order form. */
export function TestBadge() {
  return (
    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-sans text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      test
    </span>
  );
}
