import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { newestListingsBlock } from "~/components/blocks/newest-listings";
import { PlatformCard } from "~/components/cards/platform-card";
import { sectionBlock } from "~/components/sections/page-block";
import type { homePageData } from "~/lib/page-data/products.server";

export function HomePage() {
  const { page, platforms, listings, meta } = useLoaderData<typeof homePageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        platforms: sectionBlock(
          {
            heading: "One membership engine, four platforms",
            intro: "Traffic Ad Exchange is available today; the others are on their way.",
          },
          { id: "platforms" },
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {platforms.map((platform) => (
              <PlatformCard key={platform._id} platform={platform} />
            ))}
          </div>,
        ),
        newestListings: newestListingsBlock(listings, {
          id: "sites-for-sale",
          intro: "Established exchanges with real members, ready to hand over.",
          muted: true,
        }),
      }}
    />
  );
}
