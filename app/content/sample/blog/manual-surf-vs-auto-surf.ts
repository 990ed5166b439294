import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * Manual Surf, Auto Surf or Hybrid: Choosing Your Exchange's Format
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, quote, bullets, numbered } = portableText();

const body = [
  p(
    "On every setup call for a new exchange, my team asks one question before we touch a single surf ratio: will your members click through pages, will the pages rotate on their own, or both? Owners often treat it as a checkbox. It is closer to deciding what your exchange sells, because the surf format sets what a credit is worth, who joins, what advertisers see in their stats and how much of your week goes to chasing cheaters.",
  ),
  p(
    "Here is what each format means in practice, the settings we start from for each, and the questions that usually settle it within ten minutes.",
  ),

  h2("The three formats, one paragraph each"),
  h3("Manual surf"),
  p(
    "Members view one site at a time in a framed surf bar. When the timer ends they click to load the next page, and from time to time they prove they are present by clicking the matching image in a click-to-verify check. Every credit earned in a manual bar stands for a person who sat through the timer and clicked. It is the format most traffic exchange advertisers are looking for, and the one the credit rules in our ",
    link("48-hour launch guide", "/blog/how-to-launch-a-traffic-exchange-in-48-hours"),
    " assume.",
  ),
  h3("Auto surf"),
  p(
    "An auto surf bar rotates sites on a timer with no clicks at all. A member opens it in a browser tab and leaves it running while they work, eat or sleep. The page loads and the view is counted whether anyone looks at it or not. In XchangeKit the auto bar is a separate surf bar with its own credit ratio, and you can switch it on, off or limit it to certain membership levels.",
  ),
  h3("Hybrid"),
  p(
    "A hybrid exchange runs both bars side by side. Members choose how they surf, and each bar earns credits at its own rate. Hybrid sounds like the safe middle, and it can be, but only if the two kinds of view are kept apart in your settings, your contests and your credit checks.",
  ),

  h2("View quality: what your advertisers actually receive"),
  p(
    "Your members are advertisers first. They judge your exchange by the stats page for their own splash pages and banners, so picture those stats under each format.",
  ),
  p(
    "Say a member assigns 1,000 credits to a splash page offering a free report. In a manual bar those credits buy 1,000 views from people who had to look at the screen to find the Next button and the verification image. In an auto bar the same credits buy 1,000 page loads, many of them in tabs nobody is watching. Suppose her stats show 9 clicks from the manual views and 1 from the auto views. She will not write to you about it. She will simply stop assigning credits to your exchange, and the same goes for every advertiser who reads their numbers.",
  ),
  quote(
    "A manual view is a person who chose to click. An auto view is a page that loaded. Price them differently, because your advertisers will value them differently whether you do or not.",
  ),

  h2("Credit rates and timers for each format"),
  p("The format decides how fast a member can earn, and that decides the ratio you can afford. Work it out per hour of surfing."),
  h3("Manual: a human pace"),
  p(
    "With a 15-second timer for free members and about 3 seconds to find the image and click, a free member surfs one page every 18 seconds: 200 pages in an hour of steady surfing. At a 0.5 ratio that earns 100 credits. An upgraded member on an 8-second timer manages about 327 pages an hour, 11 seconds a page, and at a 0.8 ratio earns about 260 credits. Nobody keeps that pace up for long, and that fatigue is a natural brake on how many credits manual surfing can create.",
  ),
  p(
    "The usual ladder works well here: 0.5 for free members, 0.75 to 0.8 for monthly upgrades and 1 for lifetime, with a 15-second timer for free members and 8 seconds for upgraded ones.",
  ),
  h3("Auto: a machine pace"),
  p(
    "An auto bar has no fatigue. With a 20-second timer, one tab left open for 8 hours loads 1,440 pages. At the manual free ratio of 0.5 that is 720 credits for doing nothing, more than seven hours of honest manual surfing earns a free member, and the member then spends those 720 credits on views from people who did click.",
  ),
  p(
    "That is why the auto bar needs a much lower ratio, typically 0.2 or 0.25, and a longer timer of 20 to 30 seconds. Think of the ratio as an exchange rate: at 0.25 it takes four unattended views to earn one credit, and that credit can buy a view in the manual bar. The same 8-hour tab now earns 360 credits, which is still generous for an empty chair.",
  ),

  h2("Who each format attracts"),
  ...bullets(
    [
      strong("Manual exchanges"),
      " attract active marketers who surf most days to promote an affiliate offer, a business opportunity, a blog or a book. There are fewer of them, they notice your settings, and they upgrade for a shorter timer and a better ratio because those save them real time.",
    ],
    [
      strong("Auto exchanges"),
      " attract members who want view counts without the effort, often running several exchanges in several tabs. Signups come easily and surf totals look impressive, but few of these members read anything, and the advertisers among them eventually notice the same about the views they receive.",
    ],
    [
      strong("Hybrid exchanges"),
      " get both groups, plus members who surf manually for the daily bonus and leave the auto bar running overnight. The risk is that the auto side, which produces far more page loads, quietly becomes most of your traffic.",
    ],
  ),
  p(
    "Look at where your launch promotion will run, too. Members you recruit through start pages and login ads on manual exchanges, or through safelists, expect a manual bar. Auto surfers mostly arrive from other auto exchanges.",
  ),

  h2("Cheating risk and how much policing each format needs"),
  p(
    "In a manual bar a cheater has to fake a person: wait out the timer, find the right image and click it, page after page. The click-to-verify check, shown more often as a member's cheat score rises, catches most scripts within a session. Your work is reviewing high scores a few times a week and clearing the false positives, who are usually honest members on a VPN or an office network.",
  ),
  p(
    "In an auto bar there is nothing to fake, because nobody is expected to be present. The cheat is scale: ten accounts, or one account in ten tabs, running on a rented server around the clock. A verification check in the auto bar defeats its purpose, so the defenses are economic and account-level instead:",
  ),
  ...bullets(
    "A low ratio, so that running more tabs pays little.",
    "Duplicate account detection, which lists accounts sharing an IP address, browser fingerprint or payment email.",
    "VPN and data center IP detection, because sessions running from rented servers are exactly what you are looking for.",
    "Limiting the auto bar to paid levels, so every account using it has something to lose.",
  ),
  p(
    "On the hybrid exchanges we support, the auto side usually takes most of the owner's anti-cheat hours while delivering the least valuable views. Budget your own time accordingly.",
  ),

  h2("How to decide"),
  p("Answer these in order. Most owners have their answer by the third question."),
  ...numbered(
    "Who is your typical member? Write one sentence describing them and what they advertise. If it is something people need to read, such as an offer, a list-building page or a book, choose manual.",
    "Who will buy your upgrades and credits? Advertisers who track signups from their ads pay for attention, and attention comes from the manual bar.",
    "How many hours a week can you spend on cheat reviews? If the honest answer is under one, do not open an auto bar to every level.",
    "Where will your first members come from? Match the format to the exchanges, safelists and mailers you will promote on.",
    "Can you explain the difference between your two bars in one sentence? If you run hybrid, you will need to, on your upgrade page and in your FAQ.",
  ),
  h3("Our default: launch manual, add auto later if at all"),
  p(
    "For most new owners we recommend launching manual-only. Adding an auto bar later is one setting and an announcement. Removing one that members have built a routine around costs you members and a week of unhappy tickets. Several of the established exchanges on our ",
    link("sites for sale", "/sites-for-sale"),
    " page run manual-only, and buyers looking at a listing tend to ask early how its traffic is surfed.",
  ),
  h3("If you run hybrid, keep the two kinds of view apart"),
  ...bullets(
    [strong("Ratio"), ": 0.2 to 0.25 in the auto bar, against 0.5 to 1 in the manual bar."],
    [strong("Timer"), ": 20 to 30 seconds in the auto bar, so a forgotten tab earns slowly."],
    [strong("Access"), ": limit the auto bar to upgraded levels, so the people running it have paid and have an account worth protecting."],
    [
      strong("Contests and daily surf bonuses"),
      ": count manual pages only. Rewarding auto pages turns every contest into a competition for the most open tabs.",
    ],
    [
      strong("Credit checks"),
      ": when you compare credits issued with page views, look at each bar separately. 10,000 auto page loads do not deliver what 10,000 manual views do.",
    ],
  ),
  p(
    "Whatever you choose, the one rule still holds: across surfing, bonuses, contests, referrals and sales, never issue more than one credit for each page view your members actually surf. The format only changes how quickly you can break it.",
  ),
  p(
    "You can try both surf bars from a member account on the ",
    link("demo", "/demo"),
    " before you decide, and the ",
    link("features page", "/features"),
    " lists the timer, ratio and access settings each bar has per membership level. Once the format is settled, the rest of the setup is the same either way.",
  ),
];

