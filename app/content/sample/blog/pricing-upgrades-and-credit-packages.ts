import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * Pricing Upgrades and Credit Packages Your Economy Can Afford
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, quote, bullets, numbered, figure } = portableText();

const body = [
  p(
    "Most owners price their upgrades by looking at what other exchanges charge. That tells you what members are used to paying. It tells you nothing about what each upgrade costs you, and in a traffic exchange the cost is not counted in money but in page views: every credit you sell or give away is a view your members still have to surf.",
  ),
  p(
    "This article works through the cost side: what an upgrade actually gives away, how monthly, yearly and lifetime levels differ, and how many credits you can sell each day before the surf bar falls behind. The figures describe one example exchange, not a forecast. Swap in your own from the admin dashboard and the arithmetic works the same way.",
  ),

  h2("What a member buys with an upgrade"),
  p("Take any upgrade apart and you find four things, which cost you very different amounts:"),
  ...bullets(
    [
      strong("A shorter timer."),
      " Going from 15 seconds to 8 is the most visible benefit, and it costs no credits at all. Paying members who surf faster add page views, so it helps the economy slightly.",
    ],
    [
      strong("A higher surf ratio."),
      " This costs credits on every page. An upgraded member surfing 200 pages a day at 0.75 instead of the free 0.5 earns 50 extra credits a day, 1,500 a month.",
    ],
    [
      strong("A monthly bonus"),
      " of credits, banner impressions and text ad views, added on the first of the month. 600 credits is 600 views whether the member surfs or not.",
    ],
    [
      strong("More rotation slots and higher commissions."),
      " Extra sites in rotation cost nothing in credits; they only spread the same credits across more pages. Higher commissions cost money, paid out of the upgrade price itself.",
    ],
  ),
  p(
    "Add it up for that member: 1,500 + 600 = 2,100 credits a month more than a free member doing the same surfing. The ratio and the bonus, not the price, are the settings to get right first.",
  ),

  h2("Monthly, yearly and lifetime levels"),
  h3("Monthly"),
  p(
    "Monthly upgrades are your recurring revenue and the level most members try first. They are also the level that churns: cards expire, interest fades, members move on. A grace period of a few days with reminder emails keeps the members whose payment simply failed. Set the monthly level so an active surfer finds the timer and ratio worth it on their own; the monthly bonus is what keeps them renewing once the novelty has gone.",
  ),
  h3("Yearly"),
  p(
    "Offer a yearly option at roughly ten months' price. Yearly members churn far less and pay up front. Their credit cost is exactly twelve months of the monthly level's cost, so the discount is a cash-flow trade, not a strain on the economy.",
  ),
  h3("Lifetime"),
  p(
    "Lifetime is where owners get into trouble, because the payment arrives once and the cost arrives every month for as long as the exchange runs. A lifetime member at a 1:1 ratio surfing 200 pages a day earns 100 credits a day more than a free member, 3,000 a month, plus a monthly bonus of 1,500: 4,500 credits a month. Over two years one lifetime member draws 108,000 credits of views. Thirty of them draw more than three million.",
  ),
  quote("A lifetime upgrade is paid once and costs you every month. Sell it as if you were promising those views, because you are."),
  p("Four ways to keep lifetime affordable:"),
  ...numbered(
    "Cap how many you sell, and say so on the upgrade page. A published limit is honest scarcity and a ceiling on your liability.",
    "Give lifetime members a smaller monthly credit bonus and make up the difference in banner and text ad impressions, which draw on a separate inventory.",
    "Offer lifetime as a one-time offer to new members, shown once, rather than as a permanent button on the upgrade page.",
    "Price it against what a monthly member pays over the time they typically stay. If your average monthly member stays eight months, a lifetime price close to eight months' fees is a discount on revenue you would have had anyway, while the credit cost keeps running after month eight.",
  ),

  h2("How many credits can you sell per day?"),
  p(
    "Credit packages are the purest case of the one-credit-per-view rule: you are selling views your members have not surfed yet. Here is the calculation, step by step, for the example exchange.",
  ),
  h3("Step 1: the page-view supply"),
  p(
    "Average daily manual page views over the last 30 days: 12,000. Use the average, not your best day. Set a ceiling for credits issued from every source at 0.9 per view, which is 10,800 a day.",
  ),
  h3("Step 2: what you already issue"),
  ...bullets(
    "Surfing: 8,000 free pages at 0.5 (4,000), 3,200 upgraded pages at 0.75 (2,400) and 800 lifetime pages at 1 (800), 7,200 credits in all.",
    "Referral surf credits at 10% of surf credits: 720.",
    "Daily surf bonuses and contests, averaged over the month: 500.",
    "Monthly level bonuses: 50 upgraded members at 600 and 10 lifetime members at 1,500, which is 45,000 a month or 1,500 a day.",
  ),
  p("Total: 9,920 credits a day, 0.83 per view."),
  h3("Step 3: the headroom is what you can sell"),
  p(
    "10,800 - 9,920 = ",
    strong("880 credits a day"),
    ", about 26,400 a month. That is the most this exchange can sell in credit packages without passing 0.9. In packages of 1,000, 2,500 and 5,000 credits it comes to roughly a dozen sales a month.",
  ),
  figure(
    "blog/daily-credit-budget.webp",
    1200,
    700,
    "Stacked bar of a daily credit budget for an exchange surfing 12,000 pages a day: 7,200 credits from surfing, 720 referral credits, 500 from bonuses and contests and 1,500 monthly level bonuses leave 880 credits a day for credit package sales below the 0.9 ceiling of 10,800",
  ),
  p(
    "For many owners that number is a surprise. It is the honest answer, and it is why credit packages are usually a modest line next to upgrades on a young exchange. It also shows what grows it: more surfing. Every 1,000 extra free pages a day issue 550 credits, counting referral credits, against a ceiling of 900, which adds 350 credits a day you can sell.",
  ),
  h3("Step 4: check the backlog before a sale"),
  p(
    "The daily figure is an average, and sales come in bursts. A weekend promotion that sells 20,000 credits uses 23 days of headroom in two days. Before any sale, check the backlog: credits assigned to sites but not yet delivered, divided by daily page views. At 30,000 outstanding on 12,000 pages a day you are at 2.5 days, which is healthy. A 20,000-credit sale takes you to 4.2 days, and advertisers start to notice the wait. Under 3 days is comfortable; above 7, pause package sales until it falls.",
  ),

  h2("Pricing packages against upgrades"),
  p(
    "A member who buys credits every month should find the upgrade the better deal, because the upgrade renews on its own and brings them back to surf. Compare what each delivers. In the example, an upgraded member surfing 100 pages a day gets 750 credits a month from the higher ratio and 600 from the bonus, 1,350 credits in all, plus the shorter timer and more rotation slots. If a 1,000-credit package costs nearly as much as a month upgraded, regular buyers do the sum and upgrade.",
  ),
  ...bullets(
    "Give larger packages a lower price per credit, but keep the largest package's price per credit above what a month upgraded works out to.",
    "Use per-level package discounts to reward upgraded members. They change what a credit costs the member, not how many credits exist, so the budget is unaffected.",
    "If packages regularly sell more than your monthly headroom, they are priced too low. Raise the price before you raise the quantity.",
  ),

  h2("What you can sell without touching the credit supply"),
  p("When the headroom is thin, sell inventory that is limited by days and slots rather than by surfed pages:"),
  ...bullets(
    [strong("Login ads"), ": one full-page ad shown to each member once a day, sold by the day from a booking calendar."],
    [strong("Start pages"), ": the first page of every surf session, booked by the day."],
    [strong("Banner and text ad impressions"), ": the ad slots around the surf bar and member area, counted separately from site credits."],
    [strong("Member mailer credits"), ", with per-level limits on how often members can mail."],
  ),

  h2("Commissions come out of the price"),
  p(
    "Referrers earn a share of every upgrade and package their referrals buy, often 30% to 40% for upgraded referrers, and on renewals as well. When you set a price, the figure that matters is what is left after the commission and the payment processor's fee. The maturity period means a refunded sale never costs you its commission, but a sale that sticks always does.",
  ),
  p(
    "Members can also spend matured commissions on upgrades and packages. That keeps money inside your exchange, but those purchases count in the credit budget exactly like any other sale.",
  ),

  h2("A checklist before you publish prices"),
  ...numbered(
    "Write down your 30-day average daily page views and the credits issued per view from every source.",
    "For each paid level, work out the extra credits per month over free: the ratio difference times typical daily pages times 30, plus the monthly bonus.",
    "Decide how many lifetime places you will sell, and publish the cap.",
    "Calculate your daily package headroom at 0.9 and size your packages so a typical month's sales fit inside it.",
    "Check that a regular package buyer would do better by upgrading.",
    "Set every price net of commissions and processor fees.",
    "Run the numbers again each month. Surfing changes, and so does your headroom.",
  ),
  p(
    "If you would like a second pair of eyes on these numbers, the launch consulting on our ",
    link("services page", "/services"),
    " includes a review of your credit economy, surf ratios, level pricing and commission rates. Every setting above is per membership level in XchangeKit, as the ",
    link("features page", "/features"),
    " shows; for what the script itself costs, see ",
    link("pricing", "/pricing"),
    ".",
  ),
];

