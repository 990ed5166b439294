import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { packagesBlock } from "~/components/blocks/pricing-packages";
import type { doneForYouPageData } from "~/lib/page-data/products.server";

export function DoneForYouPage() {
  const { page, tiers, meta } = useLoaderData<typeof doneForYouPageData>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs} blocks={{ packages: packagesBlock(tiers, "mx-auto grid max-w-4xl gap-8 md:grid-cols-2") }} />
  );
}
