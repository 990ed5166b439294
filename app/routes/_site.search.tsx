import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button";
import { cms } from "~/lib/cms/cms.server";
import { searchQuery } from "~/lib/cms/queries/search";
import { getPage, pageMeta } from "~/lib/pages.server";
import { cleanQuery, groupHits, matchTerms, MAX_QUERY_LENGTH } from "~/lib/search";
import { routeMeta } from "~/lib/seo/route-meta";

const SUGGESTED_SEARCHES = ["surf ratios", "captcha", "payment plan", "refund", "hosting"];

export async function loader({ request }: LoaderFunctionArgs) {
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  const terms = matchTerms(query);
  const [page, hits] = await Promise.all([getPage("search"), terms ? cms.fetch(searchQuery, { terms }) : Promise.resolve([])]);
  return json({
    page,
    query,
    searched: terms !== null,
    groups: groupHits(hits),
    total: hits.length,
    meta: pageMeta(request, page.seo, page.title),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);

export default function SearchPage() {
  const { page, query, searched, groups, total, meta } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <PageHeader heading={page.heading} intro={searched ? null : page.intro} />
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
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
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-300" data-testid="search-summary">
              {total === 0 ? "No results" : `${total} ${total === 1 ? "result" : "results"}`} for “{query}”
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
                    to={`/search?q=${encodeURIComponent(suggestion)}`}
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
      </div>
    </>
  );
}
