import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { PricingCard } from "~/components/pricing-card";
import type { pricingPageData } from "~/lib/page-data/products.server";

export function PricingPage() {
  const { page, tiers, meta } = useLoaderData<typeof pricingPageData>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <section aria-labelledby="packages-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        {/* The cards' names are h3s: the list needs its h2 for the outline, even if the eye sees none. */}
        <h2 id="packages-heading" className="sr-only">
          Packages
        </h2>
        <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {tiers.map((tier) => (
            <PricingCard key={tier._id} tier={tier} />
          ))}
        </div>
      </section>
    </CmsPage>
  );
}
