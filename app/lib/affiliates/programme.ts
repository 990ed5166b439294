/**
 * The affiliate programme's vocabulary (decision 069), browser-safe: what an affiliate's code looks like, the kinds of
 * sale a rate applies to, and the rules as the site applies them (their values are the CMS's `affiliateProgramme`
 * document, read by programme.server.ts).
 */

/** What a sale is, for its commission rate: the script, packages and one-time offers; services; hosting. */
export const COMMISSION_CATEGORIES = ["package", "service", "hosting"] as const;
export type CommissionCategory = (typeof COMMISSION_CATEGORIES)[number];

/** The rules the site applies: the CMS document's numbers (rates in percent, money in dollars). */
export interface ProgrammeRules {
  rates: Record<CommissionCategory, number>;
  /** For how many months of a referred customer's hosting the hosting rate is paid. */
  hostingMonths: number;
  cookieDays: number;
  maturityDays: number;
  /** The day of the month payouts are made. */
  payoutDay: number;
  /** Dollars: a smaller matured balance waits for the next month. */
  payoutMinimum: number;
}

/** The characters of an affiliate's code: lower case, no look-alikes (0/o, 1/l/i), so a code read aloud is typed right. */
export const AFFILIATE_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const AFFILIATE_CODE_LENGTH = 6;
const AFFILIATE_CODE = new RegExp(`^[${AFFILIATE_CODE_ALPHABET}]{${AFFILIATE_CODE_LENGTH}}$`);

/** Whether `value` has the form of an affiliate's code (whether one exists is the store's answer). */
export function isAffiliateCode(value: unknown): value is string {
  return typeof value === "string" && AFFILIATE_CODE.test(value);
}

/** The query parameters of a tracking link (`ref` carries order references on the offer and thank-you pages). */
export const AFFILIATE_PARAM = "aff";
export const CAMPAIGN_PARAM = "campaign";
