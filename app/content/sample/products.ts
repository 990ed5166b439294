import { keyed, refs, sampleDocument } from "./build/documents";
import { sampleImage } from "./build/images";

/**
 * Products, add-on offers, services, platforms and features of XchangeKit.
 * Prices follow product spec section 9 (USD); nothing here promises traffic, members or income.
 */

const slug = (current: string) => ({ _type: "slug" as const, current });
const checkout = (current: string) => `https://pay.launchyard.example/checkout/${current}`;

/* ------------------------------------------------------------------------------------------------
 * Pricing tiers
 * ---------------------------------------------------------------------------------------------- */

export const pricingTiers = [
  sampleDocument("pricingTier.script-only", "pricingTier", {
    name: "Script Only",
    slug: slug("script-only"),
    productLine: "script",
    summary:
      "The complete XchangeKit script to install on your own server. For owners who are comfortable uploading files, creating a MySQL database and setting up cron jobs.",
    price: 299,
    billing: "one-time",
    features: [
      "Full traffic exchange script with 50+ features",
      "100% source code access, no encoded files",
      "1 licence per domain",
      "Step-by-step installation guide and server requirements checklist",
      "Runs on standard PHP and MySQL hosting with cron",
      "6 months of updates and email support",
    ],
    includesInstallation: false,
    includesHosting: false,
    highlighted: false,
    order: 1,
    checkoutUrl: checkout("script-only"),
  }),
  sampleDocument("pricingTier.script-installation", "pricingTier", {
    name: "Script + Installation",
    slug: slug("script-installation"),
    productLine: "script",
    summary: "The script installed and tested by LaunchYard on your own server, with cron jobs and your payment processor connected.",
    price: 349,
    billing: "one-time",
    features: [
      "Everything in Script Only",
      "Installation on your server within 24-48 hours of receiving access",
      "Database, cron jobs and email sending configured",
      "PayPal or Stripe connected and a test purchase run",
      "Admin account handed over with a short walkthrough",
      "6 months of updates and email support",
    ],
    includesInstallation: true,
    includesHosting: false,
    highlighted: false,
    order: 2,
    checkoutUrl: checkout("script-installation"),
  }),
  sampleDocument("pricingTier.script-install-hosting", "pricingTier", {
    name: "Script + Install + Hosting",
    slug: slug("script-install-hosting"),
    productLine: "script",
    summary:
      "The script installed on LaunchYard's managed hosting, with the first year of hosting included. Nothing to set up on your side except your domain.",
    price: 499,
    billing: "one-time",
    features: [
      "Everything in Script + Installation",
      "Managed hosting on our PHP and MySQL servers, first 12 months included",
      "Free SSL certificate and daily backups kept for 14 days",
      "Cron jobs monitored, so bonuses and health checks keep running",
      "Live within 24-48 hours of your domain pointing to our servers",
      "12 months of updates and email support",
    ],
    includesInstallation: true,
    includesHosting: true,
    highlighted: true,
    badge: "Most popular",
    order: 3,
    checkoutUrl: checkout("script-install-hosting"),
  }),
  sampleDocument("pricingTier.payment-plan", "pricingTier", {
    name: "Payment Plan",
    slug: slug("payment-plan"),
    productLine: "script",
    summary:
      "The Script + Install + Hosting package paid as a {price:payment-plan} down payment, then five monthly payments of {price:payment-plan.monthly}. Paying this way costs more in total than paying {price:script-install-hosting} once.",
    price: 299,
    billing: "payment-plan",
    paymentPlan: { downPayment: 299, monthlyAmount: 75, months: 5 },
    features: [
      "Includes everything in Script + Install + Hosting",
      "{price:payment-plan} down payment, then 5 monthly payments of {price:payment-plan.monthly}",
      "Work starts within one business day of the down payment clearing; live within 24-48 hours of your domain pointing to our servers",
      "Managed hosting, first 12 months included",
      "100% source code access, 1 licence per domain",
      "12 months of updates and email support",
      "Monthly payments stay due as agreed; if one fails, we email you and give you 7 days to pay before support and updates pause",
    ],
    includesInstallation: true,
    includesHosting: true,
    highlighted: false,
    order: 4,
    checkoutUrl: checkout("payment-plan"),
  }),
  sampleDocument("pricingTier.complete-package", "pricingTier", {
    name: "Complete Package",
    slug: slug("complete-package"),
    productLine: "done-for-you",
    summary:
      "A done-for-you exchange set up with your branding: installed, hosted, configured and ready for members, with the graphics pack included.",
    price: 599,
    billing: "one-time",
    features: [
      "Everything in Script + Install + Hosting",
      "Done-for-you setup with your site name, logo and colours",
      "Membership levels, surf ratios, credit packages and commissions configured",
      "Email templates and member-area pages written for your site",
      "Graphics pack: 11 affiliate banners, VIP member shield and 3D eCovers",
      "Launched within 24-48 hours of receiving your details",
      "12 months of updates and email support",
    ],
    includesInstallation: true,
    includesHosting: true,
    includedOffers: refs("offer", ["offer.graphics"]),
    highlighted: false,
    order: 5,
    checkoutUrl: checkout("complete-package"),
  }),
  sampleDocument("pricingTier.premium-package", "pricingTier", {
    name: "Premium Package",
    slug: slug("premium-package"),
    productLine: "done-for-you",
    summary:
      "The Complete Package plus the VIP upgrade pack, two custom modifications, priority support and a written plan for promoting your launch.",
    price: 999,
    billing: "one-time",
    features: [
      "Everything in the Complete Package",
      "VIP upgrade pack: lifetime VIP membership on 11+ established traffic exchanges",
      "Two custom modifications, scoped with you before launch",
      "Priority support: your requests are answered ahead of the queue by a named technician",
      "Launch promotion plan covering your first 90 days",
      "Launched within 24-48 hours; modifications delivered as agreed in the scope",
      "12 months of updates",
    ],
    includesInstallation: true,
    includesHosting: true,
    includedOffers: refs("offer", ["offer.graphics", "offer.vip-upgrades"]),
    highlighted: false,
    order: 6,
    checkoutUrl: checkout("premium-package"),
  }),
];

