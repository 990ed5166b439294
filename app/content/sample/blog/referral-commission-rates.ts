import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * Referral Commissions: How Much Can Your Exchange Afford to Pay?
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, quote, bullets, numbered, figure } = portableText();

const body = [
  p(
    "On a healthy traffic exchange, members do most of the selling. They put your banners on other exchanges, mail your splash pages to their safelists and bring in the people who later upgrade. Referral commissions are what you pay that sales team. Set them too low and nobody promotes you; set them too high and your best sales months become your worst months for cash.",
  ),
  p(
    "There is no correct rate that suits every exchange, but there is a correct way to find yours: take a sale apart, see what is left before commissions, and decide how much of that you are willing to share. This article works through it with numbers. I use shares of revenue throughout rather than prices, so the example fits whatever you charge.",
  ),

  h2("Three kinds of referral reward"),
  ...bullets(
    [
      strong("Commissions on purchases"),
      ": a percentage of every upgrade, credit package and one-time offer a referral buys. This costs cash.",
    ],
    [
      strong("Commissions on renewals"),
      ": the same percentage again each time a monthly or yearly upgrade renews. Also cash, and the reason members keep promoting after launch month.",
    ],
    [
      strong("Credits from referral surfing"),
      ": a share of the credits a referral earns in the surf bar. This costs page views, not money, so it belongs in your credit budget rather than your cash budget.",
    ],
  ),
  p(
    "XchangeKit lets you set each of them per membership level, with commissions on up to three referral tiers. The settings are flexible; the question is what your margins can carry.",
  ),

  h2("What a sale leaves before commissions"),
  p("Before any commission, every 100 you take in loses some predictable pieces:"),
  ...bullets(
    [
      strong("Processor fees"),
      ". PayPal and Stripe charge a percentage plus a small fixed fee per transaction. On a low-priced monthly upgrade the fixed part weighs heavily, so fees of 5% to 9% of the payment are normal. I use 6% below.",
    ],
    [strong("Refunds and chargebacks"), ". On a well-run exchange, 1% to 3% of revenue. I use 2%."],
    [
      strong("Running costs"),
      ". Hosting, script updates, the promotion you buy and the hours you spend on support. At launch these exceed revenue; on an established exchange 40% to 50% of revenue is common. I use 45%.",
    ],
  ),
  p(
    "That leaves 47 of every 100 to split between commissions and your own margin. Everything that follows is about how that 47 is divided.",
  ),

  h2("A worked example"),
  p(
    "Take an exchange about a year old. Sixty percent of its revenue comes from members who were referred by another member; the rest came in through the owner's own promotion, which pays no commission. First-tier rates depend on the referrer's level: 10% for free members, 30% for upgraded and 40% for lifetime. Second tier pays 5% and third tier 2%.",
  ),
  ...numbered(
    "Of the referred revenue, a quarter was brought in by free referrers, half by upgraded and a quarter by lifetime members. The blended first-tier rate is 0.25 x 10% + 0.5 x 30% + 0.25 x 40% = 27.5%. On 60% of revenue, that costs 16.5 of every 100.",
    "Second tier applies where the referrer also has a referrer, about 40% of revenue here: 5% of 40 is 2.0.",
    "Third tier applies to about 25% of revenue: 2% of 25 is 0.5.",
    "Total commissions: 16.5 + 2.0 + 0.5 = 19 of every 100.",
  ),
  p(
    "Margin: 100 - 6 fees - 2 refunds - 45 running costs - 19 commissions = ",
    strong("28 of every 100"),
    ". That is a sustainable exchange with room for a bad month.",
  ),
  p(
    "Now copy a competitor who pays a flat 50% on the first tier to everyone, 10% on the second and 5% on the third. Commissions become 30 + 4 + 1.25 = 35.25, and the margin falls to under 12 of every 100. A bad month for refunds, or a month in which you buy extra promotion, and the exchange loses money while its sales chart looks better than ever.",
  ),
  figure(
    "blog/referral-commission-rates-split.webp",
    1200,
    700,
    "Two stacked bars showing where every 100 of revenue goes: with tiered commissions, 6 to fees, 2 to refunds, 45 to running costs, 19 to commissions and 28 margin; with a flat 50 percent first tier, commissions take 35 and the margin shrinks to about 12",
  ),
  h3("Find your own ceiling"),
  quote(
    "Commission ceiling = 100 - fees - refunds - running costs - the margin you need. Divide it by the share of revenue that is referred, and you have the most your blended rates can average.",
  ),
  p(
    "With a 20% target margin, the example's ceiling is 100 - 6 - 2 - 45 - 20 = 27 of every 100. Divided by the 60% referred share, the blended rate across all tiers can average up to 45% on referred sales. The tiered plan costs 19 / 60, about 32%, which is comfortably inside. The flat-50% plan averages about 59% on referred sales and is not.",
  ),
  h3("Your bill grows even if your rates do not"),
  p(
    "As members recruit each other, the referred share rises. Suppose it reaches 80%, with second tiers on 55% of revenue and third tiers on 35%. The same rates now cost 22 + 2.75 + 0.7 = 25.45 of every 100, close to the ceiling of 27. That is good news, because you are paying for sales you did not have to make, and you are probably buying less promotion by then. But check the numbers every quarter; do not assume.",
  ),

  h2("Lifetime sales and credit commissions"),
  h3("Lifetime upgrades"),
  p(
    "A lifetime sale is one payment that buys monthly bonus credits, extra rotation slots and support for as long as the exchange runs. If the referrer takes 40% of it, what is left after the commission and fees has to cover years of that. A test I use: after commission and fees, a lifetime sale should bring in at least what a year of the monthly upgrade brings in after its commissions and fees. If it does not, raise the lifetime price or sell fewer lifetime slots; cutting the commission only on lifetime sales tends to annoy your most active promoters.",
  ),
  h3("Credits from referral surfing"),
  p(
    "Surf-credit commissions cost page views. In an exchange whose surfing issues 6,400 credits a day over 10,000 page views, with 60% of those credits earned by referred members, a 10% referral share adds 384 credits a day, close to 4% of daily views. That is affordable, and it rewards recruiting people who surf rather than people who only sign up. Keep it to one tier, though. Deeper tiers of surf credits mostly reward early joiners, and they are the first thing referral farms target.",
  ),

  h2("Holding periods and payout thresholds"),
  p("How and when you pay matters as much as how much. Four settings do most of the work:"),
  ...bullets(
    [
      strong("A maturity period."),
      " Every commission stays pending for a period you choose before it can be paid or spent, and a refund inside that window cancels it. Thirty days covers most refund requests. It does not cover every chargeback: card disputes can arrive several months after a payment, and PayPal accepts disputes for up to 180 days. Some owners choose 45 or 60 days for that reason.",
    ],
    [
      strong("A policy for late reversals."),
      " Say in your terms that a commission on a payment reversed after maturity may be deducted from the member's future commissions. You will rarely need it, but you will need it in writing when you do.",
    ],
    [
      strong("A minimum payout."),
      " Set it at roughly the price of one or two monthly upgrades. Lower thresholds mean many small payments, each with its own processor fee and a few minutes of your time.",
    ],
    [
      strong("Spending on upgrades at any amount."),
      " Let members spend a matured balance on upgrades and credit packages with no minimum. It is still revenue you hand back, but it stays inside your exchange, costs no payout fee and keeps a promoting member upgraded.",
    ],
  ),
  p(
    "Pay on a fixed day each month and approve payouts in one batch; in XchangeKit payouts only ever draw on matured balances, and every payment is recorded. LaunchYard's own ",
    link("affiliate program", "/affiliates"),
    " runs on the same principles, with a 30-day maturity period and monthly payouts.",
  ),

  h2("Mistakes and their symptoms"),
  ...bullets(
    [
      strong("Rates set by copying a competitor"),
      ": revenue grows while your bank balance does not, and your biggest month has your thinnest margin.",
    ],
    [strong("No maturity period"), ": a chargeback arrives for a sale whose commission was withdrawn weeks ago, and you pay twice."],
    [
      strong("Deep tiers"),
      ": third-tier commissions flow to members who have not logged in for months, while the people actually promoting earn little more than they would on a one-tier plan.",
    ],
    [
      strong("Commissions on first purchases only"),
      ": a burst of promotion in your first month, then silence from members once their referrals have upgraded.",
    ],
    [
      strong("Self-referrals"),
      ": upgrades bought through a second account for a discount. Duplicate account detection lists accounts with a shared payment email, and your terms should rule it out.",
    ],
    [
      strong("Cutting rates without notice"),
      ": a wave of angry tickets and members quietly moving their promotion elsewhere. Announce changes at least 30 days ahead and apply them to new sales only.",
    ],
  ),

  h2("A starting point"),
  p(
    "If you want numbers to start from, 10% / 30% / 40% on the first tier by level, 5% on the second, nothing or 2% on the third, 10% referral surf credits on one tier and a 30-day maturity period will fit most exchanges whose running costs are under half of revenue. Then run your own figures through the ceiling formula each quarter, using the revenue and commissions-owed reports, and adjust slowly.",
  ),
  p(
    "Every commission setting mentioned here is listed on the ",
    link("features page", "/features"),
    ". If you are still choosing how to launch, ",
    link("see pricing", "/pricing"),
    " for what each package includes, from the script alone to a done-for-you build with levels and commissions configured for you. Like everything else on this blog, these figures show how the settings behave, not what your exchange will earn.",
  ),
];

