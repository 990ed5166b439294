import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { PricingCard } from "~/components/pricing-card";
import { cms } from "~/lib/cms/cms.server";
import { pricingTiersQuery } from "~/lib/cms/queries/products";
import { getPage, pageMeta } from "~/lib/pages.server";
import { orderLink } from "~/lib/pricing";
import { productJsonLd } from "~/lib/seo/json-ld";
import { DEFAULT_OG_IMAGE } from "~/lib/seo/meta";
import { routeMeta } from "~/lib/seo/route-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, tiers] = await Promise.all([getPage("pricing"), cms.fetch(pricingTiersQuery)]);
  return json({ page, tiers, meta: pageMeta(request, page.seo, page.title) });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ tiers, meta }, { site, siteUrl }) => [
    productJsonLd(
      {
        name: site.productName,
        description: site.description,
        image: DEFAULT_OG_IMAGE.path,
        path: meta.path,
        // One Offer per package, from the same documents as the visible prices.
        offers: tiers.map((tier) => ({ name: tier.name, price: tier.price, availability: "InStock", path: orderLink(tier.slug) })),
      },
      site.operatorBrand,
      siteUrl,
    ),
  ]);

export default function PricingPage() {
  const { page, tiers, meta } = useLoaderData<typeof loader>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <section aria-label="Packages" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {tiers.map((tier) => (
            <PricingCard key={tier._id} tier={tier} />
          ))}
        </div>
      </section>
    </CmsPage>
  );
}
