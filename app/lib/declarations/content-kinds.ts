/**
 * Every kind of document the site reads from the CMS, declared once: its Sanity type, the field it goes by, its own
 * page (its address, route, page data, component and SEO builder), whether the sitemaps and the site search list it,
 * whether texts may name its price, where the Studio's sidebar lists it and where its Presentation tool says it is
 * shown. The lists built from kinds (the site's pages, the sitemap query and its URLs, the search query, kinds and
 * labels, the priced types, the Studio's sidebar and locations) read this module, so a new kind is one entry here plus
 * its own files: its Studio schema type, its model and queries, its sample documents, its page.
 *
 * Shared with the Studio (cms-schemas/presentation, the price-token check): it imports only the path builders and
 * types, among them those `sanity typegen` writes from the Studio's schema, so every field named here exists on its
 * document type.
 * Kinds are listed in the sitemaps, search results and price lists in the order declared here.
 */
import type { AllSanitySchemaTypes, Platform, PricingTier, SiteListing } from "../cms/sanity.types";
import {
  BLOG_PATH,
  bannerPath,
  blogListPath,
  faqEntryPath,
  featuresPath,
  landingPagePath,
  listingPath,
  MARKETPLACE_PATH,
  modificationPath,
  MODIFICATIONS_PATH,
  orderPath,
  pagePath,
  platformPath,
  PLATFORMS_PATH,
  postPath,
  servicePath,
} from "./paths";
import { FIXED_PAGES, fixedPage, type FixedPageSlug, layoutOf, type PageDeclaration, type SitePage } from "./fixed-pages";

/** A place on the site where a document is shown, as the Studio's Presentation tool lists it. */
export interface DocumentLocation {
  title: string;
  href: string;
}

/** The fields of a document its locations are built from (any may be missing while editing). */
export interface LocatedDocument {
  /** The document's id (a draft's or release version's id is fine). */
  id?: string | null;
  /** The name the document goes by (its `titleField`). */
  title?: string | null;
  /** `slug.current`. */
  slug?: string | null;
  /** A listing's or a platform's status. */
  status?: string | null;
  /** A pricing tier's product line. */
  productLine?: string | null;
}

/** A hit of the site search, as its link is built. */
interface SearchHitLink {
  _id: string;
  title: string;
  slug?: string | null;
}

/** A hit's link built from its slug; none without one (a page with no slug is not the home page). */
const bySlug =
  (path: (slug: string) => string) =>
  ({ slug }: SearchHitLink): string | null =>
    slug ? path(slug) : null;

type StoredDocument = Extract<AllSanitySchemaTypes, { _id: string }>;
/** The type of every document the Studio stores. */
type DocumentType = StoredDocument["_type"];
type DocumentOf<Type extends DocumentType> = Extract<StoredDocument, { _type: Type }>;
/** The text fields of a document type. */
type TextField<Document> = { [Key in keyof Document]-?: Document[Key] extends string | undefined ? Key : never }[keyof Document] & string;
/** What Presentation may select of a document: a text field, or the current value of its slug. */
type SelectablePath<Document> = TextField<Document> | ("slug" extends keyof Document ? "slug.current" : never);

export type ContentKind<Type extends DocumentType = DocumentType> = Type extends unknown ? KindOf<Type> : never;

type KindOf<Type extends DocumentType> = KindFields<Type> &
  (
    | {
        /** The address of a document's own page, by its slug (a kind whose links the browser builds names its builder in paths.ts). */
        path: (slug: string) => string;
        /** What serves that page (the page convention). */
        page: KindPage;
        /** In the sitemaps; on /sitemap below the link to `listedUnder` when given. */
        sitemap?: { listedUnder?: string };
        /** The documents whose page answers, as a GROQ filter (default: every document of the type); their old slugs redirect (decision 076). */
        served?: string;
      }
    | { path?: undefined; page?: undefined; sitemap?: undefined; served?: undefined }
  );

/** A kind's own page: the route module, page data, component and SEO builder that serve each document's address. */
type KindPage = Omit<PageDeclaration, "robotsDisallow"> & { seo: string | null };

/** The groups of the Studio's sidebar that hold content kinds (besides the forms' submissions). */
type StudioGroup = "Site" | "Products" | "Marketplace" | "Blog";

