import { keyed, sampleDocument } from "./build/documents";
import { sampleImage } from "./build/images";

/**
 * The marketplace: custom modifications, banner and landing-page design packages, and established
 * sites for sale. Images live under public/sample-images/{banners,landing-pages,listings}.
 */

const slug = (current: string) => ({ _type: "slug" as const, current });

/** A listing's 1200x750 screenshot under public/sample-images/listings, with its short caption. */
const screenshot = (file: string, caption: string, alt: string) => ({ ...sampleImage(`listings/${file}`, 1200, 750, alt), caption });

/** Custom modifications LaunchYard builds for XchangeKit exchanges. */
export const modifications = [
  sampleDocument("modification.surf-contest-module", "modification", {
    name: "Surf Contest Module",
    slug: slug("surf-contest-module"),
    summary:
      "Adds click contests, prize-draw contests and sponsored prize pools to the built-in surf contests, which rank members by pages surfed.",
    description:
      "XchangeKit's built-in surf contests rank members by pages surfed and pay a fixed prize list when they close. This module adds more contest types beside them: click contests ranked by clicks on members' banners and text ads, and prize-draw contests where every qualifying block of pages earns a ticket, so steady surfers have a chance and not only the fastest. Members and advertisers can add their own credits or banner impressions to a contest's prize pool as sponsors, with their name shown beside the contest. Every contest type counts only pages and clicks that passed the click-to-verify check, can be limited to certain membership levels, and shows a live leaderboard on the member dashboard and in the surf bar.",
    price: 89,
    deliveryTime: "3-5 business days",
    features: [
      "Click contests and prize-draw contests beside the built-in pages-surfed contests",
      "Sponsored prize pools topped up with members' and advertisers' credits or impressions",
      "Up to 10 prize places paid in credits, impressions or commission balance",
      "Only pages and clicks that passed the click-to-verify check count",
      "Live leaderboard for the member dashboard and surf bar, and a history of past winners",
    ],
    order: 1,
  }),
  sampleDocument("modification.start-page-rotator", "modification", {
    name: "Start Page Rotator with Bidding",
    slug: slug("start-page-rotator"),
    summary: "Sell the first page every member sees when they start surfing, one day at a time, through a weekly bidding round.",
    description:
      "Members bid credits or cash for start-page days on a calendar; the highest bid for each day wins when bidding closes, and outbid members are refunded automatically. The winning page is shown as the first page of every surf session that day, with its own view and click counts for the advertiser. You set the minimum bid, the bidding window and how many days ahead can be booked, and you can reserve days for your own promotions.",
    price: 119,
    deliveryTime: "5-7 business days",
    features: [
      "Calendar of start-page days open for bidding",
      "Bids in credits, cash or both, above a minimum you set",
      "Automatic refunds for outbid members",
      "Daily views and clicks report for each winning advertiser",
      "Admin booking of days for house ads and promotions",
    ],
    order: 2,
  }),
  sampleDocument("modification.daily-login-bonus-wheel", "modification", {
    name: "Daily Login Bonus Wheel",
    slug: slug("daily-login-bonus-wheel"),
    summary: "A prize wheel members can spin once a day after surfing a set number of pages.",
    description:
      "The wheel unlocks after a member surfs the number of pages you choose for their membership level, so it rewards activity rather than logging in alone. You define the segments and their odds, with prizes in credits, banner impressions, text ad impressions or a small commission-balance amount. Every spin is logged with the member, the prize and the IP address, so you can audit payouts and spot accounts sharing a connection.",
    price: 69,
    deliveryTime: "2-4 business days",
    features: [
      "Unlocks after a page target set per membership level",
      "Segments and odds edited from the admin area",
      "Prizes in credits, banner or text ad impressions, or commission balance",
      "Spin log with member, prize and IP address",
      "Touch-friendly wheel that works on phones",
    ],
    order: 3,
  }),
  sampleDocument("modification.crypto-payment-gateway", "modification", {
    name: "Crypto Payment Gateway",
    slug: slug("crypto-payment-gateway"),
    summary:
      "Confirms crypto payments automatically through Coinbase Commerce or NOWPayments and credits the member, instead of you confirming each payment by hand.",
    description:
      "XchangeKit's built-in crypto payments are confirmed by hand: each payment waits in the admin area until you check the transaction and approve it. This module connects your exchange to a payment processor, Coinbase Commerce or NOWPayments, so members pay for upgrades and credit packages in Bitcoin, Ethereum, USDC and other coins at the processor's checkout. The processor confirms each payment by webhook, and the membership level or credits are added as soon as the network confirms the transaction, with nothing for you to approve. Underpaid or expired charges are flagged for you to review, and members can optionally request commission payouts in USDC, which you approve in a payout queue before anything is sent.",
    price: 149,
    deliveryTime: "5-7 business days",
    features: [
      "Coinbase Commerce or NOWPayments checkout for Bitcoin, Ethereum, USDC and other coins",
      "Automatic confirmation by webhook: the member is credited without manual approval",
      "Underpaid and expired charges flagged for review",
      "Optional USDC commission payouts with an approval queue",
      "Crypto sales included in the standard sales reports",
    ],
    order: 4,
  }),
  sampleDocument("modification.advanced-referral-contest", "modification", {
    name: "Advanced Referral Contest",
    slug: slug("advanced-referral-contest"),
    summary: "Referral contests that count a referral only after they confirm their email and surf a minimum number of pages.",
    description:
      "Plain referral contests reward sign-ups, which invites throwaway accounts. This module counts a referral only once the new member has confirmed their email address and surfed the number of pages you set within a time limit, and it can award extra points when a referred member upgrades. Leaderboards, automatic prize payouts and a contest banner members can use in their own promotion are included.",
    price: 99,
    deliveryTime: "3-5 business days",
    features: [
      "Referrals count only after email confirmation and a surf target",
      "Extra points when a referred member upgrades",
      "Prizes in credits, cash or membership time",
      "Duplicate IP and disposable email checks",
      "Ready-made contest banner for members to promote",
    ],
    order: 5,
  }),
  sampleDocument("modification.member-badges", "modification", {
    name: "Member Badges and Achievements",
    slug: slug("member-badges"),
    summary: "Award badges for surfing milestones, referrals, contest wins and membership age, shown on profiles and in the surf bar.",
    description:
      "Badges give long-standing members something to show for their activity. You create each badge with a name, an image and a rule, for example 10,000 pages surfed, five active referrals or one year of membership, and the existing cron job awards it with an optional credit bonus. Members see their progress towards the next badge on their dashboard.",
    price: 129,
    deliveryTime: "5-7 business days",
    features: [
      "Rule-based badges for pages surfed, referrals, contest wins and account age",
      "Optional credit bonus awarded with each badge",
      "Progress bars towards the next badge",
      "Badges shown on profiles, leaderboards and the surf bar",
      "Awarded automatically by the existing cron job",
    ],
    order: 6,
  }),
  sampleDocument("modification.ptc-ad-module", "modification", {
    name: "PTC Ad Module",
    slug: slug("ptc-ad-module"),
    summary:
      "Turns the built-in PTC-style ads into a self-serve advertising product, with advertiser campaigns, targeting, fraud checks and commission-balance rewards.",
    description:
      "The built-in PTC-style ads are a single list you manage from the admin area, paid in credits. With this module, advertisers create and pay for their own campaigns: they choose a view count, a timer length and targeting by membership level, country and recent surf activity, then pause, top up or edit the campaign themselves. Fraud checks protect what they pay for: a CAPTCHA after each view, a daily view limit per member, one view per ad per IP address, and no rewards for VPN or data-centre connections. Rewards can be credits, which keeps your credit economy in balance, or commission balance at rates you set per level, and new campaigns wait in an approval queue before they go live.",
    price: 179,
    deliveryTime: "7-10 business days",
    features: [
      "Self-serve campaigns that advertisers create, fund, pause and top up",
      "Targeting by membership level, country and recent surf activity",
      "Fraud checks: CAPTCHA after each view, daily view limits, one view per IP and VPN blocking",
      "Rewards in credits or commission balance, set per membership level, and an approval queue",
      "Advertiser stats page with views by day",
    ],
    order: 7,
  }),
  sampleDocument("modification.two-factor-login", "modification", {
    name: "Two-Factor Login",
    slug: slug("two-factor-login"),
    summary:
      "Time-based one-time codes for member and admin logins, compatible with Google Authenticator, Authy, 1Password and similar apps.",
    description:
      "Members switch two-factor login on from their profile by scanning a QR code with their authenticator app. You can make it compulsory for the admin area, and for members who request a commission payout above a threshold you set. Ten single-use recovery codes are issued when it is turned on, and every code check is written to the security log.",
    price: 59,
    deliveryTime: "2-3 business days",
    features: [
      "TOTP codes for Google Authenticator, Authy, 1Password and similar apps",
      "Compulsory for admin accounts, optional or required for members",
      "Ten single-use recovery codes",
      "Required for commission payout requests above a threshold",
      "Security log of successful and failed code checks",
    ],
    order: 8,
  }),
];

