import { z } from "zod";
import { AFFILIATE_BANNER_SIZE_OPTIONS, optionValues } from "~/lib/cms/options";
import { present } from "~/lib/cms/models/fields";
import { affiliateProgrammeDocument } from "~/lib/cms/models/affiliates";
import type { AffiliateProgrammeGroqResult } from "~/lib/cms/sanity.types";
import { defineQuery, groq } from "~/lib/cms/query";
import { bannerImageProjection, imageSource, resilientList } from "./fragments";

/** A banner as affiliates are given it: its size, and its image's URL, pixel size and alternative text. */
const bannerView = imageSource.extend({ _key: z.string().min(1), size: z.enum(optionValues(AFFILIATE_BANNER_SIZE_OPTIONS)) });

/** The programme's rules and banners, as the site applies and shows them (decision 069). */
export const affiliateProgrammeModel = affiliateProgrammeDocument
  .omit({ _id: true, _type: true, _createdAt: true, _updatedAt: true, _rev: true, banners: true })
  .extend({ banners: resilientList(bannerView, "affiliate banners") });
export type AffiliateProgrammeView = z.infer<typeof affiliateProgrammeModel>;

const affiliateProgrammeGroq = groq`*[_type == "affiliateProgramme" && _id == "affiliateProgramme"][0]{
  packageRate,
  serviceRate,
  hostingRate,
  hostingMonths,
  cookieDays,
  maturityDays,
  payoutDay,
  payoutMinimum,
  "banners": coalesce(banners[]${bannerImageProjection}, [])
}`;
export const affiliateProgrammeQuery = defineQuery<AffiliateProgrammeGroqResult>()({
  name: "affiliateProgramme",
  groq: affiliateProgrammeGroq,
  model: present(affiliateProgrammeModel, "there is no affiliate programme document"),
});
