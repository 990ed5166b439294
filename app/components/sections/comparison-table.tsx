import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type ComparisonTable = Extract<SectionView, { _type: "comparisonTable" }>;

/** The first column stays put while the others scroll under it, with a line to show the edge. */
const STICKY_CELL = "sticky left-0 z-10 p-3 shadow-[1px_0_0_var(--color-slate-200)] sm:w-56 dark:shadow-[1px_0_0_var(--color-slate-800)]";

/**
 * How the table fits a phone (literal classes, for Tailwind). Two value columns fit its width: the table keeps to the
 * screen with a narrower row-name column and breaks only a word too long for its cell (an e-mail address). More would
 * be squeezed too narrow to read, so the table keeps a minimum width and scrolls sideways, and says so.
 */
function phoneLayout(columns: number): { table: string; rowName: string; scrolls: boolean } {
  if (columns <= 2) return { table: "table-fixed", rowName: "w-24 min-w-24", scrolls: false };
  return { table: columns === 3 ? "min-w-[34rem]" : "min-w-[40rem]", rowName: "w-36 min-w-36", scrolls: true };
}

export function ComparisonTableSection({ section }: { section: ComparisonTable }) {
  const layout = phoneLayout(section.columns.length);
  return (
    <Section heading={section.heading} intro={section.intro} id={section._key}>
      {/* Below the table's width it scrolls sideways, and says so; the row names stay in view while it does. */}
      {layout.scrolls ? (
        <p className="mb-3 text-sm text-slate-600 md:hidden dark:text-slate-400" aria-hidden="true">
          Swipe the table sideways to see all {section.columns.length} columns →
        </p>
      ) : null}
      {/* The region takes focus so keyboards can scroll it. */}
      <div
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label={`${section.heading} (table)`}
      >
        <table className={`w-full ${layout.table} text-left text-sm`}>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <td className={`${STICKY_CELL} ${layout.rowName} bg-slate-50 dark:bg-slate-900`} />
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
                <th scope="row" className={`${STICKY_CELL} ${layout.rowName} bg-white font-medium dark:bg-slate-950`}>
                  {row.label}
                </th>
                {section.columns.map((column, index) => (
                  <td key={column} className="p-3 break-words hyphens-auto text-slate-700 dark:text-slate-300">
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