/**
 * Where the Studio's sidebar lists a kind: in one of its groups (a singleton's one document opens in place, under
 * `title`), or as an item of its own at the top level, under `title`. The sidebar's items come in the order their
 * first kind is declared here.
 */
type StudioPlace = { group: StudioGroup; singleton?: { title: string } } | { group?: undefined; title: string };

interface KindFields<Type extends DocumentType> {
  studio: StudioPlace;
  /** The field a document goes by (its title, name or question): the sitemaps', search's and Presentation's title. */
  titleField: TextField<DocumentOf<Type>>;
  /** The documents the sitemaps and search list, as a GROQ filter (default: every document of the type). */
  listed?: string;
  /**
   * In the site search: the heading of its hits, where a hit leads (null: nowhere yet, e.g. no slug, and the index
   * leaves the document out) and the text the index reads.
   */
  search?: { label: string; href: (hit: SearchHitLink) => string | null; fields: SearchFields };
  /** Its `price` is what a `{price:<slug>}` token in a text stands for (app/lib/declarations/price-tokens.ts). */
  priced?: true;
  /**
   * For the Studio's Presentation tool: the fields its locations read besides the title, and where the document is
   * shown besides its own page (which comes first), following the page-data functions that load it.
   */
  presentation: {
    select?: Partial<Record<Exclude<keyof LocatedDocument, "title">, SelectablePath<DocumentOf<Type>> | "_id">>;
    locations?: (document: LocatedDocument, title: string) => DocumentLocation[];
  };
}

/** GROQ for the text the search index reads of a kind, besides its title (app/lib/search-index.server.ts). */
export interface SearchFields {
  summary: string;
  intro?: string;
  /** A list of headings. */
  headings?: string;
  body?: string;
}

/** The filter of every post a visitor may see: published, and its publish date has come (docs/architecture.md, Product rules). */
export const PUBLISHED_POST = /* groq */ `_type == "post" && status == "published" && dateTime(publishedAt) <= dateTime(now())`;
/** In preview an editor sees every post, whatever its status and date, as it will look once published. */
export const PREVIEWED_POST = /* groq */ `_type == "post"`;

// ── Fixed pages that show documents of these kinds ─────────────────────────────────────────────────
// Declared in app/lib/declarations/fixed-pages.ts; a location names one by its slug.

/**
 * A fixed page as a location: its name, with what of the document it shows (`Home (newest sites for sale)`), at its
 * address or at a place on it (`href`: an anchor, a filter).
 */
function fixedPageLocation(slug: FixedPageSlug, { showing, href }: { showing?: string; href?: string } = {}): DocumentLocation {
  const page = fixedPage(slug);
  return { title: showing ? `${page.name} (${showing})` : page.name, href: href ?? page.path };
}

/** The page listing each product line's packages. */
const PRODUCT_LINE_PAGES: Record<PricingTier["productLine"], FixedPageSlug> = {
  script: "scripts",
  "done-for-you": "done-for-you",
};
/** The one-time offers, each shown on the page of the same slug (app/lib/page-data/offers.server.ts) and sold in the order funnel. */
export const OFFER_PAGE_SLUGS: readonly FixedPageSlug[] = FIXED_PAGES.filter((page) => page.cmsType === "offer").map((page) => page.slug);
/** Pages whose title and description are also a card on the marketplace hub (AREAS in app/lib/page-data/marketplace.server.ts). */
const MARKETPLACE_AREA_SLUGS = ["done-for-you", "sites-for-sale", "custom-modifications"];
/** The service whose price the order funnel charges for installation (app/lib/orders/catalog.server.ts). */
const INSTALLATION_SERVICE_SLUG = "installation";

const SOLD: SiteListing["status"] = "sold";
const COMING_SOON: Platform["status"] = "coming-soon";

/** The published id of a draft (`drafts.…`) or a release version (`versions.<release>.…`). */
function publishedId(id: string): string {
  return id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
}

/** `location` when `condition` holds, else nothing. */
const when = (condition: boolean, location: DocumentLocation): DocumentLocation[] => (condition ? [location] : []);

function isOfferPageSlug(slug: string | null | undefined): slug is FixedPageSlug {
  return (OFFER_PAGE_SLUGS as readonly unknown[]).includes(slug);
}

