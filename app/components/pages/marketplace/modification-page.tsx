import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CatalogueDetail } from "~/components/catalogue-detail";
import { modificationOrderPath, MODIFICATIONS_PATH } from "~/lib/declarations/paths";
import type { modificationPageData } from "~/lib/page-data/marketplace.server";

export function ModificationPage() {
  const { modification, kind, meta } = useLoaderData<typeof modificationPageData>();
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <CatalogueDetail
        kind={kind}
        item={modification}
        facts={[{ label: "Delivery time", value: modification.deliveryTime }]}
        listHeading="Features"
        list={modification.features}
        cta={{ label: "Order this modification", href: modificationOrderPath(modification.slug) }}
        back={{ label: "All modifications", to: MODIFICATIONS_PATH }}
      />
    </>
  );
}
