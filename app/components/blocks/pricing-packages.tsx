import { sectionBlock, type PageBlock } from "~/components/sections/page-block";
import type { TierView } from "~/lib/cms/queries/products";
import { PricingCard } from "~/components/cards/pricing-card";

/** A product line's pricing cards as its page's "Pricing packages" block. */
export function packagesBlock(tiers: readonly TierView[], gridClassName: string): PageBlock {
  return sectionBlock(
    { heading: "Packages" },
    { id: "packages", muted: true },
    <div className={gridClassName}>
      {tiers.map((tier) => (
        <PricingCard key={tier._id} tier={tier} />
      ))}
    </div>,
  );
}
