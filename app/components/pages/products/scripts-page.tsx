import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { packagesBlock } from "~/components/blocks/pricing-packages";
import type { scriptsPageData } from "~/lib/page-data/products.server";

export function ScriptsPage() {
  const { page, tiers, meta } = useLoaderData<typeof scriptsPageData>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs} blocks={{ packages: packagesBlock(tiers, "grid gap-8 md:grid-cols-2 xl:grid-cols-4") }} />
  );
}
