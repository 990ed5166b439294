import { cms } from "~/lib/cms/client/cms.server";
import { readingPublished } from "~/lib/cms/client/read-context.server";
import { affiliateProgrammeQuery, type AffiliateProgrammeView } from "~/lib/cms/queries/affiliates";
import type { ProgrammeRules } from "./programme";

/** The rules as the site applies them, from the programme's document. */
export function rulesOf(programme: AffiliateProgrammeView): ProgrammeRules {
  return {
    rates: { package: programme.packageRate, service: programme.serviceRate, hosting: programme.hostingRate },
    hostingMonths: programme.hostingMonths,
    cookieDays: programme.cookieDays,
    maturityDays: programme.maturityDays,
    payoutDay: programme.payoutDay,
    payoutMinimum: programme.payoutMinimum,
  };
}

/**
 * The programme as published (never a draft, also during a preview): money and cookies follow what the page says to
 * visitors. Cached and kept through CMS faults like every read (decision 029).
 */
export function publishedProgramme(): Promise<AffiliateProgrammeView> {
  return readingPublished(() => cms.fetch(affiliateProgrammeQuery));
}

/** The published rules: what a click, a payment or a payout is worked out with. */
export async function programmeRules(): Promise<ProgrammeRules> {
  return rulesOf(await publishedProgramme());
}
