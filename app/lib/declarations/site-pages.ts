/**
 * Every page of the site, put together: the fixed pages (fixed-pages.ts), each content kind's own page (declared
 * with its kind, content-kinds.ts) and the sample's stand-in checkout; and the route modules that are not pages.
 * What names every page comes from here: robots.txt, the reserved path segments (page-slugs.ts), the table of pages in
 * docs/architecture.md; tests/unit/site-pages.test.ts holds the declarations to app/routes. Plain data, shared with the
 * Studio and the tests.
 */
import { KIND_PAGES } from "./content-kinds";
import { FIXED_PAGES, layoutOf, type SitePage } from "./fixed-pages";
import { RSS_PATH, SITEMAP_INDEX_PATH } from "./paths";

const SAMPLE_CHECKOUT_ROUTE = "_bare.sample-checkout.$product";
/** Only while the site runs on the sample: a package's or an offer's stand-in checkout, noindex. */
const SAMPLE_CHECKOUT_PAGE: SitePage = {
  path: "/sample-checkout/:product",
  route: SAMPLE_CHECKOUT_ROUTE,
  layout: layoutOf(SAMPLE_CHECKOUT_ROUTE),
  kind: "orders",
  pageData: "sampleCheckoutData",
  component: "SampleCheckoutPage",
  cmsType: null,
  seo: null,
  robotsDisallow: true,
};

/** The pages whose address names a document: a content kind's own page, the sample's checkout of a product. */
export const DOCUMENT_PAGES: readonly SitePage[] = [...KIND_PAGES, SAMPLE_CHECKOUT_PAGE];

/** A page a message's link opens (decision 067): its token names one person's sign-up or address, so never indexed. */
const mailLinkPage = (path: string, route: `_site.${string}`, pageData: string, component: string): SitePage => ({
  path,
  route,
  layout: layoutOf(route),
  kind: "mail",
  pageData,
  component,
  cmsType: null,
  seo: null,
  robotsDisallow: true,
});

/** The waitlist's confirmation and the unsubscribe page (the paths of app/lib/mail/links.server.ts, which a test holds them to). */
export const MAIL_LINK_PAGES: readonly SitePage[] = [
  mailLinkPage("/waitlist/confirm", "_site.waitlist.confirm", "waitlistConfirmationPageData", "WaitlistConfirmationPage"),
  mailLinkPage("/unsubscribe", "_site.unsubscribe", "unsubscribePageData", "UnsubscribePage"),
];

export const SITE_PAGES: readonly SitePage[] = [...FIXED_PAGES, ...DOCUMENT_PAGES, ...MAIL_LINK_PAGES];

export interface NonPageRoute {
  /** A route module's name; with `below`, every route module nested under it too (`admin.leads`). */
  route: string;
  below?: true;
  /** The address it answers (the first of those below it). */
  path?: string;
  serves: string;
  robotsDisallow?: true;
}

/** Route modules that are not pages of the site. */
export const NON_PAGE_ROUTES: readonly NonPageRoute[] = [
  { route: "_site", serves: "the layout with the site chrome" },
  { route: "_bare", serves: "the layout without the site chrome" },
  { route: "admin", below: true, path: "/admin", serves: "the operators' console (decision 038)", robotsDisallow: true },
  {
    route: "affiliate",
    below: true,
    path: "/affiliate",
    serves: "affiliates' sign-in by a mailed link and their dashboard (decision 070)",
    robotsDisallow: true,
  },
  { route: "api", below: true, path: "/api", serves: "machine endpoints: form tokens, webhooks, reports, preview mode, view counts" },
  { route: "blog.rss[.]xml", path: RSS_PATH, serves: "the blog's RSS feed" },
  { route: "sitemap[.]xml", path: SITEMAP_INDEX_PATH, serves: "the sitemap index (decision 078)" },
  { route: "sitemaps.$file", path: "/sitemaps/:file", serves: "a page of a content kind's XML sitemap (decision 078)" },
  { route: "robots[.]txt", path: "/robots.txt", serves: "robots.txt" },
  { route: "og.card[.]png", path: "/og/card.png", serves: "generated share cards (decision 035)" },
  { route: "readyz", path: "/readyz", serves: "readiness for a load balancer (decisions 052, 060)", robotsDisallow: true },
  { route: "healthz", path: "/healthz", serves: "liveness for a load balancer (decision 060)", robotsDisallow: true },
];

/** The path a robots.txt rule names: a pattern up to its first parameter (`/sample-checkout`). */
const pathPrefix = (path: string) => path.replace(/\/:.*$/, "");

/** What robots.txt disallows: the declared pages and routes crawlers should leave alone. */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [...SITE_PAGES, ...NON_PAGE_ROUTES]
  .flatMap((page) => (page.robotsDisallow && page.path ? [pathPrefix(page.path)] : []))
  .toSorted();
