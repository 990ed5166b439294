import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { PricingCard } from "~/components/pricing-card";
import { Section } from "~/components/sections/section";
import { cms } from "~/lib/cms/cms.server";
import { pricingTiersQuery } from "~/lib/cms/queries/products";
import { getPage, pageMeta } from "~/lib/pages.server";
import { placeAfter } from "~/lib/place-after";
import { routeMeta } from "~/lib/seo/route-meta";

/** The page section the packages follow (what every build includes), when the page has it. */
const PACKAGES_AFTER = "included";

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, tiers] = await Promise.all([getPage("done-for-you"), cms.fetch(pricingTiersQuery)]);
  return json({
    page,
    tiers: tiers.filter((tier) => tier.productLine === "done-for-you"),
    meta: pageMeta(request, page.seo, page.title),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);

export default function DoneForYouPage() {
  const { page, tiers, meta } = useLoaderData<typeof loader>();
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
