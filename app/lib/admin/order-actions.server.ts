import { json } from "@remix-run/node";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { fixedPagePath } from "~/lib/declarations/fixed-pages";
import { mailContext } from "~/lib/mail/compose.server";
import { recordedPaymentMessages } from "~/lib/mail/messages.server";
import { ORDER_FORM_ID } from "~/lib/orders/order";
import { withOrderReference } from "~/lib/orders/reference";
import { cancelReferredLine, creditReferredLaterPayment, creditReferredPayment } from "~/lib/orders/referral-commission.server";
import {
  buyerOf,
  DELIVERY_STEPS,
  LATER_PAYMENT_PURPOSES,
  laterPaymentLabel,
  laterPaymentRefusal,
  OrderActionRefused,
  operatorActionPatch,
  orderRecordOf,
  PAYMENT_METHODS,
  type OperatorAction,
  type PaymentMethod,
} from "~/lib/orders/order-record";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import type { MessagesFor } from "~/lib/submissions/store.server";
import { submissionStore } from "~/lib/submissions/store-config.server";
import { ACTION_KINDS, formKey, ORDER_NOTE_MAX_LENGTH, verifiedNonce, type ActionKind } from "./order-action-forms.server";
import { operatorRateLimited, signedInOperator } from "./console-actions.server";
import { ADMIN_RESPONSE_HEADERS } from "./operators.server";
import { consoleOrder, orderPath } from "./orders.server";

/**
 * What an operator does to an order from its console page (decision 063): mark a line paid, refunded or cancelled, a
 * delivery step done, or record a later payment (an instalment, a month of hosting: decision 075), each with a note,
 * through the model's patches (decision 061) in the store's compare-and-set.
 */

const REFERENCE_MAX_LENGTH = 200;
/** Dollars received: a positive number with at most two decimals, below ten million. */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** Far above what a person does (an order takes a few actions), low enough to slow a script with a stolen session. */
const orderActions = createRateLimiter("admin-order-action", { max: 60, windowMs: 10 * 60 * 1000 });

type Parsed = { action: OperatorAction; line: string | null } | { error: string };
type Payment = { method: PaymentMethod; amount: number; reference: string } | { error: string };

/** How a payment was made, how much and its reference, as a payment's form gives them; or what is wrong with them. */
function parsePayment(text: (name: string) => string): Payment {
  const method = PAYMENT_METHODS.find((candidate) => candidate === text("method"));
  if (!method) return { error: "Choose how it was paid: Stripe, PayPal, bank transfer or other." };
  const amount = text("amount");
  if (!AMOUNT.test(amount) || Number(amount) <= 0)
    return { error: "Enter the amount received in dollars: a positive number with at most two decimals, like 499 or 499.50." };
  const reference = text("reference");
  if (reference.length > REFERENCE_MAX_LENGTH)
    return { error: `The payment reference can be at most ${REFERENCE_MAX_LENGTH} characters; this one has ${reference.length}.` };
  return { method, amount: Number(amount), reference };
}

/**
 * The action a form asks for, checked against the order (its lines; for a later payment, whether the order can take
 * one for that purpose); or what is wrong with it, in the operator's words.
 */
function parseAction(form: FormData, kind: ActionKind, data: Record<string, unknown>): Parsed {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const note = text("note");
  if (!note) return { error: "Write a note: what happened and how you know (it is kept in the order's history)." };
  if (note.length > ORDER_NOTE_MAX_LENGTH)
    return { error: `The note can be at most ${ORDER_NOTE_MAX_LENGTH} characters; this one has ${note.length}.` };
  if (kind === "mark-delivered") {
    const step = DELIVERY_STEPS.find(({ key }) => key === text("step"))?.key;
    if (!step) return { error: "Choose a delivery step: licence sent, installation done or site live." };
    return { action: { kind, step, note }, line: null };
  }
  if (kind === "record-later-payment") {
    const purpose = LATER_PAYMENT_PURPOSES.find((candidate) => candidate === text("purpose"));
    if (!purpose) return { error: "Choose what the payment was for: an instalment of the payment plan or a month of hosting." };
    const refusal = laterPaymentRefusal(data, purpose);
    if (refusal) return { error: refusal };
    const payment = parsePayment(text);
    return "error" in payment ? payment : { action: { kind, purpose, ...payment, note }, line: null };
  }
  const line = text("line");
  if (!orderRecordOf(data).lines.some(({ key }) => key === line))
    return { error: "This order has no such line: reload the page and choose one of its lines." };
  if (kind !== "mark-paid") return { action: { kind, line, note }, line };
  const payment = parsePayment(text);
  return "error" in payment ? payment : { action: { kind, line, ...payment, note }, line };
}

/**
 * POST /admin/orders/{reference}: one action on the order, then back to its page (303) with the action's id, which the
 * page turns into one line saying what was recorded. Refused with nothing changed: no session (401), an unknown order
 * (404), too many actions (429), a form that is incomplete or was not issued to this operator for this order (400), a
 * form already applied or an action the order's state no longer allows (409, with the model's sentence).
 */
