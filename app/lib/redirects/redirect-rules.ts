/**
 * What a redirect may say (decision 076): where it may start (`from`), where it may lead (`to`, or a document's own
 * page), and the slug history a publish keeps. Plain functions shared by the Studio's validation and document action
 * and the site's redirect map (redirect-map.ts), so the Studio refuses exactly what the site would ignore.
 */
import { contentKind, isContentType } from "../declarations/content-kinds";
import { NON_PAGE_ROUTES, SITE_PAGES } from "../declarations/site-pages";
import { isAllowedUrl } from "../security/sanitize";

/** Longer than any address the site builds; a longer `from` is a paste gone wrong. */
export const REDIRECT_PATH_MAX_LENGTH = 512;

/** Characters an address never holds as typed: controls (CR, LF, tab…), spaces and separators, invisible marks, `\`. */
const ADDRESS_TRICKS = /[\p{Cc}\p{Cf}\p{Z}\\]/u;

/** Addresses the site's own routes answer: a redirect from one would never be followed (it is applied before a 404). */
const ROUTE_PATHS: ReadonlySet<string> = new Set(
  [...SITE_PAGES, ...NON_PAGE_ROUTES].flatMap(({ path }) => (path && !path.includes(":") ? [redirectKey(path)] : [])),
);
/** Route areas below which the site answers every address itself (the console, the affiliates' area, the APIs). */
const ROUTE_AREAS: readonly string[] = NON_PAGE_ROUTES.flatMap(({ below, path }) => (below && path ? [`${redirectKey(path)}/`] : []));

/** A percent-escape decoded, or the text as it is when it holds a broken one (`%zz`). */
function decoded(text: string): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The key an address is looked up by: decoded, lower case, without trailing slashes, so `/Old-Page/` and
 * `/old%2Dpage` are one address. Case is ignored because links to an old address come typed by hand and from systems
 * that capitalised; the site's own slugs are lower case.
 */
export function redirectKey(path: string): string {
  const key = decoded(path).toLowerCase().replace(/\/+$/, "");
  return key === "" ? "/" : key;
}

/** Why `from` cannot start a redirect, for the Studio and the site's log; null when it can. */
export function fromPathProblem(from: string | null | undefined): string | null {
  if (!from) return "Enter the old address, like /old-page.";
  const address = decoded(from);
  if (ADDRESS_TRICKS.test(from) || ADDRESS_TRICKS.test(address)) {
    return "The address holds a space, a line break, a backslash or another hidden character.";
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(from)) return "Only an address on this site, like /old-page: no https:// and no host.";
  if (!from.startsWith("/") || from.startsWith("//") || address.startsWith("//")) {
    return "Start with a single /, like /old-page (// would name another site).";
  }
  if (/[?#]/.test(from)) return "Only the path: a visitor's query string is kept by itself, so leave out ? and #.";
  if (from.length > REDIRECT_PATH_MAX_LENGTH) return `At most ${REDIRECT_PATH_MAX_LENGTH} characters.`;
  const key = redirectKey(from);
  if (key === "/" || ROUTE_PATHS.has(key) || ROUTE_AREAS.some((area) => key.startsWith(area))) {
    return `${from} is a page of the site itself: a redirect from it would never be followed.`;
  }
  return null;
}

/** Why `to` cannot be a redirect's target, given the hosts the site settings allow; null when it can. */
export function toProblem(to: string, allowedHosts: readonly string[]): string | null {
  if (to.startsWith("/")) {
    return isAllowedUrl(to) && !ADDRESS_TRICKS.test(decoded(to)) ? null : "Start with a single /, with no spaces or hidden characters.";
  }
  if (!URL.canParse(to) || !/^https?:$/.test(new URL(to).protocol)) return "A path of this site (/pricing) or a full https:// address.";
  if (!isAllowedUrl(to, { allowedHosts })) {
    return `${new URL(to).host} is not one of the redirect hosts in the site settings (Redirects): add it there first.`;
  }
  return null;
}

/** The address of a document's own page by its type and slug; null for a type without one or a document without a slug. */
export function documentPath(type: string, slug: string | null | undefined): string | null {
  if (!slug || !isContentType(type)) return null;
  return contentKind(type).path?.(slug) ?? null;
}

/** What a redirect document says, as the site and the Studio read it (the reference followed to its document). */
export interface RedirectSource {
  _id: string;
  from?: string | null;
  to?: string | null;
  toDocument?: { _type: string; slug?: string | null } | null;
  permanent?: boolean | null;
}

/** Where a redirect document leads, or why it leads nowhere. */
export function redirectTarget(source: RedirectSource, allowedHosts: readonly string[]): { target: string } | { problem: string } {
  if (source.to && source.toDocument) return { problem: "Give either an address or a document to go to, not both." };
  if (source.to) {
    const problem = toProblem(source.to, allowedHosts);
    return problem ? { problem } : { target: source.to };
  }
  if (source.toDocument) {
    const target = documentPath(source.toDocument._type, source.toDocument.slug);
    return target ? { target } : { problem: "The document it goes to has no page of its own (or no slug)." };
  }
  return { problem: "Say where it goes: an address, or a document." };
}

/**
 * The addresses a document kept after a publish: its previous slugs, plus the slug it was published under when the
 * publish changes it; never its new slug (a slug given back to the document is live again). Null when nothing changes.
 */
export function previousSlugsAfterPublish({
  publishedSlug,
  newSlug,
  previousSlugs = [],
}: {
  publishedSlug: string | null | undefined;
  newSlug: string | null | undefined;
  previousSlugs?: readonly string[] | null;
}): string[] | null {
  if (!publishedSlug || !newSlug || publishedSlug === newSlug) return null;
  return [...new Set([...(previousSlugs ?? []), publishedSlug])].filter((slug) => slug !== newSlug);
}
