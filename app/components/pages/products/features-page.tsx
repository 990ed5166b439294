import { useLoaderData, useLocation } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { FeatureFilterForm, useFeatureFilter } from "~/components/feature-filter";
import { FeatureCard } from "~/components/feature-card";
import type { featuresPageData } from "~/lib/page-data/products.server";

export function FeaturesPage() {
  const { page, features, filter: loadedFilter, ignored, meta } = useLoaderData<typeof featuresPageData>();
  const location = useLocation();
  const state = useFeatureFilter({ features, loadedFilter, ignored, navigationKey: location.key, path: meta.path });

  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <div id="all-features" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <FeatureFilterForm state={state} total={features.length} action={meta.path} />
        {state.groups.map((group) => (
          <section key={group.category} aria-labelledby={`category-${group.category}`} className="mt-12 first-of-type:mt-10">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h2 id={`category-${group.category}`} className="text-2xl font-bold tracking-tight">
                {group.title}
              </h2>
              <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                {group.features.length === 1 ? "1 feature" : `${group.features.length} features`}
              </p>
            </div>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {group.features.map((feature) => (
                <FeatureCard key={feature._id} feature={feature} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </CmsPage>
  );
}
