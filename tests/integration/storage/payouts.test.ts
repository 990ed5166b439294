import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAffiliates, type Affiliate } from "~/lib/affiliates/affiliates.server";
import { DAY_MS } from "~/lib/affiliates/commission-rules";
import { affiliateLedger } from "~/lib/affiliates/ledger.server";
import { programmeRules } from "~/lib/affiliates/programme.server";
import { createPayouts } from "~/lib/affiliates/payouts.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { commissionRow } from "../../support/commission-fixtures";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

/** A month's payouts (decision 072) on each engine: what is due by the payout day, and one payout however often marked. */

/** The sample programme as published: 30 days to mature, payouts on the 15th from $50. */
const RULES = await programmeRules();
const PAYOUT_DAY = Date.UTC(2026, 11, 15);
const AFTER = PAYOUT_DAY + 5 * DAY_MS;

describe.each(STORAGE_ENGINES)("payouts on %s", (engine) => {
  let storage: SiteStorage;
  let maria: Affiliate;
  beforeEach(async () => {
    storage = await freshStorage(engine);
    ({ affiliate: maria } = await createAffiliates(storage.db).approve({
      email: "maria@surfpromo.example",
      name: "Maria Kent",
      paypalEmail: "",
      website: "",
      applicationId: null,
      approvedBy: "ops@example.com",
    }));
    await storage.db
      .insertInto("commissions")
      .values([
        commissionRow(maria.code, 40_00, PAYOUT_DAY - DAY_MS),
        commissionRow(maria.code, 20_00, PAYOUT_DAY),
        commissionRow(maria.code, 90_00, PAYOUT_DAY + 1),
      ])
      .execute();
  });
  afterEach(async () => {
    await storage.close();
  });

  it("a month pays what matured by its payout day; later maturities wait; the address is the PayPal one, else the affiliate's", async () => {
    const month = await createPayouts(storage.db).month("2026-12", RULES, AFTER);
    expect(month).toEqual({
      period: "2026-12",
      cutoff: PAYOUT_DAY,
      due: [{ code: maria.code, name: "Maria Kent", paypalEmail: "maria@surfpromo.example", amountCents: 60_00, commissions: 2 }],
      carriedOver: [],
      paid: [],
    });
    // Before the payout day only what matured by now counts: below the minimum, carried over.
    const early = await createPayouts(storage.db).month("2026-12", RULES, PAYOUT_DAY - 1);
    expect(early.carriedOver).toEqual([expect.objectContaining({ amountCents: 40_00, reason: "below-minimum" })]);
  });

  it("marked paid by two operators at once is one payout of the commissions it was worked out from", async () => {
    const payouts = createPayouts(storage.db);
    const payout = { code: maria.code, period: "2026-12", amountCents: 60_00, reference: "5TY05013RG002845M" };
    const outcomes = await Promise.all([
      payouts.markPaid({ ...payout, by: "ops@example.com" }, RULES, AFTER),
      payouts.markPaid({ ...payout, by: "colleague@example.com" }, RULES, AFTER),
    ]);
    expect(outcomes.sort()).toEqual(["already-paid", "paid"]);
    const ledger = await affiliateLedger(storage.db, maria.code, AFTER);
    expect(ledger.totals).toEqual({ pending: 0, matured: 90_00, cancelled: 0, paid: 60_00 });
    expect(ledger.payouts).toEqual([
      expect.objectContaining({ id: `${maria.code}:2026-12`, amountCents: 60_00, reference: "5TY05013RG002845M" }),
    ]);
    expect((await payouts.month("2026-12", RULES, AFTER)).paid.map((row) => row.code)).toEqual([maria.code]);
    // The next month pays what matured since.
    expect((await payouts.month("2027-01", RULES, Date.UTC(2027, 0, 15))).due).toEqual([expect.objectContaining({ amountCents: 90_00 })]);
  });

  it("refuses an amount no longer due, and a disabled affiliate's or a balance below the minimum", async () => {
    const payouts = createPayouts(storage.db);
    const payout = { code: maria.code, period: "2026-12", amountCents: 40_00, reference: "R", by: "ops@example.com" };
    expect(await payouts.markPaid(payout, RULES, AFTER)).toBe("changed");
    expect(await payouts.markPaid(payout, RULES, PAYOUT_DAY - 1)).toBe("not-due");
    await createAffiliates(storage.db).setStatus(maria.code, "disabled");
    expect(await payouts.markPaid({ ...payout, amountCents: 60_00 }, RULES, AFTER)).toBe("not-due");
    expect((await affiliateLedger(storage.db, maria.code, AFTER)).totals.paid).toBe(0);
  });
});