/* ------------------------------------------------------------------------------------------------
 * One-time offers shown after checkout
 * ---------------------------------------------------------------------------------------------- */

export const offers = [
  sampleDocument("offer.graphics", "offer", {
    name: "Graphics Pack",
    slug: slug("offer-graphics"),
    headline: "Give your members promo material from day one",
    summary:
      "Members promote an exchange with the banners you give them. The Graphics Pack adds a ready-made set of affiliate banners, a VIP member shield and 3D eCovers, matched to your site name and colours, for a one-time {price:offer-graphics}.",
    price: 99,
    worth: 472,
    items: keyed("item", [
      {
        _type: "offerItem" as const,
        name: "11 extra affiliate banner graphics",
        description:
          "Banners in 125x125, 468x60, 728x90 and 300x250 with your site name, loaded into the promo tools so members can copy them with their referral link already attached.",
        worth: 197,
      },
      {
        _type: "offerItem" as const,
        name: "VIP member shield",
        description:
          "A badge shown on upgraded members' profiles and in the surf bar, so paying members stand out and free members see what upgrading looks like.",
        worth: 47,
      },
      {
        _type: "offerItem" as const,
        name: "3D eCovers",
        description:
          "Box and ebook-style covers for your upgrade pages, one-time offers and launch announcements, supplied as layered PSD and PNG files.",
        worth: 131,
      },
      {
        _type: "offerItem" as const,
        name: "Membership area access",
        description:
          "Access to LaunchYard's graphics members' area, where you can download the source files again and pick up seasonal banner sets as they are added.",
        worth: 97,
      },
    ]),
    samples: keyed("sample", [
      sampleImage(
        "offers/graphics-banner-728x90.webp",
        728,
        90,
        'SurfDrift leaderboard banner, 728x90: a wave logo, the headline "Free traffic to your website", the line "Real visitors, 500 welcome credits, no card needed" and a yellow "Join free" button on an indigo-to-violet background.',
      ),
      sampleImage(
        "offers/graphics-banner-300x250.webp",
        300,
        250,
        'SurfDrift medium rectangle banner, 300x250: a rising bar chart, the headline "Free traffic to your website", the line "Real visitors, 500 welcome credits" and a large white "Join free" button on a cyan-to-violet background.',
      ),
      sampleImage(
        "offers/graphics-banner-125x125.webp",
        125,
        125,
        'SurfDrift button banner, 125x125: "FREE TRAFFIC" in bold letters above a yellow "Join free" button on dark navy.',
      ),
      sampleImage(
        "offers/vip-member-shield.webp",
        400,
        400,
        'VIP member shield: a gold-rimmed violet shield with three gold stars, large gold "VIP" lettering, a gold "MEMBER" ribbon and the name SurfDrift.',
      ),
      sampleImage(
        "offers/ecover-3d.webp",
        600,
        600,
        '3D eCover: a product box for the "SurfDrift Traffic Guide" with a violet cover showing a rising chart over ocean waves and "Step-by-step, 2026 Edition", the title printed down the spine.',
      ),
    ]),
    checkoutUrl: checkout("offer-graphics"),
    declineLabel: "No thanks, continue without the graphics pack",
    declineHref: "/offer-vip-upgrades",
  }),
  sampleDocument("offer.vip-upgrades", "offer", {
    name: "VIP Upgrade Pack",
    slug: slug("offer-vip-upgrades"),
    headline: "Promote your new exchange with lifetime VIP on 11+ established exchanges",
    summary:
      "A new exchange needs its first members, and they are already surfing on other exchanges. This pack gives you lifetime VIP membership on 11+ established traffic exchanges, with higher surf ratios, monthly credit bonuses and more room to rotate your own sites and banners, for a one-time {price:offer-vip-upgrades}.",
    price: 199,
    worth: 1190,
    items: keyed("item", [
      {
        _type: "offerItem" as const,
        name: "Lifetime VIP on 3 manual-surf traffic exchanges",
        description:
          "Surf ratios of up to 1:1 instead of the free 0.5:1, a monthly bonus of 1,000 to 2,500 credits and up to 25 sites in rotation on each.",
        worth: 360,
      },
      {
        _type: "offerItem" as const,
        name: "Lifetime VIP on 3 hybrid manual and auto-surf exchanges",
        description:
          "Shorter surf timers, higher ratios on both surf bars and monthly credit and banner impression bonuses that keep your splash page in rotation while you work on your own site.",
        worth: 300,
      },
      {
        _type: "offerItem" as const,
        name: "Lifetime VIP on 3 banner and text ad exchanges",
        description: "More banners and text ads in rotation at once, with monthly impression bonuses for your 468x60 and 125x125 banners.",
        worth: 270,
      },
      {
        _type: "offerItem" as const,
        name: "Lifetime VIP on 2+ partner exchanges with login ads",
        description:
          "VIP on at least two partner exchanges that sell login ad and start page slots, with monthly credits and discounted login ad bookings.",
        worth: 260,
      },
    ]),
    checkoutUrl: checkout("offer-vip-upgrades"),
    declineLabel: "No thanks, continue without the VIP upgrades",
    declineHref: "/thanks-purchase",
  }),
];

