import { SECURITY_REPORTS_PATH } from "./report-endpoint";

/** The reporting group the page's policy names in `report-to` (its URL is in `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = "csp";

/** Images come from this site (and `data:` for inline SVG placeholders) or Sanity's image CDN. */
const SANITY_IMAGE_CDN = "https://cdn.sanity.io";

/**
 * Hosts a form of this site may post to besides the site itself. Checkout today is a link to the
 * payment provider, not a form post, so there are none; a form that posts to a payment host adds the
 * host here (e.g. from `allowedPaymentHosts()` in app/lib/orders/payment-hosts.server.ts).
 */
export function formPostHosts(): string[] {
  return [];
}

export interface DocumentPolicyOptions {
  /** The nonce of the render whose inline scripts the policy allows. */
  nonce: string;
  /** Production: browsers are also asked to load everything over HTTPS. */
  production: boolean;
  /** Preview of drafts: the Studio's Presentation tool frames the page and loads its overlays. */
  preview: boolean;
  /** `SANITY_STUDIO_URL`, the Studio that may frame a preview page. */
  studioUrl?: string | undefined;
  /** Extra hosts forms may post to (formPostHosts() by default). */
  formHosts?: readonly string[];
}

function originOf(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { origin } = new URL(url);
  return origin === "null" ? null : origin;
}

/**
 * The Content-Security-Policy of one HTML page, built with the nonce of the render that produced it.
 * Scripts run only with that nonce, and what they load (`'strict-dynamic'`): Remix's module scripts
 * and the route chunks they import. Outside preview no page has an inline style (React's `style`
 * props are set through the CSSOM after hydration, which CSP allows), so styles come only from this
 * site. In preview the Studio's click-to-edit overlays inject `<style>` elements (styled-components),
 * and the Studio (and this site, whose own frame stands in for it in tests) may frame the page.
 */
export function documentContentSecurityPolicy(options: DocumentPolicyOptions): string {
  const studioOrigin = options.preview ? originOf(options.studioUrl) : null;
  const frameAncestors = options.preview ? ["'self'", ...(studioOrigin ? [studioOrigin] : [])] : ["'none'"];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", `'nonce-${options.nonce}'`, "'strict-dynamic'"],
    ["style-src", "'self'", ...(options.preview ? ["'unsafe-inline'"] : [])],
    ["img-src", "'self'", "data:", SANITY_IMAGE_CDN],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'", ...(options.formHosts ?? formPostHosts())],
    ["frame-ancestors", ...frameAncestors],
    ["report-uri", SECURITY_REPORTS_PATH],
    ["report-to", CSP_REPORT_GROUP],
  ];
  if (options.production) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** `Reporting-Endpoints`: where the `report-to` group of the page's policy sends its reports. */
export function reportingEndpoints(): string {
  return `${CSP_REPORT_GROUP}="${SECURITY_REPORTS_PATH}"`;
}
