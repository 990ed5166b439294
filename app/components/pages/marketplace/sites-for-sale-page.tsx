import { Link, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { CmsPage } from "~/components/cms-page";
import { ListingCard } from "~/components/listing-card";
import { ListingFilters, type ListingFilterValues } from "~/components/listing-filters";
import { filterListings, LISTING_QUERY_PARAMS, parseListingQuery, type ListingQueryParam } from "~/lib/listings";
import type { sitesForSalePageData } from "~/lib/page-data/marketplace.server";

const PARAM_LABELS: Record<ListingQueryParam, string> = {
  category: "category",
  status: "status",
  min: "min price",
  max: "max price",
  sort: "sort order",
};

/** The filter fields' raw values from a query string or the form. */
function filterValues(source: URLSearchParams | FormData): ListingFilterValues {
  const value = (name: ListingQueryParam) => {
    const raw = source.get(name);
    return typeof raw === "string" ? raw : "";
  };
  return { category: value("category"), status: value("status"), min: value("min"), max: value("max"), sort: value("sort") };
}

export function SitesForSalePage() {
  const { page, listings, meta } = useLoaderData<typeof sitesForSalePageData>();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  // The form's values lead, so results follow each change at once; the URL follows them, and a
  // URL change from elsewhere (back button, "Clear filters") resets them.
  const [values, setValues] = useState(() => filterValues(new URLSearchParams(location.search)));
  const [valuesSearch, setValuesSearch] = useState(location.search);
  if (valuesSearch !== location.search) {
    setValuesSearch(location.search);
    setValues(filterValues(new URLSearchParams(location.search)));
  }

  const { filters, ignored } = parseListingQuery(values);
  const results = filterListings(listings, filters);
  const filtered = LISTING_QUERY_PARAMS.some((name) => name !== "sort" && filters[name] !== undefined);

  const apply = (form: HTMLFormElement) => {
    const next = filterValues(new FormData(form));
    setValues(next);
    const query = Object.entries(next).filter(([name, value]) => value.trim() && !(name === "sort" && value === "newest"));
    setSearchParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
  };

  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <section aria-labelledby="listings-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <ListingFilters values={values} onChange={apply} />
        <h2 id="listings-heading" className="sr-only">
          Listings
        </h2>
        <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <p aria-live="polite" aria-atomic="true" data-testid="listing-count" className="font-semibold">
            {results.length === listings.length
              ? `Showing all ${listings.length} ${listings.length === 1 ? "site" : "sites"}`
              : `Showing ${results.length} of ${listings.length} sites`}
          </p>
          {filtered && results.length ? (
            <Link
              to="/sites-for-sale"
              preventScrollReset
              className="text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              Clear filters
            </Link>
          ) : null}
        </div>
        {ignored.length ? (
          <p className="mt-2 text-sm text-amber-800 dark:text-amber-200" data-testid="ignored-filters">
            Not recognised, so ignored: {ignored.map((name) => PARAM_LABELS[name]).join(", ")}.
          </p>
        ) : null}
        {results.length ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Sites for sale">
            {results.map((listing) => (
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
              to="/sites-for-sale"
              preventScrollReset
              className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              Clear filters
            </Link>
          </div>
        )}
      </section>
    </CmsPage>
  );
}
