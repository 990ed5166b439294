import { useLoaderData, useNavigation } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { FeatureCard } from "~/components/cards/feature-card";
import { FeatureCategoryNav } from "~/components/feature-category-nav";
import { FeatureFilterForm } from "~/components/forms/feature-filter";
import { Pagination } from "~/components/pagination";
import { featureCountText, groupCountText } from "~/lib/features";
import type { featuresPageData } from "~/lib/page-data/products.server";
import { FEATURES_PATH } from "~/lib/declarations/paths";

/**
 * /features: the filter with a link to each category, the result line (announced), one page of
 * features as compact rows under their category headings, and the page links. The server filters
 * and pages (the loader reads the query string).
 */
export function FeaturesPage() {
  const { page, groups, categories, all, total, filter, filtered, ignored, pagination, meta } = useLoaderData<typeof featuresPageData>();
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

  const list = (
    <div id="all-features" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <FeatureFilterForm filter={filter} filtered={filtered} ignored={ignored} status={status} empty={total === 0}>
        <FeatureCategoryNav links={categories} />
      </FeatureFilterForm>
      {/* Where a page link leads (and, with JavaScript, puts the focus): the results, below the filter. */}
      <div
        id="feature-results"
        tabIndex={-1}
        aria-busy={updating || undefined}
        className={`scroll-mt-4 outline-none transition-opacity ${updating ? "opacity-60" : ""}`}
      >
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`category-${group.category}`} className="mt-10 first-of-type:mt-8">
            <div className="flex flex-wrap items-baseline gap-x-3 border-b border-slate-200 pb-2 dark:border-slate-800">
              <h2 id={`category-${group.category}`} className="text-2xl font-bold tracking-tight">
                {group.title}
              </h2>
              <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{groupCountText(group)}</p>
            </div>
            <ul className="mt-5 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
              {group.features.map((feature) => (
                <li key={feature._id}>
                  <FeatureCard feature={feature} variant="row" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Pagination pagination={pagination} target="feature-results" label="Pages of features" />
    </div>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ features: { content: list } }} />;
}
