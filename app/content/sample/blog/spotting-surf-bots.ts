import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * Spotting Surf Bots and Cheaters: A Weekly Anti-Cheat Routine
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, quote, bullets, numbered, figure } = portableText();

const body = [
  p(
    "The week your exchange appears in a few safelist mailings, somebody will point an auto-clicker at your surf bar to see what happens. Most give up quickly when the basics are switched on. The ones who stay are patient: they surf just under your limits, spread their accounts across several addresses and farm referral credits rather than surf credits.",
  ),
  p(
    "Automatic defenses catch the crude cases; the rest are caught by a person looking at the right screens once a week. This is the routine I have used since I ran my own exchange, adapted to XchangeKit's admin panel. On an exchange with a few thousand members it takes 30 to 45 minutes.",
  ),

  h2("What the script does before you look"),
  p(
    "In XchangeKit every member carries a cheat score. It rises with failed or timed-out click-to-verify checks, surf speeds no person could sustain, VPN and data-center IP addresses and accounts that share an address, and it falls again with clean surfing. The click-to-verify CAPTCHA appears more often as the score climbs, so a script that cannot pass it stops earning on its own. Duplicate account detection lists accounts that share an IP address, browser fingerprint or payment email, and frame-breaker detection pulls sites that escape the surf frame out of rotation.",
  ),
  p(
    "What the script deliberately does not do is ban people for you. A score is evidence, not a verdict; the weekly review turns evidence into decisions and catches false positives before they become angry tickets. To see those screens before you own them, the ",
    link("live demo", "/demo"),
    " lets you search members, review cheat scores and try a 24-hour ban from the admin side.",
  ),

  h2("The five signals worth your time"),
  h3("1. Surf timing that is too regular"),
  p(
    "People are irregular. On an 8-second timer, an honest member's gaps between pages spread out: 9 seconds, 14, 10, 31 while they read something, then four minutes away for coffee. A script clicks at the timer plus the page load, over and over. In a high-volume account's surf history, look at the gaps, not the total.",
  ),
  p(
    "Take two members who each surfed 1,800 pages yesterday. Member A took 6 hours 10 minutes in four sessions, with gaps of 9 to 40 seconds. Member B took 4 hours 5 minutes in one session, and 1,750 of the 1,800 gaps fell between 8.0 and 8.4 seconds. At 8.2 seconds a page, 1,800 pages take 4 hours 6 minutes: Member B never paused, never read anything and never slowed down as the evening wore on. Volume proves nothing, because Member A is simply a keen surfer. The shape of the timing is what gives Member B away.",
  ),
  figure(
    "blog/spotting-surf-bots-timing.webp",
    1200,
    700,
    "Two histograms of seconds between pages on an 8-second surf timer: a human member's gaps spread from 9 to 40 seconds, while a bot's gaps form a single tall spike between 8.0 and 8.4 seconds",
  ),
  h3("2. Click-check failures and timeouts"),
  p(
    "Everyone fails the click-to-verify check now and then: a misclick on a phone, a slow page. An honest member's failure rate usually stays in the low single digits per 100 checks. What stands out is a pattern: long runs of timeouts, which mean nobody is at the keyboard, or a perfect record combined with machine-regular timing, which suggests a person solving checks for a script. Compare rates, never raw counts: twelve failures mean little from a member who saw 600 checks and a great deal from one who saw 40.",
  ),
  h3("3. Shared IP addresses and devices"),
  p(
    "Two accounts on one IP address are common and usually innocent: couples, roommates, an office, a mobile network. What matters is what the accounts do together. Ask these questions of every duplicate-account group:",
  ),
  ...bullets(
    "Do they share a browser fingerprint as well as an IP address? Two people in one house usually surf on two devices.",
    "Do they share a payment email? That is almost never a coincidence.",
    "Do they surf in alternating sessions, one starting the minute the other stops?",
    "Do all their sites promote the same offer or the same affiliate ID?",
    "Did one of them refer the others, and is that account collecting the referral credits?",
  ),
  h3("4. Referral rings"),
  p(
    "Referral surf credits are the quiet target. If referrers earn 10% of their referrals' surf credits, one person running eight accounts that each surf 500 pages a day at a 0.5 ratio funnels 200 credits a day into the main account (8 x 500 x 0.5 x 10%), and that account never has to surf for them. The pattern: referrals who joined within hours of each other from similar addresses, surf just enough to look active and never add a site of their own. Where money is involved, the same ring buys an upgrade on one account to trigger a commission on another.",
  ),
  p(
    "This is where the commission maturity period earns its keep. A commission that is still pending can be canceled before it is paid; one that has already been withdrawn is gone.",
  ),
  h3("5. Credits moving between accounts"),
  p(
    "Watch where credits end up as well as where they are earned. Referral credits flowing up to one account, contest prizes landing again and again in the same cluster and, if your exchange lets members transfer or gift credits, balances passed from new accounts to an old one all move credits from fake surfing into an account that looks clean. Follow the credit log, not just the surf log.",
  ),

  h2("The weekly routine, step by step"),
  p(
    "Block out the same slot every week. Monday morning works well: in my experience, weekends are when cheaters experiment. Work through the list in this order:",
  ),
  ...numbered(
    [
      strong("The highest cheat scores."),
      " In member search, open the 20 members with the highest scores and read each surf history. Most are explained within a minute; note the ones that are not.",
    ],
    [
      strong("New duplicate-account groups from the last 7 days."),
      " Put the five questions above to each group. Close innocent groups with a note so they do not come back next week.",
    ],
    [
      strong("The leaders."),
      " Check the week's top 10 surfers and the top 10 in any running contest before a single prize is paid. A prize clawed back costs far more goodwill than one delayed by a day.",
    ],
    [
      strong("Referral leaders."),
      " Open the downlines of the members who gained the most referrals this week and look at signup times, addresses and activity.",
    ],
    [
      strong("VPN and data-center flags on new signups."),
      " Data-center addresses, which belong to hosting companies and cloud servers, deserve more suspicion than consumer VPN services. People surf from home, not from a server rack.",
    ],
    [
      strong("The advertisers' side."),
      " If clicks on members' sites fall sharply in a week when page views rose, some of those views were not human. Advertisers see the same drop in their ad statistics and quietly stop buying credits.",
    ],
    [
      strong("Write it down."),
      " One line per case: member, signal, decision, date. You will need it for appeals, and if you ever sell the exchange, a serious buyer will ask to see the cheat log.",
    ],
  ),
  quote("A cheat score tells you where to look. It should never be the only reason you ban someone."),

  h2("Acting fairly: warn, suspend, ban"),
  p(
    "Consistency matters more than severity: members compare notes, and an owner who bans one person for something another got away with loses trust quickly. Publish a short ladder in your terms and follow it:",
  ),
  ...bullets(
    [strong("Watch"), ": a high score with a single signal. Let the CAPTCHA do its work and look again next week. No message is needed."],
    [
      strong("Warn"),
      ": two signals with a plausible innocent explanation, such as two accounts in one household. Send a polite message that says what you saw and what the rules are.",
    ],
    [
      strong("24-hour ban"),
      ": clear evidence of a first offense, such as an auto-clicker on one account. Adjust the balance to remove the credits earned in the flagged sessions. The member's ads leave rotation for the day, which is usually what lands.",
    ],
    [
      strong("Longer suspension"),
      ": repeat offenses or a small ring of accounts. Suspend for a set period, cancel the pending commissions the ring generated and exclude the accounts from contests.",
    ],
    [
      strong("Permanent ban"),
      ": automation that continues after a warning, referral farms and fraudulent payments. Cancel any active subscription at the same time, so a banned member is not billed again.",
    ],
  ),
  p("XchangeKit stores a reason against every ban. Write it as if the member will read it; on appeal, they may."),
  h3("Handling appeals"),
  p(
    'Give banned members one clear way to appeal, usually your support address, and answer within two business days. Ask them to explain the pattern you saw rather than to promise to behave. Honest members usually can: "my husband and I surf on the same laptop" or "I use a VPN for work" is easy to check against the logs. If the story fits, lift the ban, restore what you removed and say so plainly. Admitting a mistake costs far less than a member telling three safelists that you ban people at random.',
  ),

  h2("Avoiding false positives"),
  p(
    "The most expensive anti-cheat mistake is not a cheater who slips through for a week. It is the long-standing, upgraded member banned for surfing through a VPN, who never comes back. These habits keep that rare:",
  ),
  ...bullets(
    "Require two independent signals before any ban: machine-regular timing plus a shared fingerprint, for example, never a VPN address on its own.",
    "Flag VPN traffic rather than blocking it, at least at first. If many of your members use a privacy VPN, lower the weight VPN detection adds to the score instead of switching detection off.",
    "Whitelist members you have verified, such as a family sharing one connection, and clear their score so the CAPTCHA drops back to its normal rate.",
    "Discount shared addresses on mobile networks. Carriers put many unrelated phones behind the same public IP addresses, so a shared fingerprint means much more there than a shared IP.",
    "Read the history before this week. An account that has surfed irregularly and renewed every month for two years did not turn into a bot on Saturday.",
  ),
  p("Our ", link("FAQ", "/faq"), " explains how to clear a member's score and whitelist them."),

  h2("When the routine outgrows 45 minutes"),
  p(
    "On a young exchange the review finds almost nothing; the habit is the point. Past a few thousand active surfers you will want the checks side by side rather than on five screens. Because XchangeKit ships with full source code, rules of your own, such as a contest-eligibility check or a report of new referral clusters, can be built in; our ",
    link("custom modifications", "/custom-modifications"),
    " team scopes changes like these with you and gives a fixed quote. Every built-in security feature is listed on the ",
    link("features page", "/features"),
    ".",
  ),
  p("Advertisers pay for human attention. Forty-five minutes every Monday is a small price for keeping that promise."),
];

