import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CatalogueDetail } from "~/components/catalogue-detail";
import { cms } from "~/lib/cms/cms.server";
import { BANNER_SIZE_OPTIONS, optionTitle } from "~/lib/cms/options";
import { bannerBySlugQuery } from "~/lib/cms/queries/marketplace";
import type { Seo } from "~/lib/cms/queries/seo";
import { graphicsOrderLink, MARKETPLACE_CRUMB } from "~/lib/marketplace";
import { getSiteSettings, notFound, pageMeta } from "~/lib/pages.server";
import { productJsonLd } from "~/lib/seo/json-ld";
import { routeMeta } from "~/lib/seo/route-meta";

/** A banner design package (`/banners/neon-surf`); an unknown slug is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [banner, site] = await Promise.all([cms.fetch(bannerBySlugQuery, { slug: params.slug ?? "" }), getSiteSettings()]);
  if (!banner) notFound();
  const seo: Seo = {
    title: `${banner.name} – Banner design package | ${site.productName}`,
    description: banner.summary,
    ogImage: banner.image.url,
    ogType: "product",
  };
  return json({ banner, meta: pageMeta(request, seo, banner.name, [MARKETPLACE_CRUMB]) });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ banner, meta }, { site, siteUrl }) => [
    productJsonLd(
      {
        name: banner.name,
        description: banner.summary,
        image: banner.image.url,
        path: meta.path,
        category: "Banner design package",
        offers: [{ price: banner.price, availability: "InStock", path: meta.path }],
      },
      site.operatorBrand,
      siteUrl,
    ),
  ]);

export default function BannerPage() {
  const { banner, meta } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <CatalogueDetail
        kind="Banner design package"
        name={banner.name}
        summary={banner.summary}
        description={banner.description}
        image={banner.image}
        price={banner.price}
        facts={[{ label: "Sizes", value: `${banner.sizes.length} ${banner.sizes.length === 1 ? "size" : "sizes"}` }]}
        listHeading="Sizes in the package"
        list={banner.sizes.map((size) => optionTitle(BANNER_SIZE_OPTIONS, size))}
        cta={{ label: "Order this banner package", href: graphicsOrderLink(banner.slug) }}
        back={{ label: "Back to the Sites Marketplace", to: MARKETPLACE_CRUMB.path }}
      />
    </>
  );
}
