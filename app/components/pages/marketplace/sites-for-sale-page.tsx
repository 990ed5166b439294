import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { CmsPage } from "~/components/sections/cms-page";
import { ListingCard } from "~/components/cards/listing-card";
import { ListingFilters, readListingFilterValues, writeListingFilterValues } from "~/components/forms/listing-filters";
import { Pagination } from "~/components/pagination";
import { useFilterForm } from "~/components/hooks/use-filter-form";
import { listingCountText, type ListingQueryParam } from "~/lib/listings";
import type { sitesForSalePageData } from "~/lib/page-data/marketplace.server";
import { SITES_FOR_SALE_PATH } from "~/lib/declarations/paths";

const PARAM_LABELS: Record<ListingQueryParam | "page", string> = {
  category: "category",
  status: "status",
  min: "min price",
  max: "max price",
  sort: "sort order",
  page: "page number",
};

const clearLink =
  "text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300";

/**
 * /sites-for-sale: the filter form, the result line (announced), one page of listing cards and the
 * page links. The server filters, sorts and pages (the loader reads the query string); the form
 * only navigates.
 */
export function SitesForSalePage() {
  const { page, listings, all, total, filtered, ignored, pagination, meta } = useLoaderData<typeof sitesForSalePageData>();
  const form = useFilterForm({ action: SITES_FOR_SALE_PATH, read: readListingFilterValues, write: writeListingFilterValues });
  const firstField = useRef<HTMLSelectElement>(null);
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === SITES_FOR_SALE_PATH;
  // "Clear filters" disappears once it has done its work: the focus goes back to the form, not to the page's start.
  const focusForm = () => firstField.current?.focus();

  const listingsBlock = (heading: string) => (
    <section aria-labelledby="listings-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <ListingFilters
        values={form.values}
        onChange={(next, how) => (how === "choose" ? form.choose(next) : form.type(next))}
        onSubmit={form.submit}
        firstField={firstField}
      />
      <h2 id="listings-heading" tabIndex={-1} className="sr-only">
        {heading}
      </h2>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p aria-live="polite" aria-atomic="true" data-testid="listing-count" className="font-semibold">
          {listingCountText({ all, total, first: pagination.first, last: pagination.last, pageCount: pagination.pageCount })}
        </p>
        {filtered && listings.length ? (
          <Link to={SITES_FOR_SALE_PATH} preventScrollReset onClick={focusForm} className={clearLink}>
            Clear filters
          </Link>
        ) : null}
      </div>
      {ignored.length ? (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-200" data-testid="ignored-filters">
          Not recognised, so ignored: {ignored.map((name) => PARAM_LABELS[name]).join(", ")}.
        </p>
      ) : null}
      {listings.length ? (
        <ul
          aria-label="Sites for sale"
          aria-busy={updating || undefined}
          className={`mt-6 grid gap-6 transition-opacity md:grid-cols-2 lg:grid-cols-3 ${updating ? "opacity-60" : ""}`}
        >
          {listings.map((listing) => (
            <li key={listing._id} className="flex [&>article]:flex-1">
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">No sites match these filters.</p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">Widen the price range or choose another category or status.</p>
          <Link
            to={SITES_FOR_SALE_PATH}
            preventScrollReset
            onClick={focusForm}
            className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            Clear filters
          </Link>
        </div>
      )}
      <Pagination pagination={pagination} target="listings-heading" label="Pages of sites for sale" />
    </section>
  );
  // The heading is for screen readers only (the page's h1 says what it lists); page links move the focus to it.
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{ listings: { defaults: { heading: "Listings" }, render: ({ heading }) => listingsBlock(heading) } }}
    />
  );
}
