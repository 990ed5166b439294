import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type ComparisonTable = Extract<SectionView, { _type: "comparisonTable" }>;

/** The first column stays put while the others scroll under it, with a line to show the edge. */
const STICKY_CELL =
  "sticky left-0 z-10 w-36 min-w-36 p-3 shadow-[1px_0_0_var(--color-slate-200)] sm:w-56 dark:shadow-[1px_0_0_var(--color-slate-800)]";

export function ComparisonTableSection({ section }: { section: ComparisonTable }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section._key}>
      {/* Below the table's width it scrolls sideways, and says so; the row names stay in view while it does. */}
      <p className="mb-3 text-sm text-slate-600 md:hidden dark:text-slate-400" aria-hidden="true">
        Swipe the table sideways to see all {section.columns.length} packages →
      </p>
      {/* The region takes focus so keyboards can scroll it. */}
      <div
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label={`${section.heading} (table)`}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <td className={`${STICKY_CELL} bg-slate-50 dark:bg-slate-900`} />
              {section.columns.map((column) => (
                <th key={column} scope="col" className="p-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {section.rows.map((row) => (
              <tr key={row._key}>
                <th scope="row" className={`${STICKY_CELL} bg-white font-medium dark:bg-slate-950`}>
                  {row.label}
                </th>
                {section.columns.map((column, index) => (
                  <td key={column} className="p-3 text-slate-700 dark:text-slate-300">
                    {row.values[index] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
