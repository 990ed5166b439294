import { PRIVATE_NO_STORE, RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { CmsUnavailableError } from "~/lib/cms/client/client.server";
import { cms } from "~/lib/cms/client/cms.server";
import { currentPerspective } from "~/lib/cms/client/read-context.server";
import { pageBySlugQuery, type Page } from "~/lib/cms/queries/page";
import { redirectsQuery } from "~/lib/cms/queries/redirects";
import { siteSettingsQuery } from "~/lib/cms/queries/site-settings";
import type { CmsQuery, NoParams, QueryParams } from "~/lib/cms/query";
import { logEvent } from "~/lib/core/log.server";
import type { FixedPageSlug } from "~/lib/declarations/fixed-pages";
import { redirectInsteadOfNotFound } from "~/lib/redirects/redirects.server";
import { CONTENT_UNAVAILABLE } from "~/lib/unavailable";
import { mustHaveContent } from "./readiness.server";

/**
 * The answer for a page whose commerce data, or content the site cannot do without, cannot be read now: 503, retry
 * shortly, kept by no cache.
 */
function temporarilyUnavailable(body = "Service Unavailable"): Response {
  return new Response(body, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": PRIVATE_NO_STORE },
  });
}

/**
 * A CMS read for a page loader: typed content, or 503 when a query that may not fall back has nothing to serve
 * (commerce data on a cold start with the CMS down), or when the documents the site cannot do without are missing
 * (app/lib/page-data/readiness.server.ts: a wrong dataset or token must not turn every page into a 404). Preview
 * shows an editor's drafts whatever is published.
 */
export async function fetchContent<Result, Params extends QueryParams>(
  query: CmsQuery<Result, Params>,
  ...params: Params extends NoParams ? [] : [params: Params]
): Promise<Result> {
  if (currentPerspective() === "published" && (await mustHaveContent()) === "missing") throw temporarilyUnavailable(CONTENT_UNAVAILABLE);
  try {
    return await cms.fetch(query, ...params);
  } catch (error) {
    if (error instanceof CmsUnavailableError) throw temporarilyUnavailable();
    throw error;
  }
}

/**
 * The answer for an address no page answers: the redirect an editor or a renamed document left there (decision 076),
 * else 404. The redirect map is one cached query and a map lookup.
 */
export async function notFound(request: Request): Promise<never> {
  throw (
    redirectInsteadOfNotFound(request, await fetchContent(redirectsQuery)) ??
    new Response("Not Found", { status: 404, statusText: "Not Found" })
  );
}

/** Fixed pages whose absence was logged: once each. */
const missingFixedPages = new Set<string>();

/**
 * The CMS page document a fixed page's route is built from. A fixed page is never removed in the Studio, so an empty
 * answer for one is a fault (a 503, logged once), not a page gone. An editor's page is looked up by `editorPageData`.
 */
export async function getPage(slug: FixedPageSlug): Promise<Page> {
  const page = await fetchContent(pageBySlugQuery, { slug });
  if (page) return page;
  if (!missingFixedPages.has(slug)) {
    missingFixedPages.add(slug);
    logEvent("error", { event: "cms.fixed_page_missing", slug });
  }
  throw temporarilyUnavailable(CONTENT_UNAVAILABLE);
}

/** Site settings (brand, demo access…); cached like every query. */
export function getSiteSettings() {
  return fetchContent(siteSettingsQuery);
}
