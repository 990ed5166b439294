/*
 * Dates as the site prints them (US English, in UTC so server and browser agree). Written out instead of
 * Intl.DateTimeFormat for the reason lib/core/format.ts gives (decision 041); tests/unit/format.test.ts holds them to Intl.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function utcDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${value}`);
  return date;
}

/** A date as the site shows it, the same on server and client: March 18, 2025. */
export function formatDate(iso: string): string {
  const date = utcDate(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A stored date (YYYY-MM-DD) as "March 2019". */
export function formatMonthYear(date: string): string {
  const parsed = utcDate(`${date}T00:00:00Z`);
  return `${MONTHS[parsed.getUTCMonth()]} ${parsed.getUTCFullYear()}`;
}