/** Banner design packages: a set of ad banners in one style, made for the buyer's exchange. */
export const banners = [
  sampleDocument("banner.neon-surf", "banner", {
    name: "Neon Surf",
    slug: slug("neon-surf"),
    summary: "Dark purple backgrounds with glowing cyan and pink type, made to stand out in a busy banner rotation.",
    description:
      "A five-size set built around your exchange's name, with a glowing logo treatment, a short headline and a rounded join button. The neon colours hold up well against the white and grey banners most members rotate, and each size is laid out on its own rather than scaled, so the headline stays readable even at 125x125. You receive the layered source files plus PNG and optimised GIF exports.",
    sizes: ["125x125", "468x60", "728x90", "300x250", "160x600"],
    price: 59,
    image: sampleImage(
      "banners/surf-rush-728x90.webp",
      728,
      90,
      "728x90 banner for a traffic exchange called SurfRush: a glowing cyan logo on a dark purple background, the white headline 'Surf. Earn Credits. Get Seen.', the pink line 'Manual surf exchange, real members, 500 welcome credits' and a pink Join Free button.",
    ),
    order: 1,
  }),
  sampleDocument("banner.retro-arcade", "banner", {
    name: "Retro Arcade",
    slug: slug("retro-arcade"),
    summary: "Pixel-art icons, scan lines and arcade yellow on black, for exchanges with a playful, game-like theme.",
    description:
      "Designed for exchanges that run surf contests, prize wheels and leaderboards and want their advertising to match. The set pairs a pixel-art mascot with bold uppercase headlines and a Press Start button, and we can swap the space invader for a mascot drawn from your logo. Three sizes are included, in PNG and GIF.",
    sizes: ["125x125", "468x60", "728x90"],
    price: 29,
    image: sampleImage(
      "banners/pixel-hits-468x60.webp",
      468,
      60,
      "468x60 banner for a traffic exchange called PixelHits in a retro arcade style: a green pixel-art space invader on a black background with faint scan lines, the yellow headline 'Level up your traffic' and a pink Press Start button.",
    ),
    order: 2,
  }),
  sampleDocument("banner.corporate-blue", "banner", {
    name: "Corporate Blue",
    slug: slug("corporate-blue"),
    summary: "Navy, white and a clean bar-chart logo, for exchanges that court business owners and B2B advertisers.",
    description:
      "A restrained set for exchanges that position themselves as an advertising service rather than a game. A navy logo panel on the left keeps your brand visible in every size, the headline speaks to advertisers, and the blue button reads clearly on both light and dark surf bars. The 160x600 skyscraper is laid out with a three-point benefit list for sidebar placements.",
    sizes: ["468x60", "728x90", "300x250", "160x600"],
    price: 49,
    image: sampleImage(
      "banners/adledger-728x90.webp",
      728,
      90,
      "728x90 banner for the AdLedger traffic exchange: a navy panel with a bar-chart logo on the left, the navy headline 'Reach Real Business Owners' on a pale grey background, the line 'Banner, text and login ads on reviewed sites only' and a blue Start Advertising button.",
    ),
    order: 3,
  }),
  sampleDocument("banner.fresh-mint", "banner", {
    name: "Fresh Mint",
    slug: slug("fresh-mint"),
    summary: "Soft mint and forest green with a leaf mark, a calm starter set for a new exchange on a small budget.",
    description:
      "Our entry-level package: two sizes in a light, friendly style that suits exchanges aimed at home business and wellness niches. The leaf mark can be replaced with your own logo, and the headline and button text are written with you before we design. Delivered as PNG and GIF files ready to upload to your promotion tools page.",
    sizes: ["125x125", "468x60"],
    price: 19,
    image: sampleImage(
      "banners/leaf-traffic-468x60.webp",
      468,
      60,
      "468x60 banner for the LeafTraffic exchange: a green leaf logo on a mint background, the dark green headline 'Grow Your Traffic Naturally' and a green Sign Up Free button.",
    ),
    order: 4,
  }),
  sampleDocument("banner.sunset-wave", "banner", {
    name: "Sunset Wave",
    slug: slug("sunset-wave"),
    summary: "An orange-to-purple sunset gradient with a striped sun and rolling waves, for surf-themed exchanges.",
    description:
      "A warm, eye-catching style that works well for exchanges with beach or surf names. Each banner carries the brand, a one-line promise and a short proof point such as your surf timer or ratio, with a white button that contrasts with the gradient. Three sizes are included, with a matching 300x250 for login ads and member promotion pages.",
    sizes: ["468x60", "728x90", "300x250"],
    price: 45,
    image: sampleImage(
      "banners/tidal-hits-728x90.webp",
      728,
      90,
      "728x90 banner for the TidalHits traffic exchange: an orange-to-purple sunset gradient with a striped sun and dark waves along the bottom, the white headline 'Ride the Wave of Real Visitors', the line '10-second timer, 1:1 surf ratio for upgraded members' and a white Surf Now button.",
    ),
    order: 5,
  }),
  sampleDocument("banner.midnight-gold", "banner", {
    name: "Midnight Gold",
    slug: slug("midnight-gold"),
    summary: "Near-black with gold gradients and a thin gold frame, made for selling VIP and lifetime upgrades.",
    description:
      "A premium-looking set for promoting your top membership level, a lifetime offer or a seasonal upgrade sale. Gold type and a framed border signal a special offer without shouting, and each size carries the offer line and a See the Offer button. The package covers all five sizes, and we deliver a second headline variant of each so you can split-test in your own rotation.",
    sizes: ["125x125", "468x60", "728x90", "300x250", "160x600"],
    price: 79,
    image: sampleImage(
      "banners/gold-click-club-468x60.webp",
      468,
      60,
      "468x60 banner for GoldClick Club: a gold star and thin gold border on a near-black background, the white headline 'Lifetime VIP: 2x Credits per Page' and a gold See the Offer button.",
    ),
    order: 6,
  }),
];

