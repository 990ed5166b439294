import { z } from "zod";
import { AFFILIATE_BANNER_SIZE_OPTIONS, EMAIL_SWIPE_KIND_OPTIONS, optionValues } from "~/lib/cms/options";
import { SWIPE_BODY_MAX_LENGTH, SWIPE_SUBJECT_MAX_LENGTH, swipeTextProblem } from "~/lib/declarations/email-swipes";
import { documentModel, keyedImage } from "./fields";

const percent = z.number().int().min(0).max(90);
const wholeDays = z.number().int().min(0).max(365);

/** A swipe's text as the Studio lets it be published: nothing a reader would see as an unfilled placeholder. */
const swipeText = (maxLength: number, linkRequired: boolean) =>
  z
    .string()
    .min(1)
    .max(maxLength)
    .superRefine((text, context) => {
      const problem = swipeTextProblem(text, { linkRequired });
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

/** An e-mail swipe affiliates are given (decision 070): the body carries `{link}`, their tracking link. */
export const emailSwipe = z.strictObject({
  _key: z.string().min(1),
  _type: z.literal("emailSwipe"),
  title: z.string().min(1).max(80),
  kind: z.enum(optionValues(EMAIL_SWIPE_KIND_OPTIONS)),
  subject: swipeText(SWIPE_SUBJECT_MAX_LENGTH, false),
  body: swipeText(SWIPE_BODY_MAX_LENGTH, true),
});

/** The affiliate programme's rules, banners and e-mail swipes (decisions 069, 070): one document, `affiliateProgramme`. */
export const affiliateProgrammeDocument = documentModel("affiliateProgramme", {
  packageRate: percent,
  serviceRate: percent,
  hostingRate: percent,
  hostingMonths: z.number().int().min(0).max(120),
  cookieDays: wholeDays.min(1),
  maturityDays: wholeDays,
  payoutDay: z.number().int().min(1).max(28),
  payoutMinimum: z.number().min(0),
  banners: z.array(keyedImage.extend({ size: z.enum(optionValues(AFFILIATE_BANNER_SIZE_OPTIONS)) })).optional(),
  emailSwipes: z.array(emailSwipe).optional(),
});
