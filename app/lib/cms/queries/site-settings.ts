import type { z } from "zod";
import { siteSettingsDocument } from "../models/site";
import { defineQuery } from "../query";

/** The settings as the site reads them: the stored document without Sanity's system fields. */
export const siteSettingsModel = siteSettingsDocument.omit({ _id: true, _type: true, _createdAt: true, _updatedAt: true, _rev: true });

export type SiteSettings = z.infer<typeof siteSettingsModel>;

export const siteSettingsQuery = defineQuery({
  name: "siteSettings",
  groq: /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0]{
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
  }`,
  model: siteSettingsModel,
});
