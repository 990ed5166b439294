import { sampleDocument } from "./build/documents";

/** What owners say about XchangeKit and LaunchYard. Ratings appear only where the customer gave one. */
export const testimonials = [
  sampleDocument("testimonial.marcus-hale", "testimonial", {
    name: "Marcus Hale",
    role: "Owner, SurfDrift",
    quote:
      "We bought the Complete Package and SurfDrift was live 36 hours after I sent over the domain details. LaunchYard set free members at a 0.6:1 surf ratio with a 15-second timer and upgraded members at 1:1 with 8 seconds, a sensible starting point I have only nudged since. Having the full source code meant my own developer could read exactly how start pages and the Surf Contest Module work before we sold our first start page day, and because we configured them in the admin area rather than changing the code, updates still apply cleanly.",
    rating: 5,
    siteUrl: "https://surfdrift.example",
    featured: true,
    order: 1,
  }),
  sampleDocument("testimonial.linda-kowalczyk", "testimonial", {
    name: "Linda Kowalczyk",
    role: "Owner, MailerHaven",
    quote:
      "Moving MailerHaven off our old safelist script was the part I dreaded most. LaunchYard migrated just over 2,000 members with their credit balances and referral links, and we ran both sites side by side for a weekend to check the numbers matched. Two members emailed about their credits in the first week, and both were sorted the same day.",
    rating: 5,
    siteUrl: "https://mailerhaven.example",
    featured: true,
    order: 2,
  }),
  sampleDocument("testimonial.tomas-reyes", "testimonial", {
    name: "Tomas Reyes",
    role: "Owner, ClickCascade",
    quote:
      "I run a viral mailer, so the member mailer and the per-level mailing limits mattered more to me than the surf bar. Both work well once you learn the admin panel, though it took me an evening with the documentation to get the limits right for each level. Support answered my questions about cron timing within a day each time.",
    rating: 4,
    siteUrl: "https://clickcascade.example",
    featured: false,
    order: 3,
  }),
  sampleDocument("testimonial.janet-okoro", "testimonial", {
    name: "Janet Okoro",
    role: "Affiliate Marketer, Okoro Digital",
    quote:
      "I am a marketer first, and I wanted a small exchange of my own to sit alongside my mailing list. I took the Script + Install + Hosting package and added the VIP upgrades offer, which gave me upgraded accounts on 11 established sites to promote the new exchange from day one. Setting up the referral tiers and commission maturity period took some thought, but the defaults were a reasonable place to start.",
    rating: 4,
    featured: false,
    order: 4,
  }),
  sampleDocument("testimonial.kevin-marsh", "testimonial", {
    name: "Kevin Marsh",
    role: "Director, Brightline Web Studio",
    quote:
      "We have built three exchanges for clients on XchangeKit, each on its own licence since it is one licence per domain. The PHP source is well organised, so our developers can theme each member area to the client's brand, and we keep our changes in the theme layer so updates apply cleanly. When one client wanted Stripe and crypto alongside PayPal, both were already there to switch on; with a handful of crypto sales a week, the client confirms them by hand in the admin area.",
    rating: 5,
    siteUrl: "https://brightline.example",
    featured: true,
    order: 5,
  }),
  sampleDocument("testimonial.sandra-whitfield", "testimonial", {
    name: "Sandra Whitfield",
    role: "Owner, HitPilot",
    quote:
      "The anti-cheat is the reason I switched. On my old script a handful of accounts were burning through credits with auto-clickers; on XchangeKit their cheat scores climbed, the click-to-verify CAPTCHA came up more and more often, and they gave up within a week. A few honest members on VPNs were caught too, so I cleared them from member search and turned the VPN weighting down a notch.",
    rating: 5,
    siteUrl: "https://hitpilot.example",
    featured: true,
    order: 6,
  }),
  sampleDocument("testimonial.graham-pollard", "testimonial", {
    name: "Graham Pollard",
    role: "Owner, InboxRelay",
    quote:
      "InboxRelay is a small safelist with about 600 active members, and I needed something that looks after itself while I work a day job. The cron jobs handle monthly bonuses, subscription grace periods and the nightly checks without me touching them. My one wish is more email template examples out of the box, but the included ones were easy to adapt.",
    rating: 4,
    siteUrl: "https://inboxrelay.example",
    featured: false,
    order: 7,
  }),
  sampleDocument("testimonial.aisha-rahman", "testimonial", {
    name: "Aisha Rahman",
    role: "Owner, LoopSurf",
    quote:
      "The payment plan let me start with a down payment instead of paying everything at once, and the instalments were taken on the same date each month for five months, exactly as described. Installation was finished before my second payment was due. Megan's team then walked me through membership levels and surf timers on a screen-share call.",
    siteUrl: "https://loopsurf.example",
    featured: false,
    order: 8,
  }),
  sampleDocument("testimonial.peter-lindqvist", "testimonial", {
    name: "Peter Lindqvist",
    role: "Owner, BannerBay",
    quote:
      "I bought an established banner and text ad exchange through the Sites Marketplace rather than starting from zero. The listing showed the outstanding credit liability and commissions owed, which made the asking price much easier to judge, and the EPP domain transfer completed in six days. LaunchYard moved the files and database to their hosting the same week, and members kept surfing throughout.",
    rating: 5,
    siteUrl: "https://bannerbay.example",
    featured: false,
    order: 9,
  }),
  sampleDocument("testimonial.carlos-mendes", "testimonial", {
    name: "Carlos Mendes",
    role: "Owner, AutoRally",
    quote:
      "I asked for a team surf contest where members join one of four teams and the winning team shares a credit prize. LaunchYard gave me a fixed quote, delivered it in about two weeks and let me test it on a staging copy before it went live. A leaderboard rounding issue turned up after launch and was fixed within two days.",
    rating: 4,
    siteUrl: "https://autorally.example",
    featured: false,
    order: 10,
  }),
  sampleDocument("testimonial.helen-brooks", "testimonial", {
    name: "Helen Brooks",
    role: "Owner, TrafficGarden",
    quote:
      "I added the graphics offer to my order because I have no design skills at all. The 11 affiliate banners came in the sizes members actually use, including 468x60 and 125x125, and members were putting them into their own rotations within the first week. The 3D eCovers now sit on my upgrade page.",
    siteUrl: "https://trafficgarden.example",
    featured: false,
    order: 11,
  }),
  sampleDocument("testimonial.owen-fairbairn", "testimonial", {
    name: "Owen Fairbairn",
    role: "Owner, SurfMatrix",
    quote:
      "A change on PayPal's side broke subscription renewals for two of my members one Saturday. I emailed support with my order reference and the payment log, and by Sunday afternoon the fix was on my server and the missed renewals had been applied. That is the kind of support I was paying for.",
    rating: 5,
    siteUrl: "https://surfmatrix.example",
    featured: false,
    order: 12,
  }),
];

