import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";
import { ref, refs, sampleDocument } from "./build/documents";
import { sampleImage } from "./build/images";
import { em, link, portableText, strong } from "./build/portable-text";
import { pricingTiers } from "./products";

/**
 * Unpublished edits, stored as Sanity stores them: a draft is a whole document whose `_id` is
 * `drafts.` followed by the published document's id. The published perspective never returns them;
 * preview mode shows them on the real pages. One draft edits a published document (a price change),
 * the other is a new post that exists only as a draft.
 */

/** A published pricing tier of the sample, to change. */
function samplePricingTier(id: string) {
  const tier = pricingTiers.find((candidate) => candidate._id === id);
  if (!tier) throw new Error(`The sample pricing tier ${id} is missing`);
  return tier;
}

/** An unpublished edit of a tier's price (a draft's or a release version's `_id`), with a badge that says so. */
function priceChange(tierId: string, changeId: string, change: { updatedAt: string; price: number; badge: string }) {
  return { ...samplePricingTier(tierId), _id: changeId, _updatedAt: change.updatedAt, price: change.price, badge: change.badge };
}

/* ------------------------------------------------------------------------------------------------
 * A price change being prepared for the cheapest script package
 * ---------------------------------------------------------------------------------------------- */

export const DRAFT_PRICE_TIER_ID = "pricingTier.script-only";

/** The price visitors see now, and the one the draft would publish. */
export const PUBLISHED_TIER_PRICE = samplePricingTier(DRAFT_PRICE_TIER_ID).price;
export const DRAFT_TIER_PRICE = 249;
/** Says the price is reduced without stating the saving, a derived amount that would go stale if either price changed. */
export const DRAFT_TIER_BADGE = "Reduced price until 31 December";

const draftPriceChange = priceChange(DRAFT_PRICE_TIER_ID, `drafts.${DRAFT_PRICE_TIER_ID}`, {
  updatedAt: "2026-11-23T09:15:00Z",
  price: DRAFT_TIER_PRICE,
  badge: DRAFT_TIER_BADGE,
});

/* ------------------------------------------------------------------------------------------------
 * A new post, not yet published: Your First 30 Days After Launch
 * ---------------------------------------------------------------------------------------------- */

export const DRAFT_POST_SLUG = "first-30-days-after-launching-a-traffic-exchange";
export const DRAFT_POST_TITLE = "Your First 30 Days After Launch: A Week-by-Week Plan for a New Traffic Exchange";
export const DRAFT_POST_ID = `drafts.post.${DRAFT_POST_SLUG}`;

const { p, h2, h3, bullets, numbered } = portableText();

