import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { em, link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * Promoting a New Exchange on Other Exchanges and Safelists
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, bullets, numbered, figure } = portableText();

const body = [
  p(
    "The people most likely to join a new traffic exchange are already members of a dozen others. They surf for credits, read safelist mail for credits and promote whatever they are building in both places. That makes your first promotion job simple to describe: show up where they already are, with a page worth stopping for, and measure which places send people who actually surf.",
  ),
  p(
    "I ran a safelist and a viral mailer for five years before joining LaunchYard, and I now help new owners plan their launch weeks. The pattern I see most often is an owner who spreads effort evenly across twenty sites, counts signups and never finds out that two of those sites produced nearly all of the members who stayed. This article is about avoiding that. None of it guarantees members; it makes sure the effort you spend is pointed at the sources that work.",
  ),

  h2("What you are really buying"),
  p(
    "On another exchange you spend credits, or buy start pages, login ads and banner impressions. On a safelist or credit mailer you send an email that members click to earn credits. In both cases what you get is a few seconds of attention from someone who came to earn, not to browse. Plan with that in mind:",
  ),
  ...bullets(
    [
      strong("Surf views"),
      " are cheap and plentiful, and most of them are glances. A splash page that converts 2 or 3 views in 1,000 into signups is doing well.",
    ],
    [
      strong("Start pages and login ads"),
      " are shown once per member per day, when attention is freshest. They usually convert several times better than ordinary surf views.",
    ],
    [
      strong("Safelist clicks"),
      " come from people reading a queue of mail for credits. The subject line decides whether you are clicked; the page decides whether you are remembered.",
    ],
  ),

  h2("Splash pages: one page, one job"),
  p(
    "Never send exchange or safelist traffic to your homepage. A splash page is a single screen with your name, one specific reason to join and one button. Build two or three, each with a different angle, so you have something to test and something fresh to rotate:",
  ),
  ...numbered(
    "The bonus angle: what a new member gets today, such as 500 credits on joining and a daily surf bonus at 50 pages.",
    "The launch angle: a two-week launch contest with its prizes listed.",
    "The niche angle: who the exchange is for, in one line, for example an exchange only for authors promoting their books.",
  ),
  p(
    "Keep each page light and make sure it loads inside a frame, because every exchange will show it in one. Load the same pages into your member promo tools: XchangeKit inserts each member's referral link automatically, so your first members can promote with your best-tested page instead of writing their own. If you need banners to go with them, the ",
    link("graphics offer", "/offer-graphics"),
    " covers the standard sizes.",
  ),
  h3("Rotators: useful, with limits"),
  p(
    "A rotator is one URL that shows a different page on each visit. For a new owner it is handy for one thing: rotating your own two or three splash pages under a single address, so you can submit one URL to a dozen exchanges and still compare versions. Two cautions. First, read each exchange's rules: some accept rotators from known services and some refuse them, because their approval queue cannot see what the rotator will show next. Second, never put your exchange into a shared rotator with twenty other programs. Your page gets a twentieth of the views, and your tracking stops meaning anything.",
  ),

  h2("Safelist etiquette and frequency"),
  p(
    "Safelist members opted in to receive mail from other members, but they did not opt in to rudeness. As a safelist owner I banned far more people for misleading subject lines than for anything else. The rules that keep you welcome:",
  ),
  ...bullets(
    "Respect each list's send limits. Many allow free members to mail every two or three days and upgraded members daily; mail less often than you are allowed rather than more.",
    'Write honest subject lines. No "Re:", no "Payment received", no fake notifications. They earn one click and a complaint.',
    "Send people to your splash page, not a bare affiliate link, and keep the email short: who you are, what is different, what a new member gets.",
    "Sign with your real name and your exchange's name. Owners who show up in person get replies, and replies are members.",
    "Rotate your angles. The same email every day trains readers to click and close.",
  ),
  h3("How often, in practice"),
  p(
    "In launch week, mail daily on the four to six lists where you hold an upgraded account, with a different angle each day. After that, every second or third day is plenty. If you are clicking safelist mail yourself to earn mailing credits, budget for it honestly: reading enough mail to send on five lists can take an hour a day, which is an hour you are not answering new members.",
  ),

  h2("Track active surfers, not signups"),
  p(
    "This is the step most owners skip, and the one that matters most. The cheapest source of signups is often the worst source of members. Define an active member the way you will judge your exchange, for example someone who surfed at least 50 pages in their first 7 days, and compare every source on that.",
  ),
  p("Here is how a month of promotion can look when you measure both numbers:"),
  ...bullets(
    [strong("A start page on one large exchange"), ": one day, about 4,000 views, 38 signups, 17 active after a week. Activation 45%."],
    [strong("Surfing credits spread over four exchanges"), ": 20,000 views over three weeks, 52 signups, 12 active. Activation 23%."],
    [strong("Daily mailings on five safelists for two weeks"), ": about 3,500 clicks, 61 signups, 9 active. Activation 15%."],
  ),
  p(
    "Judged by signups, the safelists win. Judged by active surfers, the start page wins by a distance, and it took one day. The numbers above are illustrative, and your own will differ, but the shape is common: members who see you at the start of a surf session arrive with time to spare, while members clicking through a mail queue are in a hurry. Compare what each source cost you, in money or in your own surfing hours, against active members, and move next month's effort accordingly.",
  ),
  h3("Setting up the tracking"),
  p(
    "Create one named tracking link for every source and splash page, such as te-startpage-week1 or sl-bonus-angle, from your own member account just as a member would. XchangeKit reports clicks, signups and upgrades for each link. For activity, open member search a week later, filter by signup date and your account as referrer, and look at each new member's surf history. A trick that keeps this honest in the first month: ",
    em("stagger your sources"),
    ". If start pages run on days 1 and 2 and the safelist push begins on day 3, the signup dates tell you most of what you need. If you would like activity per tracking link in a single report, that is the kind of change our ",
    link("custom modifications", "/custom-modifications"),
    " team can quote.",
  ),

  h2("A first-month promotion schedule"),
  p(
    "This plan assumes you will spend one to two hours a day on promotion and have a modest budget for start pages and login ads. Scale it up or down, but keep the order.",
  ),
  figure(
    "blog/promoting-on-exchanges-and-safelists-schedule.webp",
    1200,
    700,
    "A four-week promotion calendar for a new traffic exchange: preparation before launch, start pages and daily safelist mail in week one, cutting weak sources in week two, doubling down in week three and a review in week four",
  ),
  h3("Before launch"),
  ...bullets(
    "Join or upgrade on six to eight exchanges whose members match your niche, and four to six safelists. Surf them in the week before launch to build up credits.",
    "Book start pages and login ads on your two best prospects for launch day and the day after.",
    "Prepare three splash pages, a 468x60 and a 125x125 banner, three email angles and a tracking link for each combination.",
  ),
  h3("Week 1: launch"),
  ...bullets(
    "Start pages and login ads run on days 1 and 2. Assign your surf credits evenly across exchanges so every source gets a fair test.",
    "From day 3, mail daily on your upgraded safelists, changing the angle each day, and announce the launch contest.",
    "Answer every new member's question the same day. Early members decide whether they recommend you.",
  ),
  h3("Week 2: cut"),
  ...bullets(
    "Look at active members per source, not signups. Stop the bottom third of your sources and move their credits to the top third.",
    "Drop to mailing every second or third day, and replace your weakest splash page with a new angle.",
  ),
  h3("Week 3: double down"),
  ...bullets(
    "Book a second start page on whichever exchange produced the most active members, and add banner impressions there.",
    "Ask your own active members to promote, using the promo tools and their tracking links. Recurring commissions give them a reason to keep at it.",
  ),
  h3("Week 4: review"),
  ...bullets(
    "Total up active members per source and what each cost you, in money and in hours.",
    "Write next month's plan around the top two or three sources and drop the rest, however many signups they brought.",
  ),
  p(
    "A faster start is possible if you would rather not surf your way to credits. The Premium Package includes a VIP upgrade pack with lifetime VIP on 11 or more established exchanges, which gives you higher ratios and monthly credits to promote with from day one; see ",
    link("pricing", "/pricing"),
    " for what each package includes. For the launch steps before promotion, from surf ratios to anti-cheat, read ",
    link("how to launch a traffic exchange in 48 hours", "/blog/how-to-launch-a-traffic-exchange-in-48-hours"),
    ".",
  ),
  p(
    "Whatever you choose, treat promotion as a weekly habit rather than a launch event. The exchanges that last are run by owners who keep showing up in the same places, with honest mail and a page worth a few seconds of a surfer's time.",
  ),
];

