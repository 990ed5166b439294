import { json } from "@remix-run/node";
import { LISTING_CATEGORY_OPTIONS, optionTitle } from "~/lib/cms/options";
import {
  availableListingCountQuery,
  bannerBySlugQuery,
  bannersQuery,
  landingPageBySlugQuery,
  landingPagesQuery,
  listingCountQuery,
  modificationBySlugQuery,
  modificationsQuery,
  newestListingsQuery,
  siteListingBySlugQuery,
  siteListingPageQueries,
} from "~/lib/cms/queries/marketplace";
import { pageBySlugQuery, type Page, type SectionView } from "~/lib/cms/queries/page";
import { formatUsd } from "~/lib/core/format";
import {
  formatListingAge,
  isFiltered,
  listingFilterQuery,
  listingPageParams,
  LISTINGS_PER_PAGE,
  NEWEST_LISTINGS_SHOWN,
  parseListingQuery,
  type ListingQueryParam,
} from "~/lib/listings";
import { pageCount, paginate, readPage } from "~/lib/pagination";
import { MARKETPLACE_PATH, MODIFICATIONS_PATH, pagePath, SITES_FOR_SALE_PATH, sitesForSalePath } from "~/lib/declarations/paths";
import type { ImageView } from "~/lib/cms/queries/fragments";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { catalogueItemSeo, listingSeo, pageSeo } from "~/lib/seo/documents";
import { fetchContent, getPage, notFound } from "./cms-reads.server";
import { describePage, seoContext } from "./page-seo.server";

/** Breadcrumb steps above the marketplace's detail pages (the pages' own titles in the CMS). */
const MARKETPLACE_CRUMB: Crumb = { name: "Sites Marketplace", path: MARKETPLACE_PATH };
const SITES_FOR_SALE_CRUMB: Crumb = { name: "Sites for Sale", path: SITES_FOR_SALE_PATH };
const MODIFICATIONS_CRUMB: Crumb = { name: "Custom Modifications", path: MODIFICATIONS_PATH };

/** How many designs of each kind the hub shows. */
const DESIGNS_SHOWN = 6;

/** The areas of the marketplace; each card reads its title and description from that page's document. */
const AREAS = [
  { slug: "done-for-you", icon: "rocket" },
  { slug: "sites-for-sale", icon: "globe" },
  { slug: "custom-modifications", icon: "wrench" },
] as const;

/** /sites-marketplace: the areas with a fact each, the newest listings, and a selection of designs. */
export async function marketplacePageData(request: Request) {
  const [page, areaPages, listings, available, modifications, banners, landingPages] = await Promise.all([
    getPage("sites-marketplace"),
    Promise.all(AREAS.map((area) => fetchContent(pageBySlugQuery, { slug: area.slug }))),
    fetchContent(newestListingsQuery, { limit: NEWEST_LISTINGS_SHOWN }),
    fetchContent(availableListingCountQuery),
    fetchContent(modificationsQuery),
    fetchContent(bannersQuery),
    fetchContent(landingPagesQuery),
  ]);
  const facts: Record<string, string | undefined> = {
    "sites-for-sale": available ? `${available} ${available === 1 ? "site" : "sites"} available now` : undefined,
    "custom-modifications": modifications.length
      ? `${modifications.length} ready-made modifications from ${formatUsd(Math.min(...modifications.map((mod) => mod.price)))}`
      : undefined,
  };
  // An area whose page is missing from the CMS is left out rather than failing the hub.
  const areas = AREAS.flatMap((area, index) => {
    const areaPage = areaPages[index];
    return areaPage
      ? [{ ...area, path: pagePath(area.slug), title: areaPage.title, description: areaPage.seo.description, fact: facts[area.slug] }]
      : [];
  });
  return json({
    page,
    areas,
    listings,
    banners: banners.slice(0, DESIGNS_SHOWN),
    landingPages: landingPages.slice(0, DESIGNS_SHOWN),
    meta: describePage(request, pageSeo(page), page.title),
  });
}

/**
 * /sites-for-sale: one page of the listings that pass the query string's filters, in its order,
 * with the counts and page links the page shows. A page past the last shows the last page; a bad
 * value (a filter or the page) is ignored and named.
 */
