import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CatalogueDetail } from "~/components/catalogue-detail";
import { BANNER_SIZE_OPTIONS, optionTitle } from "~/lib/cms/options";
import { graphicsOrderPath, MARKETPLACE_PATH } from "~/lib/declarations/paths";
import type { bannerPageData } from "~/lib/page-data/marketplace.server";

export function BannerPage() {
  const { banner, kind, meta } = useLoaderData<typeof bannerPageData>();
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <CatalogueDetail
        kind={kind}
        item={banner}
        facts={[{ label: "Sizes", value: `${banner.sizes.length} ${banner.sizes.length === 1 ? "size" : "sizes"}` }]}
        listHeading="Sizes in the package"
        list={banner.sizes.map((size) => optionTitle(BANNER_SIZE_OPTIONS, size))}
        cta={{ label: "Order this banner package", href: graphicsOrderPath(banner.slug) }}
        back={{ label: "Back to the Sites Marketplace", to: MARKETPLACE_PATH }}
      />
    </>
  );
}
