import { Fragment, type ReactNode } from "react";
import type { SectionView } from "~/lib/cms/queries/page";
import { CallToActionSection } from "./call-to-action";
import { ComparisonTableSection } from "./comparison-table";
import { FaqListSection } from "./faq-list";
import { FeatureGridSection } from "./feature-grid";
import { HeroSection } from "./hero";
import { LogoStripSection } from "./logo-strip";
import { PricingTableSection } from "./pricing-table";
import { RichTextSection } from "./rich-text";
import { StatsSection } from "./stats";
import { StepsSection } from "./steps";
import { TestimonialsSection } from "./testimonials";

/**
 * A page's CMS sections, top to bottom, each by the component of its type; a "Page content" section is the
 * route's own content rendered for it (`blocks`, by section key), or nothing on a page without that content.
 */
export function SectionList({
  sections,
  blocks = {},
}: {
  sections: readonly SectionView[] | null | undefined;
  blocks?: Record<string, ReactNode>;
}) {
  return (
    <>
      {sections?.map((section) => (
        <Fragment key={section._key}>{section._type === "pageBlock" ? blocks[section._key] : <Section section={section} />}</Fragment>
      ))}
    </>
  );
}

function Section({ section }: { section: Exclude<SectionView, { _type: "pageBlock" }> }) {
  switch (section._type) {
    case "hero":
      return <HeroSection section={section} />;
    case "richText":
      return <RichTextSection section={section} />;
    case "featureGrid":
      return <FeatureGridSection section={section} />;
    case "pricingTable":
      return <PricingTableSection section={section} />;
    case "testimonials":
      return <TestimonialsSection section={section} />;
    case "faqList":
      return <FaqListSection section={section} />;
    case "stats":
      return <StatsSection section={section} />;
    case "steps":
      return <StepsSection section={section} />;
    case "comparisonTable":
      return <ComparisonTableSection section={section} />;
    case "callToAction":
      return <CallToActionSection section={section} />;
    case "logoStrip":
      return <LogoStripSection section={section} />;
  }
}
