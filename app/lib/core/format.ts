/*
 * Numbers as the site prints them (US English, US dollars), the same on the server and in the browser. Written out
 * instead of Intl: the first Intl.NumberFormat a page creates costs Chromium about 23 ms of main thread (loading its
 * number data), inside the task that starts the page's scripts (decision 041). tests/unit/format.test.ts holds every
 * function here to Intl's output.
 */

/**
 * A number with thousands separators, rounded half away from zero to at most `maxFractionDigits` decimals and padded to
 * at least `minFractionDigits`: formatNumber(19.94, 1) is "19.9", formatNumber(12480) is "12,480".
 */
export function formatNumber(value: number, maxFractionDigits = 0, minFractionDigits = 0): string {
  const size = Math.abs(value);
  // Like Intl, round the shortest decimal that reads back as the number (1.005 → 1.01; toFixed gives 1.00): moving the
  // point in its text is exact. String() writes an exponent only below 1e-6, which rounds to 0 at any precision the
  // site prints, or from 1e21, beyond any price or count.
  const scaled = String(size).includes("e") ? 0 : Math.round(Number(`${size}e${maxFractionDigits}`));
  const digits = String(scaled).padStart(maxFractionDigits + 1, "0");
  const whole = digits.slice(0, digits.length - maxFractionDigits);
  const decimals = digits.slice(whole.length).replace(/0+$/, "").padEnd(minFractionDigits, "0");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${decimals ? `.${decimals}` : ""}`;
}

/** A price in US dollars as the site shows it everywhere: $1,190, or $74.50 when it has cents. */
export function formatUsd(amount: number): string {
  const digits = Number.isInteger(amount) ? formatNumber(amount) : formatNumber(amount, 2, 2);
  return digits.startsWith("-") ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** A count with thousands separators: 12,480. */
export function formatCount(value: number): string {
  return formatNumber(value);
}
