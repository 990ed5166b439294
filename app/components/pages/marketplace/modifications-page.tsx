import { useLoaderData } from "@remix-run/react";
import { catalogueBlock } from "~/components/blocks/catalogue-section";
import { CmsPage } from "~/components/sections/cms-page";
import { ModificationCard } from "~/components/cards/modification-card";
import type { modificationsPageData } from "~/lib/page-data/marketplace.server";

export function CustomModificationsPage() {
  const { page, modifications, meta } = useLoaderData<typeof modificationsPageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        modifications: catalogueBlock(
          "catalogue",
          "Modification catalogue",
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-labelledby="catalogue-heading">
            {modifications.map((modification) => (
              <li key={modification._id} className="flex [&>article]:flex-1">
                <ModificationCard modification={modification} />
              </li>
            ))}
          </ul>,
        ),
      }}
    />
  );
}
