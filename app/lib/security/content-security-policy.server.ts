import { createHash } from "node:crypto";
import { SECURITY_REPORTS_PATH } from "./report-endpoint";

/** The reporting group the page's policy names in `report-to` (its URL is in `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = "csp";

/** Images come from this site (and `data:` for inline SVG placeholders) or Sanity's image CDN. */
const SANITY_IMAGE_CDN = "https://cdn.sanity.io";

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * Origins a form of this page may end at besides the site itself: the one place payment hosts are
 * added to `form-action`. The order funnel's last step posts to the site, which redirects to the
 * tier's checkout link (app/lib/actions/order-funnel.server.ts), and so does a one-time offer's "Yes" with an
 * order (app/lib/actions/offer-choice.server.ts); browsers check `form-action` on that redirect. So a page whose
 * loader data carries the order catalogue, or an offer, allows their checkout links' origins, those on an allowed
 * payment host. Every other page posts only to the site.
 */
export function formPostOrigins(loaderData: Readonly<Record<string, unknown>>, paymentHosts: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const data of Object.values(loaderData)) {
    const tiers = record(record(data)?.catalog)?.tiers;
    const products = [...(Array.isArray(tiers) ? tiers : []), record(data)?.offer];
    for (const product of products) {
      const checkoutUrl = record(product)?.checkoutUrl;
      if (typeof checkoutUrl !== "string" || !URL.canParse(checkoutUrl)) continue;
      // Only a host payments may go to (PAYMENT_HOSTS): a link changed in the CMS cannot widen the policy.
      const { host, origin } = new URL(checkoutUrl);
      if (paymentHosts.includes(host)) origins.add(origin);
    }
  }
  return [...origins];
}

/** The trusted hosts of the site settings (root loader data): pages may load images, fonts, styles and data from them. */
export function trustedHostsOf(loaderData: Readonly<Record<string, unknown>>): string[] {
  const hosts = record(record(loaderData.root)?.site)?.trustedHosts;
  return Array.isArray(hosts) ? hosts.filter((host): host is string => typeof host === "string") : [];
}

/**
 * An inline script element of the HTML React renders: attributes in double quotes, and nothing in its text that
 * ends it early (Remix escapes `<` in the data it inlines), so the first `</script` closes it, as in a browser.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A script's `type` a browser runs: none, a JavaScript MIME type, or a module. JSON-LD and other data blocks are not run. */
const RUNS = /^(|module|(text|application)\/(javascript|ecmascript))$/i;

/** An inline script element of a page: where its text starts and ends in the HTML, and whether a browser runs it. */
export interface InlineScript {
  textStart: number;
  textEnd: number;
  runs: boolean;
}

/** The inline script elements of `html`, in order (scripts with `src` are not inline). */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = "", text = ""] = match;
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1] ?? "";
    const textStart = match.index + "<script".length + attributes.length + ">".length;
    scripts.push({ textStart, textEnd: textStart + text.length, runs: RUNS.test(type.trim()) });
  }
  return scripts;
}

/**
 * `'sha256-…'` of a script's text. A browser hashes the script's text after the HTML parser turned CR LF into LF,
 * so the same is done here.
 */
export function inlineScriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}'`;
}

/**
 * `'sha256-…'` of each inline script the page runs, from the HTML as sent. The hashes are the page's own: they travel
 * with the cached HTML and mean nothing for any other text (docs/decisions/054-script-hashes-and-encoded-locations.md).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const script of inlineScripts(html)) {
    if (script.runs) hashes.add(inlineScriptHash(html.slice(script.textStart, script.textEnd)));
  }
  return [...hashes];
}

export interface DocumentPolicyOptions {
  /** The hashes of the page's inline scripts (inlineScriptHashes()): the only scripts it runs, with what they load. */
  scriptHashes: readonly string[];
  /** Production: browsers are also asked to load everything over HTTPS. */
  production: boolean;
  /** `npm run dev` only (`REMIX_DEV_ORIGIN`): the dev server whose socket tells the page to reload after a rebuild. */
  devServerOrigin?: string | undefined;
  /** Preview of drafts: the Studio's Presentation tool frames the page and loads its overlays. */
  preview: boolean;
  /** `SANITY_STUDIO_URL`, the Studio that may frame a preview page. */
  studioUrl?: string | undefined;
  /** Origins forms of the page may end at besides the site (formPostOrigins()). */
  formOrigins?: readonly string[];
  /** Hosts of the site settings' trusted list (trustedHostsOf()), loaded from over HTTPS. */
  trustedHosts?: readonly string[];
}

function originOf(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { origin } = new URL(url);
  return origin === "null" ? null : origin;
}

/** The live-reload socket of `remix dev` (`ws://localhost:3001`): its origin with the WebSocket scheme. */
function devServerSocket(origin: string | undefined): string[] {
  const http = originOf(origin);
  return http ? [http.replace(/^http/, "ws")] : [];
}

/**
 * The Content-Security-Policy of one HTML page, built from its HTML. Scripts run only when they are the page's
 * own inline scripts (by hash), and what those load (`'strict-dynamic'`): Remix's module scripts and the route
 * chunks they import. A hash, unlike a nonce, stays secret-free when the page cache or a CDN serves the page to
 * every visitor: an injected script's text has another hash. Outside preview no page has an inline style (React's `style`
 * props are set through the CSSOM after hydration, which CSP allows), so styles come only from this
 * site. In preview the Studio's click-to-edit overlays inject `<style>` elements (styled-components),
 * and the Studio (and this site, whose own frame stands in for it in tests) may frame the page.
 */
export function documentContentSecurityPolicy(options: DocumentPolicyOptions): string {
  const studioOrigin = options.preview ? originOf(options.studioUrl) : null;
  const frameAncestors = options.preview ? ["'self'", ...(studioOrigin ? [studioOrigin] : [])] : ["'none'"];
  const trusted = (options.trustedHosts ?? []).map((host) => `https://${host}`);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...options.scriptHashes, "'strict-dynamic'"],
    ["style-src", "'self'", ...trusted, ...(options.preview ? ["'unsafe-inline'"] : [])],
    ["img-src", "'self'", "data:", SANITY_IMAGE_CDN, ...trusted],
    ["font-src", "'self'", ...trusted],
    ["connect-src", "'self'", ...trusted, ...devServerSocket(options.devServerOrigin)],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'", ...(options.formOrigins ?? [])],
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
