import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { PricingCard } from "~/components/pricing-card";
import { Section } from "~/components/sections/section";
import { cms } from "~/lib/cms/cms.server";
import { pricingTiersQuery } from "~/lib/cms/queries/products";
import { getPage, pageMeta } from "~/lib/pages.server";
import { placeAfter } from "~/lib/place-after";
import { orderLink } from "~/lib/pricing";
import { productJsonLd } from "~/lib/seo/json-ld";
import { DEFAULT_OG_IMAGE } from "~/lib/seo/meta";
import { routeMeta } from "~/lib/seo/route-meta";

/** The page section the packages follow (the server requirements), when the page has it. */
const PACKAGES_AFTER = "requirements";

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, tiers] = await Promise.all([getPage("scripts"), cms.fetch(pricingTiersQuery)]);
  return json({
    page,
    tiers: tiers.filter((tier) => tier.productLine === "script"),
    meta: pageMeta(request, page.seo, page.title),
  });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ page, tiers, meta }, { site, siteUrl }) => [
    productJsonLd(
      {
        name: site.productName,
        description: page.seo.description,
        image: DEFAULT_OG_IMAGE.path,
        path: meta.path,
        // One Offer per script package: the same documents as the prices on the page.
        offers: tiers.map((tier) => ({ name: tier.name, price: tier.price, availability: "InStock", path: orderLink(tier.slug) })),
      },
      site.operatorBrand,
      siteUrl,
    ),
  ]);

export default function ScriptsPage() {
  const { page, tiers, meta } = useLoaderData<typeof loader>();
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
