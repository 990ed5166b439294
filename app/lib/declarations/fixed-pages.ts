/**
 * The fixed pages, declared once: the address each answers, the route module, page-data function and component that
 * serve it (the page convention, decision 013), the CMS document it is about and the SEO builder that describes it;
 * and the shape of every page's declaration. A content kind's own page is declared with its kind (content-kinds.ts);
 * site-pages.ts puts every page together. The fixed pages' slugs, the navigation's links, the Studio's locations of
 * fixed pages and the e2e route lists come from here. Plain data with no server-only import, so the Studio and the
 * tests import it too. Where an address and the code's name for a page differ, decision 046 says why.
 */
import { pagePath } from "./paths";

/**
 * The page kind of the page convention: its data in `app/lib/page-data/<kind>.server.ts`, its component in
 * `app/components/pages/<kind>/` (tests/unit/site-pages.test.ts holds each page to both).
 */
export type PageKind = string;

/** Inside the site chrome (top bar, header, footer: the `_site` layout) or without it (`_bare`). */
export type PageLayout = "chrome" | "bare";

export interface PageDeclaration {
  /** The route module in app/routes (its file name without the extension); its layout is its first segment. */
  route: `_site.${string}` | `_bare.${string}`;
  kind: PageKind;
  /** The function of `app/lib/page-data/<kind>.server.ts` the route's loader calls. */
  pageData: string;
  /** The component of `app/components/pages/<kind>/` the route renders. */
  component: string;
  /** robots.txt keeps crawlers out: a visitor's own pages and test tools. */
  robotsDisallow?: true;
}

export interface SitePage extends Omit<PageDeclaration, "robotsDisallow"> {
  /** The address: a fixed path, or a pattern with a `:param` segment (`/blog/:slug`). */
  path: string;
  layout: PageLayout;
  robotsDisallow: boolean;
  /** The type of the CMS document the page is about (the Studio's main document for it); null when none is. */
  cmsType: string | null;
  /** The builder of a module of `app/lib/seo/` the page data describes the page with; null when it writes its own. */
  seo: string | null;
}

interface FixedPageDeclaration extends PageDeclaration {
  /** What code and the Studio call the page (the Presentation tool's "Used on" list). */
  name: string;
  /** The offer pages are about their offer; every other fixed page about its page document. */
  cmsType?: "offer";
  /** Unless `pageSeo`. */
  seo?: "productLineSeo" | "offerSeo";
}

/**
 * The fixed pages, by the slug of the page document each renders (its id is `page.<slug>`, as seeded; `index` is the
 * root). A fixed page's address is its slug (`pagePath`), so editors cannot give another page either.
 */
