import { json } from "@remix-run/node";
import { siteListingsQuery } from "~/lib/cms/queries/marketplace";
import { featuresQuery, platformBySlugQuery, platformsQuery, pricingTiersQuery, servicesQuery } from "~/lib/cms/queries/products";
import { parseFeatureFilter } from "~/lib/features";
import { newestListings } from "~/lib/listings";
import { PLATFORMS_PATH } from "~/lib/paths";
import { pageSeo, platformSeo, productLineSeo } from "~/lib/seo/documents";
import { canonicalPath, describePage, fetchContent, getPage, notFound, seoContext } from "./common.server";

/** /home: the page, the platforms, and the newest sites still for sale. */
export async function homePageData(request: Request) {
  const [page, platforms, listings] = await Promise.all([getPage("home"), fetchContent(platformsQuery), fetchContent(siteListingsQuery)]);
  return json({ page, platforms, listings: newestListings(listings, 3), meta: describePage(request, pageSeo(page), page.title) });
}

/** /pricing: every package, each an Offer of the product at its visible price. */
export async function pricingPageData(request: Request) {
  const [page, tiers, context] = await Promise.all([getPage("pricing"), fetchContent(pricingTiersQuery), seoContext()]);
  return json({ page, tiers, meta: describePage(request, productLineSeo(page, tiers, canonicalPath(request), context), page.title) });
}

/** /scripts: the script packages, each an Offer at its visible price. */
export async function scriptsPageData(request: Request) {
  const [page, allTiers, context] = await Promise.all([getPage("scripts"), fetchContent(pricingTiersQuery), seoContext()]);
  const tiers = allTiers.filter((tier) => tier.productLine === "script");
  return json({ page, tiers, meta: describePage(request, productLineSeo(page, tiers, canonicalPath(request), context), page.title) });
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
 * /features: every feature and the filter of the query string. The page filters them itself: from
 * the query string when it renders on the server, and instantly as the visitor types.
 */
export async function featuresPageData(request: Request) {
  const [page, features] = await Promise.all([getPage("features"), fetchContent(featuresQuery)]);
  const { filter, ignored } = parseFeatureFilter(new URL(request.url).searchParams);
  return json({ page, features, filter, ignored, meta: describePage(request, pageSeo(page), page.title) });
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
  const platform = found ?? notFound();
  return json({
    platform,
    others: platforms.filter((other) => other._id !== platform._id),
    meta: describePage(request, platformSeo(platform, context), platform.name, [{ name: "Platforms", path: PLATFORMS_PATH }]),
  });
}