const CONTENT_KINDS = {
  siteSettings: {
    studio: { group: "Site", singleton: { title: "Site settings" } },
    titleField: "productName",
    // The header and footer of every page show the settings; /demo shows the demo logins.
    presentation: {
      locations: () => [
        fixedPageLocation("home", { showing: "and the header and footer of every page" }),
        fixedPageLocation("demo", { showing: "demo logins" }),
      ],
    },
  },
  page: {
    studio: { title: "Pages" },
    titleField: "title",
    listed: /* groq */ `_type == "page" && seo.noIndex != true`,
    path: pagePath,
    // Any other path: a page an editor created (decision 033), else the not-found page.
    page: { route: "_site.$", kind: "company", pageData: "editorPageData", component: "StaticPage", seo: "pageSeo" },
    sitemap: {},
    search: {
      label: "Pages",
      href: bySlug(pagePath),
      fields: {
        summary: "seo.description",
        intro: "intro",
        headings: /* groq */ `array::compact([heading] + coalesce(sections[].heading, []))`,
        body: /* groq */ `pt::text(sections[_type == "richText"].body[])`,
      },
    },
    presentation: {
      select: { slug: "slug.current" },
      locations: ({ slug }) =>
        when(MARKETPLACE_AREA_SLUGS.includes(slug ?? ""), fixedPageLocation("sites-marketplace", { showing: "area card" })),
    },
  },
  pricingTier: {
    studio: { group: "Products" },
    titleField: "name",
    priced: true,
    presentation: {
      select: { slug: "slug.current", productLine: "productLine" },
      locations: ({ slug, productLine }, title) => {
        const line: FixedPageSlug | undefined = PRODUCT_LINE_PAGES[productLine as PricingTier["productLine"]];
        return [
          fixedPageLocation("pricing"),
          ...(line ? [fixedPageLocation(line)] : []),
          fixedPageLocation("order-funnel", { showing: `${title} chosen`, href: orderPath(slug || undefined) }),
        ];
      },
    },
  },
  offer: {
    studio: { group: "Products" },
    titleField: "name",
    priced: true,
    presentation: {
      select: { slug: "slug.current" },
      // The order funnel offers exactly these, by slug; an offer with any other slug is shown nowhere.
      locations: ({ slug }, title) =>
        isOfferPageSlug(slug) ? [{ title, href: pagePath(slug) }, fixedPageLocation("order-funnel", { showing: "add-ons" })] : [],
    },
  },
  platform: {
    studio: { group: "Products" },
    titleField: "name",
    path: platformPath,
    page: { route: "_site.templates.$slug", kind: "products", pageData: "platformPageData", component: "PlatformPage", seo: "platformSeo" },
    sitemap: { listedUnder: PLATFORMS_PATH },
    presentation: {
      select: { slug: "slug.current", status: "status" },
      // The waitlist pages offer the platforms still to come as what a visitor is waiting for.
      locations: ({ status }) => [
        fixedPageLocation("templates"),
        fixedPageLocation("home", { showing: "platforms" }),
        ...when(status === COMING_SOON, fixedPageLocation("index")),
        ...when(status === COMING_SOON, fixedPageLocation("coming-soon")),
      ],
    },
  },
  modification: {
    studio: { group: "Marketplace" },
    titleField: "name",
    path: modificationPath,
    page: {
      route: "_site.mods.$slug",
      kind: "marketplace",
      pageData: "modificationPageData",
      component: "ModificationPage",
      seo: "catalogueItemSeo",
    },
    sitemap: { listedUnder: MODIFICATIONS_PATH },
    presentation: {
      select: { slug: "slug.current" },
      locations: () => [
        fixedPageLocation("custom-modifications"),
        fixedPageLocation("sites-marketplace", { showing: "count and lowest price" }),
        fixedPageLocation("order-funnel", { showing: "add-ons" }),
      ],
    },
  },
  banner: {
    studio: { group: "Marketplace" },
    titleField: "name",
    path: bannerPath,
    page: {
      route: "_site.banners.$slug",
      kind: "marketplace",
      pageData: "bannerPageData",
      component: "BannerPage",
      seo: "catalogueItemSeo",
    },
    sitemap: { listedUnder: MARKETPLACE_PATH },
    presentation: {
      select: { slug: "slug.current" },
      locations: () => [fixedPageLocation("sites-marketplace", { showing: "banner designs" })],
    },
  },
  landingPage: {
    studio: { group: "Marketplace" },
    titleField: "name",
    path: landingPagePath,
    page: {
      route: "_site.content.$slug",
      kind: "marketplace",
      pageData: "landingPageDesignPageData",
      component: "LandingPageDesignPage",
      seo: "catalogueItemSeo",
    },
    sitemap: { listedUnder: MARKETPLACE_PATH },
    presentation: {
      select: { slug: "slug.current" },
      locations: () => [fixedPageLocation("sites-marketplace", { showing: "landing page designs" })],
    },
  },
  feature: {
    studio: { group: "Products" },
    titleField: "name",
    search: { label: "Features", href: (hit) => featuresPath(hit.title), fields: { summary: "description" } },
    presentation: {
      // The features list filtered to the feature's name, so it is the one shown.
      locations: ({ title }) => [fixedPageLocation("features", { href: title ? featuresPath(title) : undefined })],
    },
  },
  faq: {
    studio: { group: "Site" },
    titleField: "question",
    search: { label: "FAQ", href: (hit) => faqEntryPath(hit._id), fields: { summary: "answer" } },
    presentation: {
      select: { id: "_id" },
      locations: ({ id }) => [fixedPageLocation("faq", { href: id ? faqEntryPath(publishedId(id)) : undefined })],
    },
  },
  service: {
    studio: { group: "Products" },
    titleField: "name",
    priced: true,
    search: { label: "Services", href: bySlug(servicePath), fields: { summary: "summary", body: "description" } },
    presentation: {
      select: { slug: "slug.current" },
      locations: ({ slug }) => [
        fixedPageLocation("services", { href: slug ? servicePath(slug) : undefined }),
        ...when(slug === INSTALLATION_SERVICE_SLUG, fixedPageLocation("order-funnel", { showing: "installation price" })),
      ],
    },
  },
  siteListing: {
    studio: { group: "Marketplace" },
    titleField: "title",
    path: listingPath,
    page: { route: "_site.site.$slug", kind: "marketplace", pageData: "listingPageData", component: "SiteListingPage", seo: "listingSeo" },
    sitemap: {},
    search: {
      label: "Sites for sale",
      href: bySlug(listingPath),
      fields: { summary: "summary", body: "description" },
    },
    presentation: {
      select: { slug: "slug.current", status: "status" },
      // Home and the marketplace hub show the newest listings not yet sold.
      locations: ({ status }) => [
        fixedPageLocation("sites-for-sale"),
        ...when(status !== SOLD, fixedPageLocation("home", { showing: "newest sites for sale" })),
        ...when(status !== SOLD, fixedPageLocation("sites-marketplace", { showing: "newest sites for sale" })),
      ],
    },
  },
  post: {
    studio: { group: "Blog" },
    titleField: "title",
    listed: PUBLISHED_POST,
    served: PUBLISHED_POST,
    path: postPath,
    page: { route: "_site.blog.$slug", kind: "blog", pageData: "postPageData", component: "BlogPost", seo: "postSeo" },
    sitemap: { listedUnder: BLOG_PATH },
    search: {
      label: "Blog articles",
      href: bySlug(postPath),
      fields: {
        summary: "excerpt",
        headings: /* groq */ `body[style in ["h2", "h3"]].children[].text`,
        body: /* groq */ `pt::text(body)`,
      },
    },
    presentation: { select: { slug: "slug.current" }, locations: () => [fixedPageLocation("blog")] },
  },
  author: {
    studio: { group: "Blog" },
    titleField: "name",
    presentation: { locations: () => [fixedPageLocation("blog", { showing: "articles and their author cards" })] },
  },
  category: {
    studio: { group: "Blog" },
    titleField: "name",
    presentation: {
      select: { slug: "slug.current" },
      locations: ({ slug }, title) => [
        ...when(Boolean(slug), { title: `Blog: ${title}`, href: blogListPath({ category: slug }) }),
        fixedPageLocation("blog"),
      ],
    },
  },
  tag: {
    studio: { group: "Blog" },
    titleField: "name",
    presentation: {
      select: { slug: "slug.current" },
      locations: ({ slug }, title) => [
        ...when(Boolean(slug), { title: `Blog: ${title}`, href: blogListPath({ tag: slug }) }),
        fixedPageLocation("blog"),
      ],
    },
  },
  testimonial: {
    studio: { group: "Site" },
    titleField: "name",
    presentation: { locations: () => [fixedPageLocation("testimonials")] },
  },
  // The affiliate programme's rules and banners (decision 069): /affiliates names them, affiliates' dashboards show them.
  affiliateProgramme: {
    studio: { group: "Site", singleton: { title: "Affiliate programme" } },
    titleField: "_id",
    presentation: { locations: () => [fixedPageLocation("affiliates", { showing: "rates, cookie days and payouts" })] },
  },
  // The words of the messages the site sends (app/lib/mail/messages.ts): shown in no page, previewed in the Studio.
  emailTemplate: {
    studio: { title: "E-mails" },
    titleField: "subject",
    presentation: {},
  },
  // Old addresses sent on to where their content is now (decision 076): shown in no page.
  redirect: {
    studio: { title: "Redirects" },
    titleField: "from",
    presentation: {},
  },
} satisfies { [Type in DocumentType]?: ContentKind<Type> };

