/**
 * Cache policies for responses. Public pages are short-lived in browsers and longer in a CDN or
 * caching proxy, which may serve a stale copy while it revalidates (docs/decisions/010-http-caching-policy.md).
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

/** Pages with a visitor's own data (order references, form results) must never be shared. */
export const PRIVATE_NO_STORE = "private, no-store";

/** The Cache-Control a response gets when its route set none. */
export function defaultCacheControl(request: Request, status: number): string {
  const read = request.method === "GET" || request.method === "HEAD";
  return read && status === 200 ? PUBLIC_PAGE_CACHE : PRIVATE_NO_STORE;
}

/** How long a client is asked to wait (`Retry-After`) when a page is briefly unavailable (503). */
export const RETRY_AFTER_SECONDS = 30;
