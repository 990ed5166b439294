import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { PlatformCard } from "~/components/platform-card";
import type { platformsPageData } from "~/lib/page-data/products.server";

export function PlatformsPage() {
  const { page, platforms, meta } = useLoaderData<typeof platformsPageData>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <section aria-labelledby="platforms-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <h2 id="platforms-heading" className="sr-only">
          Platforms
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {platforms.map((platform) => (
            <PlatformCard key={platform._id} platform={platform} />
          ))}
        </div>
      </section>
    </CmsPage>
  );
}