type Kinds = typeof CONTENT_KINDS;
/** Every document type the site reads. */
export type ContentType = keyof Kinds;
/** The types whose kind declares `feature` (`"search"`: the searchable types). */
export type TypesWith<Feature extends keyof ContentKind> = {
  [Type in ContentType]: Kinds[Type] extends Record<Feature, unknown> ? Type : never;
}[ContentType];

export const CONTENT_TYPES = Object.keys(CONTENT_KINDS) as ContentType[];

export function isContentType(type: string): type is ContentType {
  return Object.hasOwn(CONTENT_KINDS, type);
}

/** The kind of a document type. */
export function contentKind(type: ContentType): ContentKind {
  return CONTENT_KINDS[type] as ContentKind;
}

/** The types whose kind declares `feature`, in the registry's order. */
export function typesWith<Feature extends keyof ContentKind>(feature: Feature): [TypesWith<Feature>, ...TypesWith<Feature>[]] {
  return CONTENT_TYPES.filter((type) => contentKind(type)[feature] !== undefined) as [TypesWith<Feature>, ...TypesWith<Feature>[]];
}

/** What the kind of `type` declares as `feature`, for a type whose kind declares it. */
export function declared<Feature extends keyof ContentKind>(type: TypesWith<Feature>, feature: Feature): NonNullable<ContentKind[Feature]> {
  return contentKind(type)[feature] as NonNullable<ContentKind[Feature]>;
}

