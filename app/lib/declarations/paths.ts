/**
 * Every address the site builds from data: document detail pages, lists with filters, and links
 * that prefill a form. Routes, components, the sitemap, search and feeds all take paths from here,
 * so a URL changes in one place. Fixed links to fixed pages (`/pricing`) may stay literal.
 */

/** Where the breadcrumb trail of every page starts. */
export const HOME_PATH = "/home";
export const BLOG_PATH = "/blog";
export const RSS_PATH = "/blog/rss.xml";
/** The sitemap index robots.txt names; it lists the sitemaps of each content kind (`sitemapFilePath`). */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";
/** One page of the sitemap of a content kind: `/sitemaps/post-1.xml`. */
export const sitemapFilePath = (kindName: string, page: number) => `/sitemaps/${kindName}-${page}.xml`;
export const MARKETPLACE_PATH = "/sites-marketplace";
export const SITES_FOR_SALE_PATH = "/sites-for-sale";
export const MODIFICATIONS_PATH = "/custom-modifications";
export const PLATFORMS_PATH = "/templates";
export const SEARCH_PATH = "/search";
/** Preview of drafts: the Studio's Presentation tool opens the first; the preview bar links the second. */
export const PREVIEW_ENABLE_PATH = "/api/preview-mode/enable";
export const PREVIEW_DISABLE_PATH = "/api/preview-mode/disable";
/** Ends preview and comes back to `returnTo`. */
export const previewExitPath = (returnTo: string) => withQuery(PREVIEW_DISABLE_PATH, { redirect: returnTo });

/** A path with a query string; empty values are left out, and no query leaves no `?`. */
function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A CMS page document's own address: `index` is the root. */
export function pagePath(slug: string): string {
  return slug === "index" ? "/" : `/${slug}`;
}

export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const listingPath = (slug: string) => `/site/${slug}`;
export const platformPath = (slug: string) => `${PLATFORMS_PATH}/${slug}`;
export const modificationPath = (slug: string) => `/mods/${slug}`;
export const bannerPath = (slug: string) => `/banners/${slug}`;
export const landingPagePath = (slug: string) => `/content/${slug}`;

/** The blog list with a category or topic chosen, on a given page (page 1 is left out). */
export function blogListPath({ category, tag, page }: { category?: string | null; tag?: string | null; page?: number }): string {
  return withQuery(BLOG_PATH, { category, tag, page: page && page > 1 ? page : undefined });
}

/** The pages of a list: page 1 is the list's own address, with no `page` parameter. */
const pageQuery = (page: number | undefined) => (page && page > 1 ? page : undefined);

/** The site's listings, filtered (`?status=available`), sorted and on a given page (page 1 is left out). */
export function sitesForSalePath({
  page,
  ...filters
}: { category?: string; status?: string; min?: string; max?: string; sort?: string; page?: number } = {}): string {
  return withQuery(SITES_FOR_SALE_PATH, { ...filters, page: pageQuery(page) });
}

/** The order funnel, with a package chosen when given. */
export function orderPath(tierSlug?: string): string {
  return withQuery("/order-funnel", { tier: tierSlug });
}

/** The support form with its topic (and the item asked about) filled in. */
function supportPath(topic: string, item: Record<string, string> = {}): string {
  return withQuery("/support", { topic, ...item });
}

/** Enquiry about buying a site for sale. */
export const listingEnquiryPath = (slug: string) => supportPath("site-purchase", { listing: slug });
/** Order or enquiry for a custom modification. */
export const modificationOrderPath = (slug: string) => supportPath("custom-modification", { mod: slug });
/** Order of a banner package or a landing-page design. */
export const graphicsOrderPath = (slug: string) => supportPath("graphics", { item: slug });

/** The site map with some of its long lists on a later page (`?post=2`: the list's kind and page; page 1 is left out). */
export function siteMapPath(pages: Record<string, number>): string {
  return withQuery("/sitemap", Object.fromEntries(Object.entries(pages).map(([list, page]) => [list, pageQuery(page)])));
}

/** The site search for a query, on a given page of results (page 1 is left out). */
export const searchPath = (query: string, page?: number) => withQuery(SEARCH_PATH, { q: query, page: pageQuery(page) });
export const FEATURES_PATH = "/features";
/** The features list filtered to a text, so a search result lands on the feature itself. */
export const featuresPath = (query: string) => withQuery(FEATURES_PATH, { q: query });
/** The features list filtered by category and text, on a given page (page 1 is left out). */
export const featureListPath = ({ category, q, page }: { category?: string; q?: string; page?: number }) =>
  withQuery(FEATURES_PATH, { category, q, page: pageQuery(page) });

/** The anchor id of an FAQ entry on /faq: faq.server-requirements → faq-server-requirements. */
export function faqAnchor(id: string): string {
  return id.replace(/[^a-z0-9-]/gi, "-");
}

export const faqEntryPath = (id: string) => `/faq#${faqAnchor(id)}`;
/** The id of a service's card heading on /services, and the link to it. */
export const serviceAnchor = (slug: string) => `service-${slug}`;
export const servicePath = (slug: string) => `/services#${serviceAnchor(slug)}`;
