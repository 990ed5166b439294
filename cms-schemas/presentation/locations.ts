/**
 * Where each kind of CMS document appears on the site, for the Studio's Presentation tool: the
 * "Used on" list beside a document (`documentLocations`) and, the other way round, which document a
 * page of the site is about (`MAIN_DOCUMENTS`). Each kind's locations are declared with the kind
 * (app/lib/declarations/content-kinds.ts), following the page-data functions that load it; the fixed pages whose
 * document is not found by their path are listed here.
 *
 * Plain TypeScript with no import from "sanity", so the site's unit tests check every address
 * against the routes the site really serves (tests/unit/studio-locations.test.ts). Every address
 * comes from the site's own path builders; only fixed pages are written literally.
 */
import {
  CONTENT_TYPES,
  contentKind,
  documentLocations as kindLocations,
  isContentType,
  OFFER_PAGE_SLUGS,
  type ContentType,
  type DocumentLocation,
  type LocatedDocument,
} from "../../app/lib/declarations/content-kinds";
import { pagePath } from "../../app/lib/declarations/paths";

export type { DocumentLocation, LocatedDocument };

/** A route of the site and the GROQ filter of the document it is about: Presentation's `mainDocuments`, first match wins. */
export interface MainDocumentRoute {
  /** A path-to-regexp pattern (`/blog/:slug`). */
  route: string;
  /** The type of the document the filter finds. */
  documentType: ContentType;
  filter: string;
  /** Fixed params for a route without any; otherwise the route's own params (`$slug`). */
  params?: Record<string, string>;
}

const bySlug = (type: ContentType) => `_type == "${type}" && slug.current == $slug`;

// ── Fixed pages ──────────────────────────────────────────────────────────────────────────────────
// Pages of the application's own routes whose main document their path does not name.

const FIXED_PAGE_MAIN_DOCUMENTS: readonly MainDocumentRoute[] = [
  // The offer pages are about their offer (their page document only holds the SEO fields).
  ...OFFER_PAGE_SLUGS.map((slug) => ({ route: pagePath(slug), documentType: "offer" as const, filter: bySlug("offer"), params: { slug } })),
  { route: pagePath("index"), documentType: "page", filter: bySlug("page"), params: { slug: "index" } },
];

// ── Content kinds ────────────────────────────────────────────────────────────────────────────────
// Derived from app/lib/declarations/content-kinds.ts: a new kind needs nothing here.

/** The kinds no page shows, having neither a page of their own nor other locations (the e-mails' words). */
export const UNSHOWN_TYPES: readonly ContentType[] = CONTENT_TYPES.filter((type) => {
  const { path, presentation } = contentKind(type);
  return !path && !presentation.locations;
});

/** The document field each `LocatedDocument` field is read from, by the type of a document shown on the site: Presentation's `select`. */
export const LOCATION_FIELDS: Partial<Record<ContentType, Partial<Record<keyof LocatedDocument, string>>>> = Object.fromEntries(
  CONTENT_TYPES.filter((type) => !UNSHOWN_TYPES.includes(type)).map((type) => {
    const { titleField, presentation } = contentKind(type);
    return [type, { title: titleField, ...presentation.select }];
  }),
);

export function isLocatedType(type: string): type is ContentType {
  return isContentType(type) && Object.hasOwn(LOCATION_FIELDS, type);
}

/** Where a document of `type` is shown on the site, its own page first; empty when nowhere (yet). */
export function documentLocations(type: string, doc: LocatedDocument): DocumentLocation[] {
  return isContentType(type) ? kindLocations(type, doc) : [];
}

/** The route pattern of a kind's own page (`/blog/:slug`), from its path builder. */
const KIND_MAIN_DOCUMENTS: MainDocumentRoute[] = CONTENT_TYPES.flatMap((type) => {
  const { path } = contentKind(type);
  return path ? [{ route: path(":slug"), documentType: type, filter: bySlug(type) }] : [];
});

/** How many literal segments a route pattern has: a route matching fewer paths must come first. */
const literalSegments = (route: string) => route.split("/").filter((segment) => segment && !segment.startsWith(":")).length;

/**
 * Every route with a main document, the more specific first: a kind's own pages, the fixed pages, then any other
 * one-segment path, which is a page document of that slug (/home, /pricing, /blog…).
 */
export const MAIN_DOCUMENTS: readonly MainDocumentRoute[] = [...KIND_MAIN_DOCUMENTS, ...FIXED_PAGE_MAIN_DOCUMENTS].sort(
  (one, other) => literalSegments(other.route) - literalSegments(one.route),
);
