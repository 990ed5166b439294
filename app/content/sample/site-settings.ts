import { sampleDocument } from "./build/documents";

export const siteSettings = sampleDocument("siteSettings", "siteSettings", {
  productName: "XchangeKit",
  operatorBrand: "LaunchYard",
  tagline: "Launch your own traffic ad exchange in 24-48 hours",
  description:
    "XchangeKit is a PHP membership script for running a traffic ad exchange: manual and auto surf, " +
    "credit economy, banner and text ads, referral commissions and anti-cheat, with 100% source code " +
    "access, installation, hosting and done-for-you builds from LaunchYard.",
  siteUrl: "https://xchangekit.example",
  supportEmail: "support@xchangekit.example",
  social: {
    twitter: "https://twitter.com/xchangekit",
    facebook: "https://www.facebook.com/xchangekit",
    linkedin: "https://www.linkedin.com/company/launchyard",
    youtube: "https://www.youtube.com/@xchangekit",
  },
  parentSiteUrl: "https://launchyard.example",
  footerClaims: {
    summary: "Modern, feature-rich membership scripts with ongoing support.",
    highlights: ["50+ features", "24-48 hour launch", "100% source code access"],
  },
  copyrightYear: 2025,
  demo: {
    memberAreaUrl: "https://demo.xchangekit.example/members/login",
    memberUsername: "demomember",
    memberPassword: "surf-demo-2025",
    adminAreaUrl: "https://demo.xchangekit.example/admin",
    adminUsername: "demoadmin",
    adminPassword: "admin-demo-2025",
    resetSchedule: "Every night at 03:00 UTC: change anything you like.",
  },
  domainYearlyPrice: 15,
  // The parent company's site: redirects may send visitors there (decision 076).
  redirectHosts: ["launchyard.example"],
  notificationEmails: ["sales@xchangekit.example"],
  replyTime: "within one business day",
});