const first30DaysBody = [
  p(
    "Launch day is loud. The login ads and start pages you booked send a wave of signups and the surf counter climbs. Then the paid promotion ends, and by the third week many owners see a member count that keeps rising and a surf count that does not.",
  ),
  p(
    "My team at LaunchYard walks owners through their first month after every done-for-you launch, and the exchanges still healthy at day 90 nearly always did the same few things in days 1-30. This is that plan, week by week. It assumes your ratios, levels and anti-cheat are set; if not, start with our ",
    link("48-hour launch guide", "/blog/how-to-launch-a-traffic-exchange-in-48-hours"),
    ".",
  ),

  h2("Before day 1: three numbers to write down every day"),
  p(
    "Total signups will flatter you all month. Track these instead, at the same time each day, in a spreadsheet or straight from the admin dashboard:",
  ),
  ...bullets(
    [strong("Active surfers"), ": members who surfed at least once in the last 7 days. This is your real size."],
    [
      strong("Activation rate"),
      ": the share of each day's signups who surf 50 pages within 7 days. Below 30%, your first session needs work, and week 1 is where you fix it.",
    ],
    [
      strong("Credits issued per page view"),
      ": from every source, meaning surfing, bonuses, contests, referrals and sales. Keep it between 0.8 and 0.9.",
    ],
  ),
  p("Also note your peak daily page views on launch day; on day 30, compare against it."),

  h2("Week 1 (days 1-7): make every first session succeed"),
  p(
    "A new member decides within one visit whether your exchange deserves a second. In that visit they need to add a site, see it approved and surf far enough to watch their credits add up. Everything in week 1 serves that.",
  ),
  ...numbered(
    "Work the site approval queue at least twice a day. A site that waits 48 hours for approval belongs to a member who has already left. Reject frame breakers and pop-ups with a one-line reason, so the member fixes the site and resubmits instead of giving up.",
    "Answer every support ticket the same day. Launch-week tickets are mostly lost passwords, emails in spam folders and sites stuck in approval: quick to fix, and remembered.",
    "Open the welcome email from a fresh account on a phone. It should say three things: how to add a site, where the surf bar is, and that the signup bonus of 250 to 500 credits is already in the member's balance.",
    "Watch the cheat flags, but do not ban on sight. A member on a VPN whose cheat score rises sees the click-to-verify CAPTCHA more often, and that is enough for now. Keep bans for clear automation, and use a 24-hour ban as the first warning.",
  ),
  p(
    "At the end of the week, check activation. If fewer than a third of day-1 signups have surfed 50 pages, cut anything on your first-login page that does not lead to adding a site or opening the surf bar.",
  ),

  h2("Week 2 (days 8-14): turn first visits into a daily habit"),
  p("Launch promotion is running out, so the members you already have must come back on their own. Three tools do most of the work."),
  h3("Daily surf bonuses"),
  p(
    "Set two steps, not ten: for example 15 credits at 50 pages and 20 more at 150. The first fits into a coffee break; the second rewards members who surf properly, and the member dashboard shows how far each is from it. Together they add about 0.23 credits a page, lifting a free member from 0.5 to roughly 0.73, which keeps the exchange-wide figure inside 0.8 to 0.9 while free members do most of the surfing. A 100-credit bonus at 150 pages would add 0.67 credits a page, more than the free surf ratio itself.",
  ),
  h3("The member mailer"),
  p(
    "Mail everyone twice a week, not daily, and make each mail worth opening: contest standings, a new feature, a reminder of unassigned credits. Separately, nudge members who have not surfed 50 pages on day 3 and day 7 after signup, with a direct link to the surf bar. Then stop; a third reminder mostly produces unsubscribes.",
  ),
  h3("Finish the launch contest well"),
  p(
    "A 14-day launch contest ends this week. Announce the winners in the member area and by mail, pay prizes in credits, banner impressions and months of upgraded membership rather than cash, which attracts the wrong surfers, and start a weekly contest on day 15 so there is no gap.",
  ),

  h2("Week 3 (days 15-21): check the credit economy and the first upgrades"),
  p(
    "Run your first credit check: take the credits members have assigned to their sites but not yet received as views, and divide by your average daily page views over the last 7 days. 42,000 assigned credits against 7,000 daily views is a 6-day backlog, so an advertiser waits almost a week for the views they earned.",
  ),
  p(
    "Under 3 days is healthy. Between 3 and 7, trim what you give away before the backlog grows: cut the next contest's credit prizes, or pay them in banner impressions, which draw on a separate inventory. Above 7, pause credit package sales until it falls. What you should ",
    em("not"),
    " do three weeks after launch is cut surf ratios; members notice at once and read it as a broken promise.",
  ),
  p(
    "Look at upgrades too. Most early ones come from the one-time offer after signup, such as lifetime at $97 in a member's first 72 hours, so compare how many saw it with how many bought. If almost nobody buys, show the levels side by side, with ratio, timer and monthly bonus, before you touch the price.",
  ),

  h2("Week 4 (days 22-30): keep what worked and prepare month two"),
  p(
    "Rank every promotion source by the activated surfers it sent, not by its signups. With tracking links on every ad this takes five minutes:",
  ),
  ...bullets(
    "A login ad brought 180 signups, of whom 27 surfed 50 pages: 15% activation.",
    "A safelist mailing brought 60 signups, of whom 31 surfed 50 pages: 52% activation.",
  ),
  p(
    "The smaller source sent more real surfers, so next month's budget goes there. Then get ready for the first of the month, when several jobs come due together:",
  ),
  ...numbered(
    "Check in the admin dashboard that the daily and monthly cron jobs ran on time, so monthly level bonuses arrive on the 1st. A missing bonus causes more tickets than anything else in month two.",
    "Expect the first renewals of $9.97 monthly upgrades around day 30. A 3-day grace period keeps a member whose card failed on their level while the reminder emails go out.",
    "Tell referrers when their first commissions mature. With a 30-day maturity period, launch-week commissions become spendable now, and a short mail saying so keeps your best referrers promoting.",
  ),
  p(
    "Finally, choose one change for month two, such as a new contest format or a second daily bonus step, and announce it a week before it starts.",
  ),

  h2("Three mistakes that cost new exchanges their first month"),
  ...bullets(
    [
      strong("Changing settings every few days."),
      " Change one thing at a time, announce it in advance and give it a full week before you judge it.",
    ],
    [
      strong("Buying signups to look busy."),
      " Bought or bot traffic inflates the member count, fails activation, trips anti-cheat and drives advertisers away. Real human members are the only asset an exchange has.",
    ],
    [
      strong("Going quiet after launch week."),
      " Fifteen minutes a day in the admin panel and the support desk beats a long session once a week.",
    ],
  ),
  p(
    "None of this guarantees growth; steady promotion and fair treatment of members decide that. But it gives the members you worked to bring in a reason to stay. Daily surf bonuses, surf contests, the member mailer and tracking links are all part of XchangeKit; the ",
    link("features page", "/features"),
    " lists them with the rest of the member and owner tools.",
  ),
];

