import { json } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";
import { ADMIN_RESPONSE_HEADERS, requireOperator } from "~/lib/admin/operators.server";
import { escapeSpreadsheetCell, EXPORT_LIMIT } from "~/lib/admin/leads.server";
import { orderCatalogOrNull } from "~/lib/orders/catalog.server";
import { ORDER_FORM_ID } from "~/lib/orders/order";
import { orderChoicesOf } from "~/lib/orders/order-form.server";
import {
  DELIVERY_STEPS,
  isRecord,
  laterPaymentLabel,
  orderRecordOf,
  type HistoryEntry,
  type LineState,
  type OrderRecord,
  type PaymentMethod,
} from "~/lib/orders/order-record";
import { ORDER_REFERENCE_PATTERN } from "~/lib/orders/reference";
import { fieldText } from "~/lib/submissions/form.server";
import { submissionStore } from "~/lib/submissions/store-config.server";
import type { Submission, SubmissionStore } from "~/lib/submissions/store.server";
import { paginate, readPage } from "~/lib/pagination";
import { ORDER_NOTE_MAX_LENGTH, orderActionForms } from "./order-action-forms.server";

/**
 * The console's orders (decision 063): the list, one order's page with everything the buyer gave and what happened to
 * it, and the CSV export. Each reads the order through `orderRecordOf` (decision 061), as the buyer's thank-you page does.
 */

const ORDERS_PER_PAGE = 50;

const LINE_STATE_LABELS: Record<LineState, string> = {
  "awaiting-payment": "awaiting payment",
  paid: "paid",
  "payment-failed": "payment failed",
  "payment-mismatch": "payment mismatch",
  refunded: "refunded",
  cancelled: "cancelled",
};

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: "Stripe",
  paypal: "PayPal",
  "bank-transfer": "Bank transfer",
  other: "Other",
};

const HISTORY_ACTION_LABELS: Record<HistoryEntry["action"], string> = {
  "mark-paid": "Marked paid",
  "mark-refunded": "Marked refunded",
  "mark-cancelled": "Marked cancelled",
  "mark-delivered": "Marked delivered",
  "record-later-payment": "Later payment",
  "offer-accepted": "Offer accepted",
  "offer-declined": "Offer declined",
  "payment-event": "Payment event",
};

/** What an order's page, row and CSV line show: the buyer's answers as given, and the record of lines and history. */
export interface OrderDetails {
  reference: string;
  submittedAt: string;
  test: boolean;
  /** The provider of the checkout link the buyer was sent to, or null for a link the site does not recognise. */
  paymentProvider: string | null;
  buyer: { name: string; email: string; country: string };
  tierName: string;
  addOns: string[];
  domain: string;
  domainChoice: string;
  hosting: string;
  /** Whether the buyer confirmed their own server meets the requirements; null on orders stored before it was kept. */
  serverReady: boolean | null;
  notes: string;
  lines: (OrderRecord["lines"][number] & { stateLabel: string; methodLabel: string })[];
  totals: OrderRecord["totals"];
  /** Instalments and hosting months paid since the order's first payment, oldest first, and their sum in dollars. */
  laterPayments: (OrderRecord["laterPayments"][number] & { label: string; methodLabel: string })[];
  laterPaid: number;
  declinedOffers: string[];
  delivery: { key: string; label: string; done: { at: string; by: string } | null }[];
  /** The provider's events applied to the order (their ids) and the last payment one reported (cents). */
  payment: { events: string[]; amount: number | null; currency: string; at: string };
  /** The audit trail, newest first. */
  history: { id: string; at: string; by: string; what: string; line: string; note: string }[];
}

const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** What a history entry did, in words: "Marked paid", "Marked delivered: Licence sent", "Later payment: Instalment 2 of 5". */
function entryWhat(entry: HistoryEntry, laterPayments: OrderDetails["laterPayments"]): string {
  const label = HISTORY_ACTION_LABELS[entry.action] ?? String(entry.action);
  if (entry.action === "record-later-payment") {
    const payment = laterPayments.find(({ id }) => id === entry.id);
    return payment ? `${label}: ${payment.label}` : label;
  }
  if (entry.action !== "mark-delivered") return label;
  const step = DELIVERY_STEPS.find(({ key }) => key === entry.line);
  return step ? `${label}: ${step.label}` : label;
}

