/**
 * An order as a record of lines: the funnel's checkout (the package with its add-ons) and each one-time offer the buyer
 * accepted after it, each with its own state; the payments that came later (a payment plan's instalments, months of our
 * hosting: decision 075); what the operator delivered; and who did what, when (decision 061).
 *
 * Orders are stored as submissions (a JSON document per order, changed only by the store's compare-and-set `update`),
 * so everything here is pure: `orderRecordOf` reads a stored order, and each change is a patch computed from the data
 * read in the same `update`, which makes two instances' changes safe and a replayed change a no-op. Browser-safe: the
 * thank-you page and the console render what it returns.
 */

/** Where one line of an order stands. A line is settled by the payment provider's signed event or by an operator. */
export type LineState = "awaiting-payment" | "paid" | "payment-failed" | "payment-mismatch" | "refunded" | "cancelled";

export const LINE_STATES: readonly LineState[] = [
  "awaiting-payment",
  "paid",
  "payment-failed",
  "payment-mismatch",
  "refunded",
  "cancelled",
];

/** The states a payment can still settle (or an operator mark paid, or cancel). */
const OPEN_STATES: readonly LineState[] = ["awaiting-payment", "payment-failed", "payment-mismatch"];

/** The key of the line paid at the funnel's checkout; an offer's line is keyed by the offer's slug. */
export const ORDER_LINE = "order";

/** How a line was paid: the provider's event (cents converted to dollars) or what the operator recorded. */
export interface Settlement {
  method: PaymentMethod;
  /** Dollars received. */
  amount: number;
  /** The provider's or the bank's reference, when there is one. */
  reference: string;
  at: string;
}

