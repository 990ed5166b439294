import { sampleDocument } from "./build/documents";
import { sampleImage } from "./build/images";

/** The people who write the XchangeKit blog. */
export const authors = [
  sampleDocument("author.daniel-mercer", "author", {
    name: "Daniel Mercer",
    slug: { _type: "slug", current: "daniel-mercer" },
    email: "daniel@xchangekit.example",
    bio: "Daniel is the founder and lead developer of LaunchYard. He opened his first manual traffic exchange in 2011 and spent six years tuning surf ratios, chasing cheaters and answering member tickets before writing the first version of XchangeKit to replace the patched scripts he was running. He still leads work on the surf engine, the credit system and the anti-cheat scoring. On the blog he covers credit economics, surf settings and the technical side of keeping an exchange healthy.",
    avatar: sampleImage(
      "authors/daniel-mercer.webp",
      256,
      256,
      "Monogram avatar of Daniel Mercer, founder and lead developer of LaunchYard",
    ),
    socialLinks: {
      twitter: "https://twitter.com/danmercer_dev",
      linkedin: "https://www.linkedin.com/in/daniel-mercer-launchyard",
      website: "https://launchyard.example/team/daniel-mercer",
    },
  }),
  sampleDocument("author.megan-doyle", "author", {
    name: "Megan Doyle",
    slug: { _type: "slug", current: "megan-doyle" },
    email: "megan@xchangekit.example",
    bio: "Megan is head of customer success at LaunchYard, where she runs installations, done-for-you launches and the support desk. Before joining in 2019 she ran a safelist and a viral mailer of her own for five years, so she knows what a member inbox full of support tickets looks like on a Monday morning. Her team configures payment processors, membership levels and cron jobs for new owners and walks them through their first weeks in the admin panel. She writes about launch planning, member engagement and surf contests.",
    avatar: sampleImage("authors/megan-doyle.webp", 256, 256, "Monogram avatar of Megan Doyle, head of customer success at LaunchYard"),
    socialLinks: {
      twitter: "https://twitter.com/megandoyle_ly",
      linkedin: "https://www.linkedin.com/in/megan-doyle-launchyard",
      website: "https://launchyard.example/team/megan-doyle",
    },
  }),
];

/** Blog categories, in the order the blog lists them. */
export const categories = [
  sampleDocument("category.getting-started", "category", {
    name: "Getting Started",
    slug: { _type: "slug", current: "getting-started" },
    description: "Choosing a niche and a name, installing the script and setting up membership levels before your first member signs up.",
    color: "#4f46e5",
    icon: "rocket",
    order: 1,
  }),
  sampleDocument("category.running-your-exchange", "category", {
    name: "Running Your Exchange",
    slug: { _type: "slug", current: "running-your-exchange" },
    description:
      "Day-to-day administration: credit inventory, the site approval queue, cron jobs, bans and keeping cheaters out. Practical notes for owners who want their exchange to run smoothly for years.",
    color: "#0891b2",
    icon: "wrench",
    order: 2,
  }),
  sampleDocument("category.growth-promotion", "category", {
    name: "Growth & Promotion",
    slug: { _type: "slug", current: "growth-promotion" },
    description:
      "Promoting a new exchange, recruiting active members and keeping them surfing with contests, bonuses and a useful member mailer.",
    color: "#ea580c",
    icon: "megaphone",
    order: 3,
  }),
  sampleDocument("category.monetization", "category", {
    name: "Monetization",
    slug: { _type: "slug", current: "monetization" },
    description:
      "Pricing membership levels, credit packages and one-time offers, and setting referral commissions your exchange can afford to pay.",
    color: "#16a34a",
    icon: "chart",
    order: 4,
  }),
  sampleDocument("category.design-trust", "category", {
    name: "Design & Trust",
    slug: { _type: "slug", current: "design-trust" },
    description:
      "Layouts, graphics and clear policies that make a new exchange look established. How splash pages, member areas and honest terms earn sign-ups and upgrades.",
    color: "#db2777",
    icon: "palette",
    order: 5,
  }),
];

/** Blog tags. */
export const tags = [
  sampleDocument("tag.traffic-exchanges", "tag", {
    name: "Traffic Exchanges",
    slug: { _type: "slug", current: "traffic-exchanges" },
    color: "#6366f1",
  }),
  sampleDocument("tag.safelists", "tag", {
    name: "Safelists",
    slug: { _type: "slug", current: "safelists" },
    color: "#0ea5e9",
  }),
  sampleDocument("tag.credits-ratios", "tag", {
    name: "Credits & Ratios",
    slug: { _type: "slug", current: "credits-ratios" },
    color: "#14b8a6",
  }),
  sampleDocument("tag.surf-contests", "tag", {
    name: "Surf Contests",
    slug: { _type: "slug", current: "surf-contests" },
    color: "#f59e0b",
  }),
  sampleDocument("tag.member-engagement", "tag", {
    name: "Member Engagement",
    slug: { _type: "slug", current: "member-engagement" },
    color: "#8b5cf6",
  }),
  sampleDocument("tag.anti-cheat", "tag", {
    name: "Anti-Cheat",
    slug: { _type: "slug", current: "anti-cheat" },
    color: "#dc2626",
  }),
  sampleDocument("tag.launch-strategy", "tag", {
    name: "Launch Strategy",
    slug: { _type: "slug", current: "launch-strategy" },
    color: "#65a30d",
  }),
  sampleDocument("tag.site-design", "tag", {
    name: "Site Design",
    slug: { _type: "slug", current: "site-design" },
    color: "#e11d48",
  }),
];
