/** The site's fixed interface structure (spec §2): link targets and their labels. */
export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_NAVIGATION: readonly NavItem[] = [
  { label: "Done-For-You", to: "/done-for-you" },
  { label: "Sites Marketplace", to: "/sites-marketplace" },
  { label: "Scripts", to: "/scripts" },
  { label: "Platforms", to: "/templates" },
  { label: "Services", to: "/services" },
  { label: "Features", to: "/features" },
  { label: "Demo", to: "/demo" },
  { label: "Support", to: "/support" },
];

export const GET_STARTED: NavItem = { label: "Get Started", to: "/order-funnel" };

export const QUICK_LINKS: readonly NavItem[] = [
  { label: "Learn More", to: "/about" },
  { label: "Testimonials", to: "/testimonials" },
  { label: "Pre-sale Help", to: "/support" },
];

export interface FooterGroup {
  heading: string;
  links: readonly NavItem[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: "Products",
    links: [
      { label: "Done-For-You", to: "/done-for-you" },
      { label: "Sites Marketplace", to: "/sites-marketplace" },
      { label: "Scripts", to: "/scripts" },
      { label: "Platforms", to: "/templates" },
      { label: "Custom Modifications", to: "/custom-modifications" },
    ],
  },
  {
    heading: "Services",
    links: [
      { label: "Services", to: "/services" },
      { label: "Features", to: "/features" },
      { label: "Pricing", to: "/pricing" },
      { label: "Demo", to: "/demo" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Blog", to: "/blog" },
      { label: "Testimonials", to: "/testimonials" },
      { label: "Affiliates", to: "/affiliates" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Support", to: "/support" },
      { label: "FAQ", to: "/faq" },
      { label: "Sitemap", to: "/sitemap" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", to: "/terms" },
      { label: "Support Policy", to: "/refund" },
      { label: "Disclaimer", to: "/disclaimer" },
    ],
  },
];
