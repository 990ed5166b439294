import { bullets, callToAction, comparisonTable, faqList, pageBlock, paragraphs, richText, steps } from "./builders";

/** Sample page sections of the marketplace pages, by page slug. */
export const marketplaceSections: Record<string, object[]> = {
  "sites-marketplace": [
    pageBlock("marketplaceAreas", { heading: "Marketplace areas" }),
    pageBlock("newestListings", { heading: "Newest sites for sale", linkLabel: "See every site for sale" }),
    pageBlock("bannerPackages", { heading: "Banner design packages" }),
    pageBlock("landingPageDesigns", { heading: "Landing page designs" }),
    comparisonTable(
      "buy-or-build",
      "Buy a running site or have one built?",
      "Either way you own the exchange outright. The difference is what you start with, and what you take on.",
      ["Buy an established site", "Done-for-you build"],
      [
        { label: "Members on day one", values: ["Active and paid members, listed on every site", "None yet: you promote the launch"] },
        { label: "Income from the start", values: ["Recurring subscriptions already paying", "From your first upgrade sale"] },
        {
          label: "Time until it is yours",
          values: ["About 5-7 days for the EPP domain transfer", "24-48 hours from receiving your details"],
        },
        {
          label: "Price",
          values: [
            "Set by the seller, on each listing",
            "{price:complete-package} Complete Package or {price:premium-package} Premium Package",
          ],
        },
        {
          label: "Script",
          values: [
            "Whatever the seller runs; an older script can be migrated to XchangeKit",
            "The latest XchangeKit, with 100% source code",
          ],
        },
        {
          label: "What you take on",
          values: ["Outstanding member credits and commissions owed", "Nothing: the credit economy starts at zero"],
        },
      ],
    ),
    faqList("faq", "Marketplace questions", undefined, [
      "faq.buy-established-site",
      "faq.done-for-you-launch",
      "faq.custom-modifications",
      "faq.graphics-and-vip-offers",
    ]),
    callToAction("cta", {
      heading: "Not sure whether to buy or build?",
      body: "Tell us your niche and budget. We will point you to a listing that fits, or quote a done-for-you build, and reply within one business day.",
      primaryCta: { label: "Ask the marketplace team", href: "/support" },
      secondaryCta: { label: "See done-for-you packages", href: "/done-for-you" },
    }),
  ],

  "sites-for-sale": [
    pageBlock("listings", { heading: "Listings" }),
    steps(
      "buying",
      "How buying a site works",
      "Every sale goes through LaunchYard, and your payment is held in escrow until the site is yours.",
      [
        {
          title: "Enquire",
          description:
            "Use the enquiry button on the listing. Within one business day we send the seller's verification pack: admin screenshots, 12 months of payment-processor statements and the cheat log.",
        },
        {
          title: "Check the numbers",
          description:
            "You get a read-only admin login to compare members, upgrades, outstanding credits and commissions owed with the listing before you make an offer.",
        },
        {
          title: "Agree and pay into escrow",
          description:
            "When the seller accepts your offer, the listing is marked Under offer and your payment goes to escrow, not to the seller.",
        },
        {
          title: "Hand-over",
          description:
            "The seller sends the EPP code, and the domain transfer takes about 5-7 days, while we move the files, database and mailing list to your hosting. Escrow pays the seller once you confirm.",
        },
      ],
    ),
    richText("checks", "What to check in a listing", [
      ...paragraphs(
        "ck",
        "The asking price buys the income, but the site also comes with promises the last owner made to members. Read these figures together before you make an offer.",
      ),
      ...bullets("ck-list", [
        "Outstanding credits: every credit is a page view owed to a member. Compare the total with the pages surfed each month; more than a few months' worth means advertisers wait longer for their views.",
        "Commissions owed: matured and maturing referral commissions are paid by the new owner after hand-over.",
        "Recurring subscriptions: PayPal and Stripe subscriptions belong to the seller's account. Ask how members will be moved to yours before the sale closes.",
        "Active and paid members: a large total with few active members is mostly old sign-ups. Upgrades from active members are the income you are buying.",
        "Script and version: a site on a script that no longer gets updates may need a move to XchangeKit; our migration service carries members, credits and referrals across.",
      ]),
    ]),
    faqList("faq", "Questions from buyers", undefined, [
      "faq.buy-established-site",
      "faq.income-guarantee",
      "faq.credit-inventory",
      "faq.referral-commissions",
    ]),
    callToAction("cta", {
      heading: "Selling an exchange, safelist or mailer?",
      body: "We list sites with real members and figures a buyer can check. Send us the domain, the script it runs and 12 months of revenue, and we reply within one business day.",
      primaryCta: { label: "List your site", href: "/support" },
      secondaryCta: { label: "Compare buying and building", href: "/sites-marketplace" },
    }),
  ],

  "custom-modifications": [
    pageBlock("modifications", { heading: "Modification catalogue" }),
    steps("scoping", "How a modification is scoped and built", "You see a fixed price and a delivery date before any work starts.", [
      {
        title: "Describe the change",
        description:
          "Tell us what members or admins should be able to do, with examples from other sites if you have them. For a catalogue modification we only need your domain.",
      },
      {
        title: "Written scope and fixed quote",
        description:
          "Within two business days we send a scope listing every screen and setting the change touches, with a fixed price and a delivery date. Nothing is built until you approve it.",
      },
      {
        title: "Built on a staging copy",
        description:
          "We build on a private staging copy of your site, so members never see unfinished work, and you test it there with your own admin login.",
      },
      {
        title: "Live, with notes",
        description:
          "After your sign-off we deploy it at a quiet hour and send notes on every file changed, so the modification survives later script updates.",
      },
    ]),
    richText("pricing", "What sets the price", [
      ...paragraphs(
        "pr",
        `Catalogue modifications have a fixed price and delivery time because we have built them before: we set them up for your levels, prizes and wording. A bespoke change is quoted from its scope, by the screens and admin settings it adds, whether it touches payments or the credit economy, and how much testing it needs.

Anything that handles money, such as a new payment processor or a payout rule, is tested with sandbox transactions on the staging copy before it reaches your members.`,
      ),
      ...bullets("pr-list", [
        "Catalogue modifications: the fixed price and delivery time listed with each one.",
        "Bespoke changes: quoted per project, usually 3-10 business days, agreed in the quote.",
        "The source code of every modification is yours, like the rest of the script.",
      ]),
    ]),
    faqList("faq", "Modification questions", undefined, [
      "faq.custom-modifications",
      "faq.server-access",
      "faq.one-licence-per-domain",
      "faq.updates-and-support",
    ]),
    callToAction("cta", {
      heading: "Need something that is not in the catalogue?",
      body: "Describe it in a few sentences. We send a written scope with a fixed price and a delivery date, and nothing is charged until you approve it.",
      primaryCta: { label: "Request a quote", href: "/support?topic=custom-modification" },
      secondaryCta: { label: "Try the demo first", href: "/demo" },
    }),
  ],
};
