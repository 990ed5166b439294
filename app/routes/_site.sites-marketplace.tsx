import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AreaCard } from "~/components/area-card";
import { CmsPage } from "~/components/cms-page";
import { DesignCard } from "~/components/design-card";
import { ListingCard } from "~/components/listing-card";
import { Section } from "~/components/sections/section";
import type { IconName } from "~/components/ui/cms-icon";
import { cms } from "~/lib/cms/cms.server";
import { bannersQuery, landingPagesQuery, modificationsQuery, siteListingsQuery } from "~/lib/cms/queries/marketplace";
import { pageBySlugQuery } from "~/lib/cms/queries/page";
import { formatUsd } from "~/lib/format";
import { newestListings } from "~/lib/listings";
import { bannerPath, landingPagePath } from "~/lib/marketplace";
import { getPage, pageMeta } from "~/lib/pages.server";
import { routeMeta } from "~/lib/seo/route-meta";

/** How many designs of each kind the hub shows. */
const DESIGNS_SHOWN = 6;

/** The areas of the marketplace; each card reads its title and description from that page's document. */
const AREAS: { slug: string; path: string; icon: IconName }[] = [
  { slug: "done-for-you", path: "/done-for-you", icon: "rocket" },
  { slug: "sites-for-sale", path: "/sites-for-sale", icon: "globe" },
  { slug: "custom-modifications", path: "/custom-modifications", icon: "wrench" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, areaPages, listings, modifications, banners, landingPages] = await Promise.all([
    getPage("sites-marketplace"),
    Promise.all(AREAS.map((area) => cms.fetch(pageBySlugQuery, { slug: area.slug }))),
    cms.fetch(siteListingsQuery),
    cms.fetch(modificationsQuery),
    cms.fetch(bannersQuery),
    cms.fetch(landingPagesQuery),
  ]);
  const available = listings.filter((listing) => listing.status === "available").length;
  const facts: Record<string, string | undefined> = {
    "sites-for-sale": available ? `${available} ${available === 1 ? "site" : "sites"} available now` : undefined,
    "custom-modifications": modifications.length
      ? `${modifications.length} ready-made modifications from ${formatUsd(Math.min(...modifications.map((mod) => mod.price)))}`
      : undefined,
  };
  // An area whose page is missing from the CMS is left out rather than failing the hub.
  const areas = AREAS.flatMap((area, index) => {
    const areaPage = areaPages[index];
    return areaPage ? [{ ...area, title: areaPage.title, description: areaPage.seo.description, fact: facts[area.slug] }] : [];
  });
  return json({
    page,
    areas,
    listings: newestListings(listings, 3),
    banners: banners.slice(0, DESIGNS_SHOWN),
    landingPages: landingPages.slice(0, DESIGNS_SHOWN),
    meta: pageMeta(request, page.seo, page.title),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);

const moreLink = "font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300";

export default function SitesMarketplacePage() {
  const { page, areas, listings, banners, landingPages, meta } = useLoaderData<typeof loader>();
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
