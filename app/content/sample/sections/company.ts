import { bullets, callToAction, comparisonTable, faqList, pageBlock, paragraphs, richText, stats, steps, subheading } from "./builders";

/**
 * Sample sections of the company, support, legal, site map, coming-soon, order and thank-you pages, by page slug.
 * Facts follow products.ts (tiers, services, platforms), social-proof.ts (FAQ answers) and
 * blog-taxonomy.ts (the team). Each page's heading and intro live in pages.ts; these sections continue them.
 */

/** One clause of a legal page: a title (numbered automatically) and paragraphs (strings) or bullet lists (arrays). */
interface Clause {
  title: string;
  body: (string | string[])[];
}

/** A legal text as one rich-text section with numbered h3 subheadings. */
function legalText(key: string, clauses: Clause[]) {
  return richText(
    key,
    undefined,
    clauses.flatMap((clause, index) => {
      const id = `${key}c${index + 1}`;
      return [
        subheading(`${id}h`, `${index + 1}. ${clause.title}`),
        ...clause.body.flatMap((part, partIndex) =>
          typeof part === "string" ? paragraphs(`${id}x${partIndex + 1}`, part) : bullets(`${id}x${partIndex + 1}`, part),
        ),
      ];
    }),
  );
}

/** Last-updated date of each legal page. */
export const legalPagesUpdatedAt: Record<string, string> = {
  terms: "2025-02-10T09:00:00Z",
  privacy: "2025-02-10T09:00:00Z",
  refund: "2025-03-03T09:00:00Z",
  disclaimer: "2025-01-20T09:00:00Z",
};

/* ------------------------------------------------------------------------------------------------
 * Legal texts
 * ---------------------------------------------------------------------------------------------- */

const termsText = legalText("terms", [
  {
    title: "Who we are and what these terms cover",
    body: [
      `These terms are an agreement between LaunchYard ("we", "us"), the developer and seller of XchangeKit, and the person or business placing an order ("you"). They apply to every purchase made on xchangekit.example or through a LaunchYard payment link. You can reach us at support@xchangekit.example.

By placing an order you confirm that you have read these terms, the Support Policy and the Earnings Disclaimer, and that you are at least 18.`,
    ],
  },
  {
    title: "Definitions",
    body: [
      [
        `"Script": the XchangeKit PHP and MySQL software, its documentation and any updates we provide.`,
        `"Licence": your right to use the Script on one domain, as set out in section 3.`,
        `"Services": installation, hosting, done-for-you builds, custom modifications, migrations, graphics, consulting and support.`,
        `"Package": a bundle of the Script and Services sold at a listed price.`,
        `"Order reference": the reference shown on your order and carried by your payment link.`,
      ],
    ],
  },
  {
    title: "Your licence",
    body: [
      `When your payment clears (on the payment plan, your down payment), we grant you a non-exclusive licence to run the Script on one domain, plus one private staging copy. A second exchange on another domain needs its own licence. You may move your licence to a new domain if you close the old site; tell us so we can update our records.

You receive 100% of the source code, with no encoded files, and may modify it for your own exchange or have a developer do so under a duty of confidentiality. You may not:`,
      [
        "sell, sublicense, give away or publish the Script or any modified version of it, in whole or in part;",
        "use the Script to build a competing script or hosted service;",
        "remove the copyright notices from the source files.",
      ],
      "If you sell your exchange as a running site, the licence for that domain passes to the buyer. Both of you confirm the transfer to us by email.",
    ],
  },
  {
    title: "Orders, prices and payment",
    body: [
      `Prices are in US dollars (USD). You pay through the payment link for your package, which carries your order reference. Payments are processed by PayPal or Stripe; we never see your full card details.

The payment plan is the Script + Install + Hosting package paid as a {price:payment-plan} down payment, then {price:payment-plan.monthly} a month for 5 months. In total these payments cost more than the package's one-time price of {price:script-install-hosting}. Monthly payments are charged on the same day each month and remain due as agreed, even if you stop running your exchange. You may pay the remaining monthly payments early without a fee.

If a payment fails, we email you and give you 7 days to pay. After that, support and updates pause until your account is up to date, and if an instalment or hosting payment is still unpaid after 30 days we may suspend hosting. Suspension does not cancel the amount owed.`,
    ],
  },
  {
    title: "Delivery",
    body: [
      "Script Only orders receive a download link by email within an hour of payment during desk hours (Monday to Friday, 09:00 to 17:30 UK time), otherwise by the next business morning. Installation and done-for-you work starts within one business day of payment and is completed within 24-48 hours of us receiving what we need: server access through our secure channel, or your domain, site name and settings. Custom work is delivered in the time given in your quote or on the service page. If we are waiting for something from you, we tell you what it is.",
    ],
  },
  {
    title: "Hosting and acceptable use",
    body: [
      "The first 12 months of hosting are included in Script + Install + Hosting, the payment plan and the Complete and Premium Packages; after that, hosting continues month to month at {price:managed-hosting} a month until you cancel. You must not use our hosting, or let your members use it, for:",
      [
        "bot traffic, auto-clickers or anything that passes automated page views off as human ones;",
        "illegal content, malware, phishing, or material that infringes someone else's rights;",
        "spam, including mailings to people who did not opt in;",
        "schemes that promise members a fixed financial return;",
        "activity that overloads the server or harms other customers.",
      ],
      "We may suspend a site that breaks these rules, normally after giving you 48 hours to put it right, or straight away if the problem is serious. Keep your own copy of your data as well as our daily backups.",
    ],
  },
  {
    title: "Your responsibilities",
    body: [
      "Your exchange is your own business. You are responsible for:",
      [
        "complying with the laws that apply to you and your members, including data protection, consumer, email marketing and tax law;",
        "your own terms and refund rules for your members, and honouring the credits, upgrades and commissions your exchange owes;",
        "your payment processor accounts and staying within their rules;",
        "the security of your admin login and server, including changing passwords after we finish an installation.",
      ],
    ],
  },
  {
    title: "Updates and support",
    body: [
      "Script Only and Script + Installation include 6 months of updates and email support; all other packages include 12 months, and the Premium Package adds priority support. The period starts when your order is delivered. Afterwards the Script keeps working, and you can renew updates and support for {price:maintenance-updates} a year. The Support Policy sets out what support covers.",
    ],
  },
  {
    title: "Sites Marketplace",
    body: [
      "Listings of established sites are prepared from information the seller provides. Unless a listing names LaunchYard as the seller, a sale is a contract between you and the seller. Verify the figures before you buy. Domains move by EPP code in about 5-7 days.",
    ],
  },
  {
    title: "Intellectual property",
    body: [
      "The Script and its documentation remain the property of LaunchYard; the Licence gives you the right to use them, not ownership. Your content, member data and brand belong to you. The source code of a custom modification written only for you is yours to use and change with your licensed copy. Graphics we design for you may be used for your exchange and its promotion.",
    ],
  },
  {
    title: "Warranties",
    body: [
      `We carry out Services with reasonable care and skill, and the Script works substantially as described when installed on a server that meets the published requirements. If it does not, we will fix the problem or, if we cannot, refund what you paid for the affected part. Otherwise the Script and Services are provided "as is". We do not promise that your exchange will attract members, traffic or income; see the Earnings Disclaimer.`,
    ],
  },
  {
    title: "Limitation of liability",
    body: [
      "We are not liable for loss of profits, revenue, members, data or goodwill, or for indirect losses. Our total liability for any claim is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights as a consumer.",
    ],
  },
  {
    title: "Termination",
    body: [
      "You may cancel hosting by telling us at least 7 days before your next hosting payment. We may end your Licence and Services if you seriously or repeatedly break section 3 or section 6, or if a payment for something you received is reversed by chargeback. When the Licence ends, you must stop using the Script and delete your copies. Unless hosting ends for a serious breach, we provide a full backup of your site on request for 30 days. Amounts already due, including instalments, remain payable.",
    ],
  },
  {
    title: "Changes to these terms",
    body: [
      "We may update these terms; the last-updated date on this page shows the current version. Each order is governed by the terms in force when it was placed, and changes affecting ongoing hosting or renewals take effect 30 days after we email you.",
    ],
  },
  {
    title: "Governing law",
    body: [
      "These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. Consumers living in Scotland or Northern Ireland may also bring a claim in their local courts.",
    ],
  },
  {
    title: "Contact",
    body: [
      "Questions about these terms go to support@xchangekit.example. If your question is about an order, include your order reference.",
    ],
  },
]);

