import { StaticPortableText } from "~/components/static-portable-text";
import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type RichText = Extract<SectionView, { _type: "richText" }>;

export function RichTextSection({ section }: { section: RichText }) {
  return (
    <Section heading={section.heading} id={section._key}>
      <StaticPortableText
        value={section.body}
        topLevel={section.heading ? 3 : 2}
        className="mx-auto max-w-3xl text-slate-700 dark:text-slate-300"
      />
    </Section>
  );
}
