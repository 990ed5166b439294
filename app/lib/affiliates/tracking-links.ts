import { escapeXml } from "~/lib/core/xml";
import { AFFILIATE_PARAM, CAMPAIGN_PARAM } from "./programme";

/**
 * An affiliate's tracking links and banner code (decision 070): any page of the site with `?aff=<code>` and an
 * optional campaign name. What the tracking part reads back is its own check (decision 071); this only builds.
 */

export const CAMPAIGN_MAX_LENGTH = 64;
/** Letters, digits, dot, dash and underscore: a name that reads the same in a link, a report and a spreadsheet. */
const CAMPAIGN = new RegExp(`^[A-Za-z0-9._-]{1,${CAMPAIGN_MAX_LENGTH}}$`);
/** The site's own areas that are nobody's landing page. */
const NOT_LANDING_PAGES = /^\/(admin|affiliate|api)(\/|$)/;
const PAGE_MAX_LENGTH = 500;

export type TrackingLink = { link: string } | { error: string; field: "page" | "campaign" };

/**
 * The tracking link to `page` (a path of the site, or an address on its origin; the home page when empty) for the
 * affiliate of `code`, with `campaign` when given. Other query parameters of the page are kept; `aff` and `campaign`
 * are the link's own.
 */
export function trackingLink(origin: string, code: string, page: string, campaign: string): TrackingLink {
  const typed = page.trim() || "/";
  const name = campaign.trim();
  if (name && !CAMPAIGN.test(name))
    return {
      field: "campaign",
      error: `A campaign name is up to ${CAMPAIGN_MAX_LENGTH} letters, digits, dots, dashes or underscores (no spaces), like spring-newsletter.`,
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