const draftPost = {
  ...sampleDocument(DRAFT_POST_ID, "post", {
    title: DRAFT_POST_TITLE,
    slug: { _type: "slug" as const, current: DRAFT_POST_SLUG },
    excerpt:
      "Launch week brings the signups; the next four weeks decide how many of them are still surfing in month two. A week-by-week plan for new owners: first sessions, daily surf bonuses, the member mailer, the first credit check and choosing which promotion to keep.",
    body: first30DaysBody,
    // The demo member dashboard already in the sample (daily bonus progress, sites, contest).
    featuredImage: sampleImage(
      "demo/member-dashboard.webp",
      1200,
      750,
      "A member dashboard on a new traffic exchange: credit balance, progress towards the daily surf bonus, sites in rotation with one awaiting approval, commissions and a weekend surf contest",
    ),
    // Scheduled for 1 December and not yet published: until then only preview shows it.
    status: "published",
    publishedAt: "2026-12-01T09:00:00Z",
    author: ref("author.megan-doyle"),
    category: ref("category.growth-promotion"),
    tags: refs("tag", ["tag.member-engagement", "tag.launch-strategy", "tag.surf-contests", "tag.credits-ratios"]),
    seoTitle: "The First 30 Days After Launching a Traffic Exchange: A Weekly Plan",
    seoDescription:
      "What to do each week of your traffic exchange's first month: activation, daily surf bonuses, the member mailer, a credit backlog check and which promotion to keep.",
    seoKeywords: [
      "traffic exchange first month",
      "keep traffic exchange members active",
      "daily surf bonus",
      "traffic exchange credit backlog",
      "promote a new traffic exchange",
    ],
    viewCount: 0,
    likeCount: 0,
    shareCount: 0,
  }),
  _createdAt: "2026-11-16T13:40:00Z",
  _updatedAt: "2026-11-23T08:50:00Z",
};

/** Every draft in the sample dataset: visible only in preview mode. */
export const sampleDrafts: SanityDocumentLike[] = [draftPriceChange, draftPost];

/* ------------------------------------------------------------------------------------------------
 * A Content Release: the December launch, a new price and a new post published together
 * ---------------------------------------------------------------------------------------------- */

/**
 * A release is a document of the Content Lake's own (`_.releases.<id>`, type `system.release`), and each document it
 * changes or adds is a version, a whole document under `versions.<releaseId>.<published id>`. Neither is seen by
 * visitors; a preview of the release's perspective shows them on the real pages, as Sanity's API would.
 */
export const SAMPLE_RELEASE_ID = "rDecemberLaunch";
export const SAMPLE_RELEASE_TITLE = "December launch";
const SAMPLE_RELEASE_PUBLISH_AT = "2026-12-08T09:00:00Z";

const versionId = (publishedId: string) => `versions.${SAMPLE_RELEASE_ID}.${publishedId}`;

export const RELEASE_PRICE_TIER_ID = "pricingTier.script-installation";
export const RELEASE_TIER_PUBLISHED_PRICE = samplePricingTier(RELEASE_PRICE_TIER_ID).price;
export const RELEASE_TIER_PRICE = 319;
export const RELEASE_TIER_BADGE = "New lower price";