/* ------------------------------------------------------------------------------------------------
 * Services
 * ---------------------------------------------------------------------------------------------- */

export const services = [
  sampleDocument("service.installation", "service", {
    name: "Script Installation",
    slug: slug("installation"),
    summary: "We install XchangeKit on your server, configure cron jobs and test it end to end.",
    description:
      "Send us access to a server that runs PHP, MySQL and cron and we upload the script, create the database, set the cron jobs, connect your payment processor and run a test signup, surf and purchase. You get back a working exchange and admin login. Installation on its own costs {price:installation}; it is already included in Script + Installation and every package above it, and installation fees are never refundable.",
    price: 50,
    priceNote: "one-time",
    deliveryTime: "24-48 hours",
    features: [
      "Upload, database creation and configuration",
      "Cron jobs set and checked on their first run",
      "PayPal or Stripe connected and tested",
      "Server checked against the requirements before we start",
      "Credentials exchanged over a secure channel after payment",
    ],
    icon: "wrench",
    order: 1,
  }),
  sampleDocument("service.managed-hosting", "service", {
    name: "Managed Hosting",
    slug: slug("managed-hosting"),
    summary: "Your exchange on LaunchYard's PHP and MySQL servers, with backups, SSL and monitored cron jobs.",
    description:
      "Hosting packages include the first 12 months; after that, hosting continues month to month. We keep PHP and MySQL updated, watch the cron jobs that pay bonuses and run health checks, and restore from backup if something goes wrong, so you deal with members rather than servers.",
    price: 15,
    priceNote: "per month, after the first 12 months included with hosting packages",
    deliveryTime: "24-48 hours after your domain points to our servers",
    features: [
      "First 12 months included with Script + Install + Hosting and above",
      "Free SSL certificate on your domain",
      "Daily backups kept for 14 days",
      "Cron jobs monitored with alerts if a run fails",
      "Server software kept up to date",
    ],
    icon: "server",
    order: 2,
  }),
  sampleDocument("service.done-for-you-launch", "service", {
    name: "Done-For-You Launch",
    slug: slug("done-for-you-launch"),
    summary: "Give us your site name and domain; we build, brand and launch the whole exchange.",
    description:
      "The Complete Package as a service: installation, hosting, your branding, membership levels, surf ratios, credit packages, commissions, email templates and the graphics pack, all configured and tested before we hand over. We agree the settings with you first and launch within 24-48 hours of receiving your details.",
    price: 599,
    priceNote: "one-time, as the Complete Package",
    deliveryTime: "24-48 hours",
    features: [
      "Site name, logo and colours applied throughout",
      "Levels, ratios, credit packages and commissions configured",
      "Email templates and member pages written for your site",
      "Graphics pack included",
      "Admin walkthrough at handover",
    ],
    icon: "rocket",
    order: 3,
  }),
  sampleDocument("service.custom-modifications", "service", {
    name: "Custom Modifications",
    slug: slug("custom-modifications"),
    summary: "New features or changes to existing ones, built into your copy of the script.",
    description:
      "Want a new surf contest type, a different commission rule or an extra report? Describe it and we send a written scope with a fixed price and delivery date before any work starts. Modifications are tested on a copy of your site and documented, so they survive later updates.",
    priceNote: "quoted per project",
    deliveryTime: "Usually 3-10 business days, agreed in the quote",
    features: [
      "Written scope and fixed quote before work starts",
      "Built and tested on a staging copy of your site",
      "Changes documented for future updates",
      "Source code of the modification is yours",
    ],
    icon: "code",
    order: 4,
  }),
  sampleDocument("service.graphics-branding", "service", {
    name: "Graphics and Branding",
    slug: slug("graphics-branding"),
    summary: "A logo, header and banner set designed for your exchange rather than adapted from the pack.",
    description:
      "Our designer creates a logo, site header, favicon and a matching set of affiliate banners in the four standard sizes, then applies them to your theme. You get two rounds of revisions and the layered source files.",
    price: 149,
    priceNote: "one-time",
    deliveryTime: "5-7 business days",
    features: [
      "Logo, header and favicon",
      "Affiliate banners in 125x125, 468x60, 728x90 and 300x250",
      "Applied to your theme and promo tools",
      "Two rounds of revisions",
      "Layered source files included",
    ],
    icon: "palette",
    order: 5,
  }),
  sampleDocument("service.migration", "service", {
    name: "Migration From Another Script",
    slug: slug("migration"),
    summary: "Move an existing exchange to XchangeKit with its members, credits and referrals intact.",
    description:
      "We map your current database to XchangeKit: members and their levels, credit balances, sites, banners and text ads, referral links and unpaid commissions. After a trial import you check the numbers, then we run the final move during a short maintenance window and redirect the old URLs.",
    priceNote: "quoted per project, after we see your database",
    deliveryTime: "Usually 3-5 business days",
    features: [
      "Members, levels and credit balances carried over",
      "Sites, banners and text ads kept with their assigned credits",
      "Referral links and unpaid commissions preserved",
      "Trial import for you to check before the final move",
      "Old member URLs redirected",
    ],
    icon: "arrows",
    order: 6,
  }),
  sampleDocument("service.launch-consulting", "service", {
    name: "Launch Promotion and Consulting",
    slug: slug("launch-consulting"),
    summary: "A 60-minute call and a written 90-day plan for promoting your exchange.",
    description:
      "We review your credit economy, surf ratios, level pricing and commission rates, then plan your first 90 days: where to advertise, which surf contests and bonuses to run and what to send your members each week. It is advice from people who run exchanges, not a promise of results.",
    price: 149,
    priceNote: "one-time",
    deliveryTime: "Plan delivered within 3 business days of the call",
    features: [
      "Review of ratios, level pricing and commissions",
      "90-day promotion calendar",
      "Surf contest and bonus schedule",
      "Weekly member email topics",
    ],
    icon: "megaphone",
    order: 7,
  }),
  sampleDocument("service.maintenance-updates", "service", {
    name: "Maintenance and Updates",
    slug: slug("maintenance-updates"),
    summary: "Keep receiving updates and support after the period included with your package ends.",
    description:
      "Packages include 6 or 12 months of updates and support. Renewing keeps new script versions, security fixes and email support coming, and on our hosting we apply updates for you after checking them against any custom modifications.",
    price: 99,
    priceNote: "per year, after your included updates and support end",
    deliveryTime: "Starts the day you renew",
    features: [
      "New releases and security fixes",
      "Email support for the script and your configuration",
      "Updates applied for you on LaunchYard hosting",
      "Custom modifications checked before each update",
    ],
    icon: "refresh",
    order: 8,
  }),
];

