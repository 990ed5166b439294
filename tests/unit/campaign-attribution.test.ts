import { describe, expect, it } from "vitest";
import { companySections } from "~/content/sample/sections/company";
import { campaignsCsv } from "~/lib/admin/campaigns.server";
import { periodOf, periodPresets } from "~/lib/campaigns/report.server";
import {
  attributionOfForm,
  cleanAttribution,
  landingAttribution,
  LANDING_STORAGE_KEY,
  NO_ATTRIBUTION,
} from "~/lib/submissions/attribution";

// Attribution as the browser and the server read it, the report's periods and its CSV (decision 073).

describe("attribution", () => {
  it("keeps a first page's utm values (trimmed, lower case), the referring host and the path", () => {
    const url = new URL(
      "https://xchangekit.example/blog/launch-plan?utm_source=Newsletter&utm_medium=email&utm_campaign=%20Black-Friday%20&x=1",
    );
    expect(landingAttribution(url, "https://forum.example.net/thread/42?user=ann")).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "black-friday",
      referrer: "forum.example.net",
      landing: "/blog/launch-plan",
    });
    expect(landingAttribution(new URL("https://xchangekit.example/pricing"), "")).toEqual({ ...NO_ATTRIBUTION, landing: "/pricing" });
  });

  it("is no first page when the referrer is the site itself", () => {
    const url = new URL("https://xchangekit.example/pricing?utm_source=x");
    expect(landingAttribution(url, "https://xchangekit.example/home")).toBeNull();
  });

  it("ignores values with line breaks or control characters, too long, or not a host or path", () => {
    expect(
      cleanAttribution({
        source: "ads\r\nSet-Cookie: a=1",
        medium: "x".repeat(101),
        campaign: "y".repeat(100),
        referrer: "evil.example/path",
        landing: "//evil.example/",
      }),
    ).toEqual({ ...NO_ATTRIBUTION, campaign: "y".repeat(100) });
    expect(cleanAttribution({ source: 42, referrer: "javascript:alert(1)", landing: `/${"a".repeat(200)}` })).toEqual(NO_ATTRIBUTION);
    const form = new FormData();
    form.append("attribution_source", "Forum");
    form.append("attribution_landing", "/pricing");
    expect(attributionOfForm(form)).toEqual({ ...NO_ATTRIBUTION, source: "forum", landing: "/pricing" });
  });

  it("is described by the privacy policy's sample as the session storage it is kept in", () => {
    const privacy = JSON.stringify(companySections.privacy);
    expect(privacy).toContain(`session storage under the key \\"${LANDING_STORAGE_KEY}\\"`);
    expect(privacy).toContain("deleted when you close the tab");
    expect(privacy).toContain("without cookies");
  });
});

describe("the report's period", () => {
  const now = Date.parse("2026-11-27T15:00:00Z");
  const period = (query: string) => periodOf(new URLSearchParams(query), now);

  it("is the last 30 days when none is asked for, else the two dates asked for", () => {
    expect(period("")).toEqual({ period: { from: "2026-10-29", to: "2026-11-27" } });
    expect(period("from=2026-10-01&to=2026-10-31")).toEqual({ period: { from: "2026-10-01", to: "2026-10-31" } });
    expect(periodPresets(now).find((preset) => preset.label === "Last month")?.period).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(periodPresets(Date.parse("2026-01-10T00:00:00Z")).find((preset) => preset.label === "Last month")?.period).toEqual({
      from: "2025-12-01",
      to: "2025-12-31",
    });
  });

  it("says what is wrong with a period that is not one", () => {
    expect(period("from=2026-10-01")).toEqual({ error: "Give the period as two dates, from and to (YYYY-MM-DD)." });
    expect(period("from=2026-02-30&to=2026-03-01")).toEqual({ error: "Give the period as two dates, from and to (YYYY-MM-DD)." });
    expect(period("from=yesterday&to=today")).toEqual({ error: "Give the period as two dates, from and to (YYYY-MM-DD)." });
    expect(period("from=2026-10-31&to=2026-10-01")).toEqual({ error: "The period's first day must be on or before its last." });
    expect(period("from=2024-01-01&to=2026-01-01")).toEqual({ error: "A period is at most 366 days." });
  });
});

describe("the report's CSV", () => {
  it("has a header, a row per line of the report and the totals, with formulas escaped", () => {
    const row = { visits: 3, funnelStarts: 2, orders: 1, paidOrders: 1, paid: 299 };
    const csv = campaignsCsv({ rows: [{ label: '=HYPERLINK("http://evil")', ...row }], totals: row }, "campaign");
    expect(csv.split("\r\n")).toEqual([
      "Campaign,Visits,Funnel starts,Orders,Paid orders,Paid ($)",
      '"\'=HYPERLINK(""http://evil"")",3,2,1,1,299.00',
      "Total,3,2,1,1,299.00",
      "",
    ]);
  });
});
