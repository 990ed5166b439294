import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import type { OrderActionForm } from "~/lib/admin/order-action-forms.server";
import { adminInputClasses } from "./admin-input";

const TITLES: Record<OrderActionForm["kind"], string> = {
  "mark-paid": "Mark paid",
  "mark-refunded": "Mark refunded",
  "mark-cancelled": "Mark cancelled",
  "mark-delivered": "Mark delivered",
  "record-later-payment": "Record a later payment",
};

interface ActionFormsProps {
  forms: OrderActionForm[];
  /** The line the forms act on ("" for the order's delivery), named to screen readers on each control. */
  lineLabel: string;
  /** The line's price: what "mark paid" proposes as the amount received (null: nothing proposed). */
  due: number | null;
  methods: { value: string; label: string }[];
  noteMaxLength: number;
  /** The last action's refusal, shown in the form it was about. */
  refusal: { error: string; form: string | null } | null;
  /** Changes when the order's history does: a form whose action was recorded starts empty again. */
  generation: number;
}

/** The actions a line (or the delivery) allows now, each a form that opens from its summary, with a required note. */
export function OrderActionForms({ forms, ...props }: ActionFormsProps) {
  if (!forms.length) return null;
  return (
    <div className="mt-3 flex flex-wrap items-start gap-3">
      {forms.map((form) => (
        <ActionForm key={`${form.key}:${props.generation}`} form={form} {...props} />
      ))}
    </div>
  );
}

function ActionForm({
  form,
  lineLabel,
  due,
  methods,
  noteMaxLength,
  refusal,
}: Omit<ActionFormsProps, "forms"> & { form: OrderActionForm }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("actionId") === form.actionId;
  const error = refusal?.form === form.key ? refusal.error : null;
  const id = (name: string) => `${form.key.replace(/[^a-z0-9-]/gi, "-")}-${name}`;
  const forLine = lineLabel ? <span className="sr-only"> ({lineLabel})</span> : null;
  return (
    <details
      open={error ? true : undefined}
      className="w-full rounded-lg border border-slate-300 bg-slate-50 sm:w-80 dark:border-slate-700 dark:bg-slate-950"
    >
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500">
        {TITLES[form.kind]}…{forLine}
      </summary>
      <Form method="post" className="grid gap-3 px-3 pb-3" aria-describedby={error ? id("error") : undefined}>
        <input type="hidden" name="intent" value={form.kind} />
        <input type="hidden" name="actionId" value={form.actionId} />
        {form.line ? <input type="hidden" name="line" value={form.line} /> : null}
        {form.kind === "record-later-payment" ? (
          <SelectField
            id={id("purpose")}
            label="Payment for"
            name="purpose"
            options={form.purposes}
            placeholder
            defaultValue={form.purposes.length === 1 ? form.purposes[0]!.value : ""}
          />
        ) : null}
        {form.kind === "mark-paid" || form.kind === "record-later-payment" ? (
          <>
            <SelectField id={id("method")} label="Paid by" name="method" options={methods} placeholder defaultValue="" />
            <Field id={id("amount")} label="Amount received (USD)">
              <input
                id={id("amount")}
                name="amount"
                inputMode="decimal"
                required
                pattern="[0-9]+([.][0-9]{1,2})?"
                defaultValue={due === null ? "" : String(due)}
                className={adminInputClasses}
              />
            </Field>
            <Field id={id("reference")} label="Payment reference (optional)">
              <input id={id("reference")} name="reference" maxLength={200} className={adminInputClasses} />
            </Field>
          </>
        ) : null}
        {form.kind === "mark-delivered" ? <SelectField id={id("step")} label="Step" name="step" options={form.steps} /> : null}
        <Field id={id("note")} label="Note (kept in the history)">
          <textarea
            id={id("note")}
            name="note"
            required
            maxLength={noteMaxLength}
            rows={2}
            className={`${adminInputClasses} h-auto py-2`}
          />
        </Field>
        {error ? (
          <p id={id("error")} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={sending} className={buttonClasses("primary", "h-10")}>
          {sending ? "Recording…" : TITLES[form.kind]}
          {forLine}
        </button>
      </Form>
    </details>
  );
}

/** A required choice; with a placeholder it starts on a disabled "Choose…" unless `defaultValue` picks one. */
function SelectField({
  id,
  label,
  name,
  options,
  placeholder = false,
  defaultValue,
}: {
  id: string;
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  placeholder?: boolean;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} required defaultValue={defaultValue} className={adminInputClasses}>
        {placeholder ? (
          <option value="" disabled>
            Choose…
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
