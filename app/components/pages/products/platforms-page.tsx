import { useLoaderData } from "@remix-run/react";
import { catalogueBlock } from "~/components/blocks/catalogue-section";
import { CmsPage } from "~/components/sections/cms-page";
import { PlatformCard } from "~/components/cards/platform-card";
import type { platformsPageData } from "~/lib/page-data/products.server";

export function PlatformsPage() {
  const { page, platforms, meta } = useLoaderData<typeof platformsPageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        platforms: catalogueBlock(
          "platforms",
          "Platforms",
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {platforms.map((platform) => (
              <PlatformCard key={platform._id} platform={platform} />
            ))}
          </div>,
        ),
      }}
    />
  );
}
