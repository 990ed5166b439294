/**
 * Where each kind of CMS document appears on the site, for the Studio's Presentation tool: the
 * "Used on" list beside a document (`documentLocations`) and, the other way round, which document a
 * page of the site is about (`MAIN_DOCUMENTS`). It follows the site's page-data functions
 * (app/lib/page-data/*.server.ts): a document is listed on the pages that load it.
 *
 * Plain TypeScript with no import from "sanity", so the site's unit tests check every address
 * against the routes the site really serves (tests/unit/studio-locations.test.ts). Every address
 * comes from the site's own path builders or, for a fixed page, from its declaration (./fixed-pages.ts).
 */
import type { LISTING_STATUS_OPTIONS, PLATFORM_STATUS_OPTIONS, PRODUCT_LINE_OPTIONS } from "../../app/lib/cms/options";
import {
  bannerPath,
  blogListPath,
  faqEntryPath,
  featuresPath,
  landingPagePath,
  listingPath,
  modificationPath,
  orderPath,
  pagePath,
  platformPath,
  postPath,
  servicePath,
} from "../../app/lib/paths";
import { fixedPageLocation, OFFER_PAGE_SLUGS } from "./fixed-pages";

/** A place on the site where a document is shown, as Presentation lists it. */
export interface DocumentLocation {
  title: string;
  href: string;
}

/** The fields of a document its locations are built from (what `LOCATION_FIELDS` selects; any may be missing while editing). */
export interface LocatedDocument {
  /** The document's id (a draft's or release version's id is fine). */
  id?: string | null;
  /** The name the document goes by: its title, name or question. */
  title?: string | null;
  /** `slug.current`. */
  slug?: string | null;
  /** A listing's or a platform's status. */
  status?: string | null;
  /** A pricing tier's product line. */
  productLine?: string | null;
}

type Field = keyof LocatedDocument;

/** The document field each `LocatedDocument` field is read from, by document type: Presentation's `select`. */
export const LOCATION_FIELDS = {
  siteSettings: { title: "productName" },
  page: { title: "title", slug: "slug.current" },
  post: { title: "title", slug: "slug.current" },
  author: { title: "name" },
  category: { title: "name", slug: "slug.current" },
  tag: { title: "name", slug: "slug.current" },
  siteListing: { title: "title", slug: "slug.current", status: "status" },
  pricingTier: { title: "name", slug: "slug.current", productLine: "productLine" },
  offer: { title: "name", slug: "slug.current" },
  service: { title: "name", slug: "slug.current" },
  feature: { title: "name" },
  platform: { title: "name", slug: "slug.current", status: "status" },
  modification: { title: "name", slug: "slug.current" },
  banner: { title: "name", slug: "slug.current" },
  landingPage: { title: "name", slug: "slug.current" },
  testimonial: { title: "name" },
  faq: { id: "_id", title: "question" },
} as const satisfies Record<string, Partial<Record<Field, string>>>;

export type LocatedType = keyof typeof LOCATION_FIELDS;

export function isLocatedType(type: string): type is LocatedType {
  return Object.hasOwn(LOCATION_FIELDS, type);
}

type ListingStatus = (typeof LISTING_STATUS_OPTIONS)[number]["value"];
type PlatformStatus = (typeof PLATFORM_STATUS_OPTIONS)[number]["value"];
type ProductLine = (typeof PRODUCT_LINE_OPTIONS)[number]["value"];

const SOLD: ListingStatus = "sold";
const COMING_SOON: PlatformStatus = "coming-soon";
/** The page listing each product line's packages. */
const PRODUCT_LINE_PAGES: Record<ProductLine, DocumentLocation> = {
  script: fixedPageLocation("scripts"),
  "done-for-you": fixedPageLocation("done-for-you"),
};

/** Pages whose title and description are also a card on the marketplace hub (AREAS in app/lib/page-data/marketplace.server.ts). */
const MARKETPLACE_AREA_SLUGS = ["done-for-you", "sites-for-sale", "custom-modifications"];
/** The service whose price the order funnel charges for installation (app/lib/orders/catalog.server.ts). */
const INSTALLATION_SERVICE_SLUG = "installation";

const BLOG = fixedPageLocation("blog");

/** The published id of a draft (`drafts.…`) or a release version (`versions.<release>.…`). */
function publishedId(id: string): string {
  return id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
}

/** `location` when `condition` holds, else nothing. */
const when = (condition: boolean, location: DocumentLocation): DocumentLocation[] => (condition ? [location] : []);

function isOfferPageSlug(slug: string | null | undefined): slug is string {
  return (OFFER_PAGE_SLUGS as readonly unknown[]).includes(slug);
}

