import { describe, expect, it } from "vitest";
import { programmeRules } from "~/lib/affiliates/programme.server";

// The programme's rules as the site applies them, read from the bundled sample's `affiliateProgramme` document.
describe("the affiliate programme's rules", () => {
  it("are the published document's numbers: the rates, cookie days, maturity and payouts /affiliates states", async () => {
    expect(await programmeRules()).toEqual({
      rates: { package: 30, service: 20, hosting: 10 },
      hostingMonths: 12,
      cookieDays: 60,
      maturityDays: 30,
      payoutDay: 15,
      payoutMinimum: 50,
    });
  });
});
