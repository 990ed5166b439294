import { describe, expect, it } from "vitest";
import {
  cancelledByRefund,
  commissionCents,
  DAY_MS,
  isMatured,
  isPayoutPeriod,
  isSelfReferral,
  laterPaymentParts,
  maturesAt,
  paidParts,
  payoutCutoff,
  payoutPeriodOf,
  referralOf,
  splitByMinimum,
} from "~/lib/affiliates/commission-rules";

/** The programme's money rules (decision 072) with the sample's numbers: 30 / 20 / 10 %, 30 days, the 15th, $50. */

const CATALOGUE = {
  installationPrice: 50,
  offers: [
    { name: "Graphics Pack", price: 97 },
    { name: "VIP Upgrade Pack", price: 199 },
  ],
  modifications: [{ name: "Referral contest", price: 149.5 }],
};
const EARNED = Date.UTC(2026, 10, 20, 8);

describe("what a paid line bought, by category", () => {
  it("the checkout's line: the package with offers at the package rate, installation and modifications as services", () => {
    const line = { kind: "package" as const, addOns: ["Installation", "Graphics Pack", "Referral contest"] };
    expect(paidParts(line, 299_00 + 50_00 + 97_00 + 149_50, CATALOGUE)).toEqual([
      { category: "service", cents: 199_50 },
      { category: "package", cents: 396_00 },
    ]);
  });

  it("a package alone, an accepted offer's line, and an add-on the catalogue no longer names are packages", () => {
    expect(paidParts({ kind: "package", addOns: [] }, 499_00, CATALOGUE)).toEqual([{ category: "package", cents: 499_00 }]);
    expect(paidParts({ kind: "offer", addOns: ["Installation"] }, 199_00, CATALOGUE)).toEqual([{ category: "package", cents: 199_00 }]);
    expect(paidParts({ kind: "package", addOns: ["Retired add-on"] }, 349_00, CATALOGUE)).toEqual([{ category: "package", cents: 349_00 }]);
    // No installation price published: the add-on is not priced as a service.
    expect(paidParts({ kind: "package", addOns: ["Installation"] }, 349_00, { ...CATALOGUE, installationPrice: null })).toEqual([
      { category: "package", cents: 349_00 },
    ]);
  });

  it("a service priced above what was paid takes only what was paid, leaving no package part", () => {
    expect(paidParts({ kind: "package", addOns: ["Referral contest"] }, 100_00, CATALOGUE)).toEqual([
      { category: "service", cents: 100_00 },
    ]);
  });
});

describe("commission amounts", () => {
  it("is the rate of the base in whole cents, rounded down", () => {
    expect(commissionCents(299_00, 30)).toBe(89_70);
    expect(commissionCents(49_99, 10)).toBe(4_99);
    expect(commissionCents(199_50, 20)).toBe(39_90);
    expect(commissionCents(1, 30)).toBe(0);
  });
});

describe("later payments (decision 075)", () => {
  const rules = { hostingMonths: 12 };
  it("an instalment of a payment plan is the package paid in parts: each earns at the package rate", () => {
    expect(laterPaymentParts({ purpose: "instalment", number: 1, cents: 75_00 }, rules)).toEqual([{ category: "package", cents: 75_00 }]);
    expect(laterPaymentParts({ purpose: "instalment", number: 5, cents: 75_00 }, rules)).toEqual([{ category: "package", cents: 75_00 }]);
  });

  it("a hosting payment earns at the hosting rate for the order's first hostingMonths of them, then nothing", () => {
    expect(laterPaymentParts({ purpose: "hosting", number: 1, cents: 49_00 }, rules)).toEqual([{ category: "hosting", cents: 49_00 }]);
    expect(laterPaymentParts({ purpose: "hosting", number: 12, cents: 49_00 }, rules)).toEqual([{ category: "hosting", cents: 49_00 }]);
    expect(laterPaymentParts({ purpose: "hosting", number: 13, cents: 49_00 }, rules)).toEqual([]);
    expect(laterPaymentParts({ purpose: "hosting", number: 4, cents: 49_00 }, { hostingMonths: 3 })).toEqual([]);
  });

  it("nothing paid earns nothing", () => {
    expect(laterPaymentParts({ purpose: "instalment", number: 1, cents: 0 }, rules)).toEqual([]);
  });
});

