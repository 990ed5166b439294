import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CatalogueDetail } from "~/components/catalogue-detail";
import { cms } from "~/lib/cms/cms.server";
import { modificationBySlugQuery } from "~/lib/cms/queries/marketplace";
import type { Seo } from "~/lib/cms/queries/seo";
import { MARKETPLACE_CRUMB, modificationOrderLink, MODIFICATIONS_CRUMB } from "~/lib/marketplace";
import { getSiteSettings, notFound, pageMeta } from "~/lib/pages.server";
import { productJsonLd } from "~/lib/seo/json-ld";
import { DEFAULT_OG_IMAGE } from "~/lib/seo/meta";
import { routeMeta } from "~/lib/seo/route-meta";

/** A custom modification from the catalogue (`/mods/surf-contest-module`); an unknown slug is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [modification, site] = await Promise.all([cms.fetch(modificationBySlugQuery, { slug: params.slug ?? "" }), getSiteSettings()]);
  if (!modification) notFound();
  const seo: Seo = {
    title: `${modification.name} – Custom modification | ${site.productName}`,
    description: modification.summary,
    ogImage: modification.image?.url,
    ogType: "product",
  };
  return json({ modification, meta: pageMeta(request, seo, modification.name, [MARKETPLACE_CRUMB, MODIFICATIONS_CRUMB]) });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ modification, meta }, { site, siteUrl }) => [
    productJsonLd(
      {
        name: modification.name,
        description: modification.summary,
        image: modification.image?.url ?? DEFAULT_OG_IMAGE.path,
        path: meta.path,
        category: "Custom modification",
        offers: [{ price: modification.price, availability: "InStock", path: meta.path }],
      },
      site.operatorBrand,
      siteUrl,
    ),
  ]);

export default function ModificationPage() {
  const { modification, meta } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <CatalogueDetail
        kind="Custom modification"
        name={modification.name}
        summary={modification.summary}
        description={modification.description}
        image={modification.image}
        price={modification.price}
        facts={[{ label: "Delivery time", value: modification.deliveryTime }]}
        listHeading="Features"
        list={modification.features}
        cta={{ label: "Order this modification", href: modificationOrderLink(modification.slug) }}
        back={{ label: "All modifications", to: MODIFICATIONS_CRUMB.path }}
      />
    </>
  );
}
