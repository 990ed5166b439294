import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { referralTracking } from "~/lib/affiliates/referral.server";
import { cacheTagHeaders, defaultCacheControl, isSharedCacheable, makePrivate, RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { readCmsEnv } from "~/lib/cms/client/config.server";
import { currentContentReads, previewing } from "~/lib/cms/client/read-context.server";
import { allowedPaymentHosts } from "~/lib/orders/payment-hosts.server";
import { bytesResponse, type MemoryRequest, type PreparedAnswer } from "~/lib/page-cache/page-cache.server";
import { pageCache } from "~/lib/page-cache/site.server";
import { searchFromShell } from "~/lib/search-shell/site.server";
import { takeRenderTurn } from "~/lib/render-turns.server";
import { withRequestContentReads } from "~/lib/preview/request-reads.server";
import { mayCarryPreviewSession } from "~/lib/preview/preview-session.server";
import { logEvent } from "~/lib/core/log.server";
import { requestPrivacy, withRequestPrivacy } from "~/lib/core/request-privacy.server";
import { guardRequest } from "~/lib/security/request-guard.server";
import {
  documentContentSecurityPolicy,
  formPostOrigins,
  inlineScriptHashes,
  reportingEndpoints,
  trustedHostsOf,
} from "~/lib/security/content-security-policy.server";

// What server/index.js runs before and once it listens, prints at start, and closes once it has drained.
export { warmUp } from "~/lib/page-data/readiness.server";
export { samplePreviewNotice } from "~/lib/preview/preview-secret.server";
export { firstOperatorNotice } from "~/lib/admin/operators.server";
export { signingSecretsNotice } from "~/lib/security/secrets.server";
export { ALLOWED_METHODS } from "~/lib/security/request-guard.server";
export { closeSite, startSiteServices, startupProblem } from "~/lib/startup.server";

// What the worker pool's primary runs before it forks (decision 060).
export { migrateSiteDatabase } from "~/lib/storage/migrate.server";

/**
 * What server/app.js calls for every request Remix answers: the request guard refuses what no route
 * may receive (app/lib/security/request-guard.server.ts), a tracking link is followed (a redirect to the page
 * without it, before the page cache: app/lib/affiliates/referral.server.ts), the request's privacy mark and CMS reads
 * are set up (drafts with a preview cookie), then the page cache answers or lets Remix `render` (a new search term: the
 * search shell renders only its results, app/lib/search-shell/).
 */
export async function handleSiteRequest(
  request: Request,
  render: (request: Request) => Promise<Response>,
  clientAddress = "unknown",
): Promise<Response> {
  const guarded = await guardRequest(request, clientAddress);
  if (guarded instanceof Response) return guarded;
  const tracked = referralTracking().follow(guarded, clientAddress);
  if (tracked) return await tracked;
  return await withRequestPrivacy(() =>
    withRequestContentReads(guarded.headers.get("Cookie") ?? undefined, () =>
      pageCache.respond(guarded, async () => privateIfMarked((await searchFromShell(guarded, render)) ?? (await render(guarded)))),
    ),
  );
}

/**
 * What server/app.js asks before anything else (decision 081): a page the cache holds for this exact GET or HEAD
 * target, as `handleSiteRequest` would answer it, or null. Everything that could make the answer differ is ruled out
 * first: a possible preview session (drafts); the request guard and the tracking links never let a stored target
 * through to a different answer (a trailing slash or a tracking link is never a stored target).
 */
export function answerFromPageCache(request: MemoryRequest & { cookie: string | undefined }): PreparedAnswer | null {
  return mayCarryPreviewSession(request.cookie) ? null : pageCache.answerFromMemory(request);
}

/** The prepared form of a page-cache answer `handleSiteRequest` returned, written without reading its stream. */
export function preparedAnswerOf(response: Response): PreparedAnswer | undefined {
  return pageCache.preparedAnswerOf(response);
}

/**
 * A marked request's answer is private even when no entry hook below saw it: a resource route's response, a
 * loader's redirect, the 404 an operator's unknown address throws.
 */
function privateIfMarked(response: Response): Response {
  const privacy = requestPrivacy();
  if (!privacy) return response;
  const headers = new Headers(response.headers);
  makePrivate(headers, privacy.robots);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * How caches may keep an answer. A request that read someone's own data (app/lib/core/request-privacy.server.ts: an
 * order, an operator's session, drafts in preview) is private whatever the route set; any other answer keeps the
 * route's Cache-Control or the default, and, when a CDN may keep it, names the CMS content it was built from for a
 * purge by tag.
 */
function setCachingHeaders(request: Request, status: number, headers: Headers): void {
  const privacy = requestPrivacy();
  if (privacy) return makePrivate(headers, privacy.robots);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", defaultCacheControl(request, status));
  const reads = currentContentReads();
  if (!reads || !isSharedCacheable(headers.get("Cache-Control")!)) return;
  for (const [name, value] of cacheTagHeaders(reads.dependencies)) headers.set(name, value);
}

/**
 * The page's Content-Security-Policy, allowing the inline scripts of this HTML by their hashes. The page cache
 * stores and replays it with the HTML, and it holds no secret a visitor of a cached page could reuse
 * (docs/decisions/054-script-hashes-and-encoded-locations.md); other headers come from server/.
 */
function setDocumentSecurityHeaders(headers: Headers, html: string, remixContext: EntryContext): void {
  const preview = previewing();
  const policy = documentContentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    production: process.env.NODE_ENV === "production",
    devServerOrigin: process.env.NODE_ENV === "development" ? process.env.REMIX_DEV_ORIGIN : undefined,
    preview,
    studioUrl: preview ? readCmsEnv(process.env).SANITY_STUDIO_URL : undefined,
    formOrigins: formPostOrigins(remixContext.staticHandlerContext.loaderData, allowedPaymentHosts()),
    trustedHosts: trustedHostsOf(remixContext.staticHandlerContext.loaderData),
  });
  headers.set("Content-Security-Policy", policy);
  headers.set("Reporting-Endpoints", reportingEndpoints());
}

