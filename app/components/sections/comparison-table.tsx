import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type ComparisonTable = Extract<SectionView, { _type: "comparisonTable" }>;

export function ComparisonTableSection({ section }: { section: ComparisonTable }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section._key}>
      {/* Wide tables scroll sideways on small screens instead of squashing; the region takes focus so keyboards can scroll it. */}
      <div
        className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label={`${section.heading} (table)`}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <td className="p-3" />
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
                <th scope="row" className="p-3 font-medium">
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
