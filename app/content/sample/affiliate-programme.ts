import { AFFILIATE_BANNER_SIZE_OPTIONS } from "~/lib/cms/options";
import { sampleDocument } from "./build/documents";
import { sampleImage } from "./build/images";

/** One banner per size the page names, drawn in artwork/affiliates/ (decision 070). */
const banners = AFFILIATE_BANNER_SIZE_OPTIONS.map(({ value: size }) => {
  const [width = 0, height = 0] = size.split("x").map(Number);
  return {
    _key: `banner-${size}`,
    ...sampleImage(`affiliates/xchangekit-${size}.webp`, width, height, "XchangeKit: launch your own traffic exchange"),
    size,
  };
});

/**
 * The e-mail swipes the /affiliates page promises (decision 070), one or more per kind: what the script is, the link,
 * no promise of members, traffic or income (the programme's rules), and the affiliate's disclosure. `{link}` is the
 * affiliate's tracking link; prices are tokens, as on the pages.
 */
const emailSwipes = [
  {
    _key: "swipe-launch",
    _type: "emailSwipe",
    title: "Launch announcement: your own traffic exchange",
    kind: "launch-announcement",
    subject: "XchangeKit: a traffic exchange script you can launch yourself",
    body: `Hi,

If you have ever surfed a traffic exchange and thought you could run one better, this is worth a look.

XchangeKit is a traffic ad exchange script from LaunchYard: manual and auto surf, a credit economy, banner and text ads, membership levels, referral commissions with a maturity period and anti-cheat checks, with 100% of the source code. The script licence is {price:script-only}, one-time. If you would rather not touch a server, their done-for-you packages install, host and launch it for you within 24-48 hours of receiving your details.

See the features, the packages and the demo here:
{link}

To be clear about what it is: software and a service to run your own exchange. How many members and how much traffic it gets depends on how you run and promote it, and nobody can promise you either.

[Your name]

Disclosure: I am an XchangeKit affiliate. If you buy through my link I earn a commission, at no extra cost to you.`,
  },
  {
    _key: "swipe-safelist-source",
    _type: "emailSwipe",
    title: "Safelist or mailer post: the script with its source code",
    kind: "safelist-post",
    subject: "Run your own traffic exchange, with the full source code",
    body: `Thinking of starting your own traffic exchange?

XchangeKit is a complete traffic ad exchange script: manual and auto surf, credits, banner and text ads, referral commissions and anti-cheat, with 100% of the source code. Install it yourself, or have LaunchYard set it up for you.

Try the demo and compare the packages:
{link}

No promises of members or traffic here: it is software to run your own exchange, and what it grows into is up to you.

Affiliate disclosure: I earn a commission if you buy through this link.`,
  },
  {
    _key: "swipe-safelist-demo",
    _type: "emailSwipe",
    title: "Safelist or mailer post: try the demo",
    kind: "safelist-post",
    subject: "See a traffic exchange from the admin side before you build one",
    body: `Ever wondered what running a traffic exchange looks like from the admin side?

The XchangeKit demo is a complete exchange with sample members, sites, banners and a month of surf history. Log in as a member to surf and assign credits, then as the admin to change surf timers and ratios, approve sites and review cheat scores. Payments run in test mode, so nothing you do reaches a real person.

Open the demo from here:
{link}

It shows the software, not results: members and traffic come from how an owner promotes the exchange.

Affiliate disclosure: I earn a commission if you buy through this link.`,
  },
  {
    _key: "swipe-follow-up",
    _type: "emailSwipe",
    title: "Follow-up: questions before buying",
    kind: "follow-up",
    subject: "Four questions to answer before you buy an exchange script",
    body: `Hi,

A few days ago I mentioned XchangeKit, the traffic exchange script from LaunchYard. If you are still weighing it up, these are the questions worth answering first:

- Will you run the server yourself? Script Only ({price:script-only}, one-time) is the script with its source code; the other packages add installation, hosting or a complete done-for-you launch.
- Do you get the code? Every package includes 100% of the source code.
- Can you try it first? The demo lets you log in as a member and as the admin.
- What comes after you buy? Support and updates are included for 6 or 12 months, depending on the package.

The answers, the packages and the demo are all here:
{link}

Running an exchange is work: members come from how you promote it, and no script can promise them.

[Your name]

Disclosure: I am an XchangeKit affiliate and earn a commission if you buy through my link, at no extra cost to you.`,
  },
];

/** The programme the /affiliates page describes (decision 069): its words name these numbers through tokens. */
export const affiliateProgramme = sampleDocument("affiliateProgramme", "affiliateProgramme", {
  packageRate: 30,
  serviceRate: 20,
  hostingRate: 10,
  hostingMonths: 12,
  cookieDays: 60,
  maturityDays: 30,
  payoutDay: 15,
  payoutMinimum: 50,
  banners,
  emailSwipes,
});