const privacyText = legalText("privacy", [
  {
    title: "Who we are",
    body: [
      `LaunchYard, the developer and seller of XchangeKit, is the controller of the personal data described in this policy, which covers xchangekit.example, our orders, our support desk, the waitlist and the affiliate programme. We are based in the United Kingdom and handle personal data under the UK GDPR and the Data Protection Act 2018. For any privacy question or request, email support@xchangekit.example with "Privacy" in the subject line.`,
    ],
  },
  {
    title: "What we collect",
    body: [
      [
        "Orders: your name, email address, business name if you give one, billing country, domain, the package and add-ons you chose, your order reference and payment status. You enter card or PayPal details with the payment provider; we receive a confirmation and a transaction ID, never your full card number.",
        "Support requests: what you send through the Support page form or by email, and our replies.",
        "Waitlist: your email address, plus your name and the one platform you want most if you give them.",
        "Affiliate sign-ups: your name, email address, website or promotion channels, the PayPal address for payouts, and records of clicks, referred orders and commissions.",
        "Server access: hosting or server logins you send through our secure channel for an installation or migration.",
        `Where you came from: the first page you open in a browser tab keeps its campaign tags (utm_source, utm_medium, utm_campaign), the name of the site that linked to it and its own address in your browser's session storage under the key "xchangekit-landing", which is deleted when you close the tab. They are sent to us with the forms you send and the orders you place, and once to count your arrival; arrivals are counted without cookies and without keeping your IP address.`,
        "Server logs: IP address, browser type, pages requested and time.",
        `Cookies and local storage: only the essential cookies the site and checkout need to work, plus a referral cookie holding an affiliate's ID for {programme:cookieDays} days when you arrive through an affiliate's tracking link. Your light or dark theme choice is kept in your browser's local storage under the key "vite-ui-theme" and is never sent to us. We use no advertising cookies.`,
      ],
    ],
  },
  {
    title: "Why we use it and our legal bases",
    body: [
      [
        "Delivering orders, installing and hosting your exchange and answering support requests: performance of our contract with you.",
        "Keeping invoices and accounting records: our legal obligations.",
        "Sending the waitlist one email when a platform opens, with launch pricing: your consent, which you can withdraw at any time by asking us to remove your address.",
        "Running the affiliate programme and paying commissions: our contract with the affiliate.",
        "Keeping the site secure, preventing fraud and chargeback abuse, and fixing faults: our legitimate interests.",
        "Telling customers about updates, security fixes and the end of their support period: our legitimate interests.",
      ],
    ],
  },
  {
    title: "Your members' data",
    body: [
      "When we install, host, migrate or support your exchange, we may see or store data about your members. For that data you are the controller and we act as your processor: we use it only to provide the service you ordered, keep it confidential, and delete or return it when the service ends. Ask us for our data processing terms if you need them for your records.",
    ],
  },
  {
    title: "Who we share it with",
    body: [
      "We do not sell personal data. We share it only with providers who help us run the business, under contracts that require them to protect it:",
      [
        "payment providers (PayPal and Stripe), which process payments and affiliate payouts and also act as controllers under their own privacy policies;",
        "our email and helpdesk providers, which deliver order emails, the waitlist's launch email and support replies;",
        "our hosting and data-centre providers, which run this site and the servers that host customer exchanges;",
        "professional advisers such as our accountants, and authorities when the law requires it.",
      ],
    ],
  },
  {
    title: "International transfers",
    body: [
      "Some providers, including PayPal and Stripe, process data in the United States or elsewhere outside the UK. Where a country has no UK adequacy decision, we rely on the UK International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses. You can ask us for details.",
    ],
  },
  {
    title: "How long we keep it",
    body: [
      [
        "Order and invoice records: 6 years after the end of the financial year of the order, as tax law requires.",
        "Support requests: 3 years after your last message.",
        "Server credentials: deleted within 7 days of the installation or migration being finished.",
        "Waitlist entries: until you ask us to remove them, or 12 months after the last announced platform launches.",
        "Affiliate records: 6 years after the last commission payment.",
        "Server logs: 30 days, unless we need them to investigate a security incident.",
        "Backups of hosted sites: 14 days.",
      ],
    ],
  },
  {
    title: "Your rights",
    body: [
      `You have the right to access the personal data we hold about you, to have it corrected or deleted, to restrict or object to how we use it (including, at any time, for direct marketing), and to receive it in a portable format. Where we rely on consent, you can withdraw it at any time. We reply within one month. Some records, such as invoices, must be kept even if you ask us to delete them, and we will tell you when that applies.

If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ico.org.uk) or to the supervisory authority where you live. We would appreciate the chance to put things right first.`,
    ],
  },
  {
    title: "Security",
    body: [
      "The site is served over HTTPS, access to order and customer data is limited to the staff who need it, and our admin accounts use two-factor login. Server credentials are accepted only through a one-time secure link, never by ordinary email or the public forms, and are deleted after use. No system is perfectly secure; if a breach puts your data at risk, we will tell you and the regulator as the law requires.",
    ],
  },
  {
    title: "Children",
    body: [
      "This site and our products are for adults running a business. We do not knowingly collect data from anyone under 18, and we delete it if we learn that we have.",
    ],
  },
  {
    title: "Changes to this policy",
    body: [
      "We update this policy when what we collect or how we use it changes; the last-updated date on this page shows the current version. If a change is significant, we email customers and waitlist members before it takes effect.",
    ],
  },
  {
    title: "Contact",
    body: [`Email support@xchangekit.example with "Privacy" in the subject, or use the contact form on the Support page.`],
  },
]);

