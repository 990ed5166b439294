import { Form, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button";
import { MAX_QUERY_LENGTH } from "~/lib/search";
import type { searchPageData } from "~/lib/page-data/discovery.server";
import { SearchResults } from "./search-results";

export function SearchPage() {
  const { page, query, searched, results, meta } = useLoaderData<typeof searchPageData>();
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

        <SearchResults query={query} searched={searched} results={results} />
      </div>
    </>
  );
}