export const post = {
  ...sampleDocument("post.promoting-on-exchanges-and-safelists", "post", {
    title: "Promoting a New Exchange on Other Exchanges and Safelists",
    slug: { _type: "slug" as const, current: "promoting-on-exchanges-and-safelists" },
    excerpt:
      "Your first members are already surfing other exchanges and reading safelist mail. Here is how to reach them with splash pages and honest mailings, how to tell which sources bring active surfers rather than idle signups, and a week-by-week plan for your first month.",
    body,
    featuredImage: sampleImage(
      "blog/promoting-on-exchanges-and-safelists.webp",
      1200,
      630,
      "Illustration comparing three promotion sources for a new exchange, a start page, surf credits and safelist mailings, by signups and by members still surfing a week later",
    ),
    status: "published",
    publishedAt: "2026-01-20T09:00:00Z",
    author: ref("author.megan-doyle"),
    category: ref("category.growth-promotion"),
    tags: refs("tag", ["tag.safelists", "tag.traffic-exchanges", "tag.launch-strategy"]),
    seoTitle: "Promote a New Exchange on Exchanges and Safelists",
    seoDescription:
      "Promote a new traffic exchange with splash pages, start pages and safelist mail, track which sources bring active surfers, and follow a first-month schedule.",
    seoKeywords: [
      "promote a traffic exchange",
      "safelist advertising",
      "splash pages",
      "traffic exchange start pages",
      "tracking links",
      "traffic exchange launch",
    ],
    viewCount: 1937,
    likeCount: 88,
    shareCount: 41,
  }),
  _createdAt: "2026-01-14T13:05:00Z",
  _updatedAt: "2026-01-20T09:00:00Z",
};