/* ------------------------------------------------------------------------------------------------
 * Platforms
 * ---------------------------------------------------------------------------------------------- */

export const platforms = [
  sampleDocument("platform.traffic-ad-exchange", "platform", {
    name: "Traffic Ad Exchange",
    slug: slug("traffic-ad-exchange"),
    status: "available",
    tagline: "Run your own manual and auto surf traffic exchange",
    description:
      "Members surf each other's sites in a timed surf bar, earn credits and assign them to their own sites, banners and text ads. You earn from membership upgrades, credit packages and one-time offers, while referral commissions and anti-cheat keep the credit economy honest. Available to order today with 100% source code.",
    features: [
      "Manual and auto surf bars with per-level timers and ratios",
      "Site, banner, text, login and PTC-style ads",
      "Free, upgraded and lifetime membership levels",
      "Referral tiers with matured commissions",
      "Click-to-verify CAPTCHA driven by a cheat score",
      "PayPal, Stripe and crypto payments",
      "Admin dashboard, cron jobs and reports",
    ],
    icon: "arrows",
    order: 1,
  }),
  sampleDocument("platform.learning-management", "platform", {
    name: "Learning Management",
    slug: slug("learning-management"),
    status: "coming-soon",
    tagline: "Sell courses and lessons behind membership levels",
    description:
      "A course platform on the same membership core: lessons unlocked by level or by purchase, drip schedules and progress tracking. Affiliates earn commissions on course sales the same way exchange members earn on upgrades.",
    features: [
      "Courses, modules and lessons",
      "Access by membership level or one-off purchase",
      "Drip release of lessons on a schedule",
      "Member progress tracking",
      "Affiliate commissions on course sales",
    ],
    icon: "layout",
    launchEstimate: "Planned for 2026; no fixed date yet",
    order: 2,
  }),
  sampleDocument("platform.e-commerce", "platform", {
    name: "E-commerce",
    slug: slug("e-commerce"),
    status: "coming-soon",
    tagline: "Sell digital and physical products with member pricing",
    description:
      "A store that knows who your members are: member-only prices, coupons and bundles, with the payments and affiliate tools the exchange script already uses. It is in development and the feature list may change before release.",
    features: [
      "Digital downloads and physical products",
      "Member-only prices by level",
      "Coupons and product bundles",
      "PayPal, Stripe and crypto checkout",
      "Affiliate commissions per sale",
    ],
    icon: "credit-card",
    launchEstimate: "Planned for 2027",
    order: 3,
  }),
  sampleDocument("platform.saas", "platform", {
    name: "SaaS",
    slug: slug("saas"),
    status: "coming-soon",
    tagline: "Bill subscriptions for your own web software",
    description:
      "A starting point for subscription software: plans, seats and usage limits, recurring billing with grace periods and an affiliate programme. It reuses the membership core so you build your product, not the account system around it.",
    features: [
      "Subscription plans with monthly and yearly billing",
      "Seats and usage limits per plan",
      "Grace periods for failed renewals",
      "Team accounts and invitations",
      "Recurring affiliate commissions",
      "REST API for your application",
    ],
    icon: "globe",
    launchEstimate: "Planned for 2027, after E-commerce",
    order: 4,
  }),
];

