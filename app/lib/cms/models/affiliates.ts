import { z } from "zod";
import { AFFILIATE_BANNER_SIZE_OPTIONS, optionValues } from "~/lib/cms/options";
import { documentModel, keyedImage } from "./fields";

const percent = z.number().int().min(0).max(90);
const wholeDays = z.number().int().min(0).max(365);

/** The affiliate programme's rules and banners (decision 069): one document, `affiliateProgramme`. */
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
});
