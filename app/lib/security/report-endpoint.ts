/**
 * Where browsers send Content-Security-Policy violation reports and the page's security log its
 * important entries. Its own module, not app/lib/declarations/paths.ts, so the browser's entry (security-log.client.ts)
 * carries only this string and not every path builder.
 */
export const SECURITY_REPORTS_PATH = "/api/security-reports";
