import { CmsImage } from "~/components/ui/cms-image";
import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type LogoStrip = Extract<SectionView, { _type: "logoStrip" }>;

export function LogoStripSection({ section }: { section: LogoStrip }) {
  return (
    <Section heading={section.heading} id={section._key}>
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {section.logos.map((logo) => {
          const image = (
            <CmsImage
              image={logo.image}
              sizes={`${Math.ceil((40 * logo.image.width) / logo.image.height)}px`}
              className="h-10 w-auto opacity-80"
            />
          );
          return (
            <li key={logo._key}>
              {logo.url ? (
                <a href={logo.url} rel="noopener noreferrer" aria-label={logo.name}>
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
