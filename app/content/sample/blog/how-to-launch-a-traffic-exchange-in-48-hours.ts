import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { em, link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * How to Launch a Traffic Exchange in 48 Hours
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, quote, bullets, numbered, codeBlock, figure } = portableText();

const body = [
  p(
    "Most traffic exchanges that fail do not fail on launch day. They fail three months later, when the credit backlog is weeks long, the only people upgrading are the owner's friends, and a handful of surf bots have quietly been earning a third of the credits. Almost every one of those problems traces back to a setting chosen in a hurry before the first member signed up.",
  ),
  p(
    "I opened my first manual-surf exchange in 2011 and have helped many owners set up theirs since, now as the developer of XchangeKit. This guide is the order of work we follow to go from a bare domain to an open exchange in 48 hours. The timing is realistic if the script is installed early on day one; the thinking is the part nobody can do for you, and it is where most of this article goes.",
  ),
  p(
    "One honest caveat before we start: launching quickly is not the same as succeeding quickly. An exchange earns money only when real people surf it and some of them decide to pay, and that depends on your promotion and on how you treat members, not on the script. ",
    strong("Nothing below is a promise of income."),
    " It is a way to avoid the mistakes that make income impossible.",
  ),

  h2("Before the clock starts: what you need in hand"),
  p(
    "The 48 hours assume four things are already sorted, because each of them can stall a launch for days if you leave it to the last minute:",
  ),
  ...bullets(
    [
      strong("A domain you control"),
      ", with DNS you can change. A new registration usually resolves within a few hours, but a transfer from another registrar can take a week.",
    ],
    [
      strong("Hosting that runs PHP, MySQL and cron"),
      ", with an SSL certificate. XchangeKit needs PHP 8.1 or newer; choose a version that still receives security fixes, which you can check on PHP's ",
      link("supported versions page", "https://www.php.net/supported-versions.php"),
      ".",
    ],
    [
      strong("A verified payment account"),
      " that can receive subscription payments. PayPal and Stripe both review new business accounts, so open yours now rather than on launch morning.",
    ],
    [
      strong("A support address on your own domain"),
      ", with SPF and DKIM records set, so welcome emails and password resets do not land in spam folders.",
    ],
  ),
  p(
    "If you would rather not touch servers at all, a ",
    link("done-for-you launch", "/done-for-you"),
    " covers installation, hosting and configuration, and goes live within 24-48 hours of us receiving your details. Everything below still applies; you simply make the decisions with us.",
  ),

  h2("Hours 0-4: Choose your niche and your name"),
  p(
    "Traffic exchange members are advertisers first and surfers second: they surf to pay for their own promotion. Your niche decides who those advertisers are, which decides what your surf bar shows, who upgrades and where you spend your launch budget.",
  ),
  h3("Pick an audience, not just a format"),
  p(
    "A general-purpose exchange competes with hundreds of established sites on exactly the same terms. A niche gives people a reason to join yours as well. Some angles that work:",
  ),
  ...bullets(
    [
      strong("Audience"),
      ": home business builders, affiliate marketers, authors promoting books, local service businesses, crypto and fintech projects.",
    ],
    [
      strong("Format"),
      ": manual surf only for slower, higher-quality views; a hybrid of manual and auto surf; or a banner and text ad exchange with a lighter surf requirement.",
    ],
    [
      strong("Style"),
      ": a gamified exchange built around surf contests and prize pages, or a calm, professional one with strict site approval and no gimmicks.",
    ],
  ),
  p(
    "Write one sentence that describes your typical member and what they advertise. If you cannot write it, you have not chosen a niche yet. Keep that sentence: it becomes your homepage headline, the basis of your site approval rules and the first line of your launch ads.",
  ),
  h3("Name it for the surf bar"),
  p(
    "Your name will appear in the surf bar thousands of times a day, on banners across other exchanges and inside every member's referral link. A good name is:",
  ),
  ...numbered(
    "Short enough to read on a 125x125 banner, ideally two to four syllables.",
    "Easy to spell after hearing it once, with no hyphens or numbers that need explaining.",
    "Available as a .com or a credible alternative, and as a handle on the social networks you plan to use.",
    'Clear of trademarks. Search for the name together with "traffic exchange" before you register anything.',
  ),
  p(
    "Names built from surf, hits, traffic and click are crowded; a word tied to your niche is easier to remember. Spend an hour on this at most: register the domain, point its DNS at your host and move on.",
  ),

  h2("Hours 4-10: Design the credit economy and surf ratios"),
  p(
    "These are the most important six hours. Every exchange is an economy with one currency, the credit, which buys one thing: a page view in the surf bar. Get the money supply wrong and no promotion will fix it.",
  ),
  figure(
    "blog/credit-flow.webp",
    1200,
    700,
    "Diagram of the credit loop in a traffic exchange: a member surfs and earns credits, assigns them to their own sites, and other members view those sites in the surf bar, spending one credit per view",
  ),
  p(
    "The loop is simple. A member surfs and earns credits, assigns those credits to their own sites, banners and text ads, and other members view those sites while earning credits of their own. Each view of a member's site spends one credit. But credits also enter the economy from outside the surf bar: signup bonuses, daily surf bonuses, contest prizes, monthly level bonuses, referral credits and the credit packages you sell.",
  ),
  h3("The one rule: never pay out more than one credit per page view"),
  quote(
    "A credit is a promise of a page view. Across surfing, bonuses, contests, referrals and sales, never issue more than one credit for each page view your members actually surf. Every credit above that line is a view you cannot deliver.",
  ),
  p(
    "Break this rule and the backlog of assigned credits grows faster than surfers can work through it. Sites wait days for views, advertisers stop buying, and your best surfers notice their credits are worth less every week. It is inflation, and it is very hard to reverse.",
  ),
  h3("A worked example"),
  p("Suppose your exchange settles at 10,000 manual page views a day, split across three membership levels with these surf ratios:"),
  ...bullets(
    "Free members surf 6,000 pages at 0.5 credits per page: 3,000 credits.",
    "Upgraded members surf 3,000 pages at 0.8 credits per page: 2,400 credits.",
    "Lifetime members surf 1,000 pages at 1 credit per page: 1,000 credits.",
  ),
  p(
    "Surfing alone issues 6,400 credits for 10,000 views, which looks comfortable. Now add everything else. Referrers earn 10% of their referrals' surf credits, roughly 640 a day. Daily surf bonuses and a weekly contest average about 500 a day. Monthly level bonuses of 1,000 credits for each of 40 upgraded members and 2,500 for each of 10 lifetime members come to 65,000 a month, about 2,170 a day. The total is roughly ",
    strong("9,710 credits for 10,000 views"),
    ", which leaves room for only 290 credits a day of credit package sales.",
  ),
  p(
    "That is too tight. The fix is not to cut the free ratio, because free members do most of the surfing, but to trim the monthly bonuses or pay part of them as banner impressions, which draw on a separate inventory. Aim for a total of about 0.8 to 0.9 credits per view, so there is headroom for sales and for the slow weeks when surfing drops.",
  ),
  h3("Ratios, timers and the auto surf bar"),
  ...bullets(
    [
      strong("Surf ratios"),
      " are the lever members feel most. A common ladder is 0.5 for free members, 0.75 to 0.8 for monthly upgrades and 1 for lifetime. A ratio above 1 is only safe if nothing else issues credits, which is never the case.",
    ],
    [
      strong("Surf timers"),
      " cost you nothing and sell upgrades: 15 seconds for free members and 8 for upgraded ones is a typical split. Go much below 6 seconds and advertisers start to doubt anyone sees their page.",
    ],
    [
      strong("The auto surf bar"),
      ", if you run one, needs its own lower ratio, such as 0.2 or 0.25, and its views priced separately. An unattended view is worth less to an advertiser, and blending the two dilutes every credit.",
    ],
    [
      strong("Signup bonus"),
      ": 250 to 500 credits gets a new member's site seen on day one without handing a week of traffic to accounts that never come back.",
    ],
  ),
  p(
    "In XchangeKit all of these are set per membership level, and the admin dashboard shows credits in circulation next to daily page views. Check that ratio every day for the first month.",
  ),

  h2("Hours 10-16: Set membership levels and pricing"),
  p(
    "Upgrades are where most exchange revenue comes from. Three levels are enough to launch with: more choices slow buyers down, and you can add a level later far more easily than you can remove one that people have paid for. Here is a starting point that fits the credit budget above:",
  ),
  ...bullets(
    [
      strong("Free"),
      ": 0.5 ratio, 15-second timer, 3 sites, 3 banners and 3 text ads in rotation, 10% commission on referral purchases. Free members do most of the surfing, so the free level must be genuinely usable.",
    ],
    [
      strong("Upgraded"),
      ": $9.97 a month or $97 a year, 0.8 ratio, 8-second timer, 10 sites, 1,000 bonus credits a month and 30% commissions. This is your recurring revenue, so it has to feel worth renewing, not just worth trying.",
    ],
    [
      strong("Lifetime"),
      ": $147 once, 1:1 ratio, 8-second timer, 25 sites, 2,500 bonus credits a month and 40% commissions. Lifetime sales bring in launch cash, but every lifetime member is a permanent monthly bonus on your credit budget, so cap how many you sell or raise the price after launch.",
    ],
  ),
  h3("Pricing that holds up"),
  ...numbered(
    "Price the monthly level so that 20 to 30 upgraded members cover your hosting, processor fees and promotion budget. That is the point where the exchange pays for itself; everything before it is your investment.",
    "Offer a yearly option at roughly ten months' price. Yearly members churn far less, and their payment arrives up front, when you need it most.",
    "Use a one-time offer after signup, for example lifetime at $97 during a member's first 72 hours, instead of permanent discounts. Each member sees it once, so it never fades into background noise.",
    "Sell credit packages, such as 5,000 credits for $10, but count them in the credit budget. Banner and text ad impression packs are easier to sell in volume because they do not compete with surf traffic.",
  ),
  p(
    "Whatever you charge, show the levels side by side in a comparison table on your upgrade page; a clear table sells more upgrades than a long sales letter.",
  ),

  h2("Hours 16-20: Configure referral commissions"),
  p("Your members are your sales team. Most promote several exchanges at once and put the most effort into the ones that reward them."),
  h3("Rates per level and per tier"),
  ...bullets(
    "First-tier commissions of 10% for free members, 30% for upgraded and 40% to 50% for lifetime are common. Paying more to paying members gives free members one more reason to upgrade.",
    "Pay second and third tiers sparingly, such as 5% and 2%, or not at all. Deep tiers look generous but mostly reward early joiners for other people's work.",
    "Pay commissions on renewals as well as first purchases. Recurring commissions keep members promoting long after launch week.",
    "Give referral surf credits, such as 10% of what each referral earns by surfing, and count them in your credit budget.",
  ),
  h3("Always use a maturity period"),
  p(
    "Every commission should wait out a maturity period before it can be paid or spent. Thirty days covers most refund requests and many chargebacks. If a payment is refunded inside that window, the commission is cancelled, so you never pay out on money you did not keep.",
  ),
  p(
    "Set a minimum payout, typically $10 to $20, and let members spend matured commissions on upgrades and credit packages at any amount. A good share of members choose to spend rather than withdraw, which keeps revenue inside your exchange.",
  ),

  h2("Hours 20-26: Switch on anti-cheat before the first member arrives"),
  p(
    "Advertisers pay for human attention. Once your surf bar fills with scripted views, your credits are worthless. Cheaters show up within days of any launch announcement, so anti-cheat goes live before the doors open.",
  ),
  h3("Click-to-verify CAPTCHA and the cheat score"),
  p(
    "The click-to-verify check asks a surfer to click the matching image before the next page loads. Shown on every page, it annoys everyone; shown too rarely, it stops no one. The better approach ties its frequency to a cheat score: a clean member might see it every 20 to 30 pages, while a member whose score is rising sees it every few pages until they prove they are there. Signals that should raise the score include:",
  ),
  ...bullets(
    "Failed or timed-out verification checks.",
    "Impossibly regular timing, such as exactly 8.0 seconds between pages for an hour.",
    "Surfing from a VPN, proxy or data-centre IP address.",
    "Several accounts on one IP address or browser fingerprint, especially accounts that refer each other.",
  ),
  h3("VPN and data-centre detection"),
  p(
    "Start by flagging VPN and data-centre traffic rather than blocking it outright. Plenty of honest members surf through a VPN or an office network, and a hard block on day one costs you real people. Let detection raise the cheat score and the CAPTCHA rate, review high scores in member search, and ban only when the pattern is clear. A 24-hour ban is a useful warning; keep permanent bans for accounts that are plainly automated or farming referrals.",
  ),
  h3("Frame breakers and the approval queue"),
  p(
    "Some sites break out of the surf frame and drag the surfer away from your exchange. Send every new site through the approval queue at launch, turn on frame-breaker detection, and publish short site rules: no frame breakers, no pop-ups, no automatic downloads, no adult content.",
  ),

  h2("Hours 26-34: Connect payments and schedule the cron jobs"),
  p("By now the exchange is designed. This block makes it run on its own while you sleep."),
  h3("Payments"),
  ...numbered(
    "Connect PayPal subscriptions for monthly and yearly upgrades, and PayPal or Stripe one-off payments for lifetime upgrades and credit packages. Add crypto through a gateway only if your niche asks for it.",
    "Set a subscription grace period, such as 3 days, so a member whose card fails keeps their level while the reminder emails go out.",
    "Make a real purchase with a second account, then refund it. Check that the level changed, the commission appeared as pending, the refund cancelled it and the payment log recorded every step.",
  ),
  h3("Cron jobs"),
  p(
    "An exchange does much of its work on a schedule: site health checks that pause broken sites, daily bonus resets, commission maturity, subscription grace periods and the monthly level bonuses on the first of the month. All of it runs from cron. A typical setup on a cPanel account or VPS looks like this, with the paths changed to match yours:",
  ),
  codeBlock(
    "bash",
    "crontab",
    [
      "# Edit with: crontab -e",
      "# Every minute: surf sessions, health checks, commission maturity",
      "* * * * * /usr/bin/php /home/youruser/xchangekit/cron.php minute >/dev/null 2>&1",
      "# Daily at 00:10: surf bonus reset, grace periods, contest results",
      "10 0 * * * /usr/bin/php /home/youruser/xchangekit/cron.php daily >> /home/youruser/logs/xk-daily.log 2>&1",
      "# First of the month at 00:20: monthly level bonuses",
      "20 0 1 * * /usr/bin/php /home/youruser/xchangekit/cron.php monthly >> /home/youruser/logs/xk-monthly.log 2>&1",
    ].join("\n"),
  ),
  p(
    "Keep the daily and monthly output in a log for the first few months. When a member asks where their monthly bonus went, the answer is in that file. The admin dashboard also shows when each job last ran; if that is more than a few minutes ago, cron has stopped.",
  ),

  h2("Hours 34-44: Prepare your launch promotion"),
  p(
    "A new exchange has a chicken-and-egg problem: nobody wants to surf an empty exchange, and nobody advertises where no one surfs. You solve it by bringing the first few hundred members from the places your audience already spends its time, which mostly means other exchanges.",
  ),
  h3("Where the first members come from"),
  ...bullets(
    [
      strong("Start pages"),
      ": the page every member sees first when they open the surf bar, booked by the day. A start page on an established exchange puts your splash page in front of its whole active membership.",
    ],
    [
      strong("Login ads"),
      ": a full-page ad shown once to every member who logs in that day. Book them on two or three exchanges for launch day and the two days after it.",
    ],
    [
      strong("Safelists and viral mailers"),
      ": their members are largely the same people who surf traffic exchanges. Mail every day of launch week with a different angle: the signup bonus, the launch contest, the lifetime offer.",
    ],
    [
      strong("Your own surfing"),
      ": upgraded accounts on other exchanges let you rotate your splash page at better ratios. LaunchYard's VIP upgrade pack, included in the Premium Package, exists for exactly this.",
    ],
  ),
  h3("Plan a launch surf contest"),
  p(
    "Run a contest for the first 14 days, ranked by pages surfed, with prizes in credits, banner impressions and months of upgraded membership rather than cash. Count every prize in your credit budget, and announce the contest on your splash pages so that it becomes part of the promotion itself.",
  ),
  h3("Prepare the assets now"),
  p(
    "Before launch day, have ready two or three splash pages, banners in 125x125, 468x60 and 728x90, five text ads, a welcome email and a launch-week email series. Load the banners into the promo tools with referral links attached.",
  ),

  h2("Hours 44-48: Test, soft launch and open the doors"),
  p("Never open to the public on untested settings. Use the last four hours for a complete dress rehearsal:"),
  ...numbered(
    "Sign up as a new member on a phone and on a desktop. Confirm the welcome email arrives and the signup bonus is credited.",
    "Surf 50 pages. Check the timer, the CAPTCHA, the credit count and the surf log.",
    "Add a site, approve it in the admin panel and watch it appear in the rotation from another account.",
    "Buy an upgrade, confirm the level changes, then refund it and confirm the commission is cancelled.",
    "Invite 10 to 20 people you trust to a soft launch and ask them to try to break things.",
  ),
  p("Fix what they find, then open registration, start the promotion you booked and pin the contest rules in the member area."),

  h2("The first 90 days: what to measure and when to act"),
  p(
    "The launch is the easy part; the next three months decide whether the exchange lasts. Track these numbers weekly and act on trends, not single days.",
  ),
  h3("Metrics to watch"),
  ...bullets(
    [
      strong("Active surfers"),
      ": members who surfed at least once in the last 7 days. Total signups flatter you; active surfers are your real size.",
    ],
    [
      strong("Activation rate"),
      ": the share of new signups who surf 50 pages in their first week. If it is low, your welcome email and first login need work.",
    ],
    [strong("Credits issued per page view"), ": all sources combined. Keep it under 1; 0.8 to 0.9 leaves room for sales."],
    [
      strong("Credit backlog in days"),
      ": outstanding and assigned credits divided by average daily page views. A backlog that grows week after week is inflation starting.",
    ],
    [
      strong("Upgrade conversion and churn"),
      ": the share of active members on a paid level, and how many monthly upgrades cancel each month.",
    ],
    [strong("Cheat flags and refunds"), ": a rise in either usually means one promotion source is sending the wrong people."],
  ),
  h3("A realistic 90-day rhythm"),
  ...bullets(
    [
      strong("Days 1-30"),
      ": answer every support ticket the same day, run the launch contest and check the credit ratio daily. Expect most signups to come from paid promotion.",
    ],
    [
      strong("Days 31-60"),
      ": start a weekly contest, use announcements and the member mailer to keep people surfing, and compare promotion sources by the surfers they produced, not the signups.",
    ],
    [
      strong("Days 61-90"),
      ": change one setting at a time, announce changes in advance, and plan a second promotion push around what worked.",
    ],
  ),
  p(
    "Be ready for slow growth. Many new exchanges take months to cover their costs and some never do; the difference is usually consistent promotion and prompt, fair support, ",
    em("not"),
    " the feature list. If you want to compare options before you start, the ",
    link("features page", "/features"),
    " lists everything in the script, and ",
    link("pricing", "/pricing"),
    " shows what each package costs, from the {price:script-only} script to a done-for-you build.",
  ),
  p(
    "Forty-eight hours is enough to launch. Treat the 90 days after it as the real project, and the exchange you open this weekend can still be running, and trusted by its members, years from now.",
  ),
];

