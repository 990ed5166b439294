import { AFFILIATE_BANNER_SIZE_OPTIONS } from "~/lib/cms/options";
import { sampleDocument } from "./build/documents";
import { sampleImage } from "./build/images";

/** One banner per size the page names, drawn in artwork/affiliates/ (decision 070). */
const banners = AFFILIATE_BANNER_SIZE_OPTIONS.map(({ value: size }) => {
  const [width = 0, height = 0] = size.split("x").map(Number);
  return {
    _key: `banner-${size}`,
    ...sampleImage(`affiliates/xchangekit-${size}.webp`, width, height, "XchangeKit: launch your own traffic exchange"),
    size,
  };
});

/** The programme the /affiliates page describes (decision 069): its words name these numbers through tokens. */
export const affiliateProgramme = sampleDocument("affiliateProgramme", "affiliateProgramme", {
  packageRate: 30,
  serviceRate: 20,
  hostingRate: 10,
  hostingMonths: 12,
  cookieDays: 60,
  maturityDays: 30,
  payoutDay: 15,
  payoutMinimum: 50,
  banners,
});
