import { FaqItem } from "~/components/cards/faq-item";
import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type FaqList = Extract<SectionView, { _type: "faqList" }>;

export function FaqListSection({ section }: { section: FaqList }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section._key}>
      <div className="mx-auto max-w-3xl space-y-3">
        {section.faqs.map((faq) => (
          <FaqItem key={faq._id} faq={faq} />
        ))}
      </div>
    </Section>
  );
}
