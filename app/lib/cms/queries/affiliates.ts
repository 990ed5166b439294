import { z } from "zod";
import { AFFILIATE_BANNER_SIZE_OPTIONS, optionValues } from "~/lib/cms/options";
import { present } from "~/lib/cms/models/fields";
import { affiliateProgrammeDocument, emailSwipe } from "~/lib/cms/models/affiliates";
import type { AffiliateProgrammeGroqResult } from "~/lib/cms/sanity.types";
import { defineQuery, groq } from "~/lib/cms/query";
import { bannerImageProjection, imageSource, resilientList } from "./fragments";

/** A banner as affiliates are given it: its size, and its image's URL, pixel size and alternative text. */
const bannerView = imageSource.extend({ _key: z.string().min(1), size: z.enum(optionValues(AFFILIATE_BANNER_SIZE_OPTIONS)) });

/** A swipe as its affiliate is given it: a swipe the model refuses (no `{link}`) is left out, and logged. */
const emailSwipeView = emailSwipe.omit({ _type: true });
export type EmailSwipeView = z.infer<typeof emailSwipeView>;

/** The programme's rules, banners and e-mail swipes, as the site applies and shows them (decisions 069, 070). */
export const affiliateProgrammeModel = affiliateProgrammeDocument
  .omit({ _id: true, _type: true, _createdAt: true, _updatedAt: true, _rev: true, banners: true, emailSwipes: true })
  .extend({ banners: resilientList(bannerView, "affiliate banners"), emailSwipes: resilientList(emailSwipeView, "e-mail swipes") });
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
  "banners": coalesce(banners[]${bannerImageProjection}, []),
  "emailSwipes": coalesce(emailSwipes[]{ _key, title, kind, subject, body }, [])
}`;
export const affiliateProgrammeQuery = defineQuery<AffiliateProgrammeGroqResult>()({
  name: "affiliateProgramme",
  groq: affiliateProgrammeGroq,
  model: present(affiliateProgrammeModel, "there is no affiliate programme document"),
});
