/**
 * The affiliate programme's numbers in content are tokens, like prices (decision 034): `{programme:<name>}` anywhere
 * in a text stands for that number of the published `affiliateProgramme` document, as a visitor reads it, so the
 * /affiliates copy and the privacy policy say what the site applies (decision 071). Shared with the Studio, which
 * refuses a token naming no number of the programme.
 */
import { formatUsd } from "../core/format";

/** The numbers of the programme a token may name: the document's fields. */
export const PROGRAMME_TOKEN_NAMES = [
  "packageRate",
  "serviceRate",
  "hostingRate",
  "hostingMonths",
  "cookieDays",
  "maturityDays",
  "payoutDay",
  "payoutMinimum",
] as const;
export type ProgrammeTokenName = (typeof PROGRAMME_TOKEN_NAMES)[number];
export type ProgrammeNumbers = Record<ProgrammeTokenName, number>;

const PROGRAMME_TOKEN = /\{programme:([^}\s]*)\}/g;

/** How a marketer writes one of the programme's numbers. */
export const programmeToken = (name: string) => `{programme:${name}}`;

export function hasProgrammeToken(text: string): boolean {
  return text.includes("{programme:");
}

/** The names the programme tokens of a text give, in order. */
export function programmeTokenNames(text: string): string[] {
  return [...text.matchAll(PROGRAMME_TOKEN)].map((match) => match[1]!);
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: the payout day as the page says it. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
}

/** Each token's words: rates with their percent sign, the payout day as an ordinal, the minimum in dollars, days and months as numbers. */
export function programmeTokenValues(programme: ProgrammeNumbers): ReadonlyMap<string, string> {
  const shown = (name: ProgrammeTokenName): string => {
    const value = programme[name];
    if (name.endsWith("Rate")) return `${value}%`;
    if (name === "payoutDay") return ordinal(value);
    if (name === "payoutMinimum") return formatUsd(value);
    return String(value);
  };
  return new Map(PROGRAMME_TOKEN_NAMES.map((name) => [name, shown(name)]));
}

/** The text with each token replaced by `valueOf(name)`; a token it knows nothing of is left as written. */
export function resolveProgrammeTokens(text: string, valueOf: (name: string) => string | undefined): string {
  return text.replace(PROGRAMME_TOKEN, (token, name: string) => valueOf(name) ?? token);
}