export async function adminOrderAction(request: Request, reference: string | undefined) {
  const operator = await signedInOperator(request);
  const store = submissionStore();
  const order = await consoleOrder(store, reference);
  const refuse = (status: number, reason: string, error: string, form: string | null, headers: Record<string, string> = {}) => {
    logEvent("warn", { event: "admin.order_action_refused", reference: order.id, by: operator.email, reason });
    return json({ error, form }, { status, headers: { ...ADMIN_RESPONSE_HEADERS, ...headers } });
  };

  const limited = await operatorRateLimited(orderActions, operator, "order actions");
  if (limited) return refuse(429, "rate-limited", limited.error, null, limited.headers);
  const form = await request.formData();
  const kind = ACTION_KINDS.find((candidate) => candidate === form.get("intent"));
  if (!kind)
    return refuse(400, "unknown-action", "Choose an action: mark paid, refunded, cancelled or delivered, or record a later payment.", null);
  const parsed = parseAction(form, kind, order.data);
  if ("error" in parsed) return refuse(400, "invalid", parsed.error, formKey(kind, String(form.get("line") ?? "")));
  const key = formKey(kind, parsed.line);
  const nonce = verifiedNonce(String(form.get("actionId") ?? ""), order.id, operator.email, key);
  if (!nonce) return refuse(400, "forged", "This form was not issued to you for this order, so nothing was changed: reload the page.", key);

  let applied = false;
  const messagesFor = await receiptFor(parsed.action, order.id, nonce);
  let after: Record<string, unknown> | null;
  try {
    after = await store.update(
      ORDER_FORM_ID,
      order.id,
      (data) => {
        const patch = operatorActionPatch(data, parsed.action, { id: nonce, operator: operator.email, at: new Date().toISOString() });
        applied = patch !== null;
        return patch;
      },
      messagesFor,
    );
  } catch (error) {
    if (!(error instanceof OrderActionRefused)) throw error;
    return refuse(409, "refused", error.message, key);
  }
  // Also when replayed: a crash between the order's write and the commission's is made good by sending the form again.
  if (after) await toldToTheProgramme(after, parsed.action, order.id, nonce);
  if (!applied) return refuse(409, "replayed", "This action was already recorded: nothing was changed.", key);
  logEvent("info", { event: "admin.order_action", reference: order.id, by: operator.email, action: kind, line: parsed.line });
  return redirect(`${orderPath(order.id)}?done=${nonce}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

/**
 * A payment the operator records is the buyer's too: they get the same receipt as for a card payment (decision 066),
 * stored with the change, keyed by the action's id so a replayed form sends nothing. Other actions mail nobody.
 */
async function receiptFor(action: OperatorAction, reference: string, actionId: string): Promise<MessagesFor | undefined> {
  if (action.kind !== "mark-paid" && action.kind !== "record-later-payment") return undefined;
  const mail = await mailContext();
  return (_before, after) =>
    recordedPaymentMessages(mail, {
      eventId: `operator:${actionId}`,
      reference,
      item: receiptItem(after, action, actionId),
      amount: Math.round(action.amount * 100),
      currency: "usd",
      expected: undefined,
      ...buyerOf(after),
      orderPath: withOrderReference(fixedPagePath("thanks-order"), reference),
    });
}

/** What the buyer's receipt says was paid for: the line's name, or the later payment's ("Instalment 2 of 5, Payment Plan"). */
function receiptItem(after: Record<string, unknown>, action: Extract<OperatorAction, { amount: number }>, actionId: string): string {
  const record = orderRecordOf(after);
  if (action.kind === "mark-paid") return record.lines.find((line) => line.key === action.line)?.label ?? action.line;
  const later = record.laterPayments.find((payment) => payment.id === actionId);
  const packageLabel = record.lines[0]!.label;
  return later ? `${laterPaymentLabel(later, after)}, ${packageLabel}` : packageLabel;
}

/**
 * What an applied action means to the affiliate programme (decisions 072, 075): a payment the operator recorded (on a
 * line, or a later one) credits the order's affiliate (keyed by the action's id), a refund cancels what the line earned
 * and has not matured.
 */
async function toldToTheProgramme(after: Record<string, unknown>, action: OperatorAction, reference: string, actionId: string) {
  const applied = orderRecordOf(after).history.some((entry) => entry.id === actionId);
  if (!applied || action.kind === "mark-delivered" || action.kind === "mark-cancelled") return;
  const id = `operator:${actionId}`;
  if (action.kind === "mark-paid") await creditReferredPayment(after, { reference, line: action.line, id });
  else if (action.kind === "record-later-payment") await creditReferredLaterPayment(after, { reference, id, actionId });
  else await cancelReferredLine(after, { reference, line: action.line, reason: "refunded" });
}