/** Landing and splash page designs for an exchange. */
export const landingPages = [
  sampleDocument("landingPage.launch-countdown-splash", "landingPage", {
    name: "Launch Countdown Splash",
    slug: slug("launch-countdown-splash"),
    summary: "A pre-launch page that counts down to your opening day and collects founding-member emails.",
    description:
      "Use it in the weeks before launch to build a list of people who will surf on day one. The countdown runs to the date and time you set in your own timezone, the email form connects to your autoresponder or to XchangeKit's member mailer, and an editable offer block explains what founding members get. After launch the same address can be pointed at your sign-up form.",
    price: 59,
    features: [
      "Live countdown to your launch date and time",
      "Email form connected to your autoresponder or the member mailer",
      "Editable founding-member offer block",
      "Feature strip for surfing, ad types and commissions",
      "Dark starfield theme in your logo colours",
    ],
    image: sampleImage(
      "landing-pages/launch-countdown-splash.webp",
      1200,
      800,
      "Mockup of the OrbitSurf launch splash page in a browser window: a dark navy starfield, the headline 'OrbitSurf Opens to Members In' above a countdown of 06 days, 14 hours, 32 minutes and 08 seconds, an email field with an orange Reserve My Spot button, and three features listed along the bottom.",
    ),
    order: 1,
  }),
  sampleDocument("landingPage.lead-capture-squeeze", "landingPage", {
    name: "Lead-Capture Squeeze Page",
    slug: slug("lead-capture-squeeze"),
    summary: "A two-column squeeze page that offers a free report or guide in exchange for a name and email address.",
    description:
      "Built for surf-bar traffic, where visitors decide within a few seconds: the headline, four benefit bullets and the form are all visible without scrolling on a 1366x768 laptop screen. We design the cover image and write the copy for your lead magnet with you, connect the form to your autoresponder and add a thank-you page with your download link. Light and dark variants are included.",
    price: 49,
    features: [
      "Headline, bullets and form above the fold on laptop screens",
      "Cover mockup of your report or guide",
      "Form connected to AWeber, GetResponse, Mailchimp or your own autoresponder",
      "Thank-you page with the download link",
      "Light and dark colour variants",
    ],
    image: sampleImage(
      "landing-pages/lead-capture-squeeze.webp",
      1200,
      800,
      "Mockup of a lead-capture squeeze page for TrafficLadder in white and orange: the headline 'How to Turn Traffic Exchange Credits Into Real Subscribers' with four checked bullet points on the left, and on the right a report cover above a form with first name and email fields and an orange Send Me the Free Report button.",
    ),
    order: 2,
  }),
  sampleDocument("landingPage.member-referral-splash", "landingPage", {
    name: "Member-Referral Splash",
    slug: slug("member-referral-splash"),
    summary: "A splash page members share with their own referral ID, showing the visitor who invited them.",
    description:
      "Members promote the exchange more often when the page is personal to them. This splash shows the sponsor's name and initials from their profile, passes their referral ID to the sign-up form, and explains in three short cards how surfing, advertising and commissions work. It appears in every member's promotion tools with their link already filled in.",
    price: 39,
    features: [
      "Sponsor name and referral ID filled in automatically",
      "Added to every member's promotion tools",
      "Three explainer cards for surfing, ads and commissions",
      "Readable as a surf-bar splash within a 10-second timer",
      "Click tracking per sponsor",
    ],
    image: sampleImage(
      "landing-pages/member-referral-splash.webp",
      1200,
      800,
      "Mockup of a member referral splash page for StreamHits in teal: an invitation badge reading 'Jenna R. invited you to join StreamHits', the headline 'Get Your Website Seen by Real Members', a yellow Join Free With Jenna's Invite button, and three white cards explaining surfing, ad types and referral commissions.",
    ),
    order: 3,
  }),
  sampleDocument("landingPage.upgrade-sales-page", "landingPage", {
    name: "Upgrade Sales Page",
    slug: slug("upgrade-sales-page"),
    summary: "A members-area pricing page that compares your free, monthly and lifetime levels side by side.",
    description:
      "Most upgrades are bought inside the member area, so this page is written for logged-in members who already know how surfing works. It compares your membership levels on the points members care about (surf timer, credits per page, site and banner slots, monthly bonus credits), highlights the level you recommend, and sends each button to the matching PayPal, Stripe or crypto checkout. A one-time-offer variant for brand-new members is included.",
    price: 129,
    features: [
      "Side-by-side comparison of up to four membership levels",
      "Highlighted recommended level",
      "Buttons linked to the PayPal, Stripe or crypto checkout for each level",
      "One-time-offer variant shown once after sign-up",
      "Timers, ratios and slots matched to your XchangeKit level settings",
    ],
    image: sampleImage(
      "landing-pages/upgrade-sales-page.webp",
      1200,
      800,
      "Mockup of an upgrade sales page for ClickNova in purple and gold: the headline 'Upgrade and Get More From Every Surf' above three plans, Free at $0, Pro at $9.97 a month marked most popular, and Lifetime at $97 one-time, each listing its surf timer, credits per page and ad slots.",
    ),
    order: 4,
  }),
];

