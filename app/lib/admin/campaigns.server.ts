import { json } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";
import { ADMIN_RESPONSE_HEADERS, requireOperator } from "~/lib/admin/operators.server";
import { escapeSpreadsheetCell } from "~/lib/admin/leads.server";
import { publishedPosts } from "~/lib/blog/posts.server";
import {
  campaignReport,
  periodOf,
  periodPresets,
  REPORT_DIMENSIONS,
  type CampaignReport,
  type ReportDimension,
} from "~/lib/campaigns/report.server";
import { campaignVisits, type Period } from "~/lib/campaigns/visits.server";
import { submissionStore } from "~/lib/submissions/store-config.server";

const REPORT_PATH = "/admin/campaigns";

const dimensionOf = (params: URLSearchParams): ReportDimension =>
  REPORT_DIMENSIONS.find((entry) => entry.value === params.get("by"))?.value ?? "campaign";

const reportQuery = (period: Period, dimension: ReportDimension) => new URLSearchParams({ by: dimension, ...period }).toString();

/** The report the address asks for, or why its period cannot be read (a 400). */
async function requestedReport(request: Request) {
  const params = new URL(request.url).searchParams;
  const dimension = dimensionOf(params);
  const asked = periodOf(params, Date.now());
  if ("error" in asked) return { dimension, error: asked.error } as const;
  const titles = new Map((await publishedPosts()).map((post) => [post.slug, post.title]));
  const report = await campaignReport(
    { visits: campaignVisits(), store: submissionStore(), postTitle: (slug) => titles.get(slug) ?? slug },
    asked.period,
    dimension,
  );
  return { dimension, period: asked.period, report } as const;
}

/**
 * /admin/campaigns: visits, funnel starts, orders and paid orders of a period by source, campaign, first page or post
 * (decision 073), for a chart and a table; a period that is not one answers 400 with the form and what is wrong.
 */
export async function adminCampaignsPageData(request: Request) {
  await requireOperator(request);
  const asked = await requestedReport(request);
  const now = Date.now();
  const choices = {
    dimensions: REPORT_DIMENSIONS,
    presets: periodPresets(now).map(({ label, period }) => ({ label, path: `${REPORT_PATH}?${reportQuery(period, asked.dimension)}` })),
  };
  if ("error" in asked) {
    const { from, to } = Object.fromEntries(new URL(request.url).searchParams);
    const typed = { from: (from ?? "").slice(0, 10), to: (to ?? "").slice(0, 10) };
    return json(
      { ...choices, dimension: asked.dimension, period: typed, error: asked.error, report: null, exportPath: null },
      {
        status: 400,
        headers: ADMIN_RESPONSE_HEADERS,
      },
    );
  }
  return json(
    {
      ...choices,
      dimension: asked.dimension,
      period: asked.period,
      error: null,
      report: asked.report,
      exportPath: `${REPORT_PATH}.csv?${reportQuery(asked.period, asked.dimension)}`,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

/** The report as CSV (formulas escaped, as in the leads' export), with a header row and the totals last. */
export function campaignsCsv({ rows, totals }: CampaignReport, dimension: ReportDimension): string {
  const heading = REPORT_DIMENSIONS.find((entry) => entry.value === dimension)?.label ?? dimension;
  const line = (label: string, row: CampaignReport["totals"]) =>
    [label, row.visits, row.funnelStarts, row.orders, row.paidOrders, row.paid.toFixed(2)].map((cell) =>
      escapeSpreadsheetCell(String(cell)),
    );
  return stringify(
    [
      [heading, "Visits", "Funnel starts", "Orders", "Paid orders", "Paid ($)"],
      ...rows.map((row) => line(row.label, row)),
      line("Total", totals),
    ],
    { record_delimiter: "windows" },
  );
}

/** GET /admin/campaigns.csv: the report's rows as a spreadsheet; 400 for a period that is not one. */
export async function adminCampaignsCsv(request: Request) {
  await requireOperator(request);
  const asked = await requestedReport(request);
  if ("error" in asked)
    return new Response(`${asked.error}\n`, {
      status: 400,
      headers: { ...ADMIN_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(`\uFEFF${campaignsCsv(asked.report, asked.dimension)}`, {
    headers: {
      ...ADMIN_RESPONSE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="xchangekit-campaigns-${asked.dimension}-${asked.period.from}-${asked.period.to}.csv"`,
    },
  });
}