const utf8 = new TextEncoder();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // Between this page's loaders and its React render, other requests get a turn (app/lib/render-turns.server.ts).
  await takeRenderTurn();
  const html = `<!DOCTYPE html>${renderToString(<RemixServer context={remixContext} url={request.url} />)}`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  setCachingHeaders(request, responseStatusCode, responseHeaders);
  setDocumentSecurityHeaders(responseHeaders, html, remixContext);
  // A form refused for now (429) says when to try again; a page keeps only the cookies of its action's headers.
  for (const actionHeaders of Object.values(remixContext.staticHandlerContext.actionHeaders ?? {})) {
    const retryAfter = actionHeaders.get("Retry-After");
    if (retryAfter) responseHeaders.set("Retry-After", retryAfter);
  }
  // A page that is briefly unavailable (commerce data unreadable) says when to come back.
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After")) {
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  // Bytes, not a string: a string body is checked character by character for lone surrogates (about 0.4 ms per page).
  return bytesResponse(utf8.encode(html), { headers: responseHeaders, status: responseStatusCode });
}

/** Loader data fetched during client navigation gets the same caching as its page. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  setCachingHeaders(request, response.status, response.headers);
  return response;
};

/**
 * What a loader, an action or a render threw, logged as one event with its stack. A client's mistake Remix answers
 * itself with a 4xx (a POST to an address that takes none: 405) is not a fault of the site and is not logged; nor is
 * a request its client gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const thrown = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  logEvent("error", {
    event: "request.failed",
    method: request.method,
    path: new URL(request.url).pathname,
    reason: thrown instanceof Error ? thrown.message : String(thrown),
    stack: thrown instanceof Error ? thrown.stack : undefined,
  });
};