/** The slug this post was first published under. */
export const RENAMED_POST_PREVIOUS_SLUG = "manual-vs-auto-surf";

export const post = {
  ...sampleDocument("post.manual-surf-vs-auto-surf", "post", {
    title: "Manual Surf, Auto Surf or Hybrid: Choosing Your Exchange's Format",
    slug: { _type: "slug" as const, current: "manual-surf-vs-auto-surf" },
    // Renamed after it was shared: its first address redirects here (decision 076).
    previousSlugs: [RENAMED_POST_PREVIOUS_SLUG],
    excerpt:
      "Manual surf, auto surf or both? The format you pick sets what a credit is worth, who joins, what advertisers see in their stats and how much time goes into fighting cheaters. What each format means in practice, the ratios and timers we start from, and five questions that settle the choice.",
    body,
    featuredImage: sampleImage(
      "blog/manual-surf-vs-auto-surf.webp",
      1200,
      630,
      "Three surf bars side by side comparing manual, hybrid and auto surf: the manual bar has a Next button and a verification image, the auto bar rotates on its own, with typical ratios, timers, view quality and cheating risk listed under each",
    ),
    status: "published",
    publishedAt: "2025-05-06T09:00:00Z",
    author: ref("author.megan-doyle"),
    category: ref("category.getting-started"),
    tags: refs("tag", ["tag.traffic-exchanges", "tag.launch-strategy"]),
    seoTitle: "Manual vs Auto Surf vs Hybrid: Choosing Your Format",
    seoDescription:
      "Manual, auto or hybrid surf? How each format affects view quality, credit ratios, timers, who joins and cheating risk, and how to choose for a new exchange.",
    seoKeywords: [
      "manual surf traffic exchange",
      "auto surf traffic exchange",
      "hybrid traffic exchange",
      "surf ratios",
      "surf timer",
      "traffic exchange format",
    ],
    viewCount: 3140,
    likeCount: 152,
    shareCount: 58,
  }),
  _createdAt: "2025-04-29T13:40:00Z",
  _updatedAt: "2025-05-09T11:15:00Z",
};
