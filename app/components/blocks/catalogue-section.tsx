import type { ReactNode } from "react";
import type { PageBlock } from "~/components/sections/page-block";

/**
 * A page's own catalogue right under its header (platforms, services, modifications): a section
 * named by a heading only screen readers need, since the page's h1 already says what it lists.
 */
export function CatalogueSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <h2 id={`${id}-heading`} className="sr-only">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A page's catalogue as its "Page content" block: editors may rename its (screen-reader) heading. */
export function catalogueBlock(id: string, heading: string, catalogue: ReactNode): PageBlock {
  return {
    defaults: { heading },
    render: (copy) => (
      <CatalogueSection id={id} heading={copy.heading}>
        {catalogue}
      </CatalogueSection>
    ),
  };
}
