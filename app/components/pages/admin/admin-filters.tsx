import { Form } from "@remix-run/react";
import { Children, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { adminInputClasses } from "./admin-input";

/** Columns on wider screens by the number of cells: the fields and the button (literal, for Tailwind). */
const GRID_COLUMNS: Record<number, string> = { 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" };

/** A console list's filter: a GET form with its fields in one row on wider screens and the submit button last. */
export function AdminFilters({ submitLabel, children }: { submitLabel: string; children: ReactNode }) {
  const columns = GRID_COLUMNS[Children.count(children) + 1] ?? "sm:grid-cols-4";
  return (
    <Form
      method="get"
      className={`mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 ${columns} dark:border-slate-800 dark:bg-slate-900`}
    >
      {children}
      <div className="flex items-end">
        <button type="submit" className={buttonClasses("primary", "h-10 w-full px-4")}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

/** A labelled field of a console filter: a select of `options`, or a search box (or `type`'s input) without them. */
export function AdminFilterField({
  id,
  name,
  label,
  defaultValue,
  options,
  type = "search",
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options?: readonly { value: string; label: string }[];
  type?: "search" | "date";
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {options ? (
        <select id={id} name={name} defaultValue={defaultValue} className={adminInputClasses}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} type={type} defaultValue={defaultValue} className={adminInputClasses} />
      )}
    </div>
  );
}
