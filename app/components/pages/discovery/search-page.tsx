import { Form, Link, useLoaderData } from "@remix-run/react";
import { searchPath } from "~/lib/declarations/paths";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/components/pagination";
import { MAX_QUERY_LENGTH } from "~/lib/search";
import type { searchPageData } from "~/lib/page-data/discovery.server";

const SUGGESTED_SEARCHES = ["surf ratios", "captcha", "payment plan", "refund", "hosting"];

export function SearchPage() {
  const { page, query, searched, results, meta } = useLoaderData<typeof searchPageData>();
  const { groups, total, pagination } = results;
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <PageHeader heading={page.heading} intro={searched ? null : page.intro} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 sm:pb-20">
        <Form method="get" role="search" className="flex gap-2">
          <label htmlFor="search-query" className="sr-only">
            Search the site
          </label>
          <input
            id="search-query"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search features, FAQ, listings, articles…"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900"
          />
          <button type="submit" className={buttonClasses("primary")}>
            Search
          </button>
        </Form>

        <div aria-live="polite">
          {searched ? (
            <p id="search-summary" tabIndex={-1} className="mt-6 text-sm text-slate-600 dark:text-slate-300" data-testid="search-summary">
              {total === 0 ? "No results" : `${total} ${total === 1 ? "result" : "results"}`} for “{query}”
              {pagination.pageCount > 1 ? ` · page ${pagination.page} of ${pagination.pageCount}` : null}
            </p>
          ) : null}
        </div>

        {searched && total === 0 ? (
          <section aria-labelledby="suggestions" className="mt-8">
            <h2 id="suggestions" className="text-lg font-semibold">
              Try one of these
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {SUGGESTED_SEARCHES.map((suggestion) => (
                <li key={suggestion}>
                  <Link
                    to={searchPath(suggestion)}
                    className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-500 dark:border-slate-600"
                  >
                    {suggestion}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
              Or browse the{" "}
              <Link to="/features" className="font-semibold text-brand-700 underline dark:text-brand-300">
                features
              </Link>
              , the{" "}
              <Link to="/faq" className="font-semibold text-brand-700 underline dark:text-brand-300">
                FAQ
              </Link>{" "}
              or{" "}
              <Link to="/sitemap" className="font-semibold text-brand-700 underline dark:text-brand-300">
                every page
              </Link>
              .
            </p>
          </section>
        ) : null}

        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-10">
            <h2 id={`results-${group.kind}`} className="text-xl font-bold">
              {group.label}
            </h2>
            <ul className="mt-4 space-y-4">
              {group.hits.map((hit) => (
                <li key={hit.href + hit.title}>
                  <Link
                    to={hit.href}
                    className="text-lg font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
                  >
                    {hit.title}
                  </Link>
                  {hit.summary ? <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{hit.summary}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}

        <Pagination pagination={pagination} target="search-summary" label="Pages of search results" />
      </div>
    </>
  );
}
