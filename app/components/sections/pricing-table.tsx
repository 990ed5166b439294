import { PricingCard } from "~/components/cards/pricing-card";
import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type PricingTable = Extract<SectionView, { _type: "pricingTable" }>;

export function PricingTableSection({ section }: { section: PricingTable }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section._key} muted>
      <div className={`grid gap-8 md:grid-cols-2 ${section.tiers.length % 4 === 0 ? "xl:grid-cols-4" : "xl:grid-cols-3"}`}>
        {section.tiers.map((tier) => (
          <PricingCard key={tier._id} tier={tier} />
        ))}
      </div>
    </Section>
  );
}