export const PAYMENT_METHODS = ["stripe", "paypal", "bank-transfer", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface OrderLine {
  key: string;
  kind: "package" | "offer";
  label: string;
  /** Dollars: the package's checkout total (add-ons included), or the offer's price when the buyer accepted it. */
  amount: number;
  state: LineState;
  settlement: Settlement | null;
}

/** What the operator delivers, in the order it usually happens. */
export const DELIVERY_STEPS = [
  { key: "licenceSent", label: "Licence sent" },
  { key: "installationDone", label: "Installation done" },
  { key: "siteLive", label: "Site live" },
] as const;
export type DeliveryStep = (typeof DELIVERY_STEPS)[number]["key"];

/** One entry of the audit trail: who (an operator's e-mail, or the payment provider), when, what, and why. */
export interface HistoryEntry {
  /** The action's id: the same id twice is the same action, applied once. */
  id: string;
  at: string;
  by: string;
  action: OperatorAction["kind"] | "offer-accepted" | "offer-declined" | "payment-event";
  /** The line it changed, or the delivery step it marked. */
  line: string | null;
  note: string;
}

/** What a payment after the order's first can be for: an instalment of its payment plan, or a month of our hosting. */
export const LATER_PAYMENT_PURPOSES = ["instalment", "hosting"] as const;
export type LaterPaymentPurpose = (typeof LATER_PAYMENT_PURPOSES)[number];

/**
 * A payment an operator recorded after the order's first one (decision 075), kept beside the lines, which keep their
 * states: the order was paid; this is what its plan or its hosting brought since.
 */
export interface LaterPayment extends Settlement {
  /** The action's id, which its history entry has too. */
  id: string;
  purpose: LaterPaymentPurpose;
  /** Which instalment, or which hosting payment, of this order: 1 for the first. */
  number: number;
  by: string;
}

export interface OrderTotals {
  /** Every line not cancelled, at its price. */
  ordered: number;
  /** Received and kept (refunds excluded). */
  paid: number;
  /** Lines still waiting for a payment. */
  due: number;
  refunded: number;
}

export interface OrderRecord {
  lines: OrderLine[];
  /** One-time offers the buyer said no to, by slug: never offered to this order again. */
  declinedOffers: string[];
  delivered: Partial<Record<DeliveryStep, { at: string; by: string }>>;
  /** Instalments and hosting months paid after the order's first payment, oldest first (not in `totals`: no line). */
  laterPayments: LaterPayment[];
  history: HistoryEntry[];
  totals: OrderTotals;
}

/** A one-time offer taken or declined after the order, as stored on the order (`offerPurchases`). */
export interface OfferPurchase {
  _key: string;
  offer: string;
  status: LineState | "declined";
  /** The offer's published price in dollars when the buyer accepted it (absent on orders stored before it was kept). */
  price?: number;
  name?: string;
  /** From the provider's event: cents and currency. */
  amount?: number;
  currency?: string;
  settlement?: Settlement;
  at: string;
}

type Data = Record<string, unknown>;

export const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

/** The buyer as an order keeps them: the name and address given in the funnel. */
export function buyerOf(data: Data): { name: string; email: string } {
  const buyer = isRecord(data.buyer) ? data.buyer : {};
  return { name: typeof buyer.name === "string" ? buyer.name : "", email: typeof buyer.email === "string" ? buyer.email : "" };
}
const lineStateOf = (value: unknown): LineState => LINE_STATES.find((state) => state === value) ?? "awaiting-payment";
const dollars = (cents: unknown) => (typeof cents === "number" ? Math.round(cents) / 100 : 0);

export function offerPurchasesOf(data: Data): OfferPurchase[] {
  return Array.isArray(data.offerPurchases) ? (data.offerPurchases.filter(isRecord) as unknown as OfferPurchase[]) : [];
}

function settlementOf(value: unknown): Settlement | null {
  if (!isRecord(value)) return null;
  const method = PAYMENT_METHODS.find((candidate) => candidate === value.method) ?? "other";
  return { method, amount: Number(value.amount) || 0, reference: String(value.reference ?? ""), at: String(value.at ?? "") };
}

/**
 * The settlement of a line paid before operators could record one: the provider's event kept its amount in cents
 * (`payment` on the order, `amount` on an offer purchase).
 */
function eventSettlement(state: LineState, payment: unknown, provider: unknown): Settlement | null {
  if (state !== "paid" && state !== "refunded") return null;
  if (!isRecord(payment)) return null;
  return {
    method: provider === "stripe" ? "stripe" : "other",
    amount: dollars(payment.amount),
    reference: "",
    at: String(payment.at ?? ""),
  };
}

/** A stored order as lines, delivery and history; offers are named by `offerName` (their slug when it does not know). */
export function orderRecordOf(data: Data, offerName: (slug: string) => string = (slug) => slug): OrderRecord {
  const orderState = lineStateOf(data.status);
  const lines: OrderLine[] = [
    {
      key: ORDER_LINE,
      kind: "package",
      label: String(data.tierName ?? ""),
      amount: Number(data.total ?? 0),
      state: orderState,
      settlement: settlementOf(data.settlement) ?? eventSettlement(orderState, data.payment, data.paymentProvider),
    },
  ];
  const declinedOffers: string[] = [];
  for (const purchase of offerPurchasesOf(data)) {
    if (purchase.status === "declined") {
      declinedOffers.push(purchase.offer);
      continue;
    }
    const state = lineStateOf(purchase.status);
    lines.push({
      key: purchase.offer,
      kind: "offer",
      label: purchase.name ?? offerName(purchase.offer),
      amount: purchase.price ?? dollars(purchase.amount),
      state,
      settlement: settlementOf(purchase.settlement) ?? eventSettlement(state, purchase, data.paymentProvider),
    });
  }
  const delivered: OrderRecord["delivered"] = {};
  if (isRecord(data.delivered)) {
    for (const { key } of DELIVERY_STEPS) {
      const step = data.delivered[key];
      if (isRecord(step)) delivered[key] = { at: String(step.at ?? ""), by: String(step.by ?? "") };
    }
  }
  return { lines, declinedOffers, delivered, laterPayments: laterPaymentsOf(data), history: historyOf(data), totals: totalsOf(lines) };
}

export function laterPaymentsOf(data: Data): LaterPayment[] {
  return Array.isArray(data.laterPayments) ? (data.laterPayments.filter(isRecord) as unknown as LaterPayment[]) : [];
}

/** The number the order's next later payment for `purpose` gets: 1 for the first. */
export const nextLaterPaymentNumber = (data: Data, purpose: LaterPaymentPurpose): number =>
  laterPaymentsOf(data).filter((payment) => payment.purpose === purpose).length + 1;

/** The payment plan an order was placed on (its instalments after the down payment), or null when it was paid at once. */
export function paymentPlanOf(data: Data): { monthlyAmount: number; months: number } | null {
  const plan = data.instalments;
  if (!isRecord(plan) || typeof plan.months !== "number" || typeof plan.monthlyAmount !== "number") return null;
  return { monthlyAmount: plan.monthlyAmount, months: plan.months };
}

/** A later payment in words: "Instalment 2 of 5", "Hosting, month 3". */
export function laterPaymentLabel(payment: Pick<LaterPayment, "purpose" | "number">, data: Data): string {
  if (payment.purpose === "hosting") return `Hosting, month ${payment.number}`;
  const plan = paymentPlanOf(data);
  return plan ? `Instalment ${payment.number} of ${plan.months}` : `Instalment ${payment.number}`;
}

/**
 * Why the order cannot take a later payment for `purpose` now, in the operator's words; null when it can. Later payments
 * follow the order's paid first payment; instalments only on a payment plan, up to its number of them; hosting months
 * only when we host the buyer's exchange.
 */
export function laterPaymentRefusal(data: Data, purpose: LaterPaymentPurpose): string | null {
  const first = orderRecordOf(data).lines[0]!;
  if (first.state !== "paid")
    return `The package's line is ${first.state}: a later payment follows the order's first payment, so record that first.`;
  if (purpose === "hosting")
    return data.hosting === "ours" ? null : "This order runs on the buyer's own server, so it has no hosting payments.";
  const plan = paymentPlanOf(data);
  if (!plan) return "This order was not placed on a payment plan, so it has no instalments.";
  return nextLaterPaymentNumber(data, "instalment") <= plan.months
    ? null
    : `All ${plan.months} instalments of this order's payment plan are recorded already.`;
}

function historyOf(data: Data): HistoryEntry[] {
  return Array.isArray(data.history) ? (data.history.filter(isRecord) as unknown as HistoryEntry[]) : [];
}

const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + amount, 0) * 100) / 100;

