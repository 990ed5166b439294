/**
 * The public origin canonical URLs are built on: `SITE_URL` when it is a valid http(s) URL,
 * else the site URL from the CMS settings. Never ends in a slash.
 */
export function resolveSiteUrl(fromEnv: string | undefined, fromCms: string): string {
  const candidate = fromEnv?.trim();
  if (candidate && URL.canParse(candidate) && /^https?:$/.test(new URL(candidate).protocol)) {
    return new URL(candidate).origin;
  }
  return new URL(fromCms).origin;
}

/** An absolute URL on the site for a path such as `/about`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}