/** Established sites for sale. Figures are monthly unless the field says otherwise; money in USD. */
export const siteListings = [
  sampleDocument("siteListing.surfdrift", "siteListing", {
    title: "SurfDrift Traffic Exchange",
    slug: slug("surfdrift"),
    siteUrl: "https://surfdrift.example",
    category: "traffic-exchange",
    summary:
      "Manual traffic exchange, online since 2019, with 2,310 active members, 286 paid upgrades and about $1,610 monthly profit, on XchangeKit 4.2.1.",
    description:
      "SurfDrift has run as a manual traffic exchange since March 2019, with an 8-second timer for upgraded members and the click-to-verify check on every page. Its 2,310 active members are real people, mostly home business owners who surf daily to advertise their own sites; there is no auto surf and no purchased or bot traffic. The cheat log and the VPN and data-centre IP blocks are included, so you can check the history yourself. Income comes from 241 recurring Pro subscriptions, lifetime upgrades and credit packages. The install is standard XchangeKit 4.2.1 plus the Surf Contest Module, so updates apply cleanly.",
    launchedOn: "2019-03-14",
    totalMembers: 18420,
    activeMembers: 2310,
    paidMembers: 286,
    monthlyRevenue: 2140,
    monthlyProfit: 1610,
    monthlyPageViews: 1180000,
    recurringSubscriptions: 241,
    creditLiability: 412000,
    commissionsOwed: 486.5,
    script: "XchangeKit",
    scriptVersion: "4.2.1",
    paymentProcessors: ["PayPal", "Stripe", "Coinbase Commerce"],
    included: [
      "Domain (surfdrift.example, transferred by EPP code in about 5-7 days)",
      "Full database and member list (18,420 accounts)",
      "Mailing list of 3,400 opted-in members",
      "All banners, splash pages and graphics",
      "Surf Contest Module licence",
      "30 days of hand-over support from the seller",
    ],
    reasonForSale:
      "The owner's web design business now takes his full working week, and SurfDrift needs about 45 minutes a day of support tickets and site approvals that he can no longer give it.",
    price: 32000,
    status: "available",
    images: keyed("img", [
      screenshot(
        "surfdrift-homepage.webp",
        "Home page",
        "Screenshot of the SurfDrift home page: the headline 'Get Real Eyes on Your Website Every Day' with Create Free Account and How It Works buttons, a surf bar preview with an 8-second timer, a click-the-triangle check and a member's gardening site, and a stats strip of 18,420 members, 2,310 active this month and 1.18M pages surfed a month.",
      ),
      screenshot(
        "surfdrift-dashboard.webp",
        "Admin dashboard, August 2025",
        "Screenshot of the SurfDrift admin dashboard for August 2025: 18,420 total members, 2,310 active, 286 paid with 241 recurring subscriptions and $2,140 revenue with $1,610 profit, a 12-month revenue chart between about $1,900 and $2,200, 412,000 credits and $486.50 of commissions owed at hand-over, and a table of recent upgrades.",
      ),
    ]),
    listedOn: "2025-09-02",
  }),
  sampleDocument("siteListing.hitpilot", "siteListing", {
    title: "HitPilot Traffic Exchange",
    slug: slug("hitpilot"),
    siteUrl: "https://hitpilot.example",
    category: "traffic-exchange",
    summary:
      "Exchange online since 2021 with a loyal core of 1,040 active members, hand-checked site approvals and about $705 monthly profit.",
    description:
      "HitPilot launched in June 2021 and grew through surf contests and a weekly member newsletter rather than paid traffic. The 1,040 members active in the last 30 days are real people surfing a 10-second timer; every new site is checked by hand before it enters rotation, and members on VPN or data-centre IPs are asked to verify before they earn. Income is 104 recurring upgrades on the Co-pilot monthly and Captain yearly levels, plus credit packages. It runs XchangeKit 4.2.1 with the Surf Contest Module and the Daily Login Bonus Wheel.",
    launchedOn: "2021-06-01",
    totalMembers: 7950,
    activeMembers: 1040,
    paidMembers: 118,
    monthlyRevenue: 960,
    monthlyProfit: 705,
    monthlyPageViews: 520000,
    recurringSubscriptions: 104,
    creditLiability: 168500,
    commissionsOwed: 212.4,
    script: "XchangeKit",
    scriptVersion: "4.2.1",
    paymentProcessors: ["PayPal", "Stripe"],
    included: [
      "Domain (hitpilot.example, transferred by EPP code in about 5-7 days)",
      "Full database and member list (7,950 accounts)",
      "Mailing list of 1,900 opted-in members",
      "All banners, logos and the plane-themed surf bar graphics",
      "Surf Contest Module and Daily Login Bonus Wheel licences",
    ],
    reasonForSale:
      "The owners, a couple who built HitPilot as an evening project, are expecting their first child in spring 2026 and want the site run by someone who can keep support replies within 24 hours.",
    price: 12500,
    status: "available",
    images: keyed("img", [
      screenshot(
        "hitpilot-homepage.webp",
        "Home page",
        "Screenshot of the HitPilot home page in dark navy and yellow: the headline 'A Traffic Exchange Run by a Real Person', Join Free and See Upgrades buttons, and three panels showing 17,340 pages surfed today, the top five surfers of the day and the four ad types: websites, banners, text ads and login ads.",
      ),
      screenshot(
        "hitpilot-dashboard.webp",
        "Admin dashboard, December 2025",
        "Screenshot of the dark HitPilot admin dashboard for December 2025: 7,950 total members, 1,040 active, 118 paid with 104 recurring subscriptions and $960 revenue with $705 profit, a 12-month revenue chart, 168,500 credits and $212.40 of commissions owed, and recent upgrades paid by PayPal and Stripe.",
      ),
    ]),
    listedOn: "2026-01-12",
  }),
  sampleDocument("siteListing.clickharbor", "siteListing", {
    title: "ClickHarbor Traffic Exchange",
    slug: slug("clickharbor"),
    siteUrl: "https://clickharbor.example",
    category: "traffic-exchange",
    summary: "One of the larger independent exchanges: 31,600 members, 3,480 active, 402 paid and about $2,580 monthly profit.",
    description:
      "ClickHarbor has operated since October 2017 and surfs about 1.94 million pages a month, all by real members working through a 7-second timer with click-to-verify icons. Traffic is manual only: auto surf was switched off in 2020, and sign-ups from data-centre IPs are refused. Revenue is spread across 355 recurring upgrades, credit packages and login-ad sales, and no single buyer accounts for more than 4% of monthly income. The site moved to XchangeKit in 2023 and now runs version 4.2.1.",
    launchedOn: "2017-10-22",
    totalMembers: 31600,
    activeMembers: 3480,
    paidMembers: 402,
    monthlyRevenue: 3420,
    monthlyProfit: 2580,
    monthlyPageViews: 1940000,
    recurringSubscriptions: 355,
    creditLiability: 1046000,
    commissionsOwed: 1128.75,
    script: "XchangeKit",
    scriptVersion: "4.2.1",
    paymentProcessors: ["PayPal", "Stripe", "Coinbase Commerce"],
    included: [
      "Domain (clickharbor.example, transferred by EPP code in about 5-7 days)",
      "Full database and member list (31,600 accounts)",
      "Mailing list of 6,200 opted-in members",
      "All banners, splash pages and graphics",
      "Social media accounts with 2,100 followers",
      "60 days of hand-over support from the seller",
    ],
    reasonForSale:
      "The founder is taking a full-time role at a marketing agency whose contract does not allow him to own an advertising business on the side.",
    price: 58000,
    status: "under-offer",
    images: keyed("img", [
      screenshot(
        "clickharbor-homepage.webp",
        "Home page",
        "Screenshot of the ClickHarbor home page in navy and red: the headline 'A Safe Harbor for Your Website Traffic', a surf bar preview with a 7-second timer and a member's soap shop, and stats of 31,600 members, 3,480 active this month, 1.94M pages surfed a month and 402 upgraded members.",
      ),
      screenshot(
        "clickharbor-surf-page.webp",
        "Surf page with the click-to-verify check",
        "Screenshot of the ClickHarbor surf page: a navy surf bar with the timer at 4 seconds, four shape icons asking the member to click the diamond, a 468x60 member banner and a credit balance of 2,418.25, above a member's site selling handmade soap subscriptions.",
      ),
    ]),
    listedOn: "2025-11-18",
  }),
  sampleDocument("siteListing.traffictorch", "siteListing", {
    title: "TrafficTorch Traffic Exchange",
    slug: slug("traffictorch"),
    siteUrl: "https://traffictorch.example",
    category: "traffic-exchange",
    summary: "Long-running manual exchange from 2016 on an older script, sold with 1,720 active members and about $1,150 monthly profit.",
    description:
      "TrafficTorch has been online since May 2016 and kept the classic three-column layout its members know well. Its 1,720 active members are real people surfing a 12-second timer, or 8 seconds on Gold, and every new site is reviewed before it enters rotation; there is no auto surf and no bought traffic. The site runs on SurfEngine Classic 2.9.4, which still works but no longer receives updates, so the buyer planned a move to XchangeKit with a full database import. 158 Gold members pay monthly, and the rest of the income comes from banner and credit packages.",
    launchedOn: "2016-05-09",
    totalMembers: 24100,
    activeMembers: 1720,
    paidMembers: 196,
    monthlyRevenue: 1580,
    monthlyProfit: 1150,
    monthlyPageViews: 810000,
    recurringSubscriptions: 158,
    creditLiability: 287000,
    commissionsOwed: 342.8,
    script: "SurfEngine Classic",
    scriptVersion: "2.9.4",
    paymentProcessors: ["PayPal", "Coinbase Commerce"],
    included: [
      "Domain (traffictorch.example, transferred by EPP code in about 5-7 days)",
      "Full database and member list (24,100 accounts)",
      "Mailing list of 4,800 opted-in members",
      "All banners, the flame logo and graphics",
      "Top-surfer and contest records back to 2016",
    ],
    reasonForSale:
      "The founder retired after nine years of running the site and wanted it to go to an owner who would modernise the script rather than close it.",
    price: 19500,
    status: "sold",
    images: keyed("img", [
      screenshot(
        "traffictorch-homepage.webp",
        "Home page",
        "Screenshot of the TrafficTorch home page in a classic three-column layout under an orange flame header: a member login box and site stats (24,100 members, 1,720 active, 196 Gold) on the left, a welcome text and a 468x60 banner slot in the middle, and today's top surfers and a text ad on the right.",
      ),
    ]),
    listedOn: "2025-04-07",
  }),
  sampleDocument("siteListing.mailbeacon-safelist", "siteListing", {
    title: "MailBeacon Safelist",
    slug: slug("mailbeacon-safelist"),
    siteUrl: "https://mailbeacon.example",
    category: "safelist",
    summary:
      "Credit-based safelist with 1,860 members reading mail each month, 214 Gold and Platinum upgrades and about $980 monthly profit.",
    description:
      "MailBeacon is a credit-based safelist launched in February 2018: members earn mail credits by opening each other's ads at a separate list address, then spend them to mail the membership. About 310,000 ads were read last month, every one by a real member on a timed confirmation page, and list addresses that bounce are suspended automatically. Mail goes out through a dedicated SMTP relay with SPF, DKIM and DMARC in place, and its sending reputation moves with the domain. 188 members pay monthly or yearly for Gold or Platinum.",
    launchedOn: "2018-02-20",
    totalMembers: 12300,
    activeMembers: 1860,
    paidMembers: 214,
    monthlyRevenue: 1290,
    monthlyProfit: 980,
    monthlyPageViews: 310000,
    recurringSubscriptions: 188,
    creditLiability: 96400,
    commissionsOwed: 174.2,
    script: "ListForge Safelist",
    scriptVersion: "3.4.2",
    paymentProcessors: ["PayPal", "Stripe"],
    included: [
      "Domain (mailbeacon.example, transferred by EPP code in about 5-7 days)",
      "Full database and member list (12,300 accounts, contact and list addresses)",
      "Admin newsletter list of 5,100 opted-in members",
      "SMTP relay account with its warmed-up sending IP",
      "All banners, the lighthouse logo and email templates",
    ],
    reasonForSale:
      "The owner runs two other safelists on a different script and is selling MailBeacon because keeping a second codebase patched takes more time than the site earns him.",
    price: 17500,
    status: "available",
    images: keyed("img", [
      screenshot(
        "mailbeacon-homepage.webp",
        "Home page",
        "Screenshot of the MailBeacon safelist home page: a dark header with a lighthouse logo and the headline 'Send Your Ad to Real, Active Inboxes', a join form asking for a contact email and a separate list email, the latest ads sent to members, and stats of 12,300 members and 310,000 ads read last month.",
      ),
      screenshot(
        "mailbeacon-dashboard.webp",
        "Admin dashboard, September 2025",
        "Screenshot of the MailBeacon admin dashboard for September 2025: 12,300 total members, 1,860 active, 214 paid with 188 recurring subscriptions and $1,290 revenue with $980 profit, a 12-month revenue chart, 96,400 mail credits and $174.20 of commissions owed, and recent Gold and Platinum upgrades.",
      ),
    ]),
    listedOn: "2025-10-06",
  }),
  sampleDocument("siteListing.viralvolt-mailer", "siteListing", {
    title: "ViralVolt Mailer",
    slug: slug("viralvolt-mailer"),
    siteUrl: "https://viralvolt.example",
    category: "viral-mailer",
    summary: "Viral mailer with 9,870 members, 1,290 active mailers and about $640 monthly profit from 131 upgrades.",
    description:
      "ViralVolt launched in August 2020 as a viral mailer: every mailing a member sends carries the ad links of the two members above them in the referral tree, so members who build a team keep being read. About 265,000 emails were opened last month by real members clicking through a timed confirmation page. The site has never used bots or bought lists, and every new member confirms by double opt-in. 112 of the 131 upgraded members are on recurring monthly plans.",
    launchedOn: "2020-08-11",
    totalMembers: 9870,
    activeMembers: 1290,
    paidMembers: 131,
    monthlyRevenue: 880,
    monthlyProfit: 640,
    monthlyPageViews: 265000,
    recurringSubscriptions: 112,
    creditLiability: 154000,
    commissionsOwed: 96.4,
    script: "ViralMailer Engine",
    scriptVersion: "2.3.0",
    paymentProcessors: ["PayPal", "Coinbase Commerce"],
    included: [
      "Domain (viralvolt.example, transferred by EPP code in about 5-7 days)",
      "Full database and member list (9,870 accounts) with referral trees intact",
      "Mailing list of 2,600 opted-in members",
      "All banners, logos and email templates",
      "Documented SPF, DKIM and DMARC sending setup",
    ],
    reasonForSale:
      "The owner is moving abroad for a two-year work contract with little free time and unreliable internet, and prefers a clean sale to leaving the site half-managed.",
    price: 11000,
    status: "under-offer",
    images: keyed("img", [
      screenshot(
        "viralvolt-homepage.webp",
        "Home page",
        "Screenshot of the ViralVolt Mailer home page in purple and yellow: the headline 'Your Ad Travels With Every Email Your Team Sends', a diagram of a referral tree two levels deep, a sign-up form, and monthly stats of 265,000 emails opened, 1,290 active mailers and 9,870 members.",
      ),
    ]),
    listedOn: "2026-02-03",
  }),
  sampleDocument("siteListing.pennyclickers", "siteListing", {
    title: "PennyClickers PTC Site",
    slug: slug("pennyclickers"),
    siteUrl: "https://pennyclickers.example",
    category: "ptc",
    summary: "Paid-to-click site from 2022 with 2,050 members viewing ads each month and about $720 monthly profit, sold in 2025.",
    description:
      "PennyClickers pays members a small amount for each advertiser page they view with the timer running, confirmed by a CAPTCHA after every view. Its 2,050 monthly active members are real people: the site blocks VPN and data-centre IPs, allows one account per household connection and has banned automated clickers since launch. Profit is well below revenue because member earnings are paid out every week; the $412.60 owed at the time of sale covered referral commissions and pending member cashouts together. Payment proofs are published weekly in the member forum.",
    launchedOn: "2022-01-17",
    totalMembers: 15200,
    activeMembers: 2050,
    paidMembers: 164,
    monthlyRevenue: 1240,
    monthlyProfit: 720,
    monthlyPageViews: 890000,
    recurringSubscriptions: 97,
    creditLiability: 62000,
    commissionsOwed: 412.6,
    script: "PTCForge",
    scriptVersion: "6.0.2",
    paymentProcessors: ["PayPal", "Coinbase Commerce", "Payeer"],
    included: [
      "Domain (pennyclickers.example, transferred by EPP code in about 5-7 days)",
      "Full database and member list (15,200 accounts)",
      "Mailing list of 2,200 opted-in members",
      "All banners, logos and the payment-proof archive",
      "Advertiser list with 38 repeat buyers",
    ],
    reasonForSale:
      "The owner sold to concentrate on his traffic exchange, because weekly PTC payouts and payment-proof requests needed daily attention he could not give both sites.",
    price: 9800,
    status: "sold",
    images: keyed("img", [
      screenshot(
        "pennyclickers-homepage.webp",
        "Home page",
        "Screenshot of the PennyClickers paid-to-click home page in green: the headline 'View Short Ads. Advertise to Real People.', a list of five available ads with timers and rewards from $0.0010 to $0.0030 per view, and a stats band showing 15,200 members, 890,000 ad views a month and $11,480 paid to members.",
      ),
    ]),
    listedOn: "2025-06-23",
  }),
  sampleDocument("siteListing.adlineswap", "siteListing", {
    title: "AdLineSwap Text Ad Exchange",
    slug: slug("adlineswap"),
    siteUrl: "https://adlineswap.example",
    category: "text-ad-exchange",
    summary: "Young text ad exchange on XchangeKit 4.2.1 with 690 active members, low running costs and about $410 monthly profit.",
    description:
      "AdLineSwap launched in April 2023 as a text-ad-only exchange: members click each other's short text ads to earn impressions for their own, at 10 credits a click for free members and 15 for upgraded ones. It serves about 410,000 text ad impressions a month to real, logged-in members; clicks are timed and capped per member per day, and accounts on VPN or data-centre IPs cannot earn. Running costs are about $130 a month for hosting and commissions, and the site needs around 20 minutes of work a day. Growth has been slow and steady, mostly from solo ads and safelist mailings.",
    launchedOn: "2023-04-03",
    totalMembers: 4380,
    activeMembers: 690,
    paidMembers: 72,
    monthlyRevenue: 540,
    monthlyProfit: 410,
    monthlyPageViews: 410000,
    recurringSubscriptions: 65,
    creditLiability: 88000,
    commissionsOwed: 58.3,
    script: "XchangeKit",
    scriptVersion: "4.2.1",
    paymentProcessors: ["PayPal", "Stripe"],
    included: [
      "Domain (adlineswap.example, transferred by EPP code in about 5-7 days)",
      "Full database and member list (4,380 accounts)",
      "Mailing list of 1,150 opted-in members",
      "All banners and logo files",
      "Two weeks of hand-over support from the seller",
    ],
    reasonForSale:
      "The seller built AdLineSwap to learn the niche and is now launching a full traffic exchange; he is selling so the two sites do not compete for the same members.",
    price: 6900,
    status: "available",
    images: keyed("img", [
      screenshot(
        "adlineswap-homepage.webp",
        "Home page",
        "Screenshot of the AdLineSwap text ad exchange home page: a charcoal header with the headline 'Short Text Ads, Read by Real People' and the line '4,380 members, 410,000 ad impressions a month, launched April 2023', above a grid of six members' text ads, each worth 10 credits a click.",
      ),
    ]),
    listedOn: "2026-02-20",
  }),
];
