import { describe, expect, it } from "vitest";
import { CLAIM_LEASE_MS, claimLeaseMs } from "~/lib/mail/delivery.server";

describe("the delivery loop's claim lease", () => {
  it("is MAIL_CLAIM_LEASE_MS when that is a positive whole number of milliseconds", () => {
    expect(claimLeaseMs({ MAIL_CLAIM_LEASE_MS: "1500" })).toBe(1500);
    expect(claimLeaseMs({ MAIL_CLAIM_LEASE_MS: " 90000 " })).toBe(90_000);
  });

  it("is two minutes when unset or not a positive whole number", () => {
    expect(CLAIM_LEASE_MS).toBe(120_000);
    for (const value of [undefined, "", "  ", "0", "-5", "1.5", "2m", "Infinity"])
      expect(claimLeaseMs({ MAIL_CLAIM_LEASE_MS: value }), String(value)).toBe(CLAIM_LEASE_MS);
  });
});
