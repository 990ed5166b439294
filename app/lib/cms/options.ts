/**
 * The fixed choices of the CMS's option fields, with the words marketers and visitors see.
 * Shared by the app's models and the Studio schemas (cms-schemas imports this file), so the two
 * can never offer different values. No imports: the Studio bundles it as it is.
 */
export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly title: string;
}

export function optionValues<Value extends string>(options: readonly Option<Value>[]): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}

export const PRODUCT_LINE_OPTIONS = [
  { value: "script", title: "Script" },
  { value: "done-for-you", title: "Done-for-you" },
] as const;

export const BILLING_OPTIONS = [
  { value: "one-time", title: "One-time payment" },
  { value: "payment-plan", title: "Payment plan" },
] as const;

export const FEATURE_CATEGORY_OPTIONS = [
  { value: "surfing", title: "Surfing" },
  { value: "advertising", title: "Advertising" },
  { value: "members", title: "Members" },
  { value: "referrals", title: "Referrals & commissions" },
  { value: "owner-tools", title: "Owner tools" },
  { value: "payments", title: "Payments" },
  { value: "security", title: "Security & anti-cheat" },
  { value: "platform", title: "Platform" },
] as const;

export const PLATFORM_STATUS_OPTIONS = [
  { value: "available", title: "Available now" },
  { value: "coming-soon", title: "Coming soon" },
] as const;

export const BANNER_SIZE_OPTIONS = [
  { value: "125x125", title: "125 × 125 button" },
  { value: "468x60", title: "468 × 60 banner" },
  { value: "728x90", title: "728 × 90 leaderboard" },
  { value: "300x250", title: "300 × 250 rectangle" },
  { value: "160x600", title: "160 × 600 skyscraper" },
] as const;

/** The sizes affiliates are given banners in (decision 069): the four /affiliates names, no skyscraper. */
export const AFFILIATE_BANNER_SIZE_OPTIONS = BANNER_SIZE_OPTIONS.filter((option) => option.value !== "160x600");

/**
 * The kinds of e-mail swipe affiliates are given (decisions 069, 070), as /affiliates names them. A swipe's link
 * carries its kind as the campaign, so each value is already a campaign name as reports show it.
 */
export const EMAIL_SWIPE_KIND_OPTIONS = [
  { value: "launch-announcement", title: "Launch announcement" },
  { value: "safelist-post", title: "Safelist / mailer post" },
  { value: "follow-up", title: "Follow-up" },
] as const;

export const LISTING_CATEGORY_OPTIONS = [
  { value: "traffic-exchange", title: "Traffic exchange" },
  { value: "safelist", title: "Safelist" },
  { value: "viral-mailer", title: "Viral mailer" },
  { value: "ptc", title: "PTC site" },
  { value: "text-ad-exchange", title: "Text ad exchange" },
] as const;

export const LISTING_STATUS_OPTIONS = [
  { value: "available", title: "Available" },
  { value: "under-offer", title: "Under offer" },
  { value: "sold", title: "Sold" },
] as const;

export const FAQ_CATEGORY_OPTIONS = [
  { value: "getting-started", title: "Getting started" },
  { value: "pricing-payments", title: "Pricing & payments" },
  { value: "installation-hosting", title: "Installation & hosting" },
  { value: "features", title: "Features" },
  { value: "running-your-exchange", title: "Running your exchange" },
  { value: "support-refunds", title: "Support & refunds" },
] as const;

export const POST_STATUS_OPTIONS = [
  { value: "draft", title: "Draft" },
  { value: "published", title: "Published" },
  { value: "archived", title: "Archived" },
] as const;

export const OG_TYPE_OPTIONS = [
  { value: "website", title: "Website" },
  { value: "article", title: "Article" },
  { value: "product", title: "Product" },
] as const;

export const TWITTER_CARD_OPTIONS = [
  { value: "summary_large_image", title: "Large image" },
  { value: "summary", title: "Small image" },
] as const;

export const BLOCK_STYLE_OPTIONS = [
  { value: "normal", title: "Paragraph" },
  { value: "h2", title: "Heading 2" },
  { value: "h3", title: "Heading 3" },
  { value: "h4", title: "Heading 4" },
  { value: "blockquote", title: "Quote" },
] as const;

export const LIST_OPTIONS = [
  { value: "bullet", title: "Bulleted list" },
  { value: "number", title: "Numbered list" },
] as const;

export const CODE_LANGUAGE_OPTIONS = [
  { value: "text", title: "Plain text" },
  { value: "bash", title: "Shell" },
  { value: "php", title: "PHP" },
  { value: "sql", title: "SQL" },
  { value: "javascript", title: "JavaScript" },
  { value: "json", title: "JSON" },
  { value: "apacheconf", title: "Apache config" },
  { value: "nginx", title: "Nginx config" },
] as const;

