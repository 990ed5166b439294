import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type Stats = Extract<SectionView, { _type: "stats" }>;

/** Columns on wide screens by the number of figures, so a row is never left with one or two stragglers (literal, for Tailwind). */
const WIDE_COLUMNS: Record<number, string> = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-3",
};

export function StatsSection({ section }: { section: Stats }) {
  return (
    <Section heading={section.heading} id={section._key} muted>
      <dl className={`grid gap-8 text-center sm:grid-cols-2 ${WIDE_COLUMNS[section.items.length] ?? "lg:grid-cols-4"}`}>
        {section.items.map((item) => (
          // Number above its label (the label is the term, first for screen readers). Each figure's two rows are rows of
          // the list's grid (subgrid): numbers end on one line and labels start on one, whichever of them wraps.
          <div key={item._key} className="row-span-2 grid grid-rows-subgrid gap-y-1">
            <dt className="row-start-2 text-sm text-slate-600 dark:text-slate-300">{item.label}</dt>
            <dd className="row-start-1 self-end text-4xl font-extrabold tracking-tight text-brand-700 dark:text-brand-300">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
