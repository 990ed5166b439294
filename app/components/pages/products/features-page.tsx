import { useLoaderData, useNavigation } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { FeatureFilterForm } from "~/components/feature-filter";
import { FeatureCard } from "~/components/feature-card";
import { Pagination } from "~/components/pagination";
import { featureCountText, groupCountText } from "~/lib/features";
import type { featuresPageData } from "~/lib/page-data/products.server";
import { FEATURES_PATH } from "~/lib/paths";

/**
 * /features: the filter, the result line (announced), one page of features under their category
 * headings, and the page links. The server filters and pages (the loader reads the query string).
 */
export function FeaturesPage() {
  const { page, groups, all, total, filter, filtered, ignored, pagination, meta } = useLoaderData<typeof featuresPageData>();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === FEATURES_PATH;
  const status = featureCountText({
    all,
    total,
    first: pagination.first,
    last: pagination.last,
    pageCount: pagination.pageCount,
    filtered,
  });

  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <div id="all-features" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <FeatureFilterForm filter={filter} filtered={filtered} ignored={ignored} status={status} empty={total === 0} />
        {/* Where a page link leads (and, with JavaScript, puts the focus): the results, below the filter. */}
        <div
          id="feature-results"
          tabIndex={-1}
          aria-busy={updating || undefined}
          className={`scroll-mt-4 outline-none transition-opacity ${updating ? "opacity-60" : ""}`}
        >
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`category-${group.category}`} className="mt-12 first-of-type:mt-10">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <h2 id={`category-${group.category}`} className="text-2xl font-bold tracking-tight">
                  {group.title}
                </h2>
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{groupCountText(group)}</p>
              </div>
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {group.features.map((feature) => (
                  <FeatureCard key={feature._id} feature={feature} />
                ))}
              </div>
            </section>
          ))}
        </div>
        <Pagination pagination={pagination} target="feature-results" label="Pages of features" />
      </div>
    </CmsPage>
  );
}
