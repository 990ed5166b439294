import { sampleDocument } from "./build/documents";

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
  banners: [],
});
