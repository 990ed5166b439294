import { describe, expect, it } from "vitest";
import { formatCount, formatNumber, formatUsd } from "~/lib/core/format";
import { formatDate, formatMonthYear } from "~/lib/core/format-date";

// The formatters are written out to keep Intl off the browser's startup (decision 041); Intl is what they must match.
const intlUsdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const intlUsdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const intlNumber = (maxFractionDigits: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: maxFractionDigits });
const intlLongDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const intlMonthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** Every kind of number a price, count or ratio can be: whole, cents, halves on both sides, big, small, negative. */
const NUMBERS = [
  0,
  1,
  7,
  10,
  99,
  100,
  999,
  1000,
  1190,
  1997,
  9999,
  10000,
  12480,
  100000,
  999999,
  1000000,
  1234567.891,
  98765432,
  0.5,
  1.5,
  2.5,
  0.05,
  0.005,
  1.005,
  19.99,
  19.995,
  74.5,
  74.05,
  149.999,
  0.1 + 0.2,
  1e-7,
  999.95,
  999.949,
  19.94,
  19.95,
  22.45,
  22.55,
  -1,
  -0.5,
  -1.5,
  -1190,
  -74.5,
  -1234.5678,
];

describe("formatNumber, formatUsd and formatCount print what Intl prints", () => {
  // A seeded sequence, so a failure names a number that can be tried again.
  let seed = 20261126;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const generated = Array.from({ length: 2000 }, (_, index) => {
    const magnitude = 10 ** Math.floor(random() * 8);
    const value = random() * magnitude;
    return index % 3 === 0 ? Math.round(value) : index % 3 === 1 ? Math.round(value * 100) / 100 : value;
  });

  it.each([...NUMBERS])("%s", (value) => {
    expect(formatUsd(value)).toBe(Number.isInteger(value) ? intlUsdWhole.format(value) : intlUsdCents.format(value));
    expect(formatCount(value)).toBe(intlNumber(0).format(value));
    for (const digits of [1, 2, 3]) expect(formatNumber(value, digits)).toBe(intlNumber(digits).format(value));
  });

  it("over 2,000 generated amounts", () => {
    const mismatches = generated.filter(
      (value) =>
        formatUsd(value) !== (Number.isInteger(value) ? intlUsdWhole : intlUsdCents).format(value) ||
        formatCount(value) !== intlNumber(0).format(value) ||
        formatNumber(value, 1) !== intlNumber(1).format(value),
    );
    expect(mismatches).toEqual([]);
  });

  it("pads to the smallest number of decimals asked for", () => {
    expect(formatNumber(74.5, 2, 2)).toBe("74.50");
    expect(formatNumber(3, 2, 1)).toBe("3.0");
    expect(formatUsd(74.5)).toBe("$74.50");
    expect(formatUsd(1190)).toBe("$1,190");
  });
});

describe("formatDate and formatMonthYear print what Intl prints, in UTC", () => {
  const instants = [
    "2025-03-18T09:30:00Z",
    "2025-01-01T00:00:00Z",
    "2024-12-31T23:59:59.999Z",
    "2024-02-29T12:00:00Z",
    "2026-11-26T10:00:00+05:00",
    "2026-07-04T22:00:00-07:00",
    "1999-09-09",
  ];
  it.each(instants)("%s", (iso) => {
    expect(formatDate(iso)).toBe(intlLongDate.format(new Date(iso)));
  });

  it("every day of a year", () => {
    const days = Array.from({ length: 366 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10));
    expect(days.filter((day) => formatMonthYear(day) !== intlMonthYear.format(new Date(`${day}T00:00:00Z`)))).toEqual([]);
    expect(days.filter((day) => formatDate(day) !== intlLongDate.format(new Date(day)))).toEqual([]);
    expect(formatMonthYear("2019-03-14")).toBe("March 2019");
  });

  it("refuses a value that is not a date, as Intl does", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatMonthYear("2019-13-01")).toThrow(RangeError);
  });
});
