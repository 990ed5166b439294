import { useLoaderData } from "@remix-run/react";
import { AreaCard } from "~/components/cards/area-card";
import { CmsPage } from "~/components/sections/cms-page";
import { DesignCard } from "~/components/cards/design-card";
import { newestListingsBlock } from "~/components/blocks/newest-listings";
import { sectionBlock } from "~/components/sections/page-block";
import { bannerPath, landingPagePath } from "~/lib/declarations/paths";
import type { marketplacePageData } from "~/lib/page-data/marketplace.server";

export function SitesMarketplacePage() {
  const { page, areas, listings, banners, landingPages, meta } = useLoaderData<typeof marketplacePageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        marketplaceAreas: {
          defaults: { heading: "Marketplace areas" },
          // The cards' names say what each area is; the heading names the navigation for screen readers.
          render: ({ heading }) => (
            <nav aria-label={heading} className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
              <ul className="grid gap-6 md:grid-cols-3">
                {areas.map((area) => (
                  <li key={area.slug} className="flex [&>article]:flex-1">
                    <AreaCard to={area.path} icon={area.icon} title={area.title} description={area.description} fact={area.fact} />
                  </li>
                ))}
              </ul>
            </nav>
          ),
        },
        ...(listings.length > 0 && { newestListings: newestListingsBlock(listings, { id: "newest-listings" }) }),
        ...(banners.length > 0 && {
          bannerPackages: sectionBlock(
            { heading: "Banner design packages" },
            { id: "banners", muted: true },
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {banners.map((banner) => (
                <DesignCard
                  key={banner._id}
                  to={bannerPath(banner.slug)}
                  name={banner.name}
                  summary={banner.summary}
                  price={banner.price}
                  image={banner.image}
                  detail={`${banner.sizes.length} ${banner.sizes.length === 1 ? "size" : "sizes"}`}
                  previewClassName="aspect-[3/1]"
                />
              ))}
            </div>,
          ),
        }),
        ...(landingPages.length > 0 && {
          landingPageDesigns: sectionBlock(
            { heading: "Landing page designs" },
            { id: "landing-pages" },
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
              {landingPages.map((design) => (
                <DesignCard
                  key={design._id}
                  to={landingPagePath(design.slug)}
                  name={design.name}
                  summary={design.summary}
                  price={design.price}
                  image={design.image}
                />
              ))}
            </div>,
          ),
        }),
      }}
    />
  );
}