export const post = {
  ...sampleDocument("post.spotting-surf-bots", "post", {
    title: "Spotting Surf Bots and Cheaters: A Weekly Anti-Cheat Routine",
    slug: { _type: "slug" as const, current: "spotting-surf-bots" },
    excerpt:
      "Cheaters rarely announce themselves; they show up as patterns. This is the 45-minute weekly review we recommend: the five signals worth checking, how to tell a bot from a keen human surfer, and how to warn, suspend or ban fairly without driving away honest VPN users.",
    body,
    featuredImage: sampleImage(
      "blog/spotting-surf-bots.webp",
      1200,
      630,
      "Illustration of a weekly anti-cheat review: a magnifying glass over a surf log where one account's evenly spaced page timings stand out, beside a checklist of five cheat signals",
    ),
    status: "published",
    publishedAt: "2025-08-12T09:00:00Z",
    author: ref("author.daniel-mercer"),
    category: ref("category.running-your-exchange"),
    tags: refs("tag", ["tag.anti-cheat", "tag.traffic-exchanges"]),
    seoTitle: "Spotting Surf Bots: A Weekly Anti-Cheat Routine",
    seoDescription:
      "A weekly anti-cheat routine for traffic exchange owners: surf timing, CAPTCHA failures, shared IPs, referral rings, fair bans and avoiding VPN false positives.",
    seoKeywords: [
      "traffic exchange anti-cheat",
      "surf bot detection",
      "traffic exchange cheaters",
      "cheat score",
      "referral fraud",
      "VPN false positives",
    ],
    viewCount: 2684,
    likeCount: 141,
    shareCount: 58,
  }),
  // Drafted the week before publication; the appeals section was expanded after reader questions.
  _createdAt: "2025-08-06T15:40:00Z",
  _updatedAt: "2025-08-19T11:15:00Z",
};
