/** The site's fixed interface structure (docs/architecture.md, Product rules): link targets and their labels. */
export interface NavItem {
  label: string;
  to: string;
  /** Read after a short label by screen readers and search engines, not shown ("Learn More" → "… about us"). */
  context?: string;
}

/** Each page link once; the header, top bar and footer lists below pick from these. */
const PAGES = {
  doneForYou: { label: "Done-For-You", to: "/done-for-you" },
  sitesMarketplace: { label: "Sites Marketplace", to: "/sites-marketplace" },
  scripts: { label: "Scripts", to: "/scripts" },
  platforms: { label: "Platforms", to: "/templates" },
  customModifications: { label: "Custom Modifications", to: "/custom-modifications" },
  services: { label: "Services", to: "/services" },
  features: { label: "Features", to: "/features" },
  pricing: { label: "Pricing", to: "/pricing" },
  demo: { label: "Demo", to: "/demo" },
  about: { label: "About", to: "/about" },
  blog: { label: "Blog", to: "/blog" },
  testimonials: { label: "Testimonials", to: "/testimonials" },
  affiliates: { label: "Affiliates", to: "/affiliates" },
  support: { label: "Support", to: "/support" },
  faq: { label: "FAQ", to: "/faq" },
  sitemap: { label: "Sitemap", to: "/sitemap" },
  privacy: { label: "Privacy Policy", to: "/privacy" },
  terms: { label: "Terms of Service", to: "/terms" },
  supportPolicy: { label: "Support Policy", to: "/refund" },
  disclaimer: { label: "Disclaimer", to: "/disclaimer" },
} satisfies Record<string, NavItem>;

export const MAIN_NAVIGATION: readonly NavItem[] = [
  PAGES.doneForYou,
  PAGES.sitesMarketplace,
  PAGES.scripts,
  PAGES.platforms,
  PAGES.services,
  PAGES.features,
  PAGES.demo,
  PAGES.support,
];

export const GET_STARTED: NavItem = { label: "Get Started", to: "/order-funnel" };

export const QUICK_LINKS: readonly NavItem[] = [
  { label: "Learn More", context: "about us", to: PAGES.about.to },
  PAGES.testimonials,
  { label: "Pre-sale Help", to: PAGES.support.to },
];

export interface FooterGroup {
  heading: string;
  links: readonly NavItem[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: "Products",
    links: [PAGES.doneForYou, PAGES.sitesMarketplace, PAGES.scripts, PAGES.platforms, PAGES.customModifications],
  },
  { heading: "Services", links: [PAGES.services, PAGES.features, PAGES.pricing, PAGES.demo] },
  { heading: "Company", links: [PAGES.about, PAGES.blog, PAGES.testimonials, PAGES.affiliates] },
  { heading: "Support", links: [PAGES.support, PAGES.faq, PAGES.sitemap] },
  { heading: "Legal", links: [PAGES.privacy, PAGES.terms, PAGES.supportPolicy, PAGES.disclaimer] },
];
