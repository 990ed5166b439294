import { NAVIGATION_LABEL_OPTIONS, type NavigationLabelKey } from "~/lib/cms/options";
import { fixedPagePath } from "~/lib/declarations/fixed-pages";

/**
 * The site's fixed interface structure (docs/architecture.md, Product rules): link targets, which the product fixes,
 * and their labels, which editors may rename in the site settings (Navigation). A label left empty is the default.
 */
export interface NavItem {
  label: string;
  to: string;
  /** Read after a short label by screen readers and search engines, not shown ("Learn More" → "… about us"). */
  context?: string;
}

export interface FooterGroup {
  /** Stable whatever editors call the group. */
  key: string;
  heading: string;
  links: readonly NavItem[];
}

/**
 * Where each link goes, by the key of its label (app/lib/cms/options.ts): a fixed page (app/lib/declarations/fixed-pages.ts), so a
 * link to a page that is not declared does not compile. The lists below pick from these.
 */
const PAGES = {
  doneForYou: { to: fixedPagePath("done-for-you") },
  sitesMarketplace: { to: fixedPagePath("sites-marketplace") },
  scripts: { to: fixedPagePath("scripts") },
  platforms: { to: fixedPagePath("templates") },
  customModifications: { to: fixedPagePath("custom-modifications") },
  services: { to: fixedPagePath("services") },
  features: { to: fixedPagePath("features") },
  pricing: { to: fixedPagePath("pricing") },
  demo: { to: fixedPagePath("demo") },
  about: { to: fixedPagePath("about") },
  blog: { to: fixedPagePath("blog") },
  testimonials: { to: fixedPagePath("testimonials") },
  affiliates: { to: fixedPagePath("affiliates") },
  support: { to: fixedPagePath("support") },
  faq: { to: fixedPagePath("faq") },
  sitemap: { to: fixedPagePath("sitemap") },
  privacy: { to: fixedPagePath("privacy") },
  terms: { to: fixedPagePath("terms") },
  supportPolicy: { to: fixedPagePath("refund") },
  disclaimer: { to: fixedPagePath("disclaimer") },
  getStarted: { to: fixedPagePath("order-funnel") },
  learnMore: { to: fixedPagePath("about"), context: "about us" },
  preSaleHelp: { to: fixedPagePath("support") },
} satisfies Record<string, Omit<NavItem, "label">>;

type PageKey = keyof typeof PAGES;

type FooterHeadingKey = "footerProducts" | "footerServices" | "footerCompany" | "footerSupport" | "footerLegal";

const FOOTER: readonly { heading: FooterHeadingKey; links: readonly PageKey[] }[] = [
  { heading: "footerProducts", links: ["doneForYou", "sitesMarketplace", "scripts", "platforms", "customModifications"] },
  { heading: "footerServices", links: ["services", "features", "pricing", "demo"] },
  { heading: "footerCompany", links: ["about", "blog", "testimonials", "affiliates"] },
  { heading: "footerSupport", links: ["support", "faq", "sitemap"] },
  { heading: "footerLegal", links: ["privacy", "terms", "supportPolicy", "disclaimer"] },
];

/** The label of each key when editors leave it empty. */
const DEFAULT_LABELS = Object.fromEntries(NAVIGATION_LABEL_OPTIONS.map((option) => [option.value, option.title])) as Record<
  NavigationLabelKey,
  string
>;

export type NavigationLabels = Partial<Record<NavigationLabelKey, string | null>>;

export interface SiteNavigation {
  main: NavItem[];
  getStarted: NavItem;
  quickLinks: NavItem[];
  footerGroups: FooterGroup[];
}

/**
 * The header, top bar and footer with the editors' labels (empty ones fall back to the defaults), resolved by the
 * root loader so the browser downloads the links as data, not this module and every default label as code.
 */
export function siteNavigation(labels: NavigationLabels | null | undefined): SiteNavigation {
  const label = (key: NavigationLabelKey) => labels?.[key]?.trim() || DEFAULT_LABELS[key];
  const page = (key: PageKey): NavItem => ({ ...PAGES[key], label: label(key) });
  return {
    main: (["doneForYou", "sitesMarketplace", "scripts", "platforms", "services", "features", "demo", "support"] as const).map(page),
    getStarted: page("getStarted"),
    quickLinks: (["learnMore", "testimonials", "preSaleHelp"] as const).map(page),
    footerGroups: FOOTER.map((group): FooterGroup => ({ key: group.heading, heading: label(group.heading), links: group.links.map(page) })),
  };
}

/** Every path the footer links to, whatever its labels. */
export const FOOTER_PATHS: ReadonlySet<string> = new Set(FOOTER.flatMap((group) => group.links.map((key) => PAGES[key].to)));