/** Frequently asked questions, four per category. */
export const faqs = [
  // Getting started
  sampleDocument("faq.what-is-xchangekit", "faq", {
    question: "What is XchangeKit and what can I run with it?",
    answer:
      "XchangeKit is a PHP and MySQL membership script for running a traffic ad exchange. Members view each other's sites in a surf bar with a timer, earn credits and assign them to their own sites, banners and text ads, while you earn from paid upgrades, credit packages and one-time offers.\n\nWith 50+ features, including manual and auto surf, a member mailer, referral commissions and anti-cheat, it suits traffic exchanges, safelists and viral mailers. You get 100% source code access with every licence.",
    category: "getting-started",
    order: 1,
  }),
  sampleDocument("faq.done-for-you-launch", "faq", {
    question: "Can you launch my exchange for me?",
    answer:
      "Yes. With a done-for-you build, LaunchYard installs the script, sets up hosting, connects your payment processors and configures membership levels, surf ratios, email templates and affiliate tools. Your exchange goes live within 24-48 hours of us receiving your domain, site name and payment details, and we finish with a walkthrough of the admin panel.",
    category: "getting-started",
    order: 2,
  }),
  sampleDocument("faq.try-before-buying", "faq", {
    question: "Can I try XchangeKit before I buy?",
    answer:
      "Yes. The live demo lets you log in as a member to surf, earn credits and assign them to sites and banners, then switch to the admin panel to change membership levels, surf ratios, the site approval queue and bans. The demo data is reset regularly, so you can change anything. For questions the demo does not answer, write to support@xchangekit.example.",
    category: "getting-started",
    order: 3,
  }),
  sampleDocument("faq.buy-established-site", "faq", {
    question: "Can I buy an established exchange instead of starting from scratch?",
    answer:
      "Yes. The Sites Marketplace lists running exchanges, safelists and viral mailers with their age, total, active and paid members, monthly revenue and profit, recurring subscriptions, credit liability and commissions owed. Check those last two carefully, because they are obligations you take on with the site.\n\nOnce a sale is agreed, the domain moves to you by EPP code, which takes about 5-7 days. Past figures describe the site's history and are not a promise of future income.",
    category: "getting-started",
    order: 4,
  }),

  // Pricing and payments
  sampleDocument("faq.package-prices", "faq", {
    question: "How much does XchangeKit cost?",
    answer:
      "Script Only is {price:script-only}. Script + Installation is {price:script-installation}, and Script + Install + Hosting is {price:script-install-hosting}. The Payment Plan is Script + Install + Hosting paid as {price:payment-plan} down plus {price:payment-plan.monthly}/month for 5 months, which costs more in total than paying once. The Complete Package is {price:complete-package} one-time and the Premium Package is {price:premium-package} one-time.\n\nAll prices are in USD. Every package includes 100% source code access and 6 or 12 months of updates and support, depending on the package, renewable for {price:maintenance-updates} a year.",
    category: "pricing-payments",
    order: 1,
  }),
  sampleDocument("faq.payment-plan", "faq", {
    question: "How does the payment plan work?",
    answer:
      "The payment plan is the Script + Install + Hosting package paid in instalments: {price:payment-plan} down, then {price:payment-plan.monthly}/month for 5 months. Together those payments cost more than paying {price:script-install-hosting} once. We start work within one business day of the down payment clearing, so your site does not wait for the plan to finish.\n\nThe monthly payments remain due as agreed, even if you stop running the exchange. If a payment fails, we email you at the address on your order and give you 7 days to pay; after that, support and updates pause until you are up to date.",
    category: "pricing-payments",
    order: 2,
  }),
  sampleDocument("faq.one-licence-per-domain", "faq", {
    question: "Can I use one licence on more than one site?",
    answer:
      "No. Each licence covers one domain, so a second exchange on another domain needs its own licence. You can move a licence to a new domain if you close the old site, and you can keep a private staging copy for testing changes. Agencies building sites for clients buy one licence per client domain.",
    category: "pricing-payments",
    order: 3,
  }),
  sampleDocument("faq.graphics-and-vip-offers", "faq", {
    question: "What are the graphics and VIP upgrade offers?",
    answer:
      "Both are optional one-time purchases, offered after you order, and you can also add them while ordering. The Complete Package already includes the graphics offer and the Premium Package includes both, so buyers of those packages are never offered them again. The graphics offer costs {price:offer-graphics} (worth $472) and includes 11 extra affiliate banner graphics, a VIP member shield, 3D eCovers and access to the membership area where you download the files.\n\nThe VIP upgrades offer costs {price:offer-vip-upgrades} (worth $1,190) and gives you lifetime VIP membership on 11+ established traffic sites, which you can use to promote your new exchange without paying monthly upgrade fees.",
    category: "pricing-payments",
    order: 4,
  }),

  // Installation and hosting
  sampleDocument("faq.server-requirements", "faq", {
    question: "What are the server requirements?",
    answer:
      "XchangeKit needs PHP 8.1 or newer, MySQL 8 or MariaDB 10.6+, cron jobs that can run every minute, and an SSL certificate on your domain. The common PHP extensions are needed too: PDO MySQL, cURL, mbstring, GD and OpenSSL.\n\nMost cPanel hosts and any VPS meet these requirements. If you are unsure about your host, send us the details before you buy and we will check them.",
    category: "installation-hosting",
    order: 1,
  }),
  sampleDocument("faq.what-installation-includes", "faq", {
    question: "What does installation include?",
    answer:
      "We upload the script to your server, create the database, set up the cron jobs and your admin account, and connect your payment processors. We then test a full member journey: sign-up, surfing, credit assignment and an upgrade purchase. Installation covers one domain, and the installation fee is not refundable.",
    category: "installation-hosting",
    order: 2,
  }),
  sampleDocument("faq.what-hosting-includes", "faq", {
    question: "What does hosting include?",
    answer:
      "With Script + Install + Hosting, your exchange runs on our managed servers with PHP, MySQL, cron and SSL already set up for XchangeKit. We look after backups, server security and updates to the script, so you never need a separate hosting account. If you outgrow the plan or want to move to your own server, we help you migrate the files and database.",
    category: "installation-hosting",
    order: 3,
  }),
  sampleDocument("faq.server-access", "faq", {
    question: "How do I give you access to my server for installation?",
    answer:
      "After your payment clears, we contact you at the email on your order and arrange a secure channel for your hosting or server login. Never put passwords in the order form, the support form or an ordinary email. Once installation is done, you can change those passwords or remove our access.",
    category: "installation-hosting",
    order: 4,
  }),

  // Features
  sampleDocument("faq.credits-and-ratios", "faq", {
    question: "How do credits and surf ratios work?",
    answer:
      "Members earn credits by viewing other members' sites in the surf bar, and each credit buys one view of their own site in the rotation. The surf ratio sets how many credits a page view earns: at 0.5:1 a free member earns half a credit per page, while an upgraded member at 1:1 earns a full credit.\n\nYou set ratios, surf timers and ad caps for each membership level in the admin panel. Members can also convert credits into banner and text ad impressions at rates you choose.",
    category: "features",
    order: 1,
  }),
  sampleDocument("faq.referral-commissions", "faq", {
    question: "How do referral commissions work?",
    answer:
      "Members earn commissions on their referrals' purchases and renewals, plus credit bonuses when their referrals surf, with rates set per referral tier and membership level. Each commission waits out a maturity period you choose, for example 30 days, so a refunded or disputed payment can be reversed before it is paid. Members can spend their matured balance on upgrades or request a payout.",
    category: "features",
    order: 2,
  }),
  sampleDocument("faq.vpn-captcha-false-positives", "faq", {
    question: "Why do some members, especially VPN users, see the CAPTCHA more often?",
    answer:
      "Every member has a cheat score that rises with signals such as surfing from a VPN or data-centre IP address, unusually regular click timing or several accounts on one address. The higher the score, the more often the click-to-verify CAPTCHA appears.\n\nHonest members on a VPN or a shared office network can be caught this way. You can clear a member's score from member search, whitelist them, or lower the weight given to VPN detection, and it is worth checking before you apply a temporary, 24-hour or permanent ban.",
    category: "features",
    order: 3,
  }),
  sampleDocument("faq.custom-modifications", "faq", {
    question: "Can you build custom features or modifications?",
    answer:
      "Yes. Because XchangeKit ships with 100% source code, our developers can build modifications straight into your install, such as a new surf contest format, another ad type or an extra payment processor. Describe the change to support@xchangekit.example and we send a fixed quote with a delivery date. You test the change on a staging copy before it goes live.",
    category: "features",
    order: 4,
  }),

  // Running your exchange
  sampleDocument("faq.credit-inventory", "faq", {
    question: "How many credits should I give out per page view?",
    answer:
      "Never pay out more than one credit per page view, counting bonuses. If members earn more credits than the exchange has page views to deliver, sites wait longer for their views and advertisers lose trust.\n\nKeep an eye on the outstanding credit total in the admin reports, and treat contests, daily surf bonuses and credit packages as part of the same budget.",
    category: "running-your-exchange",
    order: 1,
  }),
  sampleDocument("faq.surf-contests", "faq", {
    question: "How do I run surf contests without giving away too much?",
    answer:
      "Set a page-view target, a date range and a prize for each contest, and give prizes as credits, banner impressions or a month of upgraded membership rather than cash. Daily surf bonuses work the same way and reward members who reach a set number of pages. Add the prizes to your credit budget so contests do not push your payouts past one credit per page view.",
    category: "running-your-exchange",
    order: 2,
  }),
  sampleDocument("faq.cron-jobs", "faq", {
    question: "What do the cron jobs do?",
    answer:
      "Cron runs XchangeKit's scheduled work: site health checks that pause broken or offline sites, monthly bonus credits, commission maturity, and subscription grace periods for members whose renewal payment is late. If cron stops, those tasks stop too, so the admin dashboard shows when each job last ran. On our hosting, we monitor cron for you.",
    category: "running-your-exchange",
    order: 3,
  }),
  sampleDocument("faq.site-approval-frame-breakers", "faq", {
    question: "How do I deal with sites that break out of the surf frame?",
    answer:
      "New member sites go into the site approval queue, where you can view each one before it enters the rotation. Frame-breaker detection also flags a site that escapes the surf frame during surfing, removes it from the rotation and notifies its owner. The owner can then swap in a different page, such as a splash page from the promo tools, and submit it for approval again.",
    category: "running-your-exchange",
    order: 4,
  }),

  // Support and refunds
  sampleDocument("faq.updates-and-support", "faq", {
    question: "What updates and support are included?",
    answer:
      "Script Only and Script + Installation include 6 months of script updates and email support at support@xchangekit.example; every other package includes 12 months. After that the script keeps working, and you can renew updates and support for {price:maintenance-updates} a year. We help with installation questions, cron jobs, payment processors, surf settings and applying updates, and we aim to reply within one business day.\n\nOn our hosting, we apply updates for you. On your own server, you can apply them yourself or ask us to do it.",
    category: "support-refunds",
    order: 1,
  }),
  sampleDocument("faq.refund-policy", "faq", {
    question: "Can I get a refund?",
    answer:
      "Installation fees are never refundable, including the installation part of any package. A done-for-you build cancelled before we start building is refunded except for its installation part. Payment plan instalments remain due as agreed. For any other refund question, write to support@xchangekit.example with your order reference and we will answer under the Support Policy.",
    category: "support-refunds",
    order: 2,
  }),
  sampleDocument("faq.income-guarantee", "faq", {
    question: "Will my exchange make money?",
    answer:
      "We cannot promise that, and no package comes with an income guarantee. XchangeKit is software for running an exchange; it does not come with members, traffic or revenue.\n\nResults depend on your niche, pricing, promotion, member support and the time you put in, and many new sites earn little or nothing at first. Any figures on this site, including those for sites for sale, describe past results only.",
    category: "support-refunds",
    order: 3,
  }),
  sampleDocument("faq.contact-support", "faq", {
    question: "How do I get help with my exchange?",
    answer:
      "Email support@xchangekit.example or use the form on the Support page. Include your order reference, your domain and a short description of the problem, with a screenshot or error message if you have one. If we need server access to fix it, we arrange a secure channel rather than asking for passwords by email.",
    category: "support-refunds",
    order: 4,
  }),
];
