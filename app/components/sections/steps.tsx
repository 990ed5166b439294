import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type Steps = Extract<SectionView, { _type: "steps" }>;

/** Columns by number of steps, so that no row ends with a step on its own. */
const COLUMNS: Record<number, string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
  5: "md:grid-cols-3 lg:grid-cols-5",
  6: "md:grid-cols-3",
};

export function StepsSection({ section }: { section: Steps }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section._key}>
      <ol className={`grid gap-6 ${COLUMNS[section.items.length] ?? "md:grid-cols-2 lg:grid-cols-4"}`}>
        {section.items.map((step, index) => (
          <li key={step._key} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
            <span
              aria-hidden="true"
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
