import { isSharedTag } from "~/lib/cms/dependencies";

/**
 * Cache policies for responses. Public pages are short-lived in browsers and longer in a CDN or
 * caching proxy, which may serve a stale copy while it revalidates (docs/decisions/010-http-caching-policy.md).
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

/** Answers with a visitor's or an operator's own data (an order, a session, drafts) must never be kept. */
export const PRIVATE_NO_STORE = "private, no-store";

/** The Cache-Control a response gets when its route set none. */
export function defaultCacheControl(request: Request, status: number): string {
  const read = request.method === "GET" || request.method === "HEAD";
  return read && status === 200 ? PUBLIC_PAGE_CACHE : PRIVATE_NO_STORE;
}

/** Whether a shared cache (the page cache, a CDN) may keep an answer with this `Cache-Control`. */
export function isSharedCacheable(cacheControl: string): boolean {
  return cacheControl !== "" && !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

/**
 * The headers of an answer for one person (a request marked private, app/lib/core/request-privacy.server.ts): kept by no
 * cache, whatever the route set, and naming no CMS content, since no CDN holds a copy to purge.
 */
export function makePrivate(headers: Headers, robots: string | null): void {
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  headers.delete("Cache-Tag");
  headers.delete("Surrogate-Key");
  if (robots) headers.set("X-Robots-Tag", robots);
}

/** How long a client is asked to wait (`Retry-After`) when a page is briefly unavailable (503). */
export const RETRY_AFTER_SECONDS = 30;

/** CDNs accept about 16 KB of tags per response; half of that keeps headers well inside proxies' limits. */
export const CACHE_TAG_HEADER_LIMIT = 8000;

/**
 * `Cache-Tag` (Cloudflare, Akamai) and `Surrogate-Key` (Fastly) naming the CMS content a response was
 * built from (app/lib/cms/dependencies.ts), so a CDN can purge it by the tags the publish webhook
 * names. Type tags come first: past the limit, document tags are left out, and a type tag still
 * catches every page listing that type.
 */
export function cacheTagHeaders(tags: Iterable<string>): [name: string, value: string][] {
  const shared = [...tags].filter(isSharedTag).sort(); // code-unit order: localeCompare costs 0.4 ms on a list of 2,600 documents
  const typesFirst = [...shared.filter((tag) => tag.startsWith("type:")), ...shared.filter((tag) => !tag.startsWith("type:"))];
  const kept: string[] = [];
  let length = 0;
  for (const tag of typesFirst) {
    if (length + tag.length + 1 > CACHE_TAG_HEADER_LIMIT) break;
    kept.push(tag);
    length += tag.length + 1;
  }
  if (kept.length === 0) return [];
  return [
    ["Cache-Tag", kept.join(",")],
    ["Surrogate-Key", kept.join(" ")],
  ];
}
