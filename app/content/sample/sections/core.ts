import {
  callToAction,
  comparisonTable,
  faqList,
  featureGrid,
  hero,
  pageBlock,
  paragraphs,
  pricingTable,
  richText,
  stats,
  steps,
  subheading,
  bullets,
  testimonials,
} from "./builders";
import { sampleImage } from "~/content/sample/build/images";

/** Sample sections of the home and pricing pages, by page slug. */
export const coreSections: Record<string, object[]> = {
  home: [
    hero("hero", {
      eyebrow: "Traffic ad exchange script",
      heading: "XchangeKit: launch your own traffic ad exchange in 24-48 hours",
      subheading:
        "A complete membership script for manual and auto surf exchanges, with a credit economy, banner and text ads, referral commissions and anti-cheat built in. Buy the script with 100% source code, or let LaunchYard install, host and launch it for you.",
      primaryCta: { label: "Get Started", href: "/order-funnel" },
      secondaryCta: { label: "View Demo", href: "/demo" },
      image: sampleImage(
        "home/member-area.webp",
        1200,
        900,
        "The member area of a sample traffic exchange called SurfDrift: a surf bar along the top with an 8-second countdown ring, a pick-the-matching-icon check and +0.8 credits earned, a sidebar menu, cards showing 12,480 credits, 214 pages surfed today, 6 active ads and 38 referrals, a 7-day surf traffic chart, and a list of the member's ads with their views and status.",
      ),
    }),
    pageBlock("platforms", {
      heading: "One membership engine, four platforms",
      intro: "Traffic Ad Exchange is available today; the others are on their way.",
    }),
    stats("proof", undefined, [
      { value: "50+", label: "features in the script" },
      { value: "24-48 h", label: "from receiving your details to a live exchange" },
      { value: "100%", label: "source code access" },
      { value: "{price:script-only}", label: "script licence, one-time" },
    ]),
    featureGrid(
      "features",
      "What your exchange can do on day one",
      "The features owners ask about first. The full list has more than fifty.",
      [
        "feature.surf-ratios",
        "feature.site-rotation",
        "feature.membership-levels",
        "feature.commission-maturity",
        "feature.admin-dashboard",
        "feature.paypal-subscriptions",
        "feature.click-to-verify-captcha",
        "feature.source-code-access",
      ],
    ),
    pricingTable(
      "pricing",
      "Pick the package that fits your launch",
      "Install the script yourself, have us install it and host it, or let us build the whole exchange. Every package includes the full source code; the pricing page compares all six, with the payment plan from {price:payment-plan} down.",
      ["pricingTier.script-only", "pricingTier.script-installation", "pricingTier.script-install-hosting", "pricingTier.complete-package"],
    ),
    steps(
      "done-for-you",
      "Done-for-you: live in 24-48 hours",
      "Prefer not to touch a server? We set up everything and hand you the keys.",
      [
        {
          title: "Choose your package",
          description:
            "Pick a done-for-you package, Complete or Premium on the pricing page, and tell us your exchange's name, niche and colours.",
        },
        {
          title: "Domain and hosting",
          description: "Use your own domain or let us register one; we host on a server tuned for surf traffic.",
        },
        {
          title: "We build it",
          description: "Script installed, cron jobs and payments configured, your branding applied, test members surfed.",
        },
        { title: "You launch", description: "Within 24-48 hours you get the admin login, a launch checklist and our support on call." },
      ],
    ),
    pageBlock("newestListings", {
      heading: "Newest sites for sale",
      intro: "Established exchanges with real members, ready to hand over.",
      linkLabel: "See every site for sale",
    }),
    testimonials("testimonials", "Owners who launched with XchangeKit", undefined, [
      "testimonial.marcus-hale",
      "testimonial.linda-kowalczyk",
      "testimonial.kevin-marsh",
    ]),
    faqList("faq", "Questions before you buy", undefined, [
      "faq.what-is-xchangekit",
      "faq.server-requirements",
      "faq.payment-plan",
      "faq.refund-policy",
    ]),
    callToAction("cta", {
      heading: "Your exchange could be taking sign-ups this week",
      body: "Order today and we start within one business day of your payment. Questions first? Our pre-sale team answers within one business day.",
      primaryCta: { label: "Get Started", href: "/order-funnel" },
      secondaryCta: { label: "Ask a question", href: "/support" },
    }),
  ],
  pricing: [
    pageBlock("packages", { heading: "Packages" }),
    comparisonTable(
      "compare",
      "Compare the packages",
      "What each one-time package includes. The payment plan includes everything in Script + Install + Hosting.",
      ["Script Only", "+ Installation", "+ Hosting", "Complete", "Premium"],
      [
        {
          label: "Price (one-time)",
          values: [
            "{price:script-only}",
            "{price:script-installation}",
            "{price:script-install-hosting}",
            "{price:complete-package}",
            "{price:premium-package}",
          ],
        },
        { label: "XchangeKit script, 100% source code", values: ["Yes", "Yes", "Yes", "Yes", "Yes"] },
        { label: "Installation on your server or ours", values: ["-", "Your server", "Our servers", "Our servers", "Our servers"] },
        { label: "Hosting, first 12 months", values: ["-", "-", "Yes", "Yes", "Yes"] },
        { label: "Graphics pack and branded setup", values: ["-", "-", "-", "Yes", "Yes"] },
        { label: "VIP upgrade pack and two custom modifications", values: ["-", "-", "-", "-", "Yes"] },
        { label: "Updates and support", values: ["6 months", "6 months", "12 months", "12 months", "12 months, priority"] },
      ],
    ),
    richText("payment-plan", "How the payment plan works", [
      ...paragraphs(
        "pp",
        `The payment plan is the Script + Install + Hosting package paid in instalments: {price:payment-plan} today, then five monthly payments of {price:payment-plan.monthly}. Together these cost more than paying {price:script-install-hosting} once, so if you can pay once, that is the cheaper way to buy the same package.

We start work within one business day of the down payment clearing, exactly as we would for a one-time order, so your exchange does not wait for the last payment.`,
      ),
      subheading("pp-terms", "Good to know"),
      ...bullets("pp-list", [
        "Instalments are charged on the same day each month through the checkout you paid with.",
        "You can pay the remaining monthly payments early at any time, with no extra fees.",
        "If a monthly payment fails, we email you and give you 7 days to pay; after that, support and updates pause until it is paid.",
        "Installation fees are not refundable, and no package comes with an income guarantee.",
      ]),
    ]),
    faqList("faq", "Pricing questions", undefined, [
      "faq.package-prices",
      "faq.payment-plan",
      "faq.one-licence-per-domain",
      "faq.refund-policy",
    ]),
    callToAction("cta", {
      heading: "Not sure which package to pick?",
      body: "Tell us about your plans and we will recommend the package that fits, honestly.",
      primaryCta: { label: "Ask pre-sale help", href: "/support" },
      secondaryCta: { label: "See the demo", href: "/demo" },
    }),
  ],
};
