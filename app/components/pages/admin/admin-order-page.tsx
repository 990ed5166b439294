import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatUsd } from "~/lib/core/format";
import type { OrderActionForm } from "~/lib/admin/order-action-forms.server";
import type { adminOrderPageData } from "~/lib/admin/orders.server";
import { OrderActionForms } from "./admin-order-actions";
import { LineStateText, TestBadge } from "./admin-order-state";
import { consoleTime } from "./admin-time";
import {
  ActionRefusal,
  ActionResult,
  RecordDetail as Detail,
  RecordDetails as Details,
  recordErrorBoundary,
  RecordSection as Section,
} from "./admin-record";

const HEADING_ID = "order-heading";
const ORDERS_PATH = "/admin/orders";

const isLaterPaymentForm = (form: OrderActionForm) => form.kind === "record-later-payment";

interface ActionRefusal {
  error: string;
  form: string | null;
}

/**
 * One order, for the operator who fulfils and settles it: what the buyer gave, every line with its state, settlement
 * and the actions its state allows, the totals, the provider's payment events, the delivery and the audit trail.
 */
export function AdminOrderPage() {
  const { order, forms, methods, noteMaxLength, result } = useLoaderData<typeof adminOrderPageData>();
  const refusal = useActionData<ActionRefusal>();
  const navigation = useNavigation();

  const pageRefusal = refusal && !forms.some((form) => form.key === refusal.form) ? refusal.error : null;
  /** The forms `shown` picks, for `line` (null: the order's own, with no amount proposed). */
  const actionsOf = (shown: (form: OrderActionForm) => boolean, line: string | null) => (
    <OrderActionForms
      forms={forms.filter(shown)}
      lineLabel={order.lines.find((candidate) => candidate.key === line)?.label ?? ""}
      due={order.lines.find((candidate) => candidate.key === line)?.amount ?? null}
      methods={methods}
      noteMaxLength={noteMaxLength}
      refusal={refusal ?? null}
      generation={order.history.length}
    />
  );

  return (
    <article aria-labelledby={HEADING_ID} className="space-y-8">
      <header>
        <Link to={ORDERS_PATH} className="text-sm text-brand-700 underline underline-offset-2 dark:text-brand-300">
          All orders
        </Link>
        <h1 id={HEADING_ID} tabIndex={-1} className="mt-2 text-2xl font-bold outline-none">
          Order <span className="font-mono">{order.reference}</span>
          {order.test ? <TestBadge /> : null}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Received {consoleTime(order.submittedAt)} UTC</p>
        {/* What the last action recorded (`?done=` its id), shown once. */}
        <ActionResult result={result} hidden={Boolean(refusal) || navigation.state === "submitting"} />
        {pageRefusal ? <ActionRefusal message={pageRefusal} /> : null}
      </header>

      <Section id="order-buyer" title="What the buyer gave">
        <Details>
          <Detail term="Name">{order.buyer.name || "—"}</Detail>
          <Detail term="E-mail">
            {order.buyer.email ? (
              <a href={`mailto:${order.buyer.email}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
                {order.buyer.email}
              </a>
            ) : (
              "—"
            )}
          </Detail>
          <Detail term="Country">{order.buyer.country || "—"}</Detail>
          <Detail term="Package">{order.tierName || "—"}</Detail>
          <Detail term="Add-ons">{order.addOns.length ? order.addOns.join(", ") : "None"}</Detail>
          <Detail term="Domain" testId="order-domain">
            {order.domain ? `${order.domain}${order.domainChoice ? ` (${order.domainChoice})` : ""}` : "—"}
          </Detail>
          <Detail term="Hosting" testId="order-hosting">
            {order.hosting || "—"}
          </Detail>
          <Detail term="Own server meets the requirements">
            {order.serverReady === null ? "not recorded" : order.serverReady ? "yes" : "no"}
          </Detail>
          <Detail term="Notes">
            <span className="whitespace-pre-line">{order.notes || "None"}</span>
          </Detail>
          <Detail term="Test order">{order.test ? "yes" : "no"}</Detail>
          <Detail term="Payment provider">{order.paymentProvider ?? "none the site recognises (nothing confirms payments)"}</Detail>
        </Details>
      </Section>

      <Section id="order-lines" title="Lines">
        <ul className="space-y-4">
          {order.lines.map((line) => (
            <li
              key={line.key}
              data-testid="order-line"
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="font-semibold">
                {line.label}{" "}
                <span className="font-normal text-slate-600 dark:text-slate-300">
                  ({line.kind === "package" ? "package" : "one-time offer"})
                </span>
              </h3>
              <p className="mt-1">
                {formatUsd(line.amount)} · <LineStateText state={line.state} label={line.stateLabel} />
              </p>
              {line.settlement ? (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {line.state === "refunded" ? "Was paid" : "Paid"}: {line.methodLabel}, {formatUsd(line.settlement.amount)}
                  {line.settlement.reference ? `, reference ${line.settlement.reference}` : ""}
                  {line.settlement.at ? `, ${consoleTime(line.settlement.at)} UTC` : ""}
                </p>
              ) : null}
              {actionsOf((form) => form.line === line.key, line.key)}
            </li>
          ))}
        </ul>
        <h3 className="font-semibold">Totals</h3>
        <Details>
          <Detail term="Ordered">{formatUsd(order.totals.ordered)}</Detail>
          <Detail term="Paid" testId="order-paid">
            {formatUsd(order.totals.paid)}
          </Detail>
          <Detail term="Due" testId="order-due">
            {formatUsd(order.totals.due)}
          </Detail>
          <Detail term="Refunded">{formatUsd(order.totals.refunded)}</Detail>
          {order.declinedOffers.length ? <Detail term="Offers declined">{order.declinedOffers.join(", ")}</Detail> : null}
        </Details>
      </Section>

      {order.laterPayments.length || forms.some(isLaterPaymentForm) ? (
        <Section id="order-later-payments" title="Later payments">
          {order.laterPayments.length ? (
            <>
              <ul className="space-y-1" data-testid="later-payments">
                {order.laterPayments.map((payment) => (
                  <li key={payment.id} className="break-words">
                    {payment.label}: {formatUsd(payment.amount)}, {payment.methodLabel}
                    {payment.reference ? `, reference ${payment.reference}` : ""}, {consoleTime(payment.at)} UTC by {payment.by}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm">Received since the order's first payment: {formatUsd(order.laterPaid)}</p>
            </>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">No instalment or hosting payment recorded yet.</p>
          )}
          {actionsOf(isLaterPaymentForm, null)}
        </Section>
      ) : null}

      <Section id="order-payment-events" title="Payment events">
        {order.payment.events.length ? (
          <>
            <ul className="list-inside list-disc font-mono text-sm">
              {order.payment.events.map((event) => (
                <li key={event}>{event}</li>
              ))}
            </ul>
            {order.payment.amount !== null ? (
              <p className="mt-2 text-sm">
                Last reported: {formatUsd(order.payment.amount / 100)} {order.payment.currency}
                {order.payment.at ? `, ${consoleTime(order.payment.at)} UTC` : ""}
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">No event from a payment provider.</p>
        )}
      </Section>

      <Section id="order-delivery" title="Delivery">
        <ul className="space-y-1" data-testid="order-delivery">
          {order.delivery.map((step) => (
            <li key={step.key} className="break-words">
              {step.label}:{" "}
              {step.done ? (
                <span className="text-emerald-700 dark:text-emerald-300">
                  done {consoleTime(step.done.at)} UTC by {step.done.by}
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-300">not yet</span>
              )}
            </li>
          ))}
        </ul>
        {actionsOf((form) => form.kind === "mark-delivered", null)}
      </Section>

      <Section id="order-history" title="History">
        {order.history.length ? (
          <ol
            aria-label="Newest first"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {order.history.map((entry) => (
              <li key={entry.id} data-testid="history-entry" className="px-4 py-3">
                <p className="break-words text-sm text-slate-600 dark:text-slate-300">
                  <time dateTime={entry.at}>{consoleTime(entry.at)} UTC</time> · {entry.by}
                </p>
                <p className="font-medium">
                  {entry.what}
                  {entry.line ? ` (${entry.line})` : ""}
                </p>
                <p className="whitespace-pre-line break-words">{entry.note}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">Nothing recorded yet.</p>
        )}
      </Section>
    </article>
  );
}

/** An order page that cannot be shown: no such order (404), or an action sent without a session (401). */
export const AdminOrderError = recordErrorBoundary({
  headingId: HEADING_ID,
  notFound: { title: "No such order", text: "No order has this reference. Check it, or find the order in the list." },
  list: { path: ORDERS_PATH, label: "All orders" },
});
