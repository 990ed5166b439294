import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { PricingCard } from "~/components/pricing-card";
import { Section } from "~/components/sections/section";
import { placeAfter } from "~/lib/place-after";
import type { scriptsPageData } from "~/lib/page-data/products.server";

/** The page section the packages follow (the server requirements), when the page has it. */
const PACKAGES_AFTER = "requirements";

export function ScriptsPage() {
  const { page, tiers, meta } = useLoaderData<typeof scriptsPageData>();
  const packages = (
    <Section id="packages" heading="Packages" muted>
      <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-4">
        {tiers.map((tier) => (
          <PricingCard key={tier._id} tier={tier} />
        ))}
      </div>
    </Section>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} {...placeAfter(page, PACKAGES_AFTER, packages)} />;
}
