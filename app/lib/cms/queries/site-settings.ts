import type { z } from "zod";
import { present } from "~/lib/cms/models/fields";
import { siteSettingsDocument } from "~/lib/cms/models/site";
import type { SiteSettingsGroqResult } from "~/lib/cms/sanity.types";
import { defineQuery, groq } from "~/lib/cms/query";

/**
 * The settings as the site reads them: the stored document without Sanity's system fields, and without what only the
 * mail needs (app/lib/cms/queries/mail.ts) or the redirect map (queries/redirects.ts): the root loader hands these to
 * the browser, and the operator's addresses are nobody's business.
 */
export const siteSettingsModel = siteSettingsDocument.omit({
  _id: true,
  _type: true,
  _createdAt: true,
  _updatedAt: true,
  _rev: true,
  notificationEmails: true,
  replyTime: true,
  redirectHosts: true,
});

export type SiteSettings = z.infer<typeof siteSettingsModel>;

const siteSettingsGroq = groq`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  productName,
  operatorBrand,
  tagline,
  description,
  siteUrl,
  supportEmail,
  social{twitter, facebook, linkedin, youtube},
  parentSiteUrl,
  footerClaims{summary, highlights},
  copyrightYear,
  demo,
  "trustedHosts": coalesce(trustedHosts, []),
  domainYearlyPrice,
  navigationLabels
}`;
export const siteSettingsQuery = defineQuery<SiteSettingsGroqResult>()({
  name: "siteSettings",
  groq: siteSettingsGroq,
  model: present(siteSettingsModel, "there is no site settings document"),
});