const refundText = legalText("refund", [
  {
    title: "What support includes",
    body: [
      "Every purchase includes email support for the period of your package: 6 months for Script Only and Script + Installation, and 12 months for Script + Install + Hosting, the payment plan and the Complete and Premium Packages. Support covers:",
      [
        "installing the script on a server that meets the requirements, and questions about the installation guide;",
        "cron jobs, email sending and payment processor setup for PayPal, Stripe and the supported crypto gateway;",
        "how features and settings work, from surf ratios, timers and membership levels to credits, commissions and anti-cheat;",
        "bugs in the script, and help applying updates;",
        "on our hosting, server problems, backups and restores.",
      ],
      "Support does not cover servers other than ours beyond checking that they meet the requirements, code changed by you or a third party, third-party scripts, plugins or themes, promoting your exchange, or running it for you. We are happy to quote for these as custom work. After your support period ends, you can renew updates and support for {price:maintenance-updates} a year.",
    ],
  },
  {
    title: "Hours and response times",
    body: [
      `The support desk is staffed Monday to Friday, 09:00 to 17:30 UK time, except UK public holidays. We reply to every request within one business day, and most are answered the same day. Premium Package customers have priority support, so their requests are answered first. If a site on our hosting is down or its payments have stopped, put "Urgent" in the subject line: we check for urgent requests at weekends too.`,
    ],
  },
  {
    title: "How to ask for help",
    body: [
      "Email support@xchangekit.example or use the form on the Support page, with your order reference, your site URL and what happened, including any error message or screenshot. Never send server passwords by email or through the form; if we need access, we send you a one-time secure link.",
    ],
  },
  {
    title: "Refund rules",
    body: [
      "Whether a purchase can be refunded depends on what it is and whether the work has started:",
      [
        "Script licence: refundable in full within 14 days of purchase, as long as the script has not been installed and the source code has not been downloaded.",
        "Installation: installation fees are never refundable, including the installation part of any package. If you ordered Script + Installation and cancel before we install, the licence part, valued at the Script Only price of {price:script-only}, follows the rule above, and the rest of what you paid, the installation fee, is kept.",
        "Hosting: if you cancel hosting you paid for in advance, we refund the unused full months. Hosting included in a package is part of the package price and is not refunded separately.",
        "Done-for-you builds (Complete and Premium Packages): until work starts, which is when we begin building your site from the details you sent, we refund everything you paid except the installation part, valued at the price of installation on its own ({price:installation}). After work starts, they are not refundable.",
        "Custom modifications and migrations: refundable until work starts. If you cancel part-way, we charge for the work done so far and refund the rest.",
        "Graphics, the Graphics Pack and the VIP Upgrade Pack: non-refundable once delivered, because they cannot be returned.",
        "Payment plan: instalments remain due for work delivered. Once your exchange is installed, the remaining instalments must be paid even if you stop using it.",
        "Updates and support renewals: refundable within 14 days if you have not downloaded an update or used support since renewing.",
      ],
      "If something we delivered does not work as described, tell us and we will fix it; if we cannot, we refund what you paid for the affected part. We do not give refunds because an exchange did not attract members or income: no purchase comes with an income guarantee, as the Earnings Disclaimer explains.",
    ],
  },
  {
    title: "How to request a refund",
    body: [
      "Email support@xchangekit.example within the periods above with your order reference and the reason for your request. We confirm within one business day whether the refund applies. Approved refunds go back to the original payment method within 5 business days, although your bank or PayPal may take a few more days to show them. A refunded licence ends, so please delete any copies of the script you hold.",
    ],
  },
  {
    title: "Chargebacks and disputes",
    body: [
      "Please contact us before opening a dispute or chargeback; most problems are solved faster by email. If a chargeback is opened without contacting us first, we pause support, updates and hosting for that order while it is open, and send the payment provider our records of what was delivered. If a chargeback succeeds for something we delivered, the licence for that order ends. You can close a dispute opened by mistake at any time, and we restore services as soon as it is closed.",
    ],
  },
  {
    title: "Changes to this policy",
    body: [
      "We may update this policy; the last-updated date on this page shows the current version. The version in force when you placed an order applies to that order.",
    ],
  },
]);

