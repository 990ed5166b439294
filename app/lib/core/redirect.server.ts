// eslint-disable-next-line no-restricted-imports -- the one place Remix's redirect is called, with an encoded Location
import { redirect as remixRedirect } from "@remix-run/node";

/** What a same-site path is resolved against; only its path, query and fragment are ever kept. */
const SITE_BASE = "http://site.invalid";

/**
 * A same-site path (one leading slash) as a browser resolves it: dot segments applied (`/admin/../x` and
 * `/admin/%2e%2e/x` are `/x`), every character a URL may not hold as typed percent-encoded as UTF-8.
 */
export function resolveSitePath(path: string): URL {
  return new URL(path, SITE_BASE);
}

/**
 * `target` as a Location header carries it: printable ASCII only (a space, U+3000, a control or an accented letter is
 * percent-encoded; escapes already there stay), as a browser would read the address. A path stays a path: its host
 * is never taken from it, and one resolved to `//…` (`/.//evil.example`) keeps a single slash, which a browser would
 * otherwise read as another host. Where a redirect may go is the caller's check (isAllowedUrl); this only encodes.
 */
export function locationOf(target: string): string {
  if (!target.startsWith("/") || target.startsWith("//")) return new URL(target).href;
  const { pathname, search, hash } = resolveSitePath(target);
  return `${pathname.replace(/^\/+/, "/")}${search}${hash}`;
}

/**
 * Remix's `redirect` with the Location encoded (locationOf): the only redirect of the app (lint refuses the others).
 * Remix's own throws on a character a header cannot hold, so a redirect to a visitor's `/%E3%80%80/x` was a 500.
 */
export const redirect: typeof remixRedirect = (target, init) => remixRedirect(locationOf(target), init);
