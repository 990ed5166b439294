import { FeatureCard } from "~/components/cards/feature-card";
import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type FeatureGrid = Extract<SectionView, { _type: "featureGrid" }>;

export function FeatureGridSection({ section }: { section: FeatureGrid }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section._key}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {section.features.map((feature) => (
          <FeatureCard key={feature._id} feature={feature} />
        ))}
      </div>
    </Section>
  );
}
