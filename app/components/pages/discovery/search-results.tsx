import { Link } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { searchPath } from "~/lib/declarations/paths";
import type { ResultGroup } from "~/lib/search";
import type { Pagination as PaginationData } from "~/lib/pagination";

const SUGGESTED_SEARCHES = ["surf ratios", "captcha", "payment plan", "refund", "hosting"];

export interface SearchResultsProps {
  query: string;
  searched: boolean;
  results: { groups: ResultGroup[]; total: number; pagination: PaginationData };
}

/**
 * Everything on /search that depends on the term: the summary, suggestions when nothing was found, the hits and
 * the pager. The page renders it, and so does the search shell alone for a new term (app/lib/search-shell/), so it
 * reads no loader data and no context but the router's.
 */
export function SearchResults({ query, searched, results }: SearchResultsProps) {
  const { groups, total, pagination } = results;
  return (
    <>
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
    </>
  );
}
