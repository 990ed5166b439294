import { afterEach, describe, expect, it } from "vitest";
import { campaignReport } from "~/lib/campaigns/report.server";
import { createCampaignVisits } from "~/lib/campaigns/visits.server";
import { operatorActionPatch } from "~/lib/orders/order-record";
import { cleanAttribution, NO_ATTRIBUTION, type Attribution } from "~/lib/submissions/attribution";
import { createDatabaseStore } from "~/lib/submissions/store.server";
import { placedScriptOnlyOrder } from "../../support/order-fixtures";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

// Campaign visits and the report on each engine (decision 073): a visitor counted once a day per stage and
// attribution, bots never, no address kept; and the question the report answers, "which campaign and which post
// brought last month's paid orders?", from visits and orders stored as the site stores them.

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const visitor = (n: number) => ({ address: `198.51.100.${n}`, userAgent: BROWSER });

const newsletter = cleanAttribution({ source: "newsletter", medium: "email", campaign: "black-friday", landing: "/blog/launch-plan" });
const forum = cleanAttribution({ referrer: "forum.example.net", landing: "/pricing" });

describe.each(STORAGE_ENGINES)("campaign visits on %s", (engine) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  async function site(start: string) {
    const storage = await freshStorage(engine);
    closers.push(() => storage.close());
    const clock = { now: Date.parse(start) };
    return {
      db: storage.db,
      clock,
      visits: createCampaignVisits(storage.db, { now: () => clock.now }),
      store: createDatabaseStore(storage.db),
    };
  }

  it("counts a visitor once a day per stage and attribution, again the next day, never a bot, and keeps no address", async () => {
    const { db, clock, visits } = await site("2026-10-05T10:00:00Z");
    expect(await visits.record("visit", newsletter, visitor(1))).toBe("counted");
    expect(await visits.record("visit", newsletter, visitor(1))).toBe("repeat");
    expect(await visits.record("funnel", newsletter, visitor(1))).toBe("counted");
    expect(await visits.record("visit", forum, visitor(1))).toBe("counted");
    expect(await visits.record("visit", newsletter, { address: "66.249.66.1", userAgent: GOOGLEBOT })).toBe("bot");
    expect(await visits.record("visit", newsletter, { address: "198.51.100.9", userAgent: "" })).toBe("bot");
    clock.now += 24 * 60 * 60 * 1000;
    expect(await visits.record("visit", newsletter, visitor(1))).toBe("counted");

    const stored = JSON.stringify(await db.selectFrom("campaign_visits").selectAll().execute());
    expect(stored).not.toContain("198.51.100.1");
    expect(stored).not.toContain("Chrome");
    const counts = await visits.counts({ from: "2026-10-01", to: "2026-10-31" });
    expect(counts).toContainEqual({ stage: "visit", ...newsletter, visitors: 2 });
    expect(counts).toContainEqual({ stage: "funnel", ...newsletter, visitors: 1 });
    expect(await visits.counts({ from: "2026-10-06", to: "2026-10-06" })).toEqual([{ stage: "visit", ...newsletter, visitors: 1 }]);
    expect(await visits.counts({ from: "2026-11-01", to: "2026-11-30" })).toEqual([]);
  });

  it("tells which campaign and which post brought last month's paid orders", async () => {
    const { clock, visits, store } = await site("2026-10-12T09:00:00Z");
    for (const n of [1, 2, 3]) await visits.record("visit", newsletter, visitor(n));
    for (const n of [1, 2]) await visits.record("funnel", newsletter, visitor(n));
    for (const n of [4, 5]) await visits.record("visit", forum, visitor(n));
    await visits.record("funnel", forum, visitor(4));
    clock.now = Date.parse("2026-11-02T09:00:00Z");
    await visits.record("visit", newsletter, visitor(6)); // this month: not in last month's report

    const order = async (reference: string, submittedAt: string, attribution: Attribution, extra: Record<string, unknown> = {}) =>
      store.save({ id: reference, kind: "order", submittedAt, data: { ...placedScriptOnlyOrder(reference), attribution, ...extra } });
    const markPaid = (reference: string) =>
      store.update("order", reference, (data) =>
        operatorActionPatch(
          data,
          { kind: "mark-paid", line: "order", method: "bank-transfer", amount: 299, reference: `bank-${reference}`, note: "" },
          { id: `paid-${reference}`, operator: "ops@launchyard.example", at: "2026-10-20T10:00:00.000Z" },
        ),
      );
    await order("XK-NEWS1", "2026-10-12T10:00:00.000Z", newsletter);
    await order("XK-NEWS2", "2026-10-13T10:00:00.000Z", newsletter);
    await order("XK-FORUM", "2026-10-14T10:00:00.000Z", forum);
    await order("XK-DIRECT", "2026-10-15T10:00:00.000Z", NO_ATTRIBUTION);
    await order("XK-TEST", "2026-10-16T10:00:00.000Z", newsletter, { test: true });
    await order("XK-SEPT", "2026-09-30T23:59:59.000Z", newsletter);
    await order("XK-NOV", "2026-11-01T00:00:00.000Z", newsletter);
    for (const reference of ["XK-NEWS1", "XK-FORUM", "XK-SEPT", "XK-NOV"]) await markPaid(reference);

    const lastMonth = { from: "2026-10-01", to: "2026-10-31" };
    const report = (dimension: "source" | "campaign" | "landing" | "post") =>
      campaignReport({ visits, store, postTitle: (slug) => (slug === "launch-plan" ? "The launch plan" : slug) }, lastMonth, dimension);

    const byCampaign = await report("campaign");
    expect(byCampaign.rows).toEqual([
      { label: "black-friday", visits: 3, funnelStarts: 2, orders: 2, paidOrders: 1, paid: 299 },
      { label: "(no campaign)", visits: 2, funnelStarts: 1, orders: 2, paidOrders: 1, paid: 299 },
    ]);
    expect(byCampaign.totals).toEqual({ visits: 5, funnelStarts: 3, orders: 4, paidOrders: 2, paid: 598 });
    expect((await report("post")).rows).toEqual([
      { label: "The launch plan", visits: 3, funnelStarts: 2, orders: 2, paidOrders: 1, paid: 299 },
    ]);
    expect((await report("source")).rows.map((row) => [row.label, row.orders, row.paidOrders])).toEqual([
      ["newsletter", 2, 1],
      ["forum.example.net", 1, 1],
      ["(direct)", 1, 0],
    ]);
    expect((await report("landing")).rows.map((row) => row.label)).toEqual(["/blog/launch-plan", "/pricing", "(unknown)"]);
  });
});