const FIXED_PAGE_DECLARATIONS = {
  index: { name: "Waitlist", route: "_bare._index", kind: "waitlist", pageData: "waitlistPageData", component: "WaitlistPage" },
  "coming-soon": {
    name: "Coming soon",
    route: "_bare.coming-soon",
    kind: "waitlist",
    pageData: "waitlistPageData",
    component: "WaitlistPage",
  },
  home: { name: "Home", route: "_site.home", kind: "products", pageData: "homePageData", component: "HomePage" },
  pricing: {
    name: "Pricing",
    route: "_site.pricing",
    kind: "products",
    pageData: "pricingPageData",
    component: "PricingPage",
    seo: "productLineSeo",
  },
  scripts: {
    name: "Scripts",
    route: "_site.scripts",
    kind: "products",
    pageData: "scriptsPageData",
    component: "ScriptsPage",
    seo: "productLineSeo",
  },
  "done-for-you": {
    name: "Done-for-you",
    route: "_site.done-for-you",
    kind: "products",
    pageData: "doneForYouPageData",
    component: "DoneForYouPage",
  },
  services: { name: "Services", route: "_site.services", kind: "products", pageData: "servicesPageData", component: "ServicesPage" },
  features: { name: "Features", route: "_site.features", kind: "products", pageData: "featuresPageData", component: "FeaturesPage" },
  // The platforms are at /templates: the address stays as the product's route table has it (decision 046).
  templates: {
    name: "Platforms",
    route: "_site.templates._index",
    kind: "products",
    pageData: "platformsPageData",
    component: "PlatformsPage",
  },
  "sites-marketplace": {
    name: "Sites marketplace",
    route: "_site.sites-marketplace",
    kind: "marketplace",
    pageData: "marketplacePageData",
    component: "SitesMarketplacePage",
  },
  "sites-for-sale": {
    name: "Sites for sale",
    route: "_site.sites-for-sale",
    kind: "marketplace",
    pageData: "sitesForSalePageData",
    component: "SitesForSalePage",
  },
  "custom-modifications": {
    name: "Custom modifications",
    route: "_site.custom-modifications",
    kind: "marketplace",
    pageData: "modificationsPageData",
    component: "CustomModificationsPage",
  },
  about: { name: "About", route: "_site.about", kind: "company", pageData: "cmsPageData", component: "StaticPage" },
  demo: { name: "Demo", route: "_site.demo", kind: "company", pageData: "demoPageData", component: "DemoPage" },
  faq: { name: "FAQ", route: "_site.faq", kind: "company", pageData: "faqPageData", component: "FaqPage" },
  testimonials: {
    name: "Testimonials",
    route: "_site.testimonials",
    kind: "company",
    pageData: "testimonialsPageData",
    component: "TestimonialsPage",
  },
  support: { name: "Support", route: "_site.support", kind: "company", pageData: "supportPageData", component: "SupportPage" },
  affiliates: {
    name: "Affiliates",
    route: "_site.affiliates",
    kind: "company",
    pageData: "affiliatesPageData",
    component: "AffiliatesPage",
  },
  terms: { name: "Terms of service", route: "_site.terms", kind: "company", pageData: "cmsPageData", component: "LegalPage" },
  privacy: { name: "Privacy policy", route: "_site.privacy", kind: "company", pageData: "cmsPageData", component: "LegalPage" },
  refund: { name: "Support policy", route: "_site.refund", kind: "company", pageData: "cmsPageData", component: "LegalPage" },
  disclaimer: { name: "Earnings disclaimer", route: "_site.disclaimer", kind: "company", pageData: "cmsPageData", component: "LegalPage" },
  blog: { name: "Blog", route: "_site.blog._index", kind: "blog", pageData: "blogListPageData", component: "BlogList" },
  search: { name: "Search", route: "_site.search", kind: "discovery", pageData: "searchPageData", component: "SearchPage" },
  sitemap: { name: "Site map", route: "_site.sitemap", kind: "discovery", pageData: "sitemapPageData", component: "SitemapPage" },
  "order-funnel": { name: "Order funnel", route: "_site.order-funnel", kind: "orders", pageData: "orderPageData", component: "OrderPage" },
  // The order funnel in test mode for the operator (orders stored as tests); "form" is the product's word (decision 046).
  "test-order-form": {
    name: "Test order funnel",
    route: "_site.test-order-form",
    kind: "orders",
    pageData: "orderPageData",
    component: "OrderPage",
    robotsDisallow: true,
  },
  "thanks-order": {
    name: "Thank you for your order",
    route: "_site.thanks-order",
    kind: "orders",
    pageData: "thanksPageData",
    component: "ThanksPage",
    robotsDisallow: true,
  },
  "thanks-purchase": {
    name: "Thank you for your purchase",
    route: "_site.thanks-purchase",
    kind: "orders",
    pageData: "thanksPageData",
    component: "ThanksPage",
    robotsDisallow: true,
  },
  "offer-graphics": {
    name: "Graphics offer",
    route: "_bare.offer-graphics",
    kind: "offers",
    pageData: "offerPageData",
    component: "OfferPage",
    cmsType: "offer",
    seo: "offerSeo",
  },
  "offer-vip-upgrades": {
    name: "VIP upgrades offer",
    route: "_bare.offer-vip-upgrades",
    kind: "offers",
    pageData: "offerPageData",
    component: "OfferPage",
    cmsType: "offer",
    seo: "offerSeo",
  },
} as const satisfies Record<string, FixedPageDeclaration>;

export type FixedPageSlug = keyof typeof FIXED_PAGE_DECLARATIONS;

export interface FixedPage extends SitePage {
  slug: FixedPageSlug;
  name: string;
  cmsType: "page" | "offer";
  seo: string;
}

export const layoutOf = (route: PageDeclaration["route"]): PageLayout => (route.startsWith("_bare.") ? "bare" : "chrome");

export const FIXED_PAGES: readonly FixedPage[] = (Object.entries(FIXED_PAGE_DECLARATIONS) as [FixedPageSlug, FixedPageDeclaration][]).map(
  ([slug, page]) => ({
    slug,
    path: pagePath(slug),
    layout: layoutOf(page.route),
    cmsType: "page",
    seo: "pageSeo",
    robotsDisallow: false,
    ...page,
  }),
);

const fixedPagesBySlug = new Map(FIXED_PAGES.map((page) => [page.slug, page]));

export function fixedPage(slug: FixedPageSlug): FixedPage {
  return fixedPagesBySlug.get(slug)!;
}

/** A fixed page's address: a link to a page that is not declared does not compile. */
export const fixedPagePath = (slug: FixedPageSlug): string => fixedPage(slug).path;