export const post = {
  ...sampleDocument("post.launch-a-traffic-exchange-in-48-hours", "post", {
    title: "How to Launch a Traffic Exchange in 48 Hours: A Step-by-Step Plan",
    slug: { _type: "slug" as const, current: "how-to-launch-a-traffic-exchange-in-48-hours" },
    excerpt:
      "Forty-eight hours is enough to take a traffic exchange from a bare domain to real members surfing, if you make the big decisions in the right order. This step-by-step plan covers the niche and name, credit economy and surf ratios, membership pricing, commissions, anti-cheat, payments and the first 90 days.",
    body,
    featuredImage: sampleImage(
      "blog/launch-in-48-hours.webp",
      1200,
      630,
      "Illustration of a 48-hour launch timeline for a traffic exchange, with milestones from choosing a name to opening the doors above a surf bar",
    ),
    status: "published",
    publishedAt: "2025-03-18T09:00:00Z",
    author: ref("author.daniel-mercer"),
    category: ref("category.getting-started"),
    tags: refs("tag", ["tag.launch-strategy", "tag.credits-ratios", "tag.traffic-exchanges", "tag.anti-cheat"]),
    // Editors' picks, shown first under the article; its category fills the rest.
    relatedPosts: refs("post", ["post.manual-surf-vs-auto-surf", "post.pricing-upgrades-and-credit-packages", "post.spotting-surf-bots"]),
    seoTitle: "How to Launch a Traffic Exchange in 48 Hours (Step-by-Step)",
    seoDescription:
      "A 48-hour plan to launch a traffic exchange: niche and name, surf ratios and credit budget, membership pricing, commissions, anti-cheat and the first 90 days.",
    seoKeywords: [
      "launch a traffic exchange",
      "traffic exchange script",
      "surf ratios",
      "traffic exchange credits",
      "membership site pricing",
      "traffic exchange anti-cheat",
    ],
    viewCount: 4812,
    likeCount: 236,
    shareCount: 97,
  }),
  // Drafted in March, revised after publication (the crontab section was expanded).
  _createdAt: "2025-03-11T14:20:00Z",
  _updatedAt: "2025-04-02T10:30:00Z",
};
