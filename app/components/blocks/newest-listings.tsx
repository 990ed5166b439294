import { ListingCard } from "~/components/cards/listing-card";
import { MoreLink } from "~/components/more-link";
import type { PageBlock } from "~/components/sections/page-block";
import { Section } from "~/components/sections/section";
import type { ListingCardView } from "~/lib/cms/queries/marketplace";

/** The newest sites for sale as a page's "Page content" block, with the link to all of them. */
export function newestListingsBlock(
  listings: readonly ListingCardView[],
  section: { id: string; intro?: string; muted?: boolean },
): PageBlock {
  return {
    defaults: { heading: "Newest sites for sale", intro: section.intro, linkLabel: "See every site for sale" },
    render: ({ heading, intro, linkLabel }) => (
      <Section id={section.id} heading={heading} intro={intro} muted={section.muted}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <ListingCard key={listing._id} listing={listing} />
          ))}
        </div>
        <MoreLink to="/sites-for-sale" label={linkLabel} />
      </Section>
    ),
  };
}