/** The GROQ filter of the documents of a type the sitemaps and search list. */
export function listedFilter(type: ContentType): string {
  return contentKind(type).listed ?? `_type == "${type}"`;
}

/** The GROQ filter of the documents of a type with a page of its own whose page answers (a post only once published). */
export function servedFilter(type: TypesWith<"path">): string {
  return contentKind(type).served ?? `_type == "${type}"`;
}

/** Where a document is shown on the site, its own page first; empty when nowhere (yet). */
export function documentLocations(type: ContentType, document: LocatedDocument): DocumentLocation[] {
  const { path, presentation } = contentKind(type);
  const title = document.title || "Untitled";
  const own = path && document.slug ? [{ title, href: path(document.slug) }] : [];
  return [...own, ...(presentation.locations?.(document, title) ?? [])];
}

/** Each content kind's own page, in the registry's order (site-pages.ts puts every page together). */
export const KIND_PAGES: readonly SitePage[] = CONTENT_TYPES.flatMap((type) => {
  const { path, page } = contentKind(type);
  return path && page ? [{ ...page, path: path(":slug"), layout: layoutOf(page.route), cmsType: type, robotsDisallow: false }] : [];
});

/** An item of the Studio's sidebar: a group of kinds, or one kind at the top level. */
export type StudioSidebarItem =
  { group: StudioGroup; kinds: { type: ContentType; singletonTitle?: string }[] } | { group?: undefined; type: ContentType; title: string };

/** The Studio's sidebar of content kinds (cms-schemas/structure.ts), each item where its first kind is declared. */
export function studioSidebar(): StudioSidebarItem[] {
  const items: StudioSidebarItem[] = [];
  for (const type of CONTENT_TYPES) {
    const place = contentKind(type).studio;
    if (place.group === undefined) {
      items.push({ type, title: place.title });
      continue;
    }
    const group = items.find((item) => item.group === place.group);
    const kind = { type, singletonTitle: place.singleton?.title };
    if (group?.group) group.kinds.push(kind);
    else items.push({ group: place.group, kinds: [kind] });
  }
  return items;
}
