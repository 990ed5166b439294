import { escapeXml } from "~/lib/core/xml";
import { AFFILIATE_PARAM, CAMPAIGN_PARAM, isAffiliateCode } from "./programme";

/**
 * A tracking link as a request carries it (decision 071): `?aff=CODE` and an optional `&campaign=NAME` on any page;
 * and as the affiliate's dashboard builds one (decision 070), with the same campaign rule. Browser-safe and pure: what
 * the server does with a followed link is referral.server.ts.
 */
export interface TrackingLink {
  /** The affiliate's code, or null when the link's is not one (malformed, or given twice). */
  code: string | null;
  /** The campaign as it is stored and reported: see campaignName; "" when there is none. */
  campaign: string;
  /** The same address without the two parameters: where the visitor is sent. */
  destination: string;
}

/** The longest campaign name kept; a longer one is cut here. */
export const CAMPAIGN_MAX_LENGTH = 64;
/** What of a campaign is read before it is cleaned: a query string can be kilobytes long. */
const CAMPAIGN_READ_LENGTH = CAMPAIGN_MAX_LENGTH * 4;

/**
 * A campaign as a name for reports: NFKC, lower case, letters and digits with `-`, `_` and `.` between them (anything
 * else, spaces and control characters included, becomes one `-`), at most 64 characters. So `Spring Sale`,
 * `spring-sale` and `SPRING  sale` are one campaign, and no name starts with a character a spreadsheet would run.
 */
export function campaignName(raw: string): string {
  const cleaned = Array.from(raw.slice(0, CAMPAIGN_READ_LENGTH).normalize("NFKC").toLowerCase())
    .join("")
    .replace(/[^\p{L}\p{N}_.-]+/gu, "-")
    .replace(/-{2,}/g, "-");
  const trimmed = (text: string) => text.replace(/^[-_.]+|[-_.]+$/g, "");
  return trimmed(Array.from(trimmed(cleaned)).slice(0, CAMPAIGN_MAX_LENGTH).join(""));
}

/** The name of one `name=value` pair of a query string, decoded as URLSearchParams decodes it. */
const parameterName = (pair: string): string | undefined => new URLSearchParams(pair).keys().next().value;

/** What a path alone is resolved against; only its path is kept. */
const SITE_BASE = "http://site.invalid";

/**
 * The tracking link in `url` (a request's URL, or a path with its query), or null when it has no `aff` parameter: most
 * requests have no query string and cost one indexOf. A client-side navigation's data request (`_data`) is no visit.
 * The other parameters stay as they were written, in their order.
 */
export function readTrackingLink(url: string): TrackingLink | null {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return null;
  const query = url.slice(queryStart + 1);
  const parameters = new URLSearchParams(query);
  if (!parameters.has(AFFILIATE_PARAM) || parameters.has("_data")) return null;
  const codes = parameters.getAll(AFFILIATE_PARAM);
  const campaigns = parameters.getAll(CAMPAIGN_PARAM);
  // Upper case ASCII is read as the code (a code read aloud and typed); nothing else is folded: U+212A KELVIN SIGN
  // lower-cases to "k", so an encoded look-alike would otherwise credit a real code.
  const code = codes.length === 1 && /^[A-Za-z0-9]+$/.test(codes[0]!) ? codes[0]!.toLowerCase() : "";
  const kept = query.split("&").filter((pair) => {
    const name = parameterName(pair);
    return name !== undefined && name !== AFFILIATE_PARAM && name !== CAMPAIGN_PARAM;
  });
  return {
    code: isAffiliateCode(code) ? code : null,
    campaign: campaigns.length === 1 ? campaignName(campaigns[0]!) : "",
    // One leading slash: `//evil.example/x` is a path of this site, not another host.
    destination: `${new URL(url.slice(0, queryStart), SITE_BASE).pathname.replace(/^\/+/, "/")}${kept.length > 0 ? `?${kept.join("&")}` : ""}`,
  };
}

// ── Building links (the affiliate's dashboard, decision 070) ─────────────────────────────────────────

/** The site's own areas that are nobody's landing page. */
const NOT_LANDING_PAGES = /^\/(admin|affiliate|api)(\/|$)/;
const PAGE_MAX_LENGTH = 500;

/** A link an affiliate asked the dashboard for, or what to fix in what they typed. */
export type BuiltLink = { link: string } | { error: string; field: "page" | "campaign" };

/**
 * The tracking link to `page` (a path of the site, or an address on its origin; the home page when empty) for the
 * affiliate of `code`, with `campaign` when given. Other query parameters of the page are kept; `aff` and `campaign`
 * are the link's own.
 */
export function trackingLink(origin: string, code: string, page: string, campaign: string): BuiltLink {
  const typed = page.trim() || "/";
  const name = campaign.trim();
  // Only a name that is already as reports show it: a link that says `Spring Sale` would be counted as `spring-sale`.
  if (name && campaignName(name) !== name)
    return {
      field: "campaign",
      error: `A campaign name is up to ${CAMPAIGN_MAX_LENGTH} lower-case letters, digits, dots, dashes or underscores (no spaces), like ${campaignName(name) || "spring-newsletter"}.`,
    };
  const site = new URL(origin);
  const url = typed.length <= PAGE_MAX_LENGTH && URL.canParse(typed, site) ? new URL(typed, site) : null;
  const onSite = url && url.origin === site.origin && !(typed.startsWith("//") || typed.startsWith("\\"));
  if (!url || !onSite || NOT_LANDING_PAGES.test(url.pathname))
    return { field: "page", error: `Enter a page of this site: a path like /pricing, or an address starting with ${site.origin}/.` };
  url.searchParams.delete(AFFILIATE_PARAM);
  url.searchParams.delete(CAMPAIGN_PARAM);
  url.searchParams.set(AFFILIATE_PARAM, code);
  if (name) url.searchParams.set(CAMPAIGN_PARAM, name);
  return { link: url.href };
}

/** A banner as an affiliate pastes it into their page: the image (absolute) inside their tracking link. */
export function bannerHtml(link: string, image: { url: string; width: number; height: number; alt: string }): string {
  return `<a href="${escapeXml(link)}"><img src="${escapeXml(image.url)}" width="${image.width}" height="${image.height}" alt="${escapeXml(image.alt)}"></a>`;
}