export async function sitesForSalePageData(request: Request) {
  const search = new URL(request.url).searchParams;
  const { filters, ignored } = parseListingQuery(search);
  const requested = readPage(search);
  const query = siteListingPageQueries[filters.sort];
  const [page, all, found] = await Promise.all([
    getPage("sites-for-sale"),
    fetchContent(listingCountQuery),
    fetchContent(query, listingPageParams(filters, requested.page)),
  ]);
  const lastPage = pageCount(found.total, LISTINGS_PER_PAGE);
  const shown = Math.min(requested.page, lastPage);
  const result = shown === requested.page ? found : await fetchContent(query, listingPageParams(filters, shown));
  const pathFor = (number: number) => sitesForSalePath({ ...listingFilterQuery(filters), page: number });
  return json({
    page,
    listings: result.listings,
    all,
    total: result.total,
    filtered: isFiltered(filters),
    ignored: [...ignored, ...(requested.ignored ? (["page"] as const) : [])] satisfies (ListingQueryParam | "page")[],
    pagination: paginate(shown, result.total, LISTINGS_PER_PAGE, pathFor),
    meta: describePage(request, pageSeo(page), page.title, [MARKETPLACE_CRUMB]),
  });
}

type StepsSection = Extract<SectionView, { _type: "steps" }>;

/**
 * How buying a site works, for a listing's side column: the heading, lead and step titles of the first steps
 * section of /sites-for-sale, where editors write it once, with a link to the steps in full there. Null when that
 * page has no steps section.
 */
function buyingSteps(sitesForSale: Page | null) {
  const section = sitesForSale?.sections?.find((candidate): candidate is StepsSection => candidate._type === "steps");
  if (!section) return null;
  return {
    heading: section.heading,
    intro: section.intro ?? null,
    steps: section.items.map((step) => ({ key: step._key, title: step.title })),
    path: `${SITES_FOR_SALE_PATH}#${section._key}`,
  };
}

export type BuyingSteps = NonNullable<ReturnType<typeof buyingSteps>>;

/** /site/{slug}: a site for sale, with how buying works; an unknown slug is a 404. */
export async function listingPageData(request: Request, slug: string) {
  const [listing, context, sitesForSale] = await Promise.all([
    fetchContent(siteListingBySlugQuery, { slug }),
    seoContext(),
    fetchContent(pageBySlugQuery, { slug: "sites-for-sale" }),
  ]);
  if (!listing) return notFound(request);
  const category = optionTitle(LISTING_CATEGORY_OPTIONS, listing.category);
  return json({
    listing,
    category,
    buying: buyingSteps(sitesForSale),
    // Computed here, not in the component, so server and browser render the same words.
    age: formatListingAge(listing.launchedOn, new Date()),
    meta: describePage(request, (path) => listingSeo(listing, category, path, context), listing.title, [
      MARKETPLACE_CRUMB,
      SITES_FOR_SALE_CRUMB,
    ]),
  });
}

/** /custom-modifications: the modification catalogue. */
export async function modificationsPageData(request: Request) {
  const [page, modifications] = await Promise.all([getPage("custom-modifications"), fetchContent(modificationsQuery)]);
  return json({ page, modifications, meta: describePage(request, pageSeo(page), page.title, [MARKETPLACE_CRUMB]) });
}

/**
 * A catalogue item's page from its by-slug query: the item (404 when unknown) and its meta, with
 * the item kind in the title and the Product's category.
 */
async function catalogueItemPage<Item extends { name: string; summary: string; price: number; image?: ImageView | null }>(
  request: Request,
  item: Promise<Item | null>,
  kind: string,
  parents: Crumb[],
) {
  const [found, context] = await Promise.all([item, seoContext()]);
  if (!found) return notFound(request);
  return {
    item: found,
    kind,
    meta: describePage(request, (path) => catalogueItemSeo(found, kind, path, context), found.name, parents),
  };
}

/** /mods/{slug}: one custom modification; an unknown slug is a 404. */
export async function modificationPageData(request: Request, slug: string) {
  const modification = fetchContent(modificationBySlugQuery, { slug });
  const { item, kind, meta } = await catalogueItemPage(request, modification, "Custom modification", [
    MARKETPLACE_CRUMB,
    MODIFICATIONS_CRUMB,
  ]);
  return json({ modification: item, kind, meta });
}

/** /banners/{slug}: a banner design package; an unknown slug is a 404. */
export async function bannerPageData(request: Request, slug: string) {
  const { item, kind, meta } = await catalogueItemPage(request, fetchContent(bannerBySlugQuery, { slug }), "Banner design package", [
    MARKETPLACE_CRUMB,
  ]);
  return json({ banner: item, kind, meta });
}

/** /content/{slug}: a landing-page design; an unknown slug is a 404. */
export async function landingPageDesignPageData(request: Request, slug: string) {
  const { item, kind, meta } = await catalogueItemPage(request, fetchContent(landingPageBySlugQuery, { slug }), "Landing page design", [
    MARKETPLACE_CRUMB,
  ]);
  return json({ design: item, kind, meta });
}
