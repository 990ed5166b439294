import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type Stats = Extract<SectionView, { _type: "stats" }>;

export function StatsSection({ section }: { section: Stats }) {
  return (
    <Section heading={section.heading} id={section._key} muted>
      <dl className="grid gap-8 text-center sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => (
          // Number above its label (the label is the term); justify-end keeps every number on one line when labels wrap.
          <div key={item._key} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{item.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-brand-700 dark:text-brand-300">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