/** Where a document of `type` is shown on the site, its own page first; empty when nowhere (yet). */
export function documentLocations(type: string, doc: LocatedDocument): DocumentLocation[] {
  const { slug, status } = doc;
  const title = doc.title || "Untitled";
  /** The document's own page, once it has the slug its address needs. */
  const own = (path: (slug: string) => string): DocumentLocation[] => (slug ? [{ title, href: path(slug) }] : []);
  switch (type) {
    case "siteSettings":
      // The header and footer of every page show the settings; /demo shows the demo logins.
      return [
        fixedPageLocation("home", { showing: "and the header and footer of every page" }),
        fixedPageLocation("demo", { showing: "demo logins" }),
      ];
    case "page":
      return [
        ...own(pagePath),
        ...when(MARKETPLACE_AREA_SLUGS.includes(slug ?? ""), fixedPageLocation("sites-marketplace", { showing: "area card" })),
      ];
    case "post":
      return [...own(postPath), BLOG];
    case "author":
      return [fixedPageLocation("blog", { showing: "articles and their author cards" })];
    case "category":
      return [...when(Boolean(slug), { title: `Blog: ${title}`, href: blogListPath({ category: slug }) }), BLOG];
    case "tag":
      return [...when(Boolean(slug), { title: `Blog: ${title}`, href: blogListPath({ tag: slug }) }), BLOG];
    case "siteListing":
      // Home and the marketplace hub show the newest listings not yet sold.
      return [
        ...own(listingPath),
        fixedPageLocation("sites-for-sale"),
        ...when(status !== SOLD, fixedPageLocation("home", { showing: "newest sites for sale" })),
        ...when(status !== SOLD, fixedPageLocation("sites-marketplace", { showing: "newest sites for sale" })),
      ];
    case "pricingTier": {
      const line: DocumentLocation | undefined = PRODUCT_LINE_PAGES[doc.productLine as ProductLine];
      return [
        fixedPageLocation("pricing"),
        ...(line ? [line] : []),
        fixedPageLocation("order-funnel", { showing: `${title} chosen`, href: orderPath(slug || undefined) }),
      ];
    }
    case "offer":
      // The order funnel offers exactly these two, by slug; an offer with any other slug is shown nowhere.
      return isOfferPageSlug(slug) ? [{ title, href: pagePath(slug) }, fixedPageLocation("order-funnel", { showing: "add-ons" })] : [];
    case "service":
      return [
        fixedPageLocation("services", { href: slug ? servicePath(slug) : undefined }),
        ...when(slug === INSTALLATION_SERVICE_SLUG, fixedPageLocation("order-funnel", { showing: "installation price" })),
      ];
    case "feature":
      // The features list filtered to the feature's name, so it is the one shown.
      return [fixedPageLocation("features", { href: doc.title ? featuresPath(doc.title) : undefined })];
    case "platform":
      // The waitlist pages offer the platforms still to come as what a visitor is waiting for.
      return [
        ...own(platformPath),
        fixedPageLocation("templates"),
        fixedPageLocation("home", { showing: "platforms" }),
        ...when(status === COMING_SOON, fixedPageLocation("index")),
        ...when(status === COMING_SOON, fixedPageLocation("coming-soon")),
      ];
    case "modification":
      return [
        ...own(modificationPath),
        fixedPageLocation("custom-modifications"),
        fixedPageLocation("sites-marketplace", { showing: "count and lowest price" }),
        fixedPageLocation("order-funnel", { showing: "add-ons" }),
      ];
    case "banner":
      return [...own(bannerPath), fixedPageLocation("sites-marketplace", { showing: "banner designs" })];
    case "landingPage":
      return [...own(landingPagePath), fixedPageLocation("sites-marketplace", { showing: "landing page designs" })];
    case "testimonial":
      return [fixedPageLocation("testimonials")];
    case "faq":
      return [fixedPageLocation("faq", { href: doc.id ? faqEntryPath(publishedId(doc.id)) : undefined })];
    default:
      return [];
  }
}

/** A route of the site and the GROQ filter of the document it is about: Presentation's `mainDocuments`, first match wins. */
export interface MainDocumentRoute {
  /** A path-to-regexp pattern (`/blog/:slug`). */
  route: string;
  /** The type of the document the filter finds. */
  documentType: LocatedType;
  filter: string;
  /** Fixed params for a route without any; otherwise the route's own params (`$slug`). */
  params?: Record<string, string>;
}

const bySlug = (type: LocatedType) => `_type == "${type}" && slug.current == $slug`;
/** The route pattern of a detail page, from its path builder. */
const pattern = (path: (slug: string) => string) => path(":slug");

export const MAIN_DOCUMENTS: readonly MainDocumentRoute[] = [
  { route: pattern(postPath), documentType: "post", filter: bySlug("post") },
  { route: pattern(listingPath), documentType: "siteListing", filter: bySlug("siteListing") },
  { route: pattern(platformPath), documentType: "platform", filter: bySlug("platform") },
  { route: pattern(modificationPath), documentType: "modification", filter: bySlug("modification") },
  { route: pattern(bannerPath), documentType: "banner", filter: bySlug("banner") },
  { route: pattern(landingPagePath), documentType: "landingPage", filter: bySlug("landingPage") },
  // The offer pages are about their offer (their page document only holds the SEO fields).
  ...OFFER_PAGE_SLUGS.map((slug) => ({ route: pagePath(slug), documentType: "offer" as const, filter: bySlug("offer"), params: { slug } })),
  { route: pagePath("index"), documentType: "page", filter: bySlug("page"), params: { slug: "index" } },
  // Every other one-segment path is a page document of that slug (/home, /pricing, /blog…).
  { route: pattern(pagePath), documentType: "page", filter: bySlug("page") },
];
