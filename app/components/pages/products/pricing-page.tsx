import { useLoaderData } from "@remix-run/react";
import { catalogueBlock } from "~/components/blocks/catalogue-section";
import { CmsPage } from "~/components/sections/cms-page";
import { PricingCard } from "~/components/cards/pricing-card";
import type { pricingPageData } from "~/lib/page-data/products.server";

export function PricingPage() {
  const { page, tiers, meta } = useLoaderData<typeof pricingPageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        // The cards' names are h3s: the list needs its h2 for the outline, even if the eye sees none.
        packages: catalogueBlock(
          "packages",
          "Packages",
          <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
            {tiers.map((tier) => (
              <PricingCard key={tier._id} tier={tier} />
            ))}
          </div>,
        ),
      }}
    />
  );
}
