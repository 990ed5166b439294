import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { em, link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * Surf Contests That Grow Activity Without Inflating Your Credits
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, bullets, numbered, figure } = portableText();

const body = [
  p(
    "A few months after launch, one of the owners we support doubled her first-place prize to 20,000 credits to liven up a slow week. Surfing rose by about a third. Two weeks later her advertisers were waiting four days for their views, and the loudest complaints came from the members who had won.",
  ),
  p(
    "Contests work. They are the usual way to lift activity on a quiet week, and members enjoy them. But every prize is credits, impressions or money entering your exchange from outside the surf bar, and the extra surfing a contest produces earns credits too. Here is how to run contests so the prizes fit the traffic you actually have.",
  ),

  h2("Start with the budget, not the prize"),
  p(
    "The rule from our ",
    link("48-hour launch guide", "/blog/how-to-launch-a-traffic-exchange-in-48-hours"),
    " applies to contests as much as anything: across surfing, bonuses, contests, referrals and sales, never issue more than one credit for each page view your members surf. Aim for 0.8 to 0.9, so there is room left for credit package sales and slow weeks.",
  ),
  p(
    "So the first question about any contest is how many credits you can afford to give away. The answer depends partly on the surfing the contest itself produces, which is where most owners' arithmetic goes wrong.",
  ),
  h3("A worked example"),
  p(
    "Take an exchange surfing 10,000 manual pages a day and issuing 8,200 credits a day from every source, including daily bonuses and referral credits: 0.82 per view. A normal week has 70,000 views and 57,400 credits issued.",
  ),
  p(
    "You announce a weekly contest ranked by pages surfed. Contests mostly move your keenest surfers, who are usually on upgraded levels, so assume surfing rises 15% to 11,500 pages a day, and the extra 1,500 pages are surfed at a 0.8 ratio with 10% referral credits on top. That is 0.88 credits per extra page, or 1,320 credits a day.",
  ),
  ...bullets("Contest week: 80,500 views and 66,640 credits issued before any prize.", "Ceiling at 0.9 credits per view: 72,450 credits.", [
    "Room for prizes: ",
    strong("5,810 credits"),
    ".",
  ]),
  p(
    "A pool of 5,000 credits, say 2,000, 1,200, 800 and 500 for the top four and 100 each for places five to nine, brings the week to 71,640 credits, or 0.89 per view. That works.",
  ),
  p(
    "Now the tempting version: 20,000 credits for first place, 10,000 for second and 5,000 for third. The week issues 101,640 credits for 80,500 views, 1.26 per view. It leaves 21,140 credits more than there are views behind them, more than two full days of surfing, and when the contest ends and surfing drops back to 10,000 a day, that backlog is still there.",
  ),
  figure(
    "blog/contest-prize-budget.webp",
    1200,
    700,
    "Bar chart comparing two contest weeks on an exchange surfing 80,500 pages: with a 5,000-credit prize pool the week issues 71,640 credits, 0.89 per view and under the 0.9 ceiling; with a 35,000-credit pool it issues 101,640 credits, 1.26 per view, leaving 21,140 credits without views",
  ),
  p(
    "Notice what the extra surfing did ",
    em("not"),
    " do: pay for the prize. Each extra page from an upgraded member issues 0.88 credits and supplies one view, leaving only 0.02 below the 0.9 ceiling. Of the 5,810 credits of room, 5,600 was already there before the contest; the extra surfing added 210. Contests bring activity, but they do not fund themselves, so the prize has to fit inside headroom you already had.",
  ),

  h2("Credits, impressions, upgrades or cash"),
  p("Not every prize has to be credits, and the ones that are not draw on different budgets."),
  ...bullets(
    [strong("Credits"), " count in full against the page-view budget above. Easy to give, easy to over-give."],
    [
      strong("Banner and text ad impressions"),
      " come from a separate inventory: the ad slots around the surf bar. If your layout shows two banners per surfed page, 10,000 pages a day supply 20,000 banner impressions. Check how much of that is already assigned before you promise 50,000 as a prize.",
    ],
    [
      strong("A month of upgraded membership"),
      " costs no cash and is the prize most likely to turn into a paying member, but count its monthly bonus and the higher ratio. A 1,000-credit bonus plus 0.3 extra credits on 300 pages a day adds about 3,700 credits over the month.",
    ],
    [
      strong("Cash"),
      " is possible, and the prize to be most careful with. Cash attracts people who want the cash rather than the traffic, and it is the reason most contest cheaters turn up. If you offer it, keep the pool small, set it as a fixed share of last month's upgrade revenue rather than a headline number, and pay it only after the review described below.",
    ],
  ),

  h2("Contest formats and what each is good for"),
  h3("Pages-surfed leaderboards"),
  p(
    "The standard contest ranks members by pages surfed between two dates and pays the top places. Daily contests give quick wins; weekly ones suit members with day jobs. The weakness is that the same ten heavy surfers win every week and everyone else gives up by Wednesday. Set a minimum page count to qualify and spread the pool over more places, as in the nine-place split above, rather than making first place bigger.",
  ),
  h3("Daily surf bonuses"),
  p(
    "A daily surf bonus is a contest against a target rather than against other members, so it lifts the middle of your membership rather than the top. It is also the prize budget owners most often forget to count. A bonus of 20 credits at 100 pages, reached by 40 members a day, costs 800 credits a day, 5,600 a week: more than the whole weekly contest pool above. In the worked example it is already inside the 0.82.",
  ),
  h3("Jackpot and prize pages"),
  p(
    "Prize pages hidden in the rotation award credits, impressions or a share of a growing jackpot when a member lands on one. They reward steady surfing rather than sprints, and their cost is easy to control: ten prize pages a day at 50 credits each is 3,500 credits a week.",
  ),
  h3("Team and referral contests"),
  p(
    "Team contests, where members join one of several teams and the winning team shares the prize, make surfing social. Referral contests reward recruiting, but plain ones invite throwaway signups, so count a referral only after the new member confirms their email and surfs a minimum number of pages. Both are ",
    link("custom modifications", "/custom-modifications"),
    " we have built for owners who wanted them.",
  ),

  h2("Rules that keep cheaters out of the prizes"),
  p("A contest is a cheating incentive with a deadline. Publish the rules before it starts and pin them in the member area."),
  ...numbered(
    "Count only pages that passed the click-to-verify check, and only manual pages if you also run an auto surf bar.",
    "One account per person, stated plainly. Duplicate account detection lists accounts sharing an IP address, browser fingerprint or payment email; check the leaders against it on the last day, before the prizes go out.",
    "Check the pace against what a person can do. On an 8-second timer with about 3 seconds to click, a member surfs at most about 327 pages an hour. 1,500 pages in a day is four and a half hours of steady surfing, which keen members do. 6,000 is over 18 hours and deserves a look at the surf log: timing that never varies, no breaks, failed checks.",
    "Do not exclude VPN users outright. Plenty of honest members surf through one. Let the cheat score raise how often they see the verification check, and review before you disqualify.",
    "Pay cash prizes only after a review window, such as 48 hours after the contest closes, and say so in the rules.",
    "Disqualify quietly and explain privately. Remove the account from the results, tell the member why, and use a 24-hour or temporary ban for a first offense that might be a misunderstanding. Keep permanent bans for plain automation.",
  ),

  h2("A month of contests on one budget"),
  p("Using the example exchange, a month that keeps activity up without breaking 0.9 might look like this:"),
  ...bullets(
    [strong("Week 1"), ": a weekly pages-surfed leaderboard, 5,000 credits over nine places."],
    [strong("Week 2"), ": ten prize pages a day at 50 credits, 3,500 credits, plus banner impressions for the member who finds the most."],
    [
      strong("Week 3"),
      ": the leaderboard again, with a month of upgraded membership for first place and credits for the rest, within the same 5,000-credit ceiling once the upgrade's cost is counted.",
    ],
    [strong("Week 4"), ": no contest. Daily bonuses only, and a look at the numbers before the next round."],
  ),
  p(
    "The rest week matters. Back-to-back contests train members to surf only when there is a prize, and the gap shows you your real baseline.",
  ),

  h2("Mistakes and the symptoms they leave"),
  ...bullets(
    [
      strong("Prizes bigger than the headroom"),
      ": the credit backlog, meaning credits assigned to sites but not yet delivered divided by daily page views, climbs during each contest and does not come back down afterwards.",
    ],
    [
      strong("The same winners every week"),
      ": participation outside the top ten falls week by week. Add a qualifying minimum, spread the places, or alternate formats.",
    ],
    [
      strong("Cash-heavy prizes"),
      ": signups spike around contests from accounts that surf hard and never put a site into rotation. Count how many of your contest entrants have an active site.",
    ],
    [strong("No rest between contests"), ": surfing rises during contests and falls below its old level between them."],
    [
      strong("Late results"),
      ": winners announced days after the close, usually because the scheduled job that closes contests did not run. Check the cron status on the admin dashboard before the end date.",
    ],
  ),
  p(
    "Surf contests, daily surf bonuses and prize pages are all part of XchangeKit; the ",
    link("features page", "/features"),
    " lists how each is set up. Run them from the budget first, and they give members a reason to surf this week without costing your advertisers next month's views.",
  ),
];

