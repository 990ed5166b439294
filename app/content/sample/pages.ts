import { samplePage } from "./build/documents";
import { pageSections } from "./sections";
import { legalPagesUpdatedAt } from "./sections/company";

/** One page document per static route; routes look theirs up by slug. */
const pageDocuments = [
  samplePage({
    slug: "search",
    title: "Search",
    heading: "Search XchangeKit",
    intro:
      "Search the features, pricing and services pages, the FAQ, the sites for sale and the blog. Try a feature such as CAPTCHA, a topic such as surf ratios, or a question such as refunds.",
    seo: {
      title: "Search the Site: Features, FAQ, Listings and Guides | XchangeKit",
      description:
        "Search XchangeKit's features, FAQ answers, services, sites for sale and blog guides for traffic exchange owners, from surf ratios to anti-cheat and payments.",
      keywords: ["xchangekit search", "traffic exchange script faq", "traffic exchange guides"],
      noIndex: true,
    },
  }),
  samplePage({
    slug: "index",
    title: "Join the Waitlist",
    heading: "The Next XchangeKit Is on Its Way: Join the Waitlist for Early Access",
    intro:
      "LaunchYard is building the next version of XchangeKit, taking the membership engine behind our traffic ad exchange script to new kinds of sites. Leave your email and we send you one email when it opens, with your waitlist pricing. The Traffic Ad Exchange script is available to order today.",
    seo: {
      title: "Next Version Waitlist: One Email When It Opens | XchangeKit",
      description:
        "The next XchangeKit release is in development. Join the waitlist for one email when it opens, with launch pricing; the traffic exchange script ships today.",
      keywords: ["xchangekit waitlist", "membership script early access", "traffic exchange script", "launchyard beta"],
    },
  }),
  samplePage({
    slug: "coming-soon",
    title: "Coming Soon",
    heading: "Learning Management, E-commerce and SaaS Platforms Are Coming to XchangeKit",
    intro:
      "Three new platforms are being built on the membership core that already runs our traffic ad exchanges: Learning Management for courses and lessons, E-commerce for selling products, and SaaS for subscription software. Each keeps the membership levels, payments and affiliate tools you know. Join the waitlist, naming the one you want most if you like, and we send you one email when it opens.",
    seo: {
      title: "Coming Soon: LMS, E-commerce and SaaS Platforms | XchangeKit",
      description:
        "Learning Management, E-commerce and SaaS platforms are coming to XchangeKit, built on its membership core. Join the waitlist for one email when the one you want launches.",
      keywords: ["learning management platform", "e-commerce membership platform", "saas membership script", "xchangekit coming soon"],
    },
  }),
  samplePage({
    slug: "home",
    title: "Traffic Ad Exchange Script",
    heading: "Launch Your Own Traffic Ad Exchange in 24-48 Hours",
    intro:
      "XchangeKit is a PHP membership script with 50+ features for running a traffic ad exchange: manual and auto surf, a credit economy, banner and text ads, referral commissions and anti-cheat built in. Buy the script from {price:script-only} with 100% source code access, or let LaunchYard install, host and launch it for you.",
    seo: {
      title: "XchangeKit – Launch Your Own Traffic Ad Exchange in 24-48 Hours",
      description:
        "XchangeKit is a PHP traffic exchange script with 50+ features, 100% source code and done-for-you setup by LaunchYard. Launch in 24-48 hours from {price:script-only}.",
      keywords: [
        "traffic exchange script",
        "traffic ad exchange",
        "php membership script",
        "start a traffic exchange",
        "done-for-you traffic exchange",
      ],
    },
  }),
  samplePage({
    slug: "services",
    title: "Services",
    heading: "Installation, Hosting, Graphics and Modifications for Your Exchange",
    intro:
      "LaunchYard handles the work around the script so you can concentrate on your members. We install XchangeKit on your server or ours, host it on a PHP and MySQL stack with cron jobs configured, design matching graphics and build custom modifications, then support you after launch for the 6 or 12 months your package includes, renewable yearly.",
    seo: {
      title: "Exchange Installation, Hosting and Graphics | XchangeKit",
      description:
        "Script installation, managed hosting, graphics and custom modifications for your XchangeKit traffic exchange, delivered by LaunchYard with 6 or 12 months of support.",
      keywords: ["traffic exchange installation", "traffic exchange hosting", "membership site graphics", "script setup service"],
    },
  }),
  samplePage({
    slug: "features",
    title: "Features",
    heading: "50+ Features for Surfing, Advertising, Members and Owners",
    intro:
      "Every XchangeKit licence includes manual and auto surf with per-level timers and ratios, a CAPTCHA that appears more often as a member's cheat score rises, banner, text and login ads, referral tiers with matured commissions, VPN detection, cron jobs, PayPal, Stripe and crypto payments, and 100% source code access.",
    seo: {
      title: "50+ Traffic Exchange Script Features | XchangeKit",
      description:
        "Surf bar, surf ratios, click-to-verify anti-cheat, banner and text ads, referral commissions, PayPal, Stripe and crypto payments: all 50+ XchangeKit features.",
      keywords: [
        "traffic exchange features",
        "surf bar script",
        "surf ratio settings",
        "traffic exchange anti-cheat",
        "referral commissions",
      ],
    },
  }),
  samplePage({
    slug: "templates",
    title: "Platforms",
    heading: "One Membership Core, Four Platforms: Traffic Exchange Available Now",
    intro:
      "XchangeKit platforms share one membership engine: levels, payments, referrals and an admin dashboard. The Traffic Ad Exchange platform is available to order today with every surf, advertising and anti-cheat feature. Learning Management, E-commerce and SaaS platforms are in development and open for waitlist sign-ups.",
    seo: {
      title: "Membership Platforms: Traffic Exchange and More | XchangeKit",
      description:
        "Compare XchangeKit platforms: Traffic Ad Exchange is available now, while Learning Management, E-commerce and SaaS share the same core and are coming soon.",
      keywords: ["membership platforms", "traffic ad exchange platform", "learning management platform", "saas platform"],
    },
  }),
  samplePage({
    slug: "scripts",
    title: "Scripts",
    heading: "The XchangeKit Traffic Exchange Script, with Full Source Code",
    intro:
      "Buy the PHP and MySQL script on its own for {price:script-only} and install it on any server that runs PHP, MySQL and cron. One licence covers one domain, the source code is 100% yours to read and change, and 6 months of updates and email support are included. Add installation for {price:script-installation} in total, or installation and hosting for {price:script-install-hosting}.",
    seo: {
      title: "Traffic Exchange Script with 100% Source Code | XchangeKit",
      description:
        "Buy the XchangeKit PHP traffic exchange script for {price:script-only}: one domain licence, 100% source code, 6 months of updates and support. Installation and hosting packages available.",
      keywords: ["traffic exchange script", "php traffic exchange", "traffic exchange source code", "buy membership script"],
    },
  }),
  samplePage({
    slug: "sites-marketplace",
    title: "Sites Marketplace",
    heading: "Buy an Established Traffic Exchange, or Start a New One",
    intro:
      "The Sites Marketplace brings together the two ways to own an exchange: buy a running site with real members, a revenue history and its own domain, or order a fresh build on XchangeKit. Listings show active and upgraded members, monthly revenue and profit, credit liability and commissions owed before you make an offer.",
    seo: {
      title: "Traffic Exchange Marketplace: Buy or Build a Site | XchangeKit",
      description:
        "Browse established traffic exchanges, safelists and viral mailers with members, revenue and liabilities listed, or order a new XchangeKit build from LaunchYard.",
      keywords: ["traffic exchange marketplace", "buy a traffic exchange", "safelist for sale", "membership site marketplace"],
    },
  }),
  samplePage({
    slug: "done-for-you",
    title: "Done-For-You",
    heading: "A Done-For-You Traffic Exchange, Live in 24-48 Hours",
    intro:
      "Send us your site name and domain and LaunchYard does the rest: script installation, hosting, payment processor setup, membership levels, surf ratios, email templates and affiliate tools, configured and tested. Your exchange goes live within 24-48 hours of us receiving your details, with admin training and 12 months of updates and support.",
    seo: {
      title: "Done-For-You Traffic Exchange Built in 24-48 Hours | XchangeKit",
      description:
        "LaunchYard installs, hosts and configures your XchangeKit traffic exchange, including payments, levels and surf ratios, so it can go live within 24-48 hours.",
      keywords: ["done-for-you traffic exchange", "turnkey traffic exchange", "traffic exchange setup", "24-48 hour launch"],
    },
  }),
  samplePage({
    slug: "custom-modifications",
    title: "Custom Modifications",
    heading: "Custom Modifications Built on Your XchangeKit Source Code",
    intro:
      "Need a new surf contest format, another ad type, an extra payment processor or a different member dashboard? Because XchangeKit ships with 100% source code, our developers build modifications straight into your install. Describe the change, get a fixed quote and a delivery date, and test it before it goes live.",
    seo: {
      title: "Custom Traffic Exchange Modifications and Add-ons | XchangeKit",
      description:
        "Order custom modifications for your XchangeKit exchange: new ad types, surf contests, payment processors or admin tools, quoted up front and built on your code.",
      keywords: ["traffic exchange modifications", "custom php development", "membership script customisation", "traffic exchange add-ons"],
    },
  }),
  samplePage({
    slug: "sites-for-sale",
    title: "Sites for Sale",
    heading: "Established Traffic Exchanges and Mailers for Sale",
    intro:
      "Each listing shows the site's age, total, active and paid members, monthly revenue and profit, recurring subscriptions, credit liability, commissions owed, script version and what the sale includes. Members are real people, never bot traffic, and the domain moves to the buyer by EPP code in about 5-7 days.",
    seo: {
      title: "Traffic Exchange Sites for Sale with Real Members | XchangeKit",
      description:
        "Buy an established traffic exchange, safelist or viral mailer. See members, revenue, profit, credit liability and asking price; domain transfer in 5-7 days.",
      keywords: ["traffic exchange for sale", "safelist for sale", "viral mailer for sale", "buy established website"],
    },
  }),
  samplePage({
    slug: "demo",
    title: "Demo",
    heading: "Try the XchangeKit Member Area and Admin Panel",
    intro:
      "Log in to the live demo as a member to surf sites, earn credits, assign them to your own sites and banners and check your referral stats. Then switch to the admin panel to manage membership levels, surf ratios, the site approval queue, bans and payment settings. The demo data is reset regularly, so change anything you like.",
    seo: {
      title: "Live Demo: Traffic Exchange Member and Admin Areas | XchangeKit",
      description:
        "Test XchangeKit before you buy: surf and earn credits in the member area, then manage levels, ratios, ads and bans from the admin panel of the live demo.",
      keywords: ["traffic exchange demo", "traffic exchange admin panel", "surf bar demo", "membership script demo"],
    },
  }),
  samplePage({
    slug: "about",
    title: "About",
    heading: "LaunchYard Builds the Software Behind Traffic Exchanges",
    intro:
      "XchangeKit is made and sold by LaunchYard, a team that builds, installs and supports membership scripts for traffic exchange owners. We ship the script with 100% source code, launch done-for-you sites in 24-48 hours and stay on hand after launch, because an exchange proves itself over months of steady running, not on launch day.",
    seo: {
      title: "About LaunchYard: Membership Script Developers | XchangeKit",
      description:
        "LaunchYard makes XchangeKit, the PHP traffic exchange script, and offers installation, hosting, done-for-you builds and renewable support to exchange owners.",
      keywords: ["about launchyard", "xchangekit developers", "membership script company", "traffic exchange software"],
    },
  }),
  samplePage({
    slug: "support",
    title: "Support",
    heading: "Pre-Sale Questions and Technical Support for XchangeKit",
    intro:
      "Ask us anything before you buy, or get help with an installed exchange: setup, cron jobs, payment processors, surf settings or updates. Write to support@xchangekit.example or use the form on this page, and include your order reference if you have one. Never send server passwords through a public form; we arrange a secure channel.",
    seo: {
      title: "Pre-Sale Help and Technical Support | XchangeKit",
      description:
        "Contact LaunchYard for pre-sale questions or technical help with XchangeKit installs, cron jobs, payments and updates at support@xchangekit.example.",
      keywords: ["xchangekit support", "traffic exchange script help", "pre-sale questions", "technical support"],
    },
  }),
  samplePage({
    slug: "sitemap",
    title: "Sitemap",
    heading: "Every Page on XchangeKit, Grouped by Section",
    intro:
      "Find any page on the site from one list: products such as done-for-you sites, scripts, platforms and the sites marketplace; services, features, pricing and the demo; company pages, the blog and affiliates; and the support, FAQ and legal pages, including the terms, privacy policy and support policy.",
    seo: {
      title: "Sitemap: All Products, Services and Policies | XchangeKit",
      description:
        "A complete list of XchangeKit pages: products, services, features, pricing, demo, company pages, the blog, support, FAQ and the legal and policy pages.",
      keywords: ["xchangekit sitemap", "site pages", "traffic exchange script pages", "site index"],
    },
  }),
  samplePage({
    slug: "order-funnel",
    title: "Order",
    heading: "Order Your Traffic Exchange: Package, Domain, Hosting and Add-ons",
    intro:
      "Choose a package, tell us whether you own a domain, pick our hosting or your own PHP, MySQL and cron server, add installation, graphics or modifications, accept the terms and review your order. You then pay through the package's payment link with your order reference. Server details are collected after payment over a secure channel, never here.",
    seo: {
      title: "Order Your Traffic Exchange Script and Setup | XchangeKit",
      description:
        "Order XchangeKit step by step: pick a package from {price:script-only}, add a domain, hosting, installation or graphics, accept the terms and pay via a secure payment link.",
      keywords: ["order traffic exchange script", "buy xchangekit", "traffic exchange package", "order form"],
    },
  }),
  samplePage({
    slug: "terms",
    title: "Terms of Service",
    heading: "Terms of Service for XchangeKit Licences and Services",
    intro:
      "These terms cover buying and using XchangeKit and LaunchYard's services: one licence per domain, what installation, hosting and done-for-you builds include, payment plan obligations, custom modification work and acceptable use. Running an exchange is your business; we supply software and services, not results or income.",
    seo: {
      title: "Terms of Service: Licences, Hosting and Payments | XchangeKit",
      description:
        "Read the XchangeKit terms: one licence per domain, installation and hosting scope, payment plan obligations, modification work and acceptable use rules.",
      keywords: ["xchangekit terms", "script licence terms", "one licence per domain", "terms of service"],
    },
  }),
  samplePage({
    slug: "privacy",
    title: "Privacy Policy",
    heading: "How LaunchYard Collects, Uses and Protects Your Data",
    intro:
      "This policy explains what we collect when you browse the site, join the waitlist, place an order or contact support: contact details, order details and basic usage data. Card payments are handled by the payment provider, not stored by us, and server credentials are only exchanged after purchase over a secure channel. You can ask us to see or delete your data.",
    seo: {
      title: "Privacy Policy: How We Handle Your Data | XchangeKit",
      description:
        "What LaunchYard collects when you browse, join the waitlist, order XchangeKit or contact support, how it is used and protected, and how to request deletion.",
      keywords: ["xchangekit privacy policy", "data protection", "personal data", "privacy"],
    },
  }),
  samplePage({
    slug: "refund",
    title: "Support Policy",
    heading: "Support Policy",
    intro:
      "This policy sets out what support every XchangeKit purchase includes and when a refund is possible. Installation fees are non-refundable, payment plan instalments remain due as agreed, and no purchase comes with an income guarantee. Send support or refund requests to support@xchangekit.example with your order reference.",
    seo: {
      title: "Support Policy: Refunds, Updates and Help | XchangeKit",
      description:
        "How XchangeKit support and refunds work: what support includes, why installation fees are non-refundable, payment plan terms and how to make a request.",
      keywords: ["support policy", "refund policy", "installation fee refunds", "xchangekit support terms"],
    },
  }),
  samplePage({
    slug: "disclaimer",
    title: "Disclaimer",
    heading: "Earnings Disclaimer: Software and Services, No Income Guarantee",
    intro:
      "XchangeKit is software for running a traffic exchange; it does not come with members, traffic or revenue. Results depend on your niche, pricing, promotion, member support and the time you put in, and many new sites earn little or nothing. Any figures on this site, including those for sites for sale, describe past results and are not a promise of future income.",
    seo: {
      title: "Earnings Disclaimer and No Income Guarantee | XchangeKit",
      description:
        "XchangeKit is software, not a business opportunity with promised returns. Results depend on your own work, and past figures do not predict future income.",
      keywords: ["earnings disclaimer", "no income guarantee", "xchangekit disclaimer", "results disclaimer"],
    },
  }),
  samplePage({
    slug: "testimonials",
    title: "Testimonials",
    heading: "What Exchange Owners Say About XchangeKit and LaunchYard",
    intro:
      "Read feedback from people who run traffic exchanges, safelists and viral mailers on XchangeKit: how their done-for-you launch went, how support handled their questions and which features their members use most. Their experiences are their own, and your results will depend on your niche, promotion and effort.",
    seo: {
      title: "Testimonials from Traffic Exchange Owners | XchangeKit",
      description:
        "Exchange owners describe launching and running sites on XchangeKit: done-for-you setup, support, surf features and anti-cheat. Individual results vary.",
      keywords: ["xchangekit reviews", "traffic exchange script testimonials", "customer feedback", "exchange owner reviews"],
    },
  }),
  samplePage({
    slug: "faq",
    title: "FAQ",
    heading: "Answers to Common Questions About XchangeKit",
    intro:
      "Find answers on server requirements, licences, what installation and hosting include, the {price:payment-plan} down payment plan, refunds, updates and support, custom modifications, how credits, surf ratios and commissions work, and why VPN users sometimes see the anti-cheat CAPTCHA more often than other members.",
    seo: {
      title: "FAQ: Server Requirements, Licences and Refunds | XchangeKit",
      description:
        "XchangeKit FAQ: server requirements, one licence per domain, installation and hosting, payment plan, refunds, credits, surf ratios and anti-cheat questions.",
      keywords: [
        "xchangekit faq",
        "traffic exchange server requirements",
        "surf ratio explained",
        "payment plan questions",
        "traffic exchange credits",
      ],
    },
  }),
  samplePage({
    slug: "thanks-purchase",
    title: "Thank You for Your Purchase",
    heading: "Thank You for Ordering XchangeKit",
    intro:
      "Your payment provider emails your receipt as soon as your payment goes through. Keep your order reference handy: we will be in touch within an hour of your payment during desk hours (Monday to Friday, 09:00 to 17:30 UK time), otherwise by the next business morning, to deliver your licence and download and to schedule any installation, using a secure channel for server details. Done-for-you builds go live within 24-48 hours of receiving everything we need.",
    seo: {
      title: "Thank You for Your Purchase: Your Next Steps | XchangeKit",
      description:
        "What happens after your XchangeKit purchase: your receipt, your order reference, licence delivery, installation and secure access to your server.",
      keywords: ["purchase thank you", "xchangekit order", "licence delivery", "next steps"],
      noIndex: true,
    },
  }),
  samplePage({
    slug: "thanks-order",
    title: "Order Received",
    heading: "Order Received: Here Is What Happens Next",
    intro:
      "We have your order details. If you came from your order email or the order form, your order reference is shown below; otherwise find it in your confirmation email. If you have not finished paying, use the payment link for your package so we can start. Within one business day of your payment clearing we confirm your domain and hosting choices, collect server access over a secure channel and begin work, with done-for-you launches within 24-48 hours of receiving your details.",
    seo: {
      title: "Order Received: Reference and Delivery Times | XchangeKit",
      description:
        "Your XchangeKit order is in. See your order reference, how to complete payment, how we collect server details securely and when your delivery will be ready.",
      keywords: ["order received", "order reference", "delivery time", "xchangekit order status"],
      noIndex: true,
    },
  }),
  samplePage({
    slug: "test-order-form",
    title: "Test Order Form",
    heading: "Test Order Form for Checking Payment Links",
    intro:
      "This is an operator tool, not a page for customers. Use it to check each package's payment link end to end: submit a test order, confirm the order reference reaches the payment page, complete the payment and land on the right thank-you page. Do not use real customer details, and never enter server credentials here.",
    seo: {
      title: "Test Order Form: Operator Payment Link Check | XchangeKit",
      description:
        "Operator tool for testing XchangeKit payment links end to end: test orders, order references, checkout and thank-you redirects. Not for customer orders.",
      keywords: ["test order form", "payment link test", "operator tool", "checkout test"],
      noIndex: true,
    },
  }),
  samplePage({
    slug: "offer-graphics",
    title: "Graphics Offer",
    heading: "Add the Complete Exchange Graphics Pack for {price:offer-graphics}",
    intro:
      "This one-time offer is worth $472 and costs {price:offer-graphics} today. It includes 11 extra affiliate banner graphics your members can use to promote your exchange, a VIP member shield, 3D eCovers for your offers and access to the membership area where you download every file. It is offered after your order and can also be added while you order. The Complete and Premium Packages already include it, so buyers of those packages are never offered it again.",
    seo: {
      title: "One-Time Offer: $472 Graphics Pack for {price:offer-graphics} | XchangeKit",
      description:
        "Add 11 affiliate banner graphics, a VIP member shield, 3D eCovers and membership area access to your XchangeKit order for {price:offer-graphics}, a one-time offer worth $472.",
      keywords: ["traffic exchange graphics", "affiliate banners", "3d ecovers", "vip member shield", "one-time offer"],
    },
  }),
  samplePage({
    slug: "offer-vip-upgrades",
    title: "VIP Upgrades Offer",
    heading: "Lifetime VIP on 11+ Traffic Exchanges for {price:offer-vip-upgrades}",
    intro:
      "This one-time offer is worth $1,190 and costs {price:offer-vip-upgrades}. It gives you lifetime VIP membership on 11+ established traffic sites, with the upgraded surf ratios and ad allowances that come with VIP, so you can promote your new exchange from day one without paying monthly upgrade fees on each site.",
    seo: {
      title: "One-Time Offer: Lifetime VIP on 11+ Sites for {price:offer-vip-upgrades} | XchangeKit",
      description:
        "Get lifetime VIP upgrades on 11+ traffic sites, worth $1,190, for a one-time {price:offer-vip-upgrades}. Promote your new exchange with upgraded ratios and no monthly fees.",
      keywords: ["lifetime vip upgrades", "traffic exchange vip", "lifetime upgrade offer", "promote traffic exchange"],
    },
  }),
  samplePage({
    slug: "affiliates",
    title: "Affiliates",
    heading: "Earn Commissions by Referring Buyers to XchangeKit",
    intro:
      "Join the LaunchYard affiliate programme and earn commission on script, package and service sales made through your tracking link. You get ready-made banners, email copy and a dashboard showing clicks, sales and payouts. It suits exchange owners, marketers and bloggers whose readers want to run a membership site.",
    seo: {
      title: "Affiliate Programme: Refer Buyers, Earn Commission | XchangeKit",
      description:
        "Promote XchangeKit with your own tracking link, banners and email copy, and earn commission on script, package and service sales from LaunchYard.",
      keywords: ["xchangekit affiliate programme", "affiliate commissions", "refer and earn", "membership script affiliate"],
    },
  }),
  samplePage({
    slug: "blog",
    title: "Blog",
    heading: "Guides for Launching and Growing a Traffic Exchange",
    intro:
      "Practical articles for exchange owners: launching a site in 48 hours, setting a credit economy and surf ratios that never pay out more than one credit per page view, pricing membership levels, keeping members motivated with surf contests and stopping cheats without punishing honest VPN users.",
    seo: {
      title: "Traffic Exchange Blog: Launch and Growth Guides | XchangeKit",
      description:
        "Guides for traffic exchange owners: launching in 48 hours, credit economy and surf ratios, membership pricing, surf contests, anti-cheat and member retention.",
      keywords: ["traffic exchange blog", "launch a traffic exchange", "surf ratios", "credit economy", "member retention"],
    },
  }),
  samplePage({
    slug: "pricing",
    title: "Pricing",
    heading: "One script, as much help as you want",
    intro:
      "Every package is the same XchangeKit script with 100% of its source code. What changes is how much of the launch we do for you: install it, host it, brand it, or add upgrades your members pay for. Pay once, or take Script + Install + Hosting on the payment plan: a down payment now and five monthly payments, which cost more in total than paying once. Prices are in US dollars.",
    seo: {
      title: "Pricing: Script, Installation, Hosting and Packages | XchangeKit",
      description:
        "XchangeKit pricing in USD: Script Only {price:script-only}, with installation {price:script-installation}, with hosting {price:script-install-hosting}, payment plan {price:payment-plan} down, Complete {price:complete-package} and Premium {price:premium-package} one-time.",
      keywords: [
        "traffic exchange script price",
        "xchangekit pricing",
        "payment plan",
        "installation and hosting price",
        "premium package",
      ],
    },
  }),
  // A page with no route of its own: created in the Studio, served at /switch-to-xchangekit.
  samplePage({
    slug: "switch-to-xchangekit",
    title: "Switch to XchangeKit",
    heading: "Move Your Exchange to XchangeKit, Members and Credits Included",
    intro:
      "Running a traffic exchange on an old or abandoned script? We move it to XchangeKit for you: members, credit balances, sites, banners, referral links and unpaid commissions, checked by you before the final switch.",
    seo: {
      title: "Switch Your Traffic Exchange to XchangeKit: Migration Service",
      description:
        "Move an existing traffic exchange to XchangeKit with its members, credits, sites, referrals and unpaid commissions intact: a trial import first, then a short switch.",
      keywords: ["traffic exchange migration", "switch traffic exchange script", "move traffic exchange"],
    },
  }),
];

export const pages = pageDocuments.map((page) => {
  const slug = page.slug.current;
  const sections = pageSections[slug];
  const updatedAt = legalPagesUpdatedAt[slug];
  return { ...page, ...(sections ? { sections } : {}), ...(updatedAt ? { _updatedAt: updatedAt } : {}) };
});