/* ------------------------------------------------------------------------------------------------
 * Features
 * ---------------------------------------------------------------------------------------------- */

type FeatureInput = {
  id: string;
  name: string;
  description: string;
  icon: string;
  highlighted?: boolean;
};

function featureGroup(category: string, items: readonly FeatureInput[]) {
  return items.map(({ id, highlighted, ...rest }, index) =>
    sampleDocument(`feature.${id}`, "feature", {
      name: rest.name,
      category,
      description: rest.description,
      icon: rest.icon,
      highlighted: highlighted ?? false,
      order: index + 1,
    }),
  );
}

export const features = [
  ...featureGroup("surfing", [
    {
      id: "manual-surf-bar",
      name: "Manual surf bar",
      description:
        "Members view one site at a time in a framed surf bar and click through to the next when the timer ends. Every page is a real human view, which is what advertisers on your exchange pay for.",
      icon: "browser",
    },
    {
      id: "auto-surf-bar",
      name: "Auto surf bar",
      description:
        "A separate surf bar that rotates sites on a timer without clicks, with its own credit ratio so auto views cost advertisers less than manual ones. Turn it on, off or limit it to certain levels.",
      icon: "play",
    },
    {
      id: "surf-timer-per-level",
      name: "Surf timer per membership level",
      description:
        "Set how many seconds each page is shown for every level, for example 15 seconds for free members and 8 for upgraded ones. A shorter timer is one of the easiest upgrade benefits to sell.",
      icon: "timer",
    },
    {
      id: "surf-ratios",
      name: "Surf ratios per level",
      description:
        "Decide how many credits each page view earns per level, such as 0.5 for free members and 1 for lifetime members. Ratios below one credit per view keep your credit economy from paying out more traffic than members generate.",
      icon: "scale",
      highlighted: true,
    },
    {
      id: "start-pages",
      name: "Start pages",
      description:
        "Sell the page every member sees first when they open the surf bar, booked by the day from a calendar. Start pages are a premium ad slot that costs you no extra credits.",
      icon: "flag",
    },
    {
      id: "surf-contests",
      name: "Surf contests",
      description:
        "Run daily, weekly or custom contests ranked by pages surfed, with credit, banner or cash prizes paid out automatically when the contest closes. Contests are the usual way to lift activity on a quiet week.",
      icon: "trophy",
    },
    {
      id: "daily-surf-bonuses",
      name: "Daily surf bonuses",
      description:
        "Reward members who reach surf targets each day, such as 25 credits at 100 pages and a banner bonus at 150. Targets and rewards can differ per level.",
      icon: "gift",
    },
    {
      id: "prize-pages",
      name: "Jackpot and prize pages",
      description:
        "Hide prize pages in the rotation that award credits, impressions or a share of a growing jackpot when a member lands on them. Members keep surfing to find the next one.",
      icon: "sparkles",
    },
    {
      id: "surf-history",
      name: "Surf history and credit log",
      description:
        "Members see the pages they surfed today and every credit earned, spent or assigned, so questions about missing credits can be answered from the log rather than by support.",
      icon: "history",
    },
  ]),
  ...featureGroup("advertising", [
    {
      id: "site-rotation",
      name: "Site rotation with credit assignment",
      description:
        "Members add their sites and assign credits to each; every view in the surf bar uses one credit and a site leaves rotation when its credits run out. The rotation is the product your members are buying.",
      icon: "arrows",
      highlighted: true,
    },
    {
      id: "banner-ads",
      name: "Banner ads in four sizes",
      description:
        "Members rotate 125x125, 468x60, 728x90 and 300x250 banners across the surf bar and member area, paid for with banner impressions they earn or buy. Each size has its own slots and prices.",
      icon: "image",
    },
    {
      id: "text-ads",
      name: "Text ads",
      description:
        "Short headline and link ads shown in the surf bar and member pages, cheap to run and quick to approve. A good entry product for members who have no banners yet.",
      icon: "text",
    },
    {
      id: "login-ads",
      name: "Login ads",
      description:
        "A full-page ad every member sees once after logging in, sold by the day from a booking calendar. You control the price and how many days ahead members can book.",
      icon: "login",
    },
    {
      id: "ptc-ads",
      name: "PTC-style ads",
      description:
        "Paid-to-click ads that members open from a single list and view for a set time to earn credits, with the advertiser paying per confirmed view. You add and manage the ads from the admin area. They add a second way to earn credits alongside surfing.",
      icon: "cursor",
    },
    {
      id: "per-level-ad-caps",
      name: "Per-level ad caps",
      description:
        "Limit how many sites, banners and text ads each level can keep in rotation, for example 3 sites for free members and 25 for lifetime. More rotation slots are a concrete reason to upgrade.",
      icon: "sliders",
    },
    {
      id: "site-approval-queue",
      name: "Site approval queue",
      description:
        "New and edited sites wait in a queue until an admin approves them, with a preview and the member's history side by side. Blocked domains and frame-breaking sites never reach the rotation.",
      icon: "clipboard-check",
    },
    {
      id: "ad-stats",
      name: "Ad statistics",
      description:
        "Members see views, clicks and click-through rate for every site, banner and text ad by day. Advertisers who can see their results keep buying credits.",
      icon: "chart",
    },
  ]),
  ...featureGroup("members", [
    {
      id: "membership-levels",
      name: "Membership levels",
      description:
        "Create free, upgraded and lifetime levels, each with its own price, billing period, surf timer, ratio, ad caps, commissions and monthly bonus. Upgrades are where most exchange revenue comes from, so every lever is per level.",
      icon: "layers",
      highlighted: true,
    },
    {
      id: "credit-packages",
      name: "Credit packages",
      description:
        "Sell packs of credits, banner impressions and text ad views at prices you set, with optional discounts for higher levels. Members who would rather pay than surf buy them directly.",
      icon: "coins",
    },
    {
      id: "one-time-offers",
      name: "One-time offers",
      description:
        "Show a discounted offer once after signup or login, such as a lifetime upgrade or a credit bundle, with its own price and expiry. Members only see each offer once, so it never becomes noise.",
      icon: "tag",
    },
    {
      id: "member-mailer",
      name: "Member mailer",
      description:
        "Members send an email to other members using mailer credits, with limits on frequency per level. Members get another way to advertise, and you get another credit type to sell.",
      icon: "send",
    },
    {
      id: "member-profiles",
      name: "Member profiles",
      description:
        "Each member has a profile with name, avatar, level badge and join date, shown on contest leaderboards and to their referrer. Visible members make the exchange feel like a community rather than a bot farm.",
      icon: "user",
    },
    {
      id: "member-stats",
      name: "Member stats dashboard",
      description:
        "The member area opens on today's surfing, credit balance, ads in rotation, referrals and commissions at a glance. Members who can see their progress come back tomorrow.",
      icon: "trending",
    },
    {
      id: "member-announcements",
      name: "Member announcements",
      description:
        "Post news, contest results and new offers to the member dashboard, optionally shown only to certain levels. No email needed to reach members who are already logged in.",
      icon: "megaphone",
    },
  ]),
  ...featureGroup("referrals", [
    {
      id: "referral-tiers",
      name: "Referral tiers",
      description:
        "Pay commissions on up to three referral tiers, with a different percentage for each tier and each membership level. You decide how deep the programme goes and what it costs you.",
      icon: "hierarchy",
    },
    {
      id: "purchase-commissions",
      name: "Commissions on purchases",
      description:
        "Referrers earn a percentage of every upgrade, credit package and one-time offer their referrals buy. Members who promote your exchange are paid from the revenue they bring.",
      icon: "percent",
    },
    {
      id: "referral-surf-credits",
      name: "Credits from referral surfing",
      description:
        "Referrers earn a share of the credits their referrals earn by surfing, set as a percentage per level. It rewards recruiting active surfers, not just signups.",
      icon: "users",
    },
    {
      id: "renewal-commissions",
      name: "Commissions on renewals",
      description:
        "Monthly and yearly upgrades pay the referrer again on every renewal, not only the first payment. Recurring commissions give members a reason to keep promoting.",
      icon: "repeat",
    },
    {
      id: "commission-maturity",
      name: "Commission maturity period",
      description:
        "New commissions stay pending for a period you choose, such as 30 days, before they can be paid or spent. Refunds and chargebacks inside that window cancel the commission, so you never pay out on money you lost.",
      icon: "hourglass",
      highlighted: true,
    },
    {
      id: "commission-balance-upgrades",
      name: "Spend commissions on upgrades",
      description:
        "Members can pay for upgrades and credit packages from their matured commission balance. Revenue stays in your exchange instead of leaving as payouts.",
      icon: "wallet",
    },
    {
      id: "affiliate-promo-tools",
      name: "Affiliate banners and splash pages",
      description:
        "A promo page gives members ready-made banners and splash pages with their referral link already inserted. You upload the graphics once and every member can use them.",
      icon: "share",
    },
    {
      id: "tracking-links",
      name: "Tracking links",
      description:
        "Members create named tracking links for each place they advertise and see clicks, signups and upgrades for each. Affiliates who can measure their promotion keep doing it.",
      icon: "link",
    },
  ]),
  ...featureGroup("owner-tools", [
    {
      id: "admin-dashboard",
      name: "Admin dashboard",
      description:
        "Signups, active surfers, upgrades, revenue, credits in circulation and commissions owed on one screen, with today compared with last week. You see the health of your exchange before you open a single report.",
      icon: "layout",
      highlighted: true,
    },
    {
      id: "member-search",
      name: "Member search",
      description:
        "Find members by username, email, IP address, level, referrer or signup date, then open their surf history, payments and ads from one page. Support questions take minutes rather than database queries.",
      icon: "search",
    },
    {
      id: "member-bans",
      name: "Temporary, 24-hour and permanent bans",
      description:
        "Suspend a member for 24 hours, for a period you choose or permanently, with a reason stored against the account. Their ads leave rotation while the ban lasts.",
      icon: "ban",
    },
    {
      id: "site-health-checks",
      name: "Scheduled site health checks",
      description:
        "A cron job visits every site in rotation and pauses those that are down, redirect elsewhere or fail to load, emailing the owner. Surfers see working pages instead of errors.",
      icon: "pulse",
    },
    {
      id: "monthly-bonuses",
      name: "Automatic monthly bonuses",
      description:
        "A cron job adds each level's monthly credit, banner and text ad bonus on the first of the month. Upgraded members get what they paid for without you touching anything.",
      icon: "calendar",
    },
    {
      id: "coupon-codes",
      name: "Coupon codes",
      description:
        "Create percentage or fixed-amount coupons for upgrades and credit packages, limited by date, number of uses or level. Useful for launches, contests and partner promotions.",
      icon: "ticket",
    },
    {
      id: "email-templates",
      name: "Email templates",
      description:
        "Edit every email the site sends, from the welcome message to renewal reminders, with placeholders for the member's name, level and referral link. Your exchange speaks in your own words.",
      icon: "mail",
    },
    {
      id: "rest-api",
      name: "REST API",
      description:
        "Read members, credits and stats and add credits from other tools over an authenticated REST API. Connect your exchange to a sister site, a mailer or your own dashboards.",
      icon: "plug",
    },
    {
      id: "offerwall-postbacks",
      name: "Offerwall postbacks",
      description:
        "Add offerwalls and credit members automatically when the network posts back a completed offer, with reversals handled too. Members gain another way to earn, and you earn the network's share.",
      icon: "bolt",
    },
    {
      id: "reports",
      name: "Reports",
      description:
        "Revenue by product and level, signups by referrer, credit liability, commissions owed and churn, filterable by date and exportable as CSV. The numbers a buyer asks for if you ever sell the site.",
      icon: "report",
    },
  ]),
  ...featureGroup("payments", [
    {
      id: "paypal-subscriptions",
      name: "PayPal subscriptions",
      description:
        "Monthly and yearly upgrades bill through PayPal subscriptions, with renewals, cancellations and failed payments updating the member's level automatically. Recurring revenue runs without manual checks.",
      icon: "refresh",
      highlighted: true,
    },
    {
      id: "paypal-one-off",
      name: "PayPal one-off payments",
      description:
        "Lifetime upgrades, credit packages and one-time offers take single PayPal payments, credited to the member as soon as PayPal confirms them.",
      icon: "cart",
    },
    {
      id: "stripe-payments",
      name: "Stripe card payments",
      description:
        "Members pay by card through Stripe for one-off purchases and recurring upgrades. Card details stay with Stripe and never touch your server.",
      icon: "credit-card",
    },
    {
      id: "crypto-payments",
      name: "Crypto payments",
      description:
        "Accept cryptocurrency through a gateway's checkout link, such as Coinbase Commerce, or a wallet address you publish. Each payment waits in the admin area with its transaction ID until you check it and confirm it by hand, which credits the purchase. Reaches members who cannot or will not use PayPal.",
      icon: "bitcoin",
    },
    {
      id: "subscription-grace-periods",
      name: "Subscription grace periods",
      description:
        "When a renewal fails, a cron job keeps the member's level for a grace period you set, such as 3 days, and sends reminders before downgrading. Members with an expired card get time to fix it instead of losing their upgrade.",
      icon: "clock",
    },
    {
      id: "commission-payouts",
      name: "Commission payouts",
      description:
        "Members request payouts of matured commissions above a minimum you choose, and you approve them in a batch with a record of every payment. Payouts only ever draw on matured balances.",
      icon: "banknote",
    },
    {
      id: "payment-log",
      name: "Payment log",
      description:
        "Every payment, renewal, refund and chargeback is logged with its processor reference and the member it belongs to. Disputes and accounting start from one list.",
      icon: "receipt",
    },
  ]),
  ...featureGroup("security", [
    {
      id: "click-to-verify-captcha",
      name: "Click-to-verify CAPTCHA",
      description:
        "Members confirm they are present by clicking the matching image in the surf bar, and the check appears more often as a member's cheat score rises. Honest surfers rarely see it; scripts and absent surfers stop earning.",
      icon: "puzzle",
      highlighted: true,
    },
    {
      id: "cheat-score",
      name: "Cheat score",
      description:
        "Each member carries a score that rises with failed checks, impossible surf speeds and shared IP addresses and falls with clean surfing. You review high scores before banning, so false positives can be cleared.",
      icon: "gauge",
    },
    {
      id: "frame-breaker-detection",
      name: "Frame-breaker detection",
      description:
        "Sites that break out of the surf frame are detected, pulled from rotation and flagged for review. Surfers are not thrown out of the surf bar, and the offending advertiser is told why.",
      icon: "external-link",
    },
    {
      id: "vpn-detection",
      name: "VPN and data-centre IP detection",
      description:
        "Signups and surf sessions from VPNs, proxies and data-centre IP ranges can be blocked, flagged or sent to extra checks. Advertisers pay for residential human views, and this keeps them that way.",
      icon: "globe",
    },
    {
      id: "duplicate-account-detection",
      name: "Duplicate account detection",
      description:
        "Accounts sharing an IP address, browser fingerprint or payment email are listed together for review. One person running ten accounts to farm referral credits shows up straight away.",
      icon: "fingerprint",
    },
    {
      id: "email-verification",
      name: "Signup email verification",
      description:
        "New members confirm their email address before they can surf or add sites, and disposable email domains can be blocked. Your mailing list stays deliverable.",
      icon: "at-sign",
    },
    {
      id: "admin-login-protection",
      name: "Admin login protection",
      description:
        "The admin area locks out an IP address after repeated failed logins and logs every admin action with time and IP. A stolen password is harder to use and easy to trace.",
      icon: "lock",
    },
  ]),
  ...featureGroup("platform", [
    {
      id: "source-code-access",
      name: "100% source code access",
      description:
        "Every file is plain, readable PHP with no encoding or call-home licence server. You or any developer can change anything, and your exchange never depends on a vendor staying online.",
      icon: "code",
      highlighted: true,
    },
    {
      id: "mobile-member-area",
      name: "Mobile-friendly member area",
      description:
        "The member area, surf bar and ad management adapt to phones and tablets. Members can check stats, assign credits and surf a few pages from anywhere.",
      icon: "phone",
    },
    {
      id: "themes",
      name: "Themes",
      description:
        "Switch between included themes or build your own from template files separate from the core code. A new look never means editing the logic of the script.",
      icon: "palette",
    },
    {
      id: "multi-language",
      name: "Multi-language",
      description:
        "All member-facing text lives in language files, and members choose their language from the menu. Run your exchange for an audience that does not read English.",
      icon: "languages",
    },
    {
      id: "updates",
      name: "Regular updates",
      description:
        "New releases bring features, fixes and compatibility with current PHP versions, with 6 or 12 months of updates included depending on your package. Each release has upgrade notes and a changelog.",
      icon: "download",
    },
    {
      id: "standard-hosting",
      name: "Runs on standard PHP hosting",
      description:
        "XchangeKit needs only PHP, MySQL and cron, which most hosting plans offer. You are free to host it anywhere or move it later.",
      icon: "server",
    },
  ]),
];
