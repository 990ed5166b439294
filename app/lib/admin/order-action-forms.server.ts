import {
  DELIVERY_STEPS,
  LATER_PAYMENT_PURPOSES,
  laterPaymentLabel,
  nextLaterPaymentNumber,
  OrderActionRefused,
  operatorActionPatch,
  orderRecordOf,
  type DeliveryStep,
  type LaterPaymentPurpose,
  type OperatorAction,
} from "~/lib/orders/order-record";
import type { Submission } from "~/lib/submissions/store.server";
import { signedActionId, verifiedActionNonce } from "./console-actions.server";

/**
 * The forms an order's console page offers (decision 063) and their action ids. Each rendered form carries a random
 * nonce signed with the form secret for this order, this operator and this form, so no other page, order, operator or
 * form can use it; the nonce becomes the history entry's id, so the same form sent twice is applied once (decision 061).
 */

export const ORDER_NOTE_MAX_LENGTH = 500;

export type ActionKind = OperatorAction["kind"];
export const ACTION_KINDS: readonly ActionKind[] = [
  "mark-paid",
  "mark-refunded",
  "mark-cancelled",
  "mark-delivered",
  "record-later-payment",
];

/** The actions on the order as a whole, one form each, rather than on one of its lines. */
const ORDER_WIDE_KINDS: readonly ActionKind[] = ["mark-delivered", "record-later-payment"];

/** Which form an action id is for: the action and its line (delivery, later payments: one form for the order). */
export const formKey = (kind: ActionKind, line: string | null) => (ORDER_WIDE_KINDS.includes(kind) ? kind : `${kind}:${line ?? ""}`);

const actionScope = (reference: string, operator: string, form: string) => ["order-action", reference, operator, form];

/** The nonce of an action id issued for this order, operator and form; null for any other (forged, or another's). */
export const verifiedNonce = (actionId: string, reference: string, operator: string, form: string): string | null =>
  verifiedActionNonce(actionId, actionScope(reference, operator, form));

/** One form of an order's page: an action the order's state allows now, on a line or (delivery) on the order. */
export interface OrderActionForm {
  key: string;
  kind: ActionKind;
  line: string | null;
  actionId: string;
  /** mark-delivered: the steps not yet done. */
  steps: { value: DeliveryStep; label: string }[];
  /** record-later-payment: what the order can take a payment for now, with the next one's name ("Instalment 3 of 5"). */
  purposes: { value: LaterPaymentPurpose; label: string }[];
}

/**
 * The forms of the actions the order allows, each with a fresh action id. The rules are the model's own: an action is
 * offered when `operatorActionPatch` would apply it to the order as it stands.
 */
export function orderActionForms({ id: reference, data }: Submission, operator: string): OrderActionForm[] {
  const allows = (action: OperatorAction) => {
    try {
      return operatorActionPatch(data, action, { id: "", operator, at: "" }) !== null;
    } catch (error) {
      if (error instanceof OrderActionRefused) return false;
      throw error;
    }
  };
  const form = (
    kind: ActionKind,
    line: string | null,
    choices: Partial<Pick<OrderActionForm, "steps" | "purposes">> = {},
  ): OrderActionForm => {
    const key = formKey(kind, line);
    return { key, kind, line, steps: [], purposes: [], ...choices, actionId: signedActionId(actionScope(reference, operator, key)) };
  };
  const lineForms = orderRecordOf(data).lines.flatMap(({ key: line }) => [
    ...(allows({ kind: "mark-paid", line, method: "other", amount: 1, reference: "", note: "" }) ? [form("mark-paid", line)] : []),
    ...(allows({ kind: "mark-refunded", line, note: "" }) ? [form("mark-refunded", line)] : []),
    ...(allows({ kind: "mark-cancelled", line, note: "" }) ? [form("mark-cancelled", line)] : []),
  ]);
  const steps = DELIVERY_STEPS.filter(({ key }) => allows({ kind: "mark-delivered", step: key, note: "" })).map(({ key, label }) => ({
    value: key,
    label,
  }));
  const purposes = LATER_PAYMENT_PURPOSES.filter((purpose) =>
    allows({ kind: "record-later-payment", purpose, method: "other", amount: 1, reference: "", note: "" }),
  ).map((purpose) => ({
    value: purpose,
    label: laterPaymentLabel({ purpose, number: nextLaterPaymentNumber(data, purpose) }, data),
  }));
  return [
    ...lineForms,
    ...(steps.length ? [form("mark-delivered", null, { steps })] : []),
    ...(purposes.length ? [form("record-later-payment", null, { purposes })] : []),
  ];
}