const disclaimerText = legalText("disclaimer", [
  {
    title: "No income guarantee",
    body: [
      "XchangeKit is software, and LaunchYard sells software and services. We do not promise that your exchange will attract members, traffic, sales or income, and no package, service or offer comes with an income guarantee. Many new traffic exchanges, safelists and mailers earn little or nothing in their first months, and some never cover their costs.",
    ],
  },
  {
    title: "Results depend on you and your market",
    body: [
      "What an exchange earns depends on things we do not control: the niche and name you choose, your pricing and credit economy, how much and how well you promote it, how you treat your members, competition from other exchanges, the rules of your payment processors and the time you put in. A launch in 24-48 hours means the software is ready; it does not mean the business is.",
    ],
  },
  {
    title: "Testimonials",
    body: [
      "Testimonials on this site are real customers describing their own experiences, published with their permission. We do not pay for them. They are individual results, not typical ones, and they are not a prediction of what you will achieve.",
    ],
  },
  {
    title: "Figures and examples",
    body: [
      "Figures in our articles, guides and examples, such as surf ratios, prices and commission rates, show how settings work, not what you will earn. Figures in Sites Marketplace listings, including members, revenue, profit, credit liability and commissions owed, are provided by the sellers. We check listings for completeness but cannot audit them, so verify them yourself before you buy, for example through payment processor statements and admin access. A site's past results do not predict its future income.",
    ],
  },
  {
    title: "Not professional advice",
    body: [
      "Nothing on this site, in our blog or in a consulting call is financial, legal, tax or investment advice. Ask a qualified professional about your business, including the terms and privacy policy your own exchange needs.",
    ],
  },
  {
    title: "Third-party services",
    body: [
      "Our products work with services run by others, including PayPal, Stripe, crypto gateways, domain registrars, offerwall networks and the partner exchanges in the VIP Upgrade Pack. We do not control them: their terms, fees and availability can change, and a lifetime VIP membership lasts only as long as the exchange that provides it.",
    ],
  },
  {
    title: "Questions",
    body: ["If anything here is unclear, email support@xchangekit.example before you buy."],
  },
]);

/* ------------------------------------------------------------------------------------------------
 * Pages
 * ---------------------------------------------------------------------------------------------- */