export const post = {
  ...sampleDocument("post.pricing-upgrades-and-credit-packages", "post", {
    title: "Pricing Upgrades and Credit Packages Your Economy Can Afford",
    slug: { _type: "slug" as const, current: "pricing-upgrades-and-credit-packages" },
    excerpt:
      "Every upgrade and credit package is paid for in page views. What an upgrade really gives away, how monthly, yearly and lifetime levels differ, and a step-by-step calculation of how many credits you can sell each day before your surf bar falls behind.",
    body,
    featuredImage: sampleImage(
      "blog/pricing-upgrades-and-credit-packages.webp",
      1200,
      630,
      "Free, Upgraded and Lifetime membership cards showing each level's timer, surf ratio, monthly bonus and extra credits per month, beside three credit packages and a daily limit of 880 credits that can be sold",
    ),
    status: "published",
    publishedAt: "2026-03-10T09:00:00Z",
    author: ref("author.daniel-mercer"),
    category: ref("category.monetization"),
    tags: refs("tag", ["tag.credits-ratios", "tag.member-engagement"]),
    seoTitle: "Pricing Upgrades and Credit Packages You Can Afford",
    seoDescription:
      "What upgrades really cost in page views, monthly vs yearly vs lifetime levels, and how to work out how many credits your traffic exchange can sell per day.",
    seoKeywords: ["traffic exchange pricing", "membership levels", "lifetime upgrade", "credit packages", "credit economy", "surf ratios"],
    viewCount: 1240,
    likeCount: 58,
    shareCount: 19,
  }),
  _createdAt: "2026-03-04T11:00:00Z",
  _updatedAt: "2026-03-12T16:45:00Z",
};