describe("maturity", () => {
  const rules = { maturityDays: 30 };
  it("matures the programme's days after it was earned, and only a pending commission matures", () => {
    const matures = maturesAt(EARNED, rules);
    expect(matures - EARNED).toBe(30 * DAY_MS);
    expect(isMatured({ status: "pending", maturesAt: matures }, matures - 1)).toBe(false);
    expect(isMatured({ status: "pending", maturesAt: matures }, matures)).toBe(true);
    expect(isMatured({ status: "cancelled", maturesAt: matures }, matures + DAY_MS)).toBe(false);
    expect(isMatured({ status: "paid", maturesAt: matures }, matures + DAY_MS)).toBe(false);
  });
});

describe("refunds and disputes", () => {
  const matures = maturesAt(EARNED, { maturityDays: 30 });
  it("cancel a pending commission before its maturity, not a matured, paid or cancelled one", () => {
    expect(cancelledByRefund({ status: "pending", maturesAt: matures }, matures - 1)).toBe(true);
    expect(cancelledByRefund({ status: "pending", maturesAt: matures }, matures)).toBe(false);
    expect(cancelledByRefund({ status: "paid", maturesAt: matures }, EARNED)).toBe(false);
    expect(cancelledByRefund({ status: "cancelled", maturesAt: matures }, EARNED)).toBe(false);
  });
});

describe("self-referral", () => {
  const affiliate = { email: "maria@surfpromo.example", paypalEmail: "payouts@surfpromo.example" };
  it("is a buyer with the affiliate's address or PayPal address, whatever the case and spaces", () => {
    expect(isSelfReferral(" Maria@SurfPromo.example", affiliate)).toBe(true);
    expect(isSelfReferral("PAYOUTS@surfpromo.example ", affiliate)).toBe(true);
    expect(isSelfReferral("lee@surfpromo.example", affiliate)).toBe(false);
    expect(isSelfReferral("", { email: "maria@surfpromo.example", paypalEmail: "" })).toBe(false);
  });
});

describe("the order's referral", () => {
  it("is read in the funnel's shape; anything else is no referral", () => {
    const clickedAt = "2026-11-19T10:00:00.000Z";
    expect(referralOf({ referral: { code: "abcdef", campaign: "spring", clickedAt } })).toEqual({
      code: "abcdef",
      campaign: "spring",
      clickedAt,
    });
    expect(referralOf({ referral: { code: "abcdef" } })).toEqual({ code: "abcdef", campaign: "", clickedAt: "" });
    for (const referral of [undefined, null, "abcdef", { code: "" }, { code: 7 }]) expect(referralOf({ referral })).toBeNull();
  });
});

describe("monthly payouts", () => {
  it("a month's payout pays what matured by its payout day at midnight UTC, or by now while that day is ahead", () => {
    const rules = { payoutDay: 15 };
    expect(payoutCutoff("2026-12", rules, Date.UTC(2027, 0, 3))).toBe(Date.UTC(2026, 11, 15));
    expect(payoutCutoff("2026-12", rules, Date.UTC(2026, 11, 10, 9))).toBe(Date.UTC(2026, 11, 10, 9));
    expect(payoutPeriodOf(Date.UTC(2026, 11, 31, 23, 59))).toBe("2026-12");
    expect(["2026-12", "2027-01"].every(isPayoutPeriod)).toBe(true);
    expect(["2026-13", "2026-1", "26-12", "2026-12-01", 202612].some(isPayoutPeriod)).toBe(false);
  });

  it("pays balances at or above the minimum and carries smaller ones over", () => {
    const balances = [
      { code: "abcdef", amountCents: 50_00 },
      { code: "ghjkmn", amountCents: 49_99 },
      { code: "pqrstu", amountCents: 120_00 },
    ];
    const { payouts, carriedOver } = splitByMinimum(balances, { payoutMinimum: 50 });
    expect(payouts.map((balance) => balance.code)).toEqual(["abcdef", "pqrstu"]);
    expect(carriedOver.map((balance) => balance.code)).toEqual(["ghjkmn"]);
  });
});