function orderDetailsOf({ id, data, submittedAt }: Submission, offerName: (slug: string) => string): OrderDetails {
  const record = orderRecordOf(data, offerName);
  const buyer = recordOf(data.buyer);
  const payment = recordOf(data.payment);
  const lineLabel = (key: string | null) => record.lines.find((line) => line.key === key)?.label ?? fieldText(key);
  const laterPayments = record.laterPayments.map((payment) => ({
    ...payment,
    label: laterPaymentLabel(payment, data),
    methodLabel: PAYMENT_METHOD_LABELS[payment.method] ?? PAYMENT_METHOD_LABELS.other,
  }));
  return {
    reference: id,
    submittedAt,
    test: data.test === true,
    paymentProvider: typeof data.paymentProvider === "string" ? data.paymentProvider : null,
    buyer: { name: fieldText(buyer.name), email: fieldText(buyer.email), country: fieldText(buyer.country) },
    tierName: fieldText(data.tierName),
    addOns: Array.isArray(data.addOns) ? data.addOns.map(String) : [],
    ...orderChoicesOf(data),
    serverReady: typeof data.serverReady === "boolean" ? data.serverReady : null,
    notes: fieldText(data.notes),
    lines: record.lines.map((line) => ({
      ...line,
      stateLabel: LINE_STATE_LABELS[line.state],
      methodLabel: line.settlement ? PAYMENT_METHOD_LABELS[line.settlement.method] : "",
    })),
    totals: record.totals,
    laterPayments,
    laterPaid: Math.round(laterPayments.reduce((sum, payment) => sum + payment.amount * 100, 0)) / 100,
    declinedOffers: record.declinedOffers.map(offerName),
    delivery: DELIVERY_STEPS.map(({ key, label }) => ({ key, label, done: record.delivered[key] ?? null })),
    payment: {
      events: Array.isArray(data.paymentEvents) ? data.paymentEvents.map(String) : [],
      amount: typeof payment.amount === "number" ? payment.amount : null,
      currency: fieldText(payment.currency).toUpperCase(),
      at: fieldText(payment.at),
    },
    history: record.history
      .map((entry) => ({
        id: entry.id,
        at: entry.at,
        by: entry.by,
        what: entryWhat(entry, laterPayments),
        line: entry.line && entry.action !== "mark-delivered" ? lineLabel(entry.line) : "",
        note: entry.note,
      }))
      .reverse(),
  };
}

/** Offers by their name in the catalogue (orders stored before offers kept their name), else by slug. */
async function offerNames(): Promise<(slug: string) => string> {
  const catalog = await orderCatalogOrNull();
  return (slug) => catalog?.offers.find((offer) => offer.slug === slug)?.name ?? slug;
}

/** The order a console address names, or a 404 in the console for an unknown or malformed reference. */
export async function consoleOrder(store: SubmissionStore, reference: string | undefined): Promise<Submission> {
  const order = reference && ORDER_REFERENCE_PATTERN.test(reference) ? await store.find(ORDER_FORM_ID, reference) : null;
  if (!order) throw new Response("No order has this reference.", { status: 404, statusText: "Not Found", headers: ADMIN_RESPONSE_HEADERS });
  return order;
}

export const orderPath = (reference: string) => `/admin/orders/${reference}`;

