import type { SectionView } from "~/lib/cms/queries/page";
import { CtaLink } from "./cta-link";

type CallToAction = Extract<SectionView, { _type: "callToAction" }>;

export function CallToActionSection({ section }: { section: CallToAction }) {
  return (
    <section className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-2xl bg-brand-700 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-balance text-3xl font-bold tracking-tight">{section.heading}</h2>
        {section.body ? <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{section.body}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaLink cta={section.primaryCta} variant="secondary" className="px-6 py-3 text-base" />
          {section.secondaryCta ? (
            <CtaLink cta={section.secondaryCta} className="border border-white/40 bg-transparent px-6 py-3 text-base hover:bg-white/10" />
          ) : null}
        </div>
      </div>
    </section>
  );
}
