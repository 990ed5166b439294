import { sampleImage } from "~/content/sample/build/images";
import {
  bullets,
  callToAction,
  comparisonTable,
  faqList,
  featureGrid,
  pageBlock,
  paragraphs,
  richText,
  stats,
  steps,
  subheading,
  testimonials,
} from "./builders";

/** A code block inside rich text (Portable Text `code`). */
function codeBlock(key: string, fields: { language: "bash"; filename?: string; code: string }) {
  return { _key: key, _type: "code" as const, ...fields };
}

/** An image inside rich text: a file under public/sample-images, its pixel size and its alt text. */
function imageBlock(key: string, file: string, width: number, height: number, alt: string) {
  return { _key: key, ...sampleImage(file, width, height, alt) };
}

/**
 * Sample page sections of the product pages (scripts, features, platforms, services,
 * done-for-you, demo), by page slug. Prices are never written here: the pages show them from the
 * pricing tier and service documents, so the copy cannot disagree with them.
 */
export const productsSections: Record<string, object[]> = {
  scripts: [
    stats("at-a-glance", undefined, [
      { value: "50+", label: "features in every licence" },
      { value: "100%", label: "readable PHP source, nothing encoded" },
      { value: "1 domain", label: "per licence, plus a private staging copy" },
      { value: "PHP 8.1+", label: "with MySQL 8 or MariaDB 10.6+ and cron" },
    ]),
    richText("included", "What you get with the script", [
      ...paragraphs(
        "inc",
        `The download is the whole XchangeKit application, the same code that runs every exchange we build and host. Nothing is held back for a "pro" edition and nothing depends on our servers once it is installed.`,
      ),
      ...bullets("inc-list", [
        "The member area, manual and auto surf bars, advertising, referral system and admin area",
        "The MySQL database schema and a web installer that checks your server before it writes anything",
        "One cron entry that runs every scheduled job: site health checks, monthly bonuses, commission maturity and subscription grace periods",
        "PayPal, Stripe and crypto payment integrations, switched on from the admin area",
        "Three member-area themes, and the template files to build your own",
        "English language files, ready to translate",
        "A step-by-step installation guide and a server requirements checklist",
        "A licence for one domain, with 6 or 12 months of updates and email support depending on your package",
      ]),
    ]),
    featureGrid("platform", "Built to be owned, not rented", "The platform features that come with every copy of the script.", [
      "feature.source-code-access",
      "feature.standard-hosting",
      "feature.updates",
      "feature.themes",
      "feature.multi-language",
      "feature.mobile-member-area",
      "feature.rest-api",
      "feature.admin-login-protection",
    ]),
    richText("source-code", "100% source code access", [
      ...paragraphs(
        "src",
        `Every XchangeKit file is plain, readable PHP. Nothing is encoded with ionCube or Zend Guard, and the script never calls a licence server to decide whether your exchange may run. If LaunchYard closed tomorrow, your site would keep working.

Having the source means you, or any PHP developer you hire, can change anything: add a surf contest format, connect another payment gateway or rework the member dashboard. Keep your changes in the theme layer and the documented hooks, and later updates apply cleanly on top of them.`,
      ),
      subheading("src-licence", "What the licence allows"),
      ...bullets("src-list", [
        "Run the script on one domain, and keep a private staging copy for testing changes",
        "Change any file, yourself or through any developer",
        "Move the licence to a new domain if you close the old site",
        "Not allowed: reselling or redistributing the script or its source code",
      ]),
    ]),
    richText("requirements", "Server requirements", [
      ...paragraphs(
        "req",
        "XchangeKit runs on ordinary PHP hosting. Check your server against this list before you buy; if you are not sure, send your host's details to support@xchangekit.example and we will check them for you.",
      ),
      ...bullets("req-list", [
        "PHP 8.1 or newer, with the PDO MySQL, cURL, mbstring, GD and OpenSSL extensions",
        "MySQL 8 or MariaDB 10.6 or newer",
        "Cron jobs that can run every minute",
        "An SSL certificate on your domain (a free Let's Encrypt certificate is fine)",
      ]),
      ...paragraphs(
        "req-cron",
        "Most cPanel hosts and any VPS meet these requirements. The installer checks each one before it starts, and the only cron entry it asks you to add looks like this:",
      ),
      codeBlock("req-crontab", {
        language: "bash",
        filename: "crontab",
        code: "* * * * * /usr/bin/php /home/youraccount/xchangekit/cron.php > /dev/null 2>&1",
      }),
      ...paragraphs(
        "req-help",
        "Rather not touch a server? Script + Installation sets it all up on your server, and Script + Install + Hosting runs it on ours.",
      ),
    ]),
    comparisonTable(
      "compare",
      "Which script package fits you?",
      "All four include the same script and source code. They differ in who installs it, where it runs and how long updates last.",
      ["Script Only", "+ Installation", "+ Hosting", "Payment Plan"],
      [
        { label: "XchangeKit script, 100% source code", values: ["Yes", "Yes", "Yes", "Yes"] },
        { label: "Licence", values: ["1 domain", "1 domain", "1 domain", "1 domain"] },
        { label: "Installed by LaunchYard", values: ["-", "On your server", "On our servers", "On our servers"] },
        { label: "Hosting, first 12 months", values: ["-", "-", "Yes", "Yes"] },
        { label: "Cron jobs and payments configured", values: ["By you, with the guide", "Yes", "Yes", "Yes"] },
        { label: "Updates and email support", values: ["6 months", "6 months", "12 months", "12 months"] },
        { label: "How you pay", values: ["One-time", "One-time", "One-time", "Down payment, then 5 monthly"] },
      ],
    ),
    pageBlock("packages", { heading: "Packages" }),
    faqList("faq", "Questions about the script", undefined, [
      "faq.server-requirements",
      "faq.one-licence-per-domain",
      "faq.what-installation-includes",
      "faq.updates-and-support",
      "faq.custom-modifications",
    ]),
    callToAction("cta", {
      heading: "Own your exchange's code from day one",
      body: "Order the script and get your download link within an hour of payment during desk hours (Monday to Friday, 09:00 to 17:30 UK time), otherwise by the next business morning. Or log in to the live demo first and see the code at work.",
      primaryCta: { label: "Get Started", href: "/order-funnel" },
      secondaryCta: { label: "View Demo", href: "/demo" },
    }),
  ],

  features: [
    pageBlock("features"),
    faqList("faq", "Questions about features", undefined, [
      "faq.credits-and-ratios",
      "faq.referral-commissions",
      "faq.vpn-captcha-false-positives",
      "faq.cron-jobs",
      "faq.custom-modifications",
    ]),
    callToAction("cta", {
      heading: "See every feature working in the live demo",
      body: "Surf as a member, then change levels, ratios and the site queue as the admin. The demo resets every night, so try anything.",
      primaryCta: { label: "View Demo", href: "/demo" },
      secondaryCta: { label: "Compare packages", href: "/pricing" },
    }),
  ],

  templates: [
    pageBlock("platforms", { heading: "Platforms" }),
    richText("core", "What every platform shares", [
      ...paragraphs(
        "core",
        "Each platform is built on the membership core that already runs XchangeKit traffic exchanges, so the parts that handle members and money are proven before a new platform ships.",
      ),
      ...bullets("core-list", [
        "Membership levels: free, monthly, yearly and lifetime, each with its own limits and benefits",
        "PayPal subscriptions and one-off payments, Stripe and crypto",
        "Referral tiers with commissions that mature before they can be paid or spent on upgrades",
        "An admin dashboard with member search, bans, coupons, email templates and reports",
        "Cron-driven jobs for renewals, subscription grace periods and monthly bonuses",
        "100% source code access and one licence per domain",
      ]),
    ]),
    comparisonTable(
      "compare",
      "How the platforms differ",
      "The membership core is the same; what members come for is not.",
      ["Traffic Ad Exchange", "Learning Management", "E-commerce", "SaaS"],
      [
        {
          label: "What members get",
          values: ["Visitors and ad views for credits", "Courses and lessons", "Products at member prices", "Access to your software"],
        },
        {
          label: "Where revenue comes from",
          values: [
            "Upgrades, credit packages, one-time offers",
            "Course sales and memberships",
            "Product sales",
            "Subscriptions per plan and seat",
          ],
        },
        {
          label: "Affiliate commissions",
          values: ["On upgrades, renewals and surfing", "On course sales", "On every sale", "Recurring, on subscriptions"],
        },
        { label: "Source code access", values: ["100%", "100%", "100%", "100%"] },
      ],
    ),
    callToAction("cta", {
      heading: "Start with the exchange, hear first about the rest",
      body: "Traffic Ad Exchange is ready to order with 100% source code. Join the waitlist to hear when Learning Management, E-commerce and SaaS open.",
      primaryCta: { label: "See Traffic Ad Exchange", href: "/templates/traffic-ad-exchange" },
      secondaryCta: { label: "Join the waitlist", href: "/coming-soon" },
    }),
  ],

  services: [
    pageBlock("services", { heading: "Services" }),
    steps("how-we-work", "How a service order works", "The same four steps whether you order an installation or a migration.", [
      {
        title: "Tell us what you need",
        description:
          "Order fixed-price services through the order form, or describe a modification or migration to support@xchangekit.example for a quote.",
      },
      {
        title: "Agree the scope",
        description:
          "Fixed-price work starts within one business day of payment. Quoted work gets a written scope, a fixed price and a delivery date before anything begins.",
      },
      {
        title: "Share access securely",
        description:
          "After payment we set up a secure channel for server or hosting logins. Never send passwords through a form or an ordinary email.",
      },
      {
        title: "Delivery and handover",
        description: "We test the work on your site, show you what changed, and stay on hand for questions through your support period.",
      },
    ]),
    testimonials("testimonials", "Owners on our services", undefined, [
      "testimonial.linda-kowalczyk",
      "testimonial.carlos-mendes",
      "testimonial.owen-fairbairn",
    ]),
    faqList("faq", "Questions about services", undefined, [
      "faq.what-installation-includes",
      "faq.what-hosting-includes",
      "faq.server-access",
      "faq.custom-modifications",
      "faq.refund-policy",
    ]),
    callToAction("cta", {
      heading: "Not sure which service you need?",
      body: "Tell us where your exchange is today and what you want it to do next. We reply within one business day.",
      primaryCta: { label: "Contact pre-sale help", href: "/support" },
      secondaryCta: { label: "See the packages", href: "/pricing" },
    }),
  ],

  "done-for-you": [
    steps(
      "timeline",
      "From your details to launch in 24-48 hours",
      "The clock starts when we have your site name, your domain and access to your payment account.",
      [
        {
          title: "Hour 0: details received",
          description:
            "You order the Complete or Premium Package and send your site name, domain and branding through the onboarding email we send after payment.",
        },
        {
          title: "Within 4 business hours: kickoff",
          description:
            "We confirm your settings in writing: membership levels and prices, surf ratios and timers, credit packages and commission rates. Keep our defaults or change any of them.",
        },
        {
          title: "Hours 4-24: the build",
          description:
            "We install XchangeKit on our hosting, point your domain, add SSL, connect PayPal or Stripe, apply your logo and colours and write your emails and member pages.",
        },
        {
          title: "Hours 24-48: test and hand over",
          description:
            "We sign up test members, surf, assign credits and buy an upgrade end to end, then hand you the admin login with a walkthrough and a launch checklist.",
        },
      ],
    ),
    richText("included", "What every build includes", [
      ...paragraphs(
        "inc",
        "Both packages are the full XchangeKit script on LaunchYard's managed hosting, configured for your exchange instead of left at factory settings.",
      ),
      ...bullets("inc-list", [
        "The script installed on our PHP and MySQL servers, with the first 12 months of hosting, SSL and daily backups",
        "Your site name, logo and colours across the member area, surf bar and emails",
        "Membership levels, surf ratios and timers, credit packages and commissions agreed with you",
        "PayPal subscriptions and one-off payments, Stripe or a crypto gateway connected and tested with a real purchase",
        "Cron jobs for site health checks, monthly bonuses, commission maturity and grace periods, monitored by us",
        "Email templates and member-area pages written for your exchange",
        "The graphics pack: 11 affiliate banners, a VIP member shield and 3D eCovers",
        "100% source code access, a licence for your domain, and 12 months of updates and support",
      ]),
    ]),
    comparisonTable(
      "compare",
      "Complete or Premium?",
      "Premium adds what helps a new exchange find its first members.",
      ["Complete Package", "Premium Package"],
      [
        { label: "Done-for-you build, 12 months of hosting, graphics pack", values: ["Yes", "Yes"] },
        { label: "Lifetime VIP on 11+ established exchanges", values: ["-", "Yes"] },
        { label: "Custom modifications", values: ["-", "2, scoped before launch"] },
        { label: "Launch promotion plan for the first 90 days", values: ["-", "Yes"] },
        { label: "Support", values: ["12 months by email", "12 months, priority: answered ahead of the queue by a named technician"] },
        { label: "Live in", values: ["24-48 hours", "24-48 hours; modifications as scoped"] },
      ],
    ),
    pageBlock("packages", { heading: "Packages" }),
    richText("what-we-need", "What we need from you", [
      ...paragraphs("need", "Send these after you order and the 24-48 hour clock starts. If anything is missing, we ask the same day."),
      ...bullets("need-list", [
        "Your exchange's name, and your logo if you have one (or a few words about the look you want)",
        "Your domain: access to its DNS settings so we can point it at our servers, or a request to register a new one",
        "A PayPal business account, a Stripe account or a crypto gateway account to take member payments",
        "The address members should write to, and the email for your admin login",
        "Your choices for levels, ratios and prices, or a go-ahead to use our tested defaults",
      ]),
      ...paragraphs(
        "need-secure",
        "We never ask for passwords in the order form or by ordinary email. Any login we need is exchanged over a secure channel after payment.",
      ),
    ]),
    testimonials("testimonials", "Owners on launching with LaunchYard", undefined, [
      "testimonial.marcus-hale",
      "testimonial.janet-okoro",
      "testimonial.helen-brooks",
    ]),
    faqList("faq", "Questions about done-for-you builds", undefined, [
      "faq.done-for-you-launch",
      "faq.what-hosting-includes",
      "faq.graphics-and-vip-offers",
      "faq.refund-policy",
      "faq.income-guarantee",
    ]),
    callToAction("cta", {
      heading: "Your exchange could be live the day after tomorrow",
      body: "Order the Complete or Premium Package, send us your details, and we take it from there.",
      primaryCta: { label: "Get Started", href: "/order-funnel" },
      secondaryCta: { label: "View Demo", href: "/demo" },
    }),
  ],

  demo: [
    richText("what-it-shows", "What the demo shows", [
      ...paragraphs(
        "shows",
        "The demo is a complete XchangeKit exchange with sample members, sites, banners and a month of surf history, running the same code you buy. Log in twice: once as a member to see what your members will see, and once as the admin to see what you will run.",
      ),
      subheading("shows-member", "As a member"),
      ...bullets("shows-member-list", [
        "Surf in the manual surf bar: the timer, the click-to-verify icons and credits landing in your balance",
        "Assign credits to sites, banners and text ads, and watch their views in the stats",
        "Open the referral page, the promo tools with ready-made banners and your commission balance",
        "See the upgrade page with its membership levels and one-time offers",
      ]),
      subheading("shows-admin", "As the admin"),
      ...bullets("shows-admin-list", [
        "Change membership levels, surf timers and ratios, and see the member area follow",
        "Approve or reject sites in the approval queue, including one that breaks out of the surf frame",
        "Search members, review cheat scores and try a 24-hour ban",
        "Check the cron job status, the payment log and the reports",
      ]),
      ...paragraphs(
        "shows-note",
        "Payments in the demo run in test mode and outgoing email is switched off, so nothing you do reaches a real person.",
      ),
    ]),
    pageBlock("demoAccess", { heading: "Demo access" }),
    steps("tour", "A 10-minute tour", "A route through the demo that covers what buyers ask about most.", [
      {
        title: "Surf 20 pages",
        description:
          "Log in as the member, open the surf bar and surf. Click the wrong icon once to see how the click-to-verify check responds.",
      },
      {
        title: "Spend your credits",
        description: "Assign the credits you earned to a site and a banner, then check their views on the stats page.",
      },
      {
        title: "Change the rules",
        description: "Log in as the admin, open Membership levels and shorten the Free level's timer or raise its surf ratio.",
      },
      {
        title: "See the effect",
        description: "Back in the member area, surf again: the new timer and ratio apply from the next page.",
      },
    ]),
    richText("screenshots", "Screenshots", [
      subheading("shot-surf-title", "The surf bar"),
      imageBlock(
        "shot-surf",
        "demo/member-surf-bar.webp",
        1200,
        750,
        "The demo surf bar above a member's site: a 6-second timer, four click-to-verify icons with the star to click, a 468x60 banner in rotation and a credit balance of 1,248.50.",
      ),
      ...paragraphs(
        "shot-surf-caption",
        "The surf bar sits above each member's site with the timer, the click-to-verify icons, a banner in rotation and the running credit balance.",
      ),
      subheading("shot-dashboard-title", "The member dashboard"),
      imageBlock(
        "shot-dashboard",
        "demo/member-dashboard.webp",
        1200,
        750,
        "The demo member dashboard: a credit balance of 1,248.50, 86 of 150 pages surfed towards the daily bonus, four sites in rotation with one pending approval, commissions and a weekend surf contest.",
      ),
      ...paragraphs(
        "shot-dashboard-caption",
        "Members land here after logging in: credits, progress towards the daily surf bonus, their sites and commissions, and what to upgrade to next.",
      ),
      subheading("shot-admin-title", "The admin panel"),
      imageBlock(
        "shot-admin",
        "demo/admin-panel.webp",
        1200,
        750,
        "The demo admin panel on the Membership levels page: Free, Silver, Gold and Lifetime levels with price, timer, surf ratio, sites and monthly bonus, the cron job status and the site approval queue.",
      ),
      ...paragraphs(
        "shot-admin-caption",
        "The admin area on the Membership levels page, with the cron jobs' last runs and the site approval queue below.",
      ),
    ]),
    faqList("faq", "Questions about the demo", undefined, [
      "faq.try-before-buying",
      "faq.credits-and-ratios",
      "faq.vpn-captcha-false-positives",
      "faq.server-requirements",
    ]),
    callToAction("cta", {
      heading: "Seen enough to decide?",
      body: "Order the script with 100% source code, or let us launch the whole exchange for you in 24-48 hours.",
      primaryCta: { label: "Get Started", href: "/order-funnel" },
      secondaryCta: { label: "Compare packages", href: "/pricing" },
    }),
  ],
  // An editor's page: no route of its own, served at /switch-to-xchangekit by the catch-all route.
  "switch-to-xchangekit": [
    steps(
      "how-it-works",
      "How a move works",
      "Most exchanges move in 3-5 business days. Your old site keeps running until the final import, so members never find a closed door.",
      [
        {
          title: "Send us a database export",
          description:
            "A full MySQL dump of your current exchange and the name of the script it runs. We read it and quote a fixed price for the move before any work starts.",
        },
        {
          title: "We map and run a trial import",
          description:
            "Members and their levels, credit balances, sites, banners and text ads, referral links and unpaid commissions are mapped to XchangeKit and imported into a private copy of your new exchange.",
        },
        {
          title: "You check the numbers",
          description:
            "Compare member counts, credit totals and pending commissions with your old admin panel, and log in as a few members. Anything that does not match is fixed and imported again.",
        },
        {
          title: "Final move in a short maintenance window",
          description:
            "We close the old site, import the latest data, point your domain at XchangeKit and redirect the old member URLs. Members log in with the email address they already use.",
        },
      ],
    ),
    richText("what-moves", "What comes with you, and what does not", [
      ...bullets("moves", [
        "Every member with their membership level, upgrade expiry date and referrer.",
        "Credit, banner and text-ad impression balances, to the credit.",
        "Sites, banners and text ads with the credits already assigned to them, so nobody's promotion pauses.",
        "Referral links, including the short links members have posted on other exchanges, redirected to the new ones.",
        "Commissions earned but not yet paid, with their dates, so maturity periods carry on where they stopped.",
      ]),
      ...paragraphs(
        "stays",
        `Member passwords cannot be read out of any well-built script, so members set a new password with a reset link on first login; we send the announcement email for you if you want. Old surf logs, contest histories and mailer archives stay in your export rather than in the new exchange: they rarely matter to members and would slow the import.

Payment subscriptions stay with your processor. Members with a recurring upgrade keep paying as before; we link their subscription IDs to their new accounts so renewals keep extending the right upgrade.`,
      ),
    ]),
    callToAction("cta", {
      heading: "Ask for a migration quote",
      body: "Tell us which script your exchange runs today and roughly how many members it has. We reply within one business day with what the move involves and what it costs.",
      primaryCta: { label: "Request a quote", href: "/support?topic=pre-sale" },
      secondaryCta: { label: "See all services", href: "/services" },
    }),
  ],
};
