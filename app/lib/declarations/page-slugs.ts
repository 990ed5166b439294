/**
 * Which addresses page documents may take. The application's own routes render the fixed pages (one page document
 * each, looked up by slug); a page an editor creates with any other free slug is served at /{slug} by the catch-all
 * route. Shared with the Studio, which keeps the fixed pages' slugs and refuses slugs that would shadow the
 * application. The fixed pages are declared in fixed-pages.ts, every page and route in site-pages.ts.
 */
import { FIXED_PAGES, type FixedPageSlug } from "./fixed-pages";
import { DOCUMENT_PAGES, MAIL_LINK_PAGES, NON_PAGE_ROUTES } from "./site-pages";

/** The page documents the routes render: their slugs name the route (index is the site root). */
export const FIXED_PAGE_SLUGS: readonly FixedPageSlug[] = FIXED_PAGES.map((page) => page.slug);
const fixedSlugs: ReadonlySet<string> = new Set(FIXED_PAGE_SLUGS);

/** The folders of public/, served as they are (build/ is the compiler's output). */
const PUBLIC_FOLDERS = ["brand", "build", "sample-images"];

/**
 * First path segments the application answers itself, besides the fixed pages: routes with their own paths below
 * them, the APIs and the operators' console, and the folders of public/.
 */
export const RESERVED_PATH_SEGMENTS: readonly string[] = [
  ...new Set([
    ...[...DOCUMENT_PAGES, ...MAIL_LINK_PAGES, ...NON_PAGE_ROUTES].flatMap(({ path }) => {
      const first = path?.split("/")[1];
      return first && !first.startsWith(":") && !fixedSlugs.has(first) ? [first] : [];
    }),
    ...PUBLIC_FOLDERS,
  ]),
].toSorted();

/** Lowercase words of letters and digits joined by single dashes, as the Studio's slug generator writes them. */
const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX_LENGTH = 96;

const reservedSegments: ReadonlySet<string> = new Set(RESERVED_PATH_SEGMENTS);

/** The fixed page a document is, by its id (`page.<slug>`, as seeded; drafts share it), or null. */
export function fixedPageSlugOf(documentId: string): string | null {
  const id = documentId.replace(/^drafts\./, "");
  const slug = id.startsWith("page.") ? id.slice("page.".length) : null;
  return slug !== null && fixedSlugs.has(slug) ? slug : null;
}

/** Whether a page document with this slug is one of the fixed pages, which the Studio never lets an editor remove. */
export function isFixedPageSlug(slug: string): slug is FixedPageSlug {
  return fixedSlugs.has(slug);
}

/** Whether /{slug} is an editor's page for the catch-all route: a well-formed slug nothing else answers. */
export function isEditorPageSlug(slug: string): boolean {
  return slug.length <= PAGE_SLUG_MAX_LENGTH && PAGE_SLUG.test(slug) && !fixedSlugs.has(slug) && !reservedSegments.has(slug);
}

/** Why a page document may not have this slug, for the Studio's validation; null when it may. */
export function pageSlugProblem(slug: string, documentId: string): string | null {
  const fixed = fixedPageSlugOf(documentId);
  if (fixed !== null) {
    return slug === fixed
      ? null
      : `This page is shown by the site's own route /${fixed === "index" ? "" : fixed}: its slug stays "${fixed}".`;
  }
  if (!PAGE_SLUG.test(slug)) return "Use lowercase letters and digits, with single dashes between words.";
  if (slug.length > PAGE_SLUG_MAX_LENGTH) return `At most ${PAGE_SLUG_MAX_LENGTH} characters.`;
  if (fixedSlugs.has(slug)) return `"${slug}" is the slug of one of the site's fixed pages: choose another.`;
  if (reservedSegments.has(slug)) return `/${slug} is an address the site itself uses: choose another slug.`;
  return null;
}