const releasePriceChange = priceChange(RELEASE_PRICE_TIER_ID, versionId(RELEASE_PRICE_TIER_ID), {
  updatedAt: "2026-11-26T10:05:00Z",
  price: RELEASE_TIER_PRICE,
  badge: RELEASE_TIER_BADGE,
});

export const RELEASE_POST_SLUG = "reading-your-admin-dashboard-in-five-minutes-a-day";
export const RELEASE_POST_TITLE = "Reading Your Admin Dashboard in Five Minutes a Day";

const releasePostBody = [
  p(
    "An exchange that is doing well and one that is quietly slipping look the same from the front page. The difference shows in a handful of numbers on the admin dashboard, and checking them takes five minutes if you read them in the same order every morning.",
  ),
  h2("1. Did last night's jobs run?"),
  p(
    "Start with the scheduled jobs. The dashboard records when each one last ran; a daily job that last ran two days ago means bonuses, commission maturity and downgrades have stopped, long before a member writes in about it.",
  ),
  h2("2. Who is waiting on you?"),
  ...bullets(
    [strong("The site approval queue"), ": a member whose site waits a day for approval often does not come back to surf."],
    [strong("Open support tickets"), ": answer the oldest first; most are lost passwords and sites stuck in approval."],
  ),
  h2("3. Are members surfing, not just signing up?"),
  p(
    "Compare yesterday's active surfers with the same day last week. Signups can rise while surfing falls; when that happens, look at what changed in the first session before you buy more promotion.",
  ),
  h2("4. Is the credit backlog growing?"),
  p(
    "Divide the credits assigned to sites but not yet delivered by your average daily page views. Under three days is healthy; if it climbs for several days in a row, give away fewer credits before advertisers start waiting too long for their views.",
  ),
  p(
    "Five minutes, four questions, the same order each day. The ",
    link("features page", "/features"),
    " lists the dashboard's reports with the rest of the owner tools.",
  ),
];

const releasePost = {
  ...sampleDocument(versionId(`post.${RELEASE_POST_SLUG}`), "post", {
    title: RELEASE_POST_TITLE,
    slug: { _type: "slug" as const, current: RELEASE_POST_SLUG },
    excerpt:
      "Four questions to ask the admin dashboard every morning, in order: did the scheduled jobs run, who is waiting on you, are members surfing, and is the credit backlog growing.",
    body: releasePostBody,
    featuredImage: sampleImage(
      "demo/admin-panel.webp",
      1200,
      750,
      "The demo admin panel of a traffic exchange: membership levels, the cron job status and the site approval queue",
    ),
    status: "published",
    publishedAt: SAMPLE_RELEASE_PUBLISH_AT,
    author: ref("author.daniel-mercer"),
    category: ref("category.running-your-exchange"),
    tags: refs("tag", ["tag.traffic-exchanges", "tag.member-engagement"]),
    seoTitle: "Reading a Traffic Exchange Admin Dashboard in Five Minutes a Day",
    seoDescription:
      "A daily five-minute check of a traffic exchange's admin dashboard: scheduled jobs, the approval queue, active surfers and the credit backlog.",
    seoKeywords: ["traffic exchange admin dashboard", "traffic exchange daily checks", "credit backlog"],
    viewCount: 0,
    likeCount: 0,
    shareCount: 0,
  }),
  _createdAt: "2026-11-25T15:20:00Z",
  _updatedAt: "2026-11-26T10:00:00Z",
};

const sampleReleaseDocument = {
  _id: `_.releases.${SAMPLE_RELEASE_ID}`,
  _type: "system.release",
  _createdAt: "2026-11-25T15:00:00Z",
  _updatedAt: "2026-11-26T10:10:00Z",
  _rev: "sample",
  name: SAMPLE_RELEASE_ID,
  state: "scheduled",
  publishAt: SAMPLE_RELEASE_PUBLISH_AT,
  metadata: { title: SAMPLE_RELEASE_TITLE, releaseType: "scheduled", intendedPublishAt: SAMPLE_RELEASE_PUBLISH_AT },
};

/** The sample's one release and its versions: visible only in a preview of the release. */
export const sampleRelease: SanityDocumentLike[] = [sampleReleaseDocument, releasePriceChange, releasePost];