export const companySections: Record<string, object[]> = {
  about: [
    richText("story", "How LaunchYard started", [
      ...paragraphs(
        "story",
        `Daniel Mercer opened his first manual traffic exchange in 2011. For six years he ran it the way most owners still do: tuning surf ratios, chasing cheaters, answering member tickets at night and patching an encoded script he could not read. Every fix meant waiting on a vendor, and every vendor update risked undoing his own changes.

In 2017 he rewrote the whole thing in plain PHP, with no encoding and no licence server calling home, so that he could change anything himself. Other owners who saw it asked for a copy, and LaunchYard was set up that year to sell it as XchangeKit. Installation, managed hosting and done-for-you builds grew out of the questions new owners kept asking, and Megan Doyle joined in 2019 to run them and the support desk.

We have worked in this niche since 2011, first as exchange owners and then as the people who build their software. That is why the script is shaped around the problems owners actually have: a credit economy that has to balance, members who need to trust the numbers, and cheaters who never stop trying.`,
      ),
    ]),
    richText("what-we-do", "What we do", [
      ...paragraphs(
        "wwd",
        "LaunchYard is a small team, and the same people handle your exchange from the first line of code to the support ticket you send two years later.",
      ),
      ...bullets("wwd", [
        "Build: we develop XchangeKit, ship regular releases with upgrade notes and build custom modifications on customers' own copies of the code.",
        "Install: we install the script on your server or ours, set the cron jobs, connect PayPal, Stripe or crypto payments and test a full member journey before handover.",
        "Host: we run managed PHP and MySQL hosting tuned for surf traffic, with SSL, daily backups kept for 14 days and monitored cron jobs.",
        "Launch: done-for-you builds go live within 24-48 hours of us receiving your details, with your branding, levels, ratios and email templates configured.",
        "Support: we answer every request within one business day and stay on hand for updates, configuration questions and the first weeks after launch.",
      ]),
    ]),
    richText("team", "The team", [
      subheading("team-daniel", "Daniel Mercer, founder and lead developer"),
      ...paragraphs(
        "team-daniel",
        "Daniel wrote the first version of XchangeKit and still leads work on the surf engine, the credit system and the anti-cheat scoring. He reviews every release and every custom modification before it reaches a customer's server.",
      ),
      subheading("team-megan", "Megan Doyle, head of customer success"),
      ...paragraphs(
        "team-megan",
        "Megan ran a safelist and a viral mailer of her own for five years before joining LaunchYard in 2019. She runs installations, done-for-you launches and the support desk, and her team walks new owners through membership levels, payment processors and cron jobs in their first weeks.",
      ),
      subheading("team-rest", "Everyone else"),
      ...paragraphs("team-rest", "Seven people work on XchangeKit in all. Besides Daniel and Megan, the team is:"),
      ...bullets("team-rest", [
        "Two PHP developers, who build new releases, fix bugs and deliver custom modifications and migrations.",
        "Two support and installation technicians, who answer the support desk, install the script and look after hosted sites.",
        "A designer, who makes the graphics packs, affiliate banners, logos and themes.",
      ]),
    ]),
    richText("values", "What we stand for", [
      subheading("values-h1", "Real human members"),
      ...paragraphs(
        "values-1",
        "An exchange is only worth advertising on if real people see the ads. We do not sell traffic, we do not allow bot traffic on our hosting, and the script's cheat score, click-to-verify CAPTCHA and VPN detection exist to keep it that way.",
      ),
      subheading("values-h2", "Honest numbers"),
      ...paragraphs(
        "values-2",
        "We never promise income, because nobody can. Sites in the marketplace show their credit liability and commissions owed next to their revenue, and the testimonials we publish include the parts customers would improve.",
      ),
      subheading("values-h3", "Your code, your site"),
      ...paragraphs(
        "values-3",
        "Every licence comes with 100% of the source code, unencoded, with no call-home licence check. If LaunchYard disappeared tomorrow, your exchange would keep running and any PHP developer could work on it.",
      ),
      subheading("values-h4", "Support after launch day"),
      ...paragraphs(
        "values-4",
        "Launch day is the easy part. Updates and support are included for 6 or 12 months depending on your package, and we answer within one business day.",
      ),
    ]),
    stats("numbers", "LaunchYard in numbers", [
      { value: "2011", label: "the year Daniel opened his first traffic exchange" },
      { value: "2017", label: "first XchangeKit release" },
      { value: "140+", label: "exchanges, safelists and mailers launched on XchangeKit" },
      { value: "1 business day", label: "support reply time, Monday to Friday" },
    ]),
    callToAction("cta", {
      heading: "Talk to the people who build the script",
      body: "Ask us about your plans before you buy, or look around the live demo first. Either way, you will hear back from someone who has run an exchange.",
      primaryCta: { label: "Ask pre-sale help", href: "/support" },
      secondaryCta: { label: "View the demo", href: "/demo" },
    }),
  ],

  testimonials: [
    pageBlock("testimonials", { heading: "Testimonials" }),
    stats("summary", undefined, [
      { value: "12", label: "owners and agencies quoted on this page" },
      { value: "4.6 / 5", label: "average rating from the 10 who gave one" },
      { value: "0", label: "reviews paid for or rewarded" },
    ]),
    richText("how-we-collect", "How we collect testimonials", [
      ...paragraphs(
        "collect",
        `We ask customers for feedback once their exchange has been running for a while, and we publish it under their name only with their permission, linking to their site where they have one. We do not pay for reviews or offer discounts in return for them.

We keep the critical parts too: an evening spent on the documentation, a bug fixed after launch, a wish for more email templates. Ratings appear only where the customer chose to give one. Each quote is one owner's experience, and your results will depend on your own niche, promotion and effort.`,
      ),
    ]),
    callToAction("cta", {
      heading: "See whether XchangeKit fits your plans",
      body: "Try the member area and admin panel in the live demo, or tell us what you want to build and we will give you an honest answer.",
      primaryCta: { label: "Try the live demo", href: "/demo" },
      secondaryCta: { label: "Ask pre-sale help", href: "/support" },
    }),
  ],

  faq: [
    pageBlock("faqs"),
    callToAction("cta", {
      heading: "Did not find your answer?",
      body: "Ask us directly. Pre-sale questions and technical help both go to the same team, and we reply within one business day.",
      primaryCta: { label: "Contact support", href: "/support" },
      secondaryCta: { label: "Read the Support Policy", href: "/refund" },
    }),
  ],

  support: [
    pageBlock("form", {
      heading: "Send us a message",
      intro: "Pre-sale questions and technical help alike: we answer every message ourselves.",
    }),
    comparisonTable(
      "channels",
      "Ways to get help",
      "Every channel reaches the same team. Pick the one that suits your question.",
      ["Best for", "How to reach it"],
      [
        {
          label: "Email",
          values: ["Technical help with an installed exchange, and anything with attachments", "support@xchangekit.example"],
        },
        { label: "Contact form", values: ["Quick questions and support requests", "The form on this page"] },
        {
          label: "Pre-sale help",
          values: ["Choosing a package, checking your server, custom work quotes", "Email or the form on this page, before you order"],
        },
        { label: "FAQ", values: ["Server requirements, licences, refunds, credits and ratios", "The FAQ page, no waiting"] },
      ],
    ),
    stats("times", "Response times", [
      { value: "1 business day", label: "reply to every request, Monday to Friday" },
      { value: "09:00-17:30", label: "support desk hours, UK time" },
      { value: "Priority", label: "queue for Premium Package customers" },
      { value: "Weekends", label: "urgent checks for sites on our hosting" },
    ]),
    richText("hours", "When we reply", [
      ...paragraphs(
        "hours",
        `The support desk is staffed Monday to Friday, 09:00 to 17:30 UK time, except UK public holidays. Every request gets a reply within one business day, and most are answered the same day. Requests from Premium Package customers go to the front of the queue.

If a site on our hosting is down or its payments have stopped working, write "Urgent" in the subject line. We check for urgent requests at weekends as well, because members do not stop surfing on a Saturday.`,
      ),
    ]),
    richText("include", "What to include in your request", [
      ...paragraphs("include", "A complete first message saves a round of questions. Please include:"),
      ...bullets("include", [
        "Your order reference, from your receipt or confirmation email.",
        "The URL of your exchange, and of the admin page involved if there is one.",
        "What happened, what you expected to happen, and when it started.",
        "Any error message, a screenshot, or the relevant line from the payment log.",
        "Whether you or another developer have changed the code.",
      ]),
    ]),
    richText("scope", "What support covers", [
      subheading("scope-yes", "Covered"),
      ...bullets("scope-yes", [
        "Installing the script on a server that meets the requirements, and questions about the installation guide.",
        "Cron jobs, email sending and PayPal, Stripe or crypto payment setup.",
        "How features and settings work: surf ratios, timers, levels, credits, commissions and anti-cheat.",
        "Bugs in the script, and help applying updates.",
        "Server problems, backups and restores for sites on our hosting.",
      ]),
      subheading("scope-no", "Not covered"),
      ...bullets("scope-no", [
        "Hosting and servers outside ours, beyond checking they meet the requirements.",
        "Code modified by you or a third party, and third-party scripts, plugins and themes.",
        "Promoting your exchange or running it day to day.",
      ]),
      ...paragraphs(
        "scope-after",
        "Anything not covered can usually be quoted as custom work. Support is included for 6 or 12 months depending on your package, and can be renewed for {price:maintenance-updates} a year.",
      ),
    ]),
    richText("credentials", "Server passwords: never by email", [
      ...paragraphs(
        "credentials",
        `Never send server, hosting or database passwords by email or through the form on this page, even if you are in a hurry. After you buy, we arrange a secure channel: a one-time link that accepts your login details and expires once used.

We delete the details within 7 days of finishing the work, and we recommend changing the passwords or removing our access as soon as we hand over. Nobody at LaunchYard will ever ask for a password by email.`,
      ),
    ]),
    faqList("faq", "Quick answers", undefined, [
      "faq.contact-support",
      "faq.server-access",
      "faq.updates-and-support",
      "faq.refund-policy",
    ]),
    callToAction("cta", {
      heading: "Check the answers and the rules first",
      body: "Many questions are already answered in the FAQ, and the Support Policy sets out what support includes and when a refund applies.",
      primaryCta: { label: "Read the FAQ", href: "/faq" },
      secondaryCta: { label: "Read the Support Policy", href: "/refund" },
    }),
  ],

  affiliates: [
    pageBlock("form", {
      heading: "Join the affiliate programme",
      intro: "Tell us who you are and how you will promote XchangeKit.",
    }),
    stats("rates", "The programme at a glance", [
      { value: "{programme:packageRate}", label: "on the script, packages and one-time offers" },
      { value: "{programme:serviceRate}", label: "on services" },
      { value: "{programme:hostingRate}", label: "on recurring hosting, for {programme:hostingMonths} months" },
      { value: "{programme:cookieDays} days", label: "referral cookie" },
      { value: "{programme:payoutMinimum}", label: "minimum payout, monthly via PayPal" },
    ]),
    richText("commissions", "What you earn", [
      ...paragraphs(
        "comm",
        `Commission is a percentage of what your referral actually pays, in USD. The script and every package pay {programme:packageRate}: a referred Script Only sale earns you {programme:packageRate} of its {price:script-only} price, and a Complete Package {programme:packageRate} of its {price:complete-package}. The Graphics Pack and VIP Upgrade Pack count as packages, so they pay {programme:packageRate} too.

Services pay {programme:serviceRate}: {programme:serviceRate} of the {price:graphics-branding} price of the Graphics and Branding service, and {programme:serviceRate} of the quoted price on custom modifications and migrations. When a customer you referred keeps hosting with us after the included first year, you earn {programme:hostingRate} of each monthly hosting payment for {programme:hostingMonths} months.

Payment plan sales pay {programme:packageRate} of each payment as it is received: {programme:packageRate} of the {price:payment-plan} down payment when it clears, then {programme:packageRate} of each of the five {price:payment-plan.monthly} instalments as it is paid.`,
      ),
      subheading("comm-attr", "How sales are credited"),
      ...bullets("comm-attr", [
        "Your tracking link sets a cookie for {programme:cookieDays} days; a sale made within that time is credited to you.",
        "If a buyer clicked several affiliates' links, the last link clicked before the order wins.",
        "An order refunded or charged back within the {programme:maturityDays}-day maturity period earns no commission.",
      ]),
    ]),
    richText("payouts", "How you get paid", [
      ...paragraphs(
        "payouts",
        "Each commission waits out a {programme:maturityDays}-day maturity period, which covers the window in which an order can be refunded or disputed. On the {programme:payoutDay} of each month we pay every commission that has matured by that day, by PayPal, to the address in your affiliate dashboard. If your matured balance is under {programme:payoutMinimum}, it carries over to the next month until it reaches the minimum.",
      ),
    ]),
    richText("tools", "Promotion tools", [
      ...paragraphs(
        "tools",
        "Your affiliate dashboard shows clicks, sales, pending and matured commissions and past payouts, and gives you:",
      ),
      ...bullets("tools", [
        "Banners in 125x125, 468x60, 728x90 and 300x250, with your tracking link already attached.",
        "Email swipes for launch announcements, safelist and mailer posts, and follow-ups, written without income claims.",
        "Tracking links to any page on the site, with a campaign name for each place you promote, so you can see which ones bring buyers.",
      ]),
    ]),
    richText("rules", "Programme rules", [
      ...paragraphs(
        "rules",
        "The rules protect buyers and the affiliates who promote honestly. Breaking them means commissions are withheld and the account is closed.",
      ),
      ...bullets("rules", [
        "No spam. Posting to safelists and viral mailers you belong to is fine; unsolicited email, comment spam and forum spam are not.",
        "No paid search on our brand names. Do not bid on XchangeKit, LaunchYard or their misspellings in search ads, or use them in domain names.",
        "No self-referrals. Your own purchases, and purchases for your own business, do not earn commission.",
        "No income claims. Do not promise buyers members, traffic or earnings, or offer discounts we have not given you.",
        "Say that you are an affiliate. A short disclosure next to your link is enough.",
      ]),
    ]),
    steps("join", "How to join", "Sign up with the form on this page. There is no fee and no minimum number of sales.", [
      {
        title: "Fill in the sign-up form",
        description: "Give your name, email, website or promotion channels and the PayPal address for payouts.",
      },
      { title: "We review your application", description: "We check it within two business days and email you the result." },
      {
        title: "Get your link and tools",
        description: "Log in to your affiliate dashboard for your tracking link, banners and email swipes.",
      },
      { title: "Promote XchangeKit", description: "Share your link with readers, members and contacts who want to run a membership site." },
      {
        title: "Get paid monthly",
        description:
          "Matured commissions are paid by PayPal on the {programme:payoutDay} of each month once your balance reaches {programme:payoutMinimum}.",
      },
    ]),
    callToAction("cta", {
      heading: "Questions before you sign up?",
      body: "Ask us about rates, payouts or promotion ideas, or see the packages your referrals can buy.",
      primaryCta: { label: "Contact us", href: "/support" },
      secondaryCta: { label: "See the packages", href: "/pricing" },
    }),
  ],

  terms: [pageBlock("lastUpdated"), termsText],
  privacy: [pageBlock("lastUpdated"), privacyText],
  refund: [pageBlock("lastUpdated"), refundText],
  disclaimer: [pageBlock("lastUpdated"), disclaimerText],

  sitemap: [pageBlock("siteMap")],

  index: [
    pageBlock("form", {
      heading: "Join the waitlist",
      intro: "One e-mail when it opens, with your launch pricing. No newsletter, no sharing your address.",
    }),
    richText("next", "What the next version is about", [
      ...paragraphs(
        "next",
        `XchangeKit began as a traffic exchange script, but most of what makes an exchange work is not the surf bar. Membership levels, recurring payments through PayPal, Stripe and crypto, referral commissions with a maturity period, an admin dashboard and the cron jobs that keep it all running are the same things any membership business needs.

The next version separates that membership core from the exchange and builds three new platforms on it. Owners of a traffic exchange keep their updates and support as before, for the 6 or 12 months included with their package or a renewed year; nothing you run today is being replaced.`,
      ),
      ...bullets("next", [
        "Learning Management: sell courses and lessons behind membership levels. Planned for 2026, no fixed date yet.",
        "E-commerce: sell digital and physical products with member-only pricing. Planned for 2027.",
        "SaaS: bill subscriptions for your own web software. Planned for 2027, after E-commerce.",
      ]),
    ]),
    stats("numbers", undefined, [
      { value: "3", label: "new platforms in development" },
      { value: "2026", label: "first planned launch: Learning Management" },
      { value: "24-48 h", label: "setup once a platform is available" },
      { value: "100%", label: "source code access, as with every licence" },
    ]),
    steps(
      "after-joining",
      "What happens after you join",
      "Leave your email in the form on this page, and pick the platform you want most if you like. This is what follows.",
      [
        {
          title: "Confirm your address",
          description:
            "We send one email with a link to confirm it. Until you click it we never write again, and after 30 days we delete it.",
        },
        {
          title: "No emails in between",
          description: "No newsletter and no progress notes while we build. Your address is kept for the launch email only.",
        },
        {
          title: "One email when it opens",
          description: "If you picked a platform, we write when that one opens; if not, when the first one does.",
        },
        {
          title: "Launch pricing",
          description: "That email brings your launch pricing, held for waitlist members for 30 days.",
        },
        {
          title: "Your site in 24-48 hours",
          description: "Order when a platform opens and we set it up within 24-48 hours, as we do for exchanges today.",
        },
      ],
    ),
    callToAction("cta", {
      heading: "Want to run a traffic exchange now?",
      body: "The Traffic Ad Exchange platform is available today, with 50+ features, 100% source code and a done-for-you launch in 24-48 hours.",
      primaryCta: { label: "See the Traffic Ad Exchange script, available now", href: "/home" },
      secondaryCta: { label: "Try the demo", href: "/demo" },
    }),
  ],

  "coming-soon": [
    pageBlock("form", {
      heading: "Join the waitlist",
      intro: "One e-mail when it opens, with your launch pricing. No newsletter, no sharing your address.",
    }),
    comparisonTable(
      "platforms",
      "Three platforms, one membership core",
      "Launch estimates are plans, not promises, and the feature lists may change before release.",
      ["Learning Management", "E-commerce", "SaaS"],
      [
        { label: "Planned for", values: ["2026, no fixed date yet", "2027", "2027, after E-commerce"] },
        { label: "What you sell", values: ["Courses and lessons", "Digital and physical products", "Subscriptions to your web software"] },
        {
          label: "Access control",
          values: ["By membership level or one-off purchase", "Member-only prices by level", "Plans, seats and usage limits"],
        },
        { label: "Affiliate commissions", values: ["On course sales", "Per sale", "Recurring"] },
        { label: "Membership levels, admin dashboard and cron jobs", values: ["Yes", "Yes", "Yes"] },
        { label: "100% source code access", values: ["Yes", "Yes", "Yes"] },
      ],
    ),
    richText("lms", "Learning Management", [
      ...paragraphs(
        "lms",
        "A course platform on the same membership core as the exchange script. Lessons unlock by membership level or by one-off purchase, and affiliates earn commissions on course sales the way exchange members earn on upgrades. It is the first platform planned, for 2026, with no fixed date yet.",
      ),
      ...bullets("lms", [
        "Courses, modules and lessons",
        "Access by membership level or one-off purchase",
        "Drip release of lessons on a schedule",
        "Member progress tracking",
      ]),
    ]),
    richText("shop", "E-commerce", [
      ...paragraphs(
        "shop",
        "A store that knows who your members are, with the payments and affiliate tools the exchange script already uses. It is planned for 2027 and the feature list may change before release.",
      ),
      ...bullets("shop", [
        "Digital downloads and physical products",
        "Member-only prices by level",
        "Coupons and product bundles",
        "PayPal, Stripe and crypto checkout",
      ]),
    ]),
    richText("saas", "SaaS", [
      ...paragraphs(
        "saas",
        "A starting point for subscription software: the account system, billing and affiliate programme are ready, so you build your product rather than everything around it. It is planned for 2027, after E-commerce.",
      ),
      ...bullets("saas", [
        "Subscription plans with monthly and yearly billing",
        "Seats and usage limits per plan",
        "Grace periods for failed renewals",
        "Team accounts and invitations",
        "REST API for your application",
      ]),
    ]),
    steps("waitlist", "From waitlist to launch", "Join with the form on this page and, if you like, choose the platform you want most.", [
      {
        title: "Join the waitlist",
        description:
          "Leave your email and, optionally, choose Learning Management, E-commerce or SaaS, then confirm it from the email we send.",
      },
      { title: "No emails in between", description: "After the confirmation: no newsletter and no progress notes while we build." },
      {
        title: "One email when it opens",
        description: "We email you once, when the platform you chose opens, or the first one if you did not choose.",
      },
      {
        title: "Order at launch pricing",
        description: "That email brings your launch pricing, held for waitlist members for 30 days after the platform opens.",
      },
      {
        title: "Go live in 24-48 hours",
        description: "Once a platform is available, we set up your site within 24-48 hours of receiving your details.",
      },
    ]),
    callToAction("cta", {
      heading: "Compare all four platforms",
      body: "See how the coming platforms sit beside the Traffic Ad Exchange, which you can order and launch today.",
      primaryCta: { label: "Compare platforms", href: "/templates" },
      secondaryCta: { label: "See the Traffic Ad Exchange", href: "/home" },
    }),
  ],

  "order-funnel": [pageBlock("orderForm")],
  "test-order-form": [pageBlock("orderForm")],

  "thanks-purchase": [
    pageBlock("orderSummary"),
    steps("next", "Your next steps", undefined, [
      {
        title: "Check your email",
        description:
          "Your payment receipt comes from PayPal or Stripe straight away. Our confirmation follows within an hour during desk hours (Monday to Friday, 09:00 to 17:30 UK time), otherwise by the next business morning, with your order reference and your access details: the download link for Script Only, or what we need from you for installation or a done-for-you build.",
      },
      {
        title: "Send server details securely",
        description:
          "If we are installing on your own server, the confirmation email contains a one-time secure link for your hosting login. Never reply with passwords in an ordinary email.",
      },
      {
        title: "We start within one business day",
        description:
          "A technician picks up your order within one business day. Installation and done-for-you builds are finished within 24-48 hours of us receiving your server access or site details.",
      },
      {
        title: "Work through the launch checklist",
        description:
          "At handover you get your admin login and a launch checklist: change server passwords, run a test purchase, set your surf ratios and levels, add your first sites and banners, and announce your opening.",
      },
    ]),
    stats("times", "Delivery times", [
      {
        value: "Within 1 desk hour",
        label: "confirmation email with your order reference; outside desk hours, by the next business morning",
      },
      { value: "1 business day", label: "until we start work on your order" },
      { value: "24-48 h", label: "installation or done-for-you launch, once we have what we need" },
      { value: "6 or 12 months", label: "updates and support, depending on your package" },
    ]),
    richText("nothing", "Has your confirmation not arrived?", [
      ...bullets("nothing", [
        "It comes within an hour of payment during desk hours (Monday to Friday, 09:00 to 17:30 UK time), otherwise by the next business morning. If that time has passed, check your spam, junk and promotions folders for mail from support@xchangekit.example.",
        "Search your inbox for your order reference, and check the email address you paid with, which may differ from your usual one.",
        "Still nothing? Email support@xchangekit.example with your order reference and the name or email on the payment, and we will resend your details.",
      ]),
    ]),
    callToAction("cta", {
      heading: "Questions about your order?",
      body: "Our support team replies within one business day. Have your order reference to hand.",
      primaryCta: { label: "Contact support", href: "/support" },
      secondaryCta: { label: "Read the FAQ", href: "/faq" },
    }),
  ],

  "thanks-order": [
    pageBlock("orderSummary"),
    steps("next", "What happens next", undefined, [
      {
        title: "Complete your payment",
        description:
          "If you have not paid yet, use the payment link for your package; it carries your order reference, so your payment is matched to this order.",
      },
      {
        title: "Receipt and confirmation",
        description:
          "Once payment clears you get a receipt from PayPal or Stripe, then our confirmation email with your order reference and access details: within an hour during desk hours (Monday to Friday, 09:00 to 17:30 UK time), otherwise by the next business morning.",
      },
      {
        title: "We confirm your domain and hosting",
        description:
          "Within one business day we check your domain and hosting choices with you: registering a domain, pointing yours to our servers, or checking your own server against the requirements.",
      },
      {
        title: "Server access over a secure channel",
        description:
          "If we are installing on your server, we send a one-time secure link for your login details. Never put passwords in the order form or an ordinary email.",
      },
      {
        title: "We build and hand over",
        description:
          "Installation and done-for-you builds are finished within 24-48 hours of us having what we need. You receive your admin login and a launch checklist to work through.",
      },
    ]),
    comparisonTable(
      "delivery",
      "Delivery times",
      "Times start once payment has cleared and we have what we need from you.",
      ["Ready in", "What we need from you"],
      [
        {
          label: "Script Only",
          values: ["Download link within an hour of payment in desk hours, otherwise by the next business morning", "Nothing more"],
        },
        { label: "Script + Installation", values: ["24-48 hours after we receive server access", "Server login through our secure link"] },
        {
          label: "Script + Install + Hosting and the Payment Plan",
          values: ["24-48 hours after your domain points to our servers", "A DNS change, or a domain for us to register"],
        },
        {
          label: "Complete and Premium Packages",
          values: ["24-48 hours after we receive your details", "Site name, domain, logo and colours"],
        },
        { label: "Custom modifications", values: ["As agreed in your written quote", "Approval of the scope"] },
        { label: "Graphics and Branding", values: ["5-7 business days", "Your design brief"] },
      ],
    ),
    richText("nothing", "Has your confirmation not arrived?", [
      ...bullets("nothing", [
        "It comes within an hour of payment during desk hours (Monday to Friday, 09:00 to 17:30 UK time), otherwise by the next business morning. If that time has passed, check your spam, junk and promotions folders for mail from support@xchangekit.example.",
        "Make sure the payment went through: your PayPal or Stripe receipt shows the amount and date.",
        "Email support@xchangekit.example with your order reference and the email address you paid with, and we will look it up.",
      ]),
    ]),
    callToAction("cta", {
      heading: "Need help with your order?",
      body: "Write to support with your order reference and we reply within one business day.",
      primaryCta: { label: "Contact support", href: "/support" },
      secondaryCta: { label: "Read the Support Policy", href: "/refund" },
    }),
  ],
};