export const post = {
  ...sampleDocument("post.surf-contests-without-inflating-credits", "post", {
    title: "Surf Contests That Grow Activity Without Inflating Your Credits",
    slug: { _type: "slug" as const, current: "surf-contests-without-inflating-credits" },
    excerpt:
      "Every contest prize is credits entering your exchange from outside the surf bar, and the extra surfing a contest brings does not pay for it. How to size a prize pool from your page views, which prizes draw on which budget, the contest formats worth running and the rules that keep cheaters out.",
    body,
    featuredImage: sampleImage(
      "blog/surf-contests-without-inflating-credits.webp",
      1200,
      630,
      "A weekly surf contest leaderboard with nine prize places next to a credit budget gauge showing 0.89 credits issued per page view, inside the 0.8 to 0.9 target and below the line of one credit per view",
    ),
    status: "published",
    publishedAt: "2025-10-07T09:00:00Z",
    author: ref("author.megan-doyle"),
    category: ref("category.growth-promotion"),
    tags: refs("tag", ["tag.surf-contests", "tag.credits-ratios", "tag.member-engagement"]),
    // Editors' picks, shown first under the article; its category fills the rest.
    relatedPosts: refs("post", ["post.pricing-upgrades-and-credit-packages"]),
    seoTitle: "Surf Contests That Don't Inflate Your Credits",
    seoDescription:
      "How to budget surf contest prizes against your page views, choose between credits, impressions, upgrades and cash, and set rules that keep cheaters out.",
    seoKeywords: [
      "surf contests",
      "traffic exchange contest",
      "contest prizes credits",
      "credit inflation",
      "daily surf bonus",
      "traffic exchange cheating",
    ],
    viewCount: 1870,
    likeCount: 96,
    shareCount: 41,
  }),
  _createdAt: "2025-10-01T15:20:00Z",
  _updatedAt: "2025-10-07T09:00:00Z",
};
