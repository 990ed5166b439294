import { Link, useLoaderData } from "@remix-run/react";
import { AreaCard } from "~/components/area-card";
import { CmsPage } from "~/components/cms-page";
import { DesignCard } from "~/components/design-card";
import { ListingCard } from "~/components/listing-card";
import { Section } from "~/components/sections/section";
import { bannerPath, landingPagePath } from "~/lib/paths";
import type { marketplacePageData } from "~/lib/page-data/marketplace.server";

const moreLink = "font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300";

export function SitesMarketplacePage() {
  const { page, areas, listings, banners, landingPages, meta } = useLoaderData<typeof marketplacePageData>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <nav aria-label="Marketplace areas" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {areas.map((area) => (
            <li key={area.slug} className="flex [&>article]:flex-1">
              <AreaCard to={area.path} icon={area.icon} title={area.title} description={area.description} fact={area.fact} />
            </li>
          ))}
        </ul>
      </nav>
      {listings.length ? (
        <Section id="newest-listings" heading="Newest sites for sale">
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <ListingCard key={listing._id} listing={listing} />
            ))}
          </div>
          <p className="mt-8 text-center">
            <Link to="/sites-for-sale" className={moreLink}>
              See every site for sale →
            </Link>
          </p>
        </Section>
      ) : null}
      {banners.length ? (
        <Section id="banners" heading="Banner design packages" muted>
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
          </div>
        </Section>
      ) : null}
      {landingPages.length ? (
        <Section id="landing-pages" heading="Landing page designs">
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
          </div>
        </Section>
      ) : null}
    </CmsPage>
  );
}
