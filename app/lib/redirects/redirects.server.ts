import { cacheTagHeaders, PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import { currentContentReads } from "~/lib/cms/client/read-context.server";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { buildRedirectMap, redirectFor, type RedirectData, type RedirectRule } from "./redirect-map";

/** Each content version's map: the CMS client hands out the same result object until the content changes. */
const mapsByResult = new WeakMap<RedirectData, ReadonlyMap<string, RedirectRule>>();

/** The redirect map of a result of the redirect query, built once, each document it ignores logged once. */
function redirectMapOf(data: RedirectData): ReadonlyMap<string, RedirectRule> {
  let map = mapsByResult.get(data);
  if (!map) {
    map = buildRedirectMap(data, ({ id, from, reason }) => logEvent("warn", { event: "redirect.ignored", id, from, reason }));
    mapsByResult.set(data, map);
  }
  return map;
}

/**
 * The redirect that answers `request` instead of its 404 (decision 076), or null. Public and tagged like a page, so a
 * CDN keeps it only until a publish changes the content it came from; a private request's answer stays private
 * (app/entry.server.tsx).
 */
export function redirectInsteadOfNotFound(request: Request, data: RedirectData): Response | null {
  const found = redirectFor(redirectMapOf(data), new URL(request.url));
  if (!found) return null;
  const headers = new Headers({ "Cache-Control": PUBLIC_PAGE_CACHE });
  for (const [name, value] of cacheTagHeaders(currentContentReads()?.dependencies ?? [])) headers.set(name, value);
  return redirect(found.target, { status: found.status, headers });
}