export function totalsOf(lines: readonly OrderLine[]): OrderTotals {
  const received = (line: OrderLine) => line.settlement?.amount ?? line.amount;
  return {
    ordered: sum(lines.filter((line) => line.state !== "cancelled").map((line) => line.amount)),
    paid: sum(lines.filter((line) => line.state === "paid").map(received)),
    due: sum(lines.filter((line) => OPEN_STATES.includes(line.state)).map((line) => line.amount)),
    refunded: sum(lines.filter((line) => line.state === "refunded").map(received)),
  };
}

/** What an operator can do to an order, each with a note that the audit trail keeps. */
export type OperatorAction =
  | { kind: "mark-paid"; line: string; method: PaymentMethod; amount: number; reference: string; note: string }
  | { kind: "mark-refunded"; line: string; note: string }
  | { kind: "mark-cancelled"; line: string; note: string }
  | { kind: "mark-delivered"; step: DeliveryStep; note: string }
  | {
      kind: "record-later-payment";
      purpose: LaterPaymentPurpose;
      method: PaymentMethod;
      amount: number;
      reference: string;
      note: string;
    };

/** Why an operator's action cannot apply to the order as it stands now (shown to the operator as is). */
export class OrderActionRefused extends Error {}

/** The patch that stores a change of one line's state (and its settlement) in the order's own shape. */
function linePatch(data: Data, key: string, state: LineState, settlement?: Settlement): Data {
  if (key === ORDER_LINE) return { status: state, ...(settlement ? { settlement } : {}) };
  return {
    offerPurchases: offerPurchasesOf(data).map((purchase) =>
      purchase.offer === key && purchase.status !== "declined"
        ? { ...purchase, status: state, ...(settlement ? { settlement } : {}) }
        : purchase,
    ),
  };
}

