import { Link, useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { ListingCard } from "~/components/listing-card";
import { PlatformCard } from "~/components/platform-card";
import { Section } from "~/components/sections/section";
import type { homePageData } from "~/lib/page-data/products.server";

export function HomePage() {
  const { page, platforms, listings, meta } = useLoaderData<typeof homePageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      insertAfter={{
        hero: (
          <Section
            id="platforms"
            heading="One membership engine, four platforms"
            intro="Traffic Ad Exchange is available today; the others are on their way."
          >
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {platforms.map((platform) => (
                <PlatformCard key={platform._id} platform={platform} />
              ))}
            </div>
          </Section>
        ),
        "done-for-you": (
          <Section
            id="sites-for-sale"
            heading="Newest sites for sale"
            intro="Established exchanges with real members, ready to hand over."
            muted
          >
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {listings.map((listing) => (
                <ListingCard key={listing._id} listing={listing} />
              ))}
            </div>
            <p className="mt-8 text-center">
              <Link to="/sites-for-sale" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
                See every site for sale →
              </Link>
            </p>
          </Section>
        ),
      }}
    />
  );
}
