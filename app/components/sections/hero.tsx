import { CmsImage } from "~/components/ui/cms-image";
import type { SectionView } from "~/lib/cms/queries/page";
import { CtaLink } from "./cta-link";

type Hero = Extract<SectionView, { _type: "hero" }>;

/**
 * The top of a page: its one h1, the promise and the two calls to action, beside the hero image when the page has
 * one; without an image the text is centred on its own rather than leaving half the width empty.
 */
export function HeroSection({ section }: { section: Hero }) {
  const image = section.image;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-brand-950/60 dark:to-slate-950">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:px-8 ${image ? "lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]" : "text-center"}`}
      >
        <div className={image ? undefined : "mx-auto max-w-3xl"}>
          {section.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{section.eyebrow}</p>
          ) : null}
          <h1
            className={`mt-3 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white ${image ? "" : "lg:text-6xl"}`}
          >
            {section.heading}
          </h1>
          {section.subheading ? (
            <p className="mt-6 text-pretty text-lg text-slate-600 sm:text-xl dark:text-slate-300">{section.subheading}</p>
          ) : null}
          <div className={`mt-8 flex flex-wrap gap-3 ${image ? "" : "justify-center"}`}>
            <CtaLink cta={section.primaryCta} className="px-6 py-3 text-base" />
            {section.secondaryCta ? <CtaLink cta={section.secondaryCta} variant="secondary" className="px-6 py-3 text-base" /> : null}
          </div>
        </div>
        {image ? (
          <CmsImage
            image={image}
            priority
            sizes="(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 100vw"
            className="h-auto w-full rounded-2xl shadow-2xl shadow-brand-950/30 ring-1 ring-slate-900/10 dark:ring-white/10"
          />
        ) : null}
      </div>
    </section>
  );
}
