import { json } from "@remix-run/node";
import { newestListingsQuery } from "~/lib/cms/queries/marketplace";
import {
  featureCountQuery,
  featurePageQuery,
  platformBySlugQuery,
  platformsQuery,
  pricingTiersQuery,
  servicesQuery,
} from "~/lib/cms/queries/products";
import {
  countByCategory,
  featureCategoryLinks,
  featurePageParams,
  FEATURES_PER_PAGE,
  groupFeaturePage,
  isFiltered,
  listedCategories,
  parseFeatureFilter,
} from "~/lib/features";
import { NEWEST_LISTINGS_SHOWN } from "~/lib/listings";
import { pageCount, pageSlice, paginate, readPage } from "~/lib/pagination";
import { featureListPath, PLATFORMS_PATH } from "~/lib/declarations/paths";
import { pageSeo, platformSeo, productLineSeo } from "~/lib/seo/documents";
import { fetchContent, getPage, notFound } from "./cms-reads.server";
import { describePage, seoContext } from "./page-seo.server";

/** /home: the page, the platforms, and the newest sites still for sale. */
export async function homePageData(request: Request) {
  const [page, platforms, listings] = await Promise.all([
    getPage("home"),
    fetchContent(platformsQuery),
    fetchContent(newestListingsQuery, { limit: NEWEST_LISTINGS_SHOWN }),
  ]);
  return json({ page, platforms, listings, meta: describePage(request, pageSeo(page), page.title) });
}

/** /pricing: every package, each an Offer of the product at its visible price. */
export async function pricingPageData(request: Request) {
  const [page, tiers, context] = await Promise.all([getPage("pricing"), fetchContent(pricingTiersQuery), seoContext()]);
  return json({ page, tiers, meta: describePage(request, (path) => productLineSeo(page, tiers, path, context), page.title) });
}

/** /scripts: the script packages, each an Offer at its visible price. */
export async function scriptsPageData(request: Request) {
  const [page, allTiers, context] = await Promise.all([getPage("scripts"), fetchContent(pricingTiersQuery), seoContext()]);
  const tiers = allTiers.filter((tier) => tier.productLine === "script");
  return json({ page, tiers, meta: describePage(request, (path) => productLineSeo(page, tiers, path, context), page.title) });
}

/** /done-for-you: the done-for-you build packages. */
export async function doneForYouPageData(request: Request) {
  const [page, tiers] = await Promise.all([getPage("done-for-you"), fetchContent(pricingTiersQuery)]);
  return json({
    page,
    tiers: tiers.filter((tier) => tier.productLine === "done-for-you"),
    meta: describePage(request, pageSeo(page), page.title),
  });
}

/** /services: every service with its price or quote. */
export async function servicesPageData(request: Request) {
  const [page, services] = await Promise.all([getPage("services"), fetchContent(servicesQuery)]);
  return json({ page, services, meta: describePage(request, pageSeo(page), page.title) });
}

/**
 * /features: one page of the features that pass the query string's filter, grouped by category,
 * with the counts, the category links (each counting the text filter's matches in it) and the page
 * links the page shows. A page past the last shows the last page; an unknown category or a bad page
 * number is ignored and named.
 */
export async function featuresPageData(request: Request) {
  const search = new URL(request.url).searchParams;
  const { filter, ignored } = parseFeatureFilter(search);
  const requested = readPage(search);
  const [page, all, found] = await Promise.all([
    getPage("features"),
    fetchContent(featureCountQuery),
    fetchContent(featurePageQuery, featurePageParams(filter, requested.page)),
  ]);
  const total = listedCategories(found.categories, filter).length;
  const shown = Math.min(requested.page, pageCount(total, FEATURES_PER_PAGE));
  const result = shown === requested.page ? found : await fetchContent(featurePageQuery, featurePageParams(filter, shown));
  const listed = countByCategory(listedCategories(result.categories, filter));
  return json({
    page,
    groups: groupFeaturePage(result.features, listed, pageSlice(shown, FEATURES_PER_PAGE).start),
    categories: featureCategoryLinks(countByCategory(result.categories), filter),
    all,
    total,
    filter,
    filtered: isFiltered(filter),
    ignored: [...ignored, ...(requested.ignored ? [{ name: "page" as const, value: search.get("page") ?? "" }] : [])],
    pagination: paginate(shown, total, FEATURES_PER_PAGE, (number) => featureListPath({ ...filter, page: number })),
    meta: describePage(request, pageSeo(page), page.title),
  });
}

/** /templates: every platform. */
export async function platformsPageData(request: Request) {
  const [page, platforms] = await Promise.all([getPage("templates"), fetchContent(platformsQuery)]);
  return json({ page, platforms, meta: describePage(request, pageSeo(page), page.title) });
}

/** /templates/{slug}: one platform and the others; an unknown slug is a 404. */
export async function platformPageData(request: Request, slug: string) {
  const [found, platforms, context] = await Promise.all([
    fetchContent(platformBySlugQuery, { slug }),
    fetchContent(platformsQuery),
    seoContext(),
  ]);
  const platform = found ?? (await notFound(request));
  return json({
    platform,
    others: platforms.filter((other) => other._id !== platform._id),
    meta: describePage(request, platformSeo(platform, context), platform.name, [{ name: "Platforms", path: PLATFORMS_PATH }]),
  });
}
