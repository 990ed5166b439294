import type { Insertable } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DAY_MS } from "~/lib/affiliates/commission-rules";
import { affiliateLedger } from "~/lib/affiliates/ledger.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import type { SiteTables } from "~/lib/storage/tables";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

/** One affiliate's ledger (decision 072) on each engine: totals by standing against the clock, lists, nobody else's rows. */

const EARNED = Date.UTC(2026, 10, 1, 12);
const MATURES = EARNED + 30 * DAY_MS;

const commission = (overrides: Partial<Insertable<SiteTables["commissions"]>>): Insertable<SiteTables["commissions"]> => ({
  id: "evt_1:package",
  affiliate_code: "abcdef",
  order_reference: "XK-ABCDEFGHJKLM",
  line: "order",
  category: "package",
  base_cents: 29_900,
  rate: 30,
  amount_cents: 8_970,
  status: "pending",
  earned_at: EARNED,
  matures_at: MATURES,
  cancelled_reason: null,
  payout_id: null,
  ...overrides,
});

describe.each(STORAGE_ENGINES)("an affiliate's ledger on %s", (engine) => {
  let storage: SiteStorage;
  beforeEach(async () => {
    storage = await freshStorage(engine);
    await storage.db
      .insertInto("commissions")
      .values([
        commission({}),
        commission({
          id: "evt_2:service",
          category: "service",
          base_cents: 5_000,
          rate: 20,
          amount_cents: 1_000,
          earned_at: EARNED + DAY_MS,
          matures_at: MATURES + DAY_MS,
        }),
        commission({
          id: "evt_3:package",
          amount_cents: 3_000,
          status: "cancelled",
          cancelled_reason: "refunded",
          earned_at: EARNED - DAY_MS,
        }),
        commission({
          id: "evt_4:package",
          amount_cents: 6_000,
          status: "paid",
          payout_id: "abcdef:2026-10",
          earned_at: EARNED - 40 * DAY_MS,
          matures_at: MATURES - 40 * DAY_MS,
        }),
        commission({ id: "evt_5:package", affiliate_code: "ghjkmn", amount_cents: 99_999 }),
      ])
      .execute();
    await storage.db
      .insertInto("payouts")
      .values([
        {
          id: "abcdef:2026-10",
          affiliate_code: "abcdef",
          period: "2026-10",
          amount_cents: 6_000,
          paypal_email: "pay@surfpromo.example",
          created_at: "2026-10-15T09:00:00.000Z",
          paid_at: "2026-10-15T09:00:00.000Z",
          paid_by: "ops@example.com",
          reference: "5TY05013RG002845M",
        },
        {
          id: "ghjkmn:2026-10",
          affiliate_code: "ghjkmn",
          period: "2026-10",
          amount_cents: 7_000,
          paypal_email: "other@example.com",
          created_at: "2026-10-15T09:00:00.000Z",
          paid_at: null,
          paid_by: null,
          reference: null,
        },
      ])
      .execute();
  });
  afterEach(async () => {
    await storage.close();
  });

  it("before maturity: both open commissions pending; cancelled and paid apart; only this affiliate's rows", async () => {
    const ledger = await affiliateLedger(storage.db, "abcdef", MATURES - 1);
    expect(ledger.totals).toEqual({ pending: 9_970, matured: 0, cancelled: 3_000, paid: 6_000 });
    expect(ledger.commissions.map((row) => [row.id, row.standing])).toEqual([
      ["evt_2:service", "pending"],
      ["evt_1:package", "pending"],
      ["evt_3:package", "cancelled"],
      ["evt_4:package", "paid"],
    ]);
    expect(ledger.commissions[1]).toEqual({
      id: "evt_1:package",
      orderReference: "XK-ABCDEFGHJKLM",
      line: "order",
      category: "package",
      baseCents: 29_900,
      rate: 30,
      amountCents: 8_970,
      standing: "pending",
      earnedAt: "2026-11-01T12:00:00.000Z",
      maturesAt: "2026-12-01T12:00:00.000Z",
      cancelledReason: null,
      payoutId: null,
    });
    expect(ledger.payouts).toEqual([
      {
        id: "abcdef:2026-10",
        period: "2026-10",
        amountCents: 6_000,
        paypalEmail: "pay@surfpromo.example",
        createdAt: "2026-10-15T09:00:00.000Z",
        paidAt: "2026-10-15T09:00:00.000Z",
        reference: "5TY05013RG002845M",
      },
    ]);
  });

  it("the clock moves a commission from pending to matured at its maturity, one at a time", async () => {
    const atMaturity = await affiliateLedger(storage.db, "abcdef", new Date(MATURES));
    expect(atMaturity.totals).toMatchObject({ pending: 1_000, matured: 8_970 });
    expect(atMaturity.commissions.find((row) => row.id === "evt_1:package")?.standing).toBe("matured");
    expect((await affiliateLedger(storage.db, "abcdef", MATURES + DAY_MS)).totals).toMatchObject({ pending: 0, matured: 9_970 });
  });

  it("lists at most the limit, newest first, while the totals count every commission", async () => {
    const ledger = await affiliateLedger(storage.db, "abcdef", MATURES, { limit: 1 });
    expect(ledger.commissions.map((row) => row.id)).toEqual(["evt_2:service"]);
    expect(ledger.totals.paid).toBe(6_000);
  });

  it("an affiliate without commissions, or an unknown code, has an empty ledger", async () => {
    expect(await affiliateLedger(storage.db, "zzzzzz", MATURES)).toEqual({
      totals: { pending: 0, matured: 0, cancelled: 0, paid: 0 },
      commissions: [],
      payouts: [],
    });
  });
});
