import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { PricingCard } from "~/components/pricing-card";
import { Section } from "~/components/sections/section";
import { placeAfter } from "~/lib/place-after";
import type { doneForYouPageData } from "~/lib/page-data/products.server";

/** The page section the packages follow (what every build includes), when the page has it. */
const PACKAGES_AFTER = "included";

export function DoneForYouPage() {
  const { page, tiers, meta } = useLoaderData<typeof doneForYouPageData>();
  const packages = (
    <Section id="packages" heading="Packages" muted>
      <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
        {tiers.map((tier) => (
          <PricingCard key={tier._id} tier={tier} />
        ))}
      </div>
    </Section>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} {...placeAfter(page, PACKAGES_AFTER, packages)} />;
}
