/** Every static route of the spec's route table (plus /pricing, linked from the footer). */
export const CHROME_ROUTES = [
  "/home",
  "/services",
  "/features",
  "/templates",
  "/scripts",
  "/sites-marketplace",
  "/done-for-you",
  "/custom-modifications",
  "/sites-for-sale",
  "/demo",
  "/about",
  "/support",
  "/sitemap",
  "/order-funnel",
  "/terms",
  "/privacy",
  "/refund",
  "/disclaimer",
  "/testimonials",
  "/faq",
  "/thanks-purchase",
  "/thanks-order",
  "/test-order-form",
  "/affiliates",
  "/blog",
  "/pricing",
];

/** Routes shown without the header, navigation and footer (docs/architecture.md, Product rules). */
export const BARE_ROUTES = ["/", "/coming-soon", "/offer-graphics", "/offer-vip-upgrades"];
