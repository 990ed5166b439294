import type { AppLoadContext } from "@remix-run/node";
import { withoutSecretSearchParams } from "@sanity/preview-url-secret/without-secret-search-params";
import { perspectiveFromPreviewLink, previewedRelease } from "~/lib/cms/perspective";
import { redirect } from "~/lib/core/redirect.server";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { logEvent } from "~/lib/core/log.server";
import { createRateLimiter, waitInWords, type RateLimit } from "~/lib/security/rate-limit.server";
import { HOME_PATH } from "~/lib/declarations/paths";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { isSameOriginRequest } from "~/lib/security/origin";
import { isAllowedUrl } from "~/lib/security/sanitize";
import { checkPreviewSecret } from "~/lib/preview/preview-secret.server";
import { endPreviewSession, startPreviewSession } from "~/lib/preview/preview-session.server";

/** Preview links one client may open in a window: the Studio opens one per visit, a guesser needs millions. */
export const PREVIEW_ENABLE_LIMIT: RateLimit = { max: 20, windowMs: 10 * 60 * 1000 };
const previewEnableLimit = createRateLimiter("preview-enable", PREVIEW_ENABLE_LIMIT);

/**
 * Pages and loader data are cached by the browser for a minute and do not vary by cookie (a CDN
 * must keep caching them), so turning preview on or off clears this site's browser cache: the
 * next pages show drafts, or stop showing them, at once.
 */
function switchPreview(target: string, setCookie: string): Response {
  return redirect(target, { headers: { "Set-Cookie": setCookie, "Clear-Site-Data": '"cache"', "Cache-Control": PRIVATE_NO_STORE } });
}

function plain(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE, ...headers },
  });
}

/** Only a path of this site: never another host, whatever the link says. */
function sitePath(target: string | null | undefined): string | null {
  return target && target.startsWith("/") && isAllowedUrl(target) ? target : null;
}

/**
 * `GET /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=…`: with a valid
 * secret, starts a preview session (cookie) and opens the page; otherwise 401 and no cookie. Each
 * check may cost a query to Sanity, so a client past its limit is refused before the secret is read.
 */
export async function enablePreview(request: Request, context: AppLoadContext | undefined): Promise<Response> {
  const verdict = await previewEnableLimit.attempt(clientAddressOf(context));
  if (!verdict.allowed) {
    logEvent("warn", { event: "preview.refused", reason: "rate-limit" });
    return plain(429, `Too many preview links opened from your connection. Try again in ${waitInWords(verdict.retryAfterSeconds)}.`, {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
  }
  let check;
  try {
    check = await checkPreviewSecret(request.url);
  } catch (error) {
    logEvent("error", { event: "preview.check_failed", reason: error instanceof Error ? error.message : String(error) });
    return plain(503, "The preview link could not be checked with Sanity just now. Open the page from the Studio again in a moment.");
  }
  if (!check.valid) {
    logEvent("warn", { event: "preview.refused", reason: check.reason });
    return check.reason === "no-read-token"
      ? plain(503, "Preview is not set up on this site: it needs SANITY_API_READ_TOKEN (see the README).")
      : plain(401, "This preview link is invalid or has expired. Open the page from the Studio again.");
  }
  const target = check.redirectTo === undefined ? HOME_PATH : sitePath(check.redirectTo);
  if (!target) return plain(400, "A preview can only open a page of this site.");
  const perspective = perspectiveFromPreviewLink(check.perspective);
  if (!perspective) {
    logEvent("warn", { event: "preview.refused", reason: "perspective" });
    return plain(400, "This preview link names a perspective the site cannot show: drafts, or Content Releases by their ids.");
  }
  const release = previewedRelease(perspective);
  logEvent("info", { event: "preview.started", path: target, ...(release ? { release } : {}) });
  return switchPreview(withoutPreviewParams(target), await startPreviewSession(perspective));
}

/** The page without the Studio's preview parameters (the perspective the session now keeps): the address the editor shares. */
function withoutPreviewParams(target: string): string {
  const url = withoutSecretSearchParams(new URL(target, "http://site.invalid"));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Starts a preview session for someone already trusted (a signed-in operator) and opens a page of this site. */
export async function previewFromConsole(target: string): Promise<Response> {
  const path = sitePath(target) ?? HOME_PATH;
  logEvent("info", { event: "preview.started", path, by: "operator" });
  return switchPreview(path, await startPreviewSession());
}

/**
 * `/api/preview-mode/disable?redirect=/path`: ends the preview session and returns to the page
 * (POST from the preview bar, checked for origin; GET from the Studio, which changes nothing else).
 */
export async function disablePreview(request: Request): Promise<Response> {
  if (request.method !== "GET" && !isSameOriginRequest(request)) return plain(403, "Preview can only be ended from this site.");
  const target = sitePath(new URL(request.url).searchParams.get("redirect")) ?? HOME_PATH;
  return switchPreview(target, await endPreviewSession(request.headers.get("Cookie")));
}
