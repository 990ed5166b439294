import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CatalogueDetail } from "~/components/catalogue-detail";
import { cms } from "~/lib/cms/cms.server";
import { landingPageBySlugQuery } from "~/lib/cms/queries/marketplace";
import type { Seo } from "~/lib/cms/queries/seo";
import { graphicsOrderLink, MARKETPLACE_CRUMB } from "~/lib/marketplace";
import { getSiteSettings, notFound, pageMeta } from "~/lib/pages.server";
import { productJsonLd } from "~/lib/seo/json-ld";
import { routeMeta } from "~/lib/seo/route-meta";

/** A landing-page design (`/content/launch-countdown-splash`); an unknown slug is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [design, site] = await Promise.all([cms.fetch(landingPageBySlugQuery, { slug: params.slug ?? "" }), getSiteSettings()]);
  if (!design) notFound();
  const seo: Seo = {
    title: `${design.name} – Landing page design | ${site.productName}`,
    description: design.summary,
    ogImage: design.image.url,
    ogType: "product",
  };
  return json({ design, meta: pageMeta(request, seo, design.name, [MARKETPLACE_CRUMB]) });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ design, meta }, { site, siteUrl }) => [
    productJsonLd(
      {
        name: design.name,
        description: design.summary,
        image: design.image.url,
        path: meta.path,
        category: "Landing page design",
        offers: [{ price: design.price, availability: "InStock", path: meta.path }],
      },
      site.operatorBrand,
      siteUrl,
    ),
  ]);

export default function LandingPageDesignPage() {
  const { design, meta } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <CatalogueDetail
        kind="Landing page design"
        name={design.name}
        summary={design.summary}
        description={design.description}
        image={design.image}
        price={design.price}
        listHeading="Features"
        list={design.features}
        cta={{ label: "Order this design", href: graphicsOrderLink(design.slug) }}
        back={{ label: "Back to the Sites Marketplace", to: MARKETPLACE_CRUMB.path }}
      />
    </>
  );
}
