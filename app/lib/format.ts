const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A price in US dollars as the site shows it everywhere: $1,190, or $74.50 when it has cents. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usdWhole.format(amount) : usdCents.format(amount);
}

/** A count with thousands separators: 12,480. */
export function formatCount(value: number): string {
  return integer.format(value);
}

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** A date as the site shows it, the same on server and client: March 18, 2025. */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}
