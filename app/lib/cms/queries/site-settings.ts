import { z } from "zod";
import { defineQuery } from "../query";
import { httpUrl } from "../models/fields";

export const siteSettingsModel = z.object({
  productName: z.string().min(1),
  operatorBrand: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  siteUrl: httpUrl,
  supportEmail: z.email(),
  social: z.object({
    twitter: httpUrl,
    facebook: httpUrl,
    linkedin: httpUrl,
    youtube: httpUrl,
  }),
  parentSiteUrl: httpUrl,
  footerClaims: z.object({
    summary: z.string().min(1),
    highlights: z.array(z.string().min(1)),
  }),
  copyrightYear: z.number().int(),
});

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
    copyrightYear
  }`,
  model: siteSettingsModel,
});
