import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CatalogueDetail } from "~/components/catalogue-detail";
import { graphicsOrderPath, MARKETPLACE_PATH } from "~/lib/declarations/paths";
import type { landingPageDesignPageData } from "~/lib/page-data/marketplace.server";

export function LandingPageDesignPage() {
  const { design, kind, meta } = useLoaderData<typeof landingPageDesignPageData>();
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <CatalogueDetail
        kind={kind}
        item={design}
        listHeading="Features"
        list={design.features}
        cta={{ label: "Order this design", href: graphicsOrderPath(design.slug) }}
        back={{ label: "Back to the Sites Marketplace", to: MARKETPLACE_PATH }}
      />
    </>
  );
}