/**
 * The patch that applies an operator's action to a stored order, or null when this action (its id) was applied already:
 * a replayed form changes nothing. An action the order's state does not allow throws `OrderActionRefused`.
 */
export function operatorActionPatch(data: Data, action: OperatorAction, by: { id: string; operator: string; at: string }): Data | null {
  const history = historyOf(data);
  if (history.some((entry) => entry.id === by.id)) return null;
  const record = orderRecordOf(data);
  const entry: HistoryEntry = {
    id: by.id,
    at: by.at,
    by: by.operator,
    action: action.kind,
    line: action.kind === "mark-delivered" ? action.step : action.kind === "record-later-payment" ? null : action.line,
    note: action.note,
  };
  const withEntry = (patch: Data) => ({ ...patch, history: [...history, entry] });

  if (action.kind === "mark-delivered") {
    if (record.delivered[action.step]) throw new OrderActionRefused("That step is already marked delivered.");
    const delivered = isRecord(data.delivered) ? data.delivered : {};
    return withEntry({ delivered: { ...delivered, [action.step]: { at: by.at, by: by.operator } } });
  }
  if (action.kind === "record-later-payment") {
    const refusal = laterPaymentRefusal(data, action.purpose);
    if (refusal) throw new OrderActionRefused(refusal);
    const { purpose, method, amount, reference } = action;
    const payment: LaterPayment = {
      id: by.id,
      purpose,
      number: nextLaterPaymentNumber(data, purpose),
      method,
      amount,
      reference,
      at: by.at,
      by: by.operator,
    };
    return withEntry({ laterPayments: [...laterPaymentsOf(data), payment] });
  }
  const line = record.lines.find((candidate) => candidate.key === action.line);
  if (!line) throw new OrderActionRefused("This order has no such line.");
  switch (action.kind) {
    case "mark-paid":
      if (!OPEN_STATES.includes(line.state))
        throw new OrderActionRefused(`That line is ${line.state}: only an unpaid line can be marked paid.`);
      return withEntry(
        linePatch(data, line.key, "paid", { method: action.method, amount: action.amount, reference: action.reference, at: by.at }),
      );
    case "mark-refunded":
      if (line.state !== "paid") throw new OrderActionRefused(`That line is ${line.state}: only a paid line can be refunded.`);
      return withEntry(linePatch(data, line.key, "refunded"));
    case "mark-cancelled":
      if (!OPEN_STATES.includes(line.state))
        throw new OrderActionRefused(`That line is ${line.state}: only an unpaid line can be cancelled (refund a paid one).`);
      return withEntry(linePatch(data, line.key, "cancelled"));
  }
}

/**
 * The patch that records the buyer's answer to a one-time offer (accepted at its published price, awaiting payment;
 * or declined, so it is not offered again), or null when the order already has an answer that stands: an accepted
 * offer stays accepted, and only a failed payment lets the buyer accept again.
 */
export function offerChoicePatch(
  data: Data,
  offer: { slug: string; name: string; price: number },
  choice: "accepted" | "declined",
  at: string,
): Data | null {
  const purchases = offerPurchasesOf(data);
  const standing = purchases.find((purchase) => purchase.offer === offer.slug);
  if (standing && standing.status !== "payment-failed") return null;
  const purchase: OfferPurchase =
    choice === "accepted"
      ? { _key: offer.slug, offer: offer.slug, status: "awaiting-payment", price: offer.price, name: offer.name, at }
      : { _key: offer.slug, offer: offer.slug, status: "declined", name: offer.name, at };
  const entry: HistoryEntry = {
    id: `${choice === "accepted" ? "offer-accepted" : "offer-declined"}:${offer.slug}:${at}`,
    at,
    by: "buyer",
    action: choice === "accepted" ? "offer-accepted" : "offer-declined",
    line: offer.slug,
    note: choice === "accepted" ? `Accepted at ${offer.price} USD` : "Declined",
  };
  return {
    offerPurchases: [...purchases.filter((other) => other.offer !== offer.slug), purchase],
    history: [...historyOf(data), entry],
  };
}
