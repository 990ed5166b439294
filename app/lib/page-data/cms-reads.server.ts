import { RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { CmsUnavailableError } from "~/lib/cms/client/client.server";
import { cms } from "~/lib/cms/client/cms.server";
import { pageBySlugQuery, type Page } from "~/lib/cms/queries/page";
import { siteSettingsQuery } from "~/lib/cms/queries/site-settings";
import type { CmsQuery, NoParams, QueryParams } from "~/lib/cms/query";

/** The answer for a page whose commerce data cannot be read now: 503, retry shortly. */
function temporarilyUnavailable(): Response {
  return new Response("Service Unavailable", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * A CMS read for a page loader: typed content, or, when a query that may not fall back has nothing
 * to serve (commerce data on a cold start with the CMS down), the page answers 503.
 */
export async function fetchContent<Result, Params extends QueryParams>(
  query: CmsQuery<Result, Params>,
  ...params: Params extends NoParams ? [] : [params: Params]
): Promise<Result> {
  try {
    return await cms.fetch(query, ...params);
  } catch (error) {
    if (error instanceof CmsUnavailableError) throw temporarilyUnavailable();
    throw error;
  }
}

export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** The CMS page document a route is built from; an unknown slug is a 404. */
export async function getPage(slug: string): Promise<Page> {
  return (await fetchContent(pageBySlugQuery, { slug })) ?? notFound();
}

/** Site settings (brand, demo access…); cached like every query. */
export function getSiteSettings() {
  return fetchContent(siteSettingsQuery);
}
