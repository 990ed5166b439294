import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { OptionList } from "./option-list";

/** A checkbox or radio in the brand's colour, in both themes (the browser's own is grey on the dark theme). */
export const choiceInputClasses =
  "mt-1 h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:accent-brand-400";

const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";

/** The field's first error, beside it; conform points the input's aria-describedby here. */
export function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  return (
    <p id={meta.errorId} className="mt-1 min-h-5 text-sm text-red-700 dark:text-red-300" aria-live="polite">
      {meta.errors?.[0] ?? ""}
    </p>
  );
}

function Label({ meta, label, optional }: { meta: FieldMetadata<unknown>; label: string; optional?: boolean }) {
  return (
    <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
      {label}
      {optional ? <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span> : null}
    </label>
  );
}

export function TextField({
  meta,
  label,
  type = "text",
  optional,
  hint,
  autoComplete,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "url";
  optional?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
}) {
  return (
    <div>
      <Label meta={meta} label={label} optional={optional} />
      <input {...getInputProps(meta, { type })} autoComplete={autoComplete} className={inputClasses} />
      {hint ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      <FieldError meta={meta} />
    </div>
  );
}

export function TextAreaField({ meta, label, rows = 5 }: { meta: FieldMetadata<string | undefined>; label: string; rows?: number }) {
  return (
    <div>
      <Label meta={meta} label={label} />
      <textarea {...getTextareaProps(meta)} rows={rows} className={inputClasses} />
      <FieldError meta={meta} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  optional,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; title: string }[];
  placeholder: string;
  optional?: boolean;
}) {
  return (
    <div>
      <Label meta={meta} label={label} optional={optional} />
      <select {...getSelectProps(meta)} className={inputClasses}>
        <OptionList options={options} empty={placeholder} />
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

export function CheckboxField({ meta, children }: { meta: FieldMetadata<boolean | undefined>; children: ReactNode }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input {...getInputProps(meta, { type: "checkbox" })} className={choiceInputClasses} />
        <label htmlFor={meta.id} className="text-sm text-slate-800 dark:text-slate-200">
          {children}
        </label>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}

/** Errors about the whole form (rate limit, store failure), announced at once. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div
      id={id}
      role="alert"
      className={
        errors?.length
          ? "rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          : ""
      }
    >
      {errors?.[0] ?? null}
    </div>
  );
}
