import type { ReactNode } from "react";

/**
 * The console's tables: a bordered box that scrolls sideways on a phone, headings from a list, rows as given. A table
 * with no link or control to tab to names its box (`scrollLabel`), which then takes the focus so keys can scroll it.
 */
export function AdminTable({
  headings,
  minWidth,
  caption,
  scrollLabel,
  children,
}: {
  headings: readonly string[];
  minWidth: string;
  caption?: string;
  scrollLabel?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
      role={scrollLabel ? "region" : undefined}
      aria-label={scrollLabel}
      tabIndex={scrollLabel ? 0 : undefined}
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-300">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