/** /admin/orders: every order, newest first: its lines and their states, what is due and paid, the domain and hosting. */
export async function adminOrdersPageData(request: Request) {
  await requireOperator(request);
  const { page } = readPage(new URL(request.url).searchParams);
  const [{ items, total }, offerName] = await Promise.all([
    submissionStore().list({ kinds: [ORDER_FORM_ID], offset: (page - 1) * ORDERS_PER_PAGE, limit: ORDERS_PER_PAGE }),
    offerNames(),
  ]);
  const orders = items.map((item) => {
    const order = orderDetailsOf(item, offerName);
    return {
      reference: order.reference,
      path: orderPath(order.reference),
      submittedAt: order.submittedAt,
      buyer: [order.buyer.name, order.buyer.email].filter(Boolean).join(", "),
      tierName: order.tierName,
      addOns: order.addOns,
      lines: order.lines.map(({ key, label, state, stateLabel }) => ({ key, label, state, stateLabel })),
      due: order.totals.due,
      paid: order.totals.paid,
      domain: order.domain,
      domainChoice: order.domainChoice,
      hosting: order.hosting,
      test: order.test,
    };
  });
  return json(
    {
      orders,
      total,
      exportPath: "/admin/orders.csv",
      pagination: paginate(page, total, ORDERS_PER_PAGE, (number) => (number > 1 ? `/admin/orders?page=${number}` : "/admin/orders")),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

/**
 * /admin/orders/{reference}: everything the buyer gave, every line with its state and settlement, the totals, the
 * payment events, the delivery and the audit trail; the forms of the actions each line's state allows; and, after an
 * action (`?done=` its id), the one line that says what was recorded.
 */
export async function adminOrderPageData(request: Request, reference: string | undefined) {
  const operator = await requireOperator(request);
  const store = submissionStore();
  const [order, offerName] = await Promise.all([consoleOrder(store, reference), offerNames()]);
  const details = orderDetailsOf(order, offerName);
  const done = new URL(request.url).searchParams.get("done");
  const recorded = done ? details.history.find((entry) => entry.id === done) : undefined;
  return json(
    {
      order: details,
      forms: orderActionForms(order, operator.email),
      methods: Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
      noteMaxLength: ORDER_NOTE_MAX_LENGTH,
      result: recorded ? `Recorded: ${recorded.what}${recorded.line ? ` (${recorded.line})` : ""}.` : null,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

const money = (amount: number) => amount.toFixed(2);

function csvRow(order: OrderDetails): string[] {
  const lines = order.lines.map((line) => {
    const settled = line.settlement
      ? ` (${[line.methodLabel, money(line.settlement.amount), line.settlement.reference].filter(Boolean).join(" ")})`
      : "";
    return `${line.label} ${money(line.amount)}: ${line.stateLabel}${settled}`;
  });
  const delivery = order.delivery.flatMap(({ label, done }) => (done ? [`${label} ${done.at} by ${done.by}`] : []));
  return [
    order.reference,
    order.submittedAt,
    order.buyer.name,
    order.buyer.email,
    order.buyer.country,
    order.tierName,
    order.addOns.join("; "),
    lines.join("; "),
    money(order.totals.ordered),
    money(order.totals.paid),
    money(order.totals.due),
    money(order.totals.refunded),
    order.domain,
    order.domainChoice,
    order.hosting,
    order.serverReady === null ? "not recorded" : order.serverReady ? "yes" : "no",
    order.notes,
    delivery.join("; "),
    order.test ? "yes" : "no",
  ];
}

const CSV_HEADINGS = [
  "Reference",
  "Received (UTC)",
  "Buyer",
  "E-mail",
  "Country",
  "Package",
  "Add-ons",
  "Lines",
  "Ordered",
  "Paid",
  "Due",
  "Refunded",
  "Domain",
  "Domain choice",
  "Hosting",
  "Server ready",
  "Notes",
  "Delivery",
  "Test",
];

/** Every order (newest first, up to the export limit) as CSV: formulas escaped, as in the leads' export. */
export async function ordersCsv(store: SubmissionStore, offerName: (slug: string) => string): Promise<string> {
  const { items } = await store.list({ kinds: [ORDER_FORM_ID], offset: 0, limit: EXPORT_LIMIT });
  const rows = items.map((item) => csvRow(orderDetailsOf(item, offerName)).map(escapeSpreadsheetCell));
  return stringify([CSV_HEADINGS, ...rows], { record_delimiter: "windows" });
}

/** GET /admin/orders.csv: every order as a spreadsheet. */
export async function adminOrdersCsv(request: Request) {
  await requireOperator(request);
  const csv = await ordersCsv(submissionStore(), await offerNames());
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...ADMIN_RESPONSE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="xchangekit-orders-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}