/** Icon names the site can draw (app/components/ui/cms-icon.tsx), in the alphabetical order Studio editors pick from. */
const ICON_NAMES = [
  "arrows",
  "at-sign",
  "ban",
  "banknote",
  "bitcoin",
  "bolt",
  "browser",
  "calendar",
  "cart",
  "chart",
  "clipboard-check",
  "clock",
  "code",
  "coins",
  "credit-card",
  "cursor",
  "download",
  "external-link",
  "fingerprint",
  "flag",
  "gauge",
  "gift",
  "globe",
  "hierarchy",
  "history",
  "hourglass",
  "image",
  "languages",
  "layers",
  "layout",
  "link",
  "lock",
  "login",
  "mail",
  "megaphone",
  "palette",
  "percent",
  "phone",
  "play",
  "plug",
  "pulse",
  "puzzle",
  "receipt",
  "refresh",
  "repeat",
  "report",
  "rocket",
  "scale",
  "search",
  "send",
  "server",
  "share",
  "shield",
  "sliders",
  "sparkles",
  "star",
  "tag",
  "text",
  "ticket",
  "timer",
  "trending",
  "trophy",
  "user",
  "users",
  "wallet",
  "wrench",
] as const;
// Pure: a browser bundle that imports this module for other lists leaves the icon list out.
export const ICON_OPTIONS = /* @__PURE__ */ ICON_NAMES.map((name) => ({ value: name, title: name }));

/** The words shown for a stored option value. */
export function optionTitle(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.title ?? value;
}

/**
 * The header, top bar and footer labels editors may rename in the site settings (Navigation), by key, with the label
 * shown when they leave one empty. Where each link goes is fixed by the product (app/lib/navigation.ts).
 */
export const NAVIGATION_LABEL_OPTIONS = [
  { value: "doneForYou", title: "Done-For-You" },
  { value: "sitesMarketplace", title: "Sites Marketplace" },
  { value: "scripts", title: "Scripts" },
  { value: "platforms", title: "Platforms" },
  { value: "customModifications", title: "Custom Modifications" },
  { value: "services", title: "Services" },
  { value: "features", title: "Features" },
  { value: "pricing", title: "Pricing" },
  { value: "demo", title: "Demo" },
  { value: "about", title: "About" },
  { value: "blog", title: "Blog" },
  { value: "testimonials", title: "Testimonials" },
  { value: "affiliates", title: "Affiliates" },
  { value: "support", title: "Support" },
  { value: "faq", title: "FAQ" },
  { value: "sitemap", title: "Sitemap" },
  { value: "privacy", title: "Privacy Policy" },
  { value: "terms", title: "Terms of Service" },
  { value: "supportPolicy", title: "Support Policy" },
  { value: "disclaimer", title: "Disclaimer" },
  { value: "getStarted", title: "Get Started" },
  { value: "learnMore", title: "Learn More" },
  { value: "preSaleHelp", title: "Pre-sale Help" },
  { value: "footerProducts", title: "Products" },
  { value: "footerServices", title: "Services" },
  { value: "footerCompany", title: "Company" },
  { value: "footerSupport", title: "Support" },
  { value: "footerLegal", title: "Legal" },
] as const satisfies readonly Option[];

export type NavigationLabelKey = (typeof NAVIGATION_LABEL_OPTIONS)[number]["value"];

/**
 * A fixed page's own content (cards, lists, forms, logins drawn from other documents or from the visitor's request),
 * which editors place among the page's sections with a "Page content" section and head with their own words. Which
 * page shows which is fixed by the product (app/lib/declarations/page-blocks.ts).
 */
export const PAGE_BLOCK_OPTIONS = [
  { value: "platforms", title: "Platform cards" },
  { value: "newestListings", title: "Newest sites for sale" },
  { value: "bannerPackages", title: "Banner design packages" },
  { value: "landingPageDesigns", title: "Landing page designs" },
  { value: "marketplaceAreas", title: "Marketplace area cards" },
  { value: "listings", title: "Sites for sale, with filters" },
  { value: "packages", title: "Pricing packages" },
  { value: "services", title: "Service cards" },
  { value: "modifications", title: "Modification catalogue" },
  { value: "features", title: "Feature list, with filters" },
  { value: "faqs", title: "Questions by category" },
  { value: "testimonials", title: "Testimonial cards and rating" },
  { value: "demoAccess", title: "Demo logins" },
  { value: "form", title: "The page's form" },
  { value: "orderForm", title: "Order form" },
  { value: "orderSummary", title: "The visitor's order" },
  { value: "lastUpdated", title: "Date last updated" },
  { value: "siteMap", title: "List of pages" },
] as const satisfies readonly Option[];

export type PageBlockKey = (typeof PAGE_BLOCK_OPTIONS)[number]["value"];