export const post = {
  ...sampleDocument("post.referral-commission-rates", "post", {
    title: "Referral Commissions: How Much Can Your Exchange Afford to Pay?",
    slug: { _type: "slug" as const, current: "referral-commission-rates" },
    excerpt:
      "Commissions are what you pay your members to sell for you. This worked example takes a sale apart, shows what tiered and flat commission plans leave you, and covers credit commissions, lifetime sales, maturity periods and payout thresholds.",
    body,
    featuredImage: sampleImage(
      "blog/referral-commission-rates.webp",
      1200,
      630,
      "Illustration of a referral tree of members above a revenue bar split into fees, refunds, running costs, commissions and the owner's margin",
    ),
    status: "published",
    publishedAt: "2026-06-02T09:00:00Z",
    author: ref("author.daniel-mercer"),
    category: ref("category.monetization"),
    tags: refs("tag", ["tag.member-engagement", "tag.credits-ratios"]),
    seoTitle: "Referral Commissions Your Exchange Can Afford",
    seoDescription:
      "How much referral commission a traffic exchange can pay: a worked margin example, tiers, credit commissions, lifetime sales, maturity and payout minimums.",
    seoKeywords: [
      "traffic exchange referral commissions",
      "commission tiers",
      "commission maturity period",
      "minimum payout",
      "referral credits",
      "membership site margins",
    ],
    viewCount: 1426,
    likeCount: 74,
    shareCount: 29,
  }),
  _createdAt: "2026-05-27T10:30:00Z",
  _updatedAt: "2026-06-04T16:20:00Z",
};
