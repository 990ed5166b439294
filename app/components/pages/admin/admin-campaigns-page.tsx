import { Link, useLoaderData } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import { formatNumber, formatUsd } from "~/lib/core/format";
import type { adminCampaignsPageData } from "~/lib/admin/campaigns.server";
import { AdminFilterField, AdminFilters } from "./admin-filters";
import { AdminTable } from "./admin-table";
import { CampaignChart, CHART_ROWS } from "./campaign-chart";

const HEADING_ID = "campaigns-heading";

const numberCell = "whitespace-nowrap px-4 py-3 text-right tabular-nums";

/**
 * The marketers' report (decision 073): for a period, visits, funnel starts, orders and paid orders by source,
 * campaign, first page or post; a chart of the first rows and the table of all, and the same as CSV.
 */
export function AdminCampaignsPage() {
  const { dimension, dimensions, period, presets, error, report, exportPath } = useLoaderData<typeof adminCampaignsPageData>();
  const dimensionLabel = dimensions.find((entry) => entry.value === dimension)?.label ?? "";
  const title = `Paid orders, orders, funnel starts and visits by ${dimensionLabel.toLowerCase()}, ${period.from} to ${period.to}`;
  return (
    <section aria-labelledby={HEADING_ID}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id={HEADING_ID} className="text-2xl font-bold">
          Campaigns
        </h1>
        {exportPath ? (
          <a href={exportPath} className={buttonClasses("secondary", "px-4 py-2")} download>
            Export CSV
          </a>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        Where buyers came from: the utm source, medium and campaign and the referring site of the first page a visitor opened, kept with
        each order. Visits are counted once a day per anonymous visitor, never for bots; orders are those placed in the period, as they
        stand now; paid orders kept their payment. Days in UTC.
      </p>
      <nav aria-label="Periods" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {presets.map((preset) => (
            <li key={preset.label}>
              <Link to={preset.path} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
                {preset.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AdminFilters submitLabel="Show report">
        <AdminFilterField id="campaigns-from" name="from" label="From" type="date" defaultValue={period.from} />
        <AdminFilterField id="campaigns-to" name="to" label="To" type="date" defaultValue={period.to} />
        <AdminFilterField id="campaigns-by" name="by" label="Group by" defaultValue={dimension} options={dimensions} />
      </AdminFilters>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      {report && report.rows.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          No visits or orders in this period.
        </p>
      ) : null}
      {report && report.rows.length ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">
            {report.rows.length > CHART_ROWS ? `The first ${CHART_ROWS} of ${report.rows.length}` : "Chart"}
          </h2>
          <CampaignChart rows={report.rows} title={title} />
          <h2 className="mt-8 text-lg font-semibold">Table</h2>
          <AdminTable
            headings={[dimensionLabel, "Visits", "Funnel starts", "Orders", "Paid orders", "Paid"]}
            minWidth="min-w-[40rem]"
            caption={title}
            scrollLabel="Table"
          >
            {report.rows.map((row) => (
              <tr key={row.label} data-testid="campaign-row">
                <th scope="row" className="break-all px-4 py-3 text-left font-medium">
                  {row.label}
                </th>
                <td className={numberCell}>{formatNumber(row.visits)}</td>
                <td className={numberCell}>{formatNumber(row.funnelStarts)}</td>
                <td className={numberCell}>{formatNumber(row.orders)}</td>
                <td className={numberCell}>{formatNumber(row.paidOrders)}</td>
                <td className={numberCell}>{formatUsd(row.paid)}</td>
              </tr>
            ))}
            <tr data-testid="campaign-totals" className="font-semibold">
              <th scope="row" className="px-4 py-3 text-left">
                Total
              </th>
              <td className={numberCell}>{formatNumber(report.totals.visits)}</td>
              <td className={numberCell}>{formatNumber(report.totals.funnelStarts)}</td>
              <td className={numberCell}>{formatNumber(report.totals.orders)}</td>
              <td className={numberCell}>{formatNumber(report.totals.paidOrders)}</td>
              <td className={numberCell}>{formatUsd(report.totals.paid)}</td>
            </tr>
          </AdminTable>
        </>
      ) : null}
    </section>
  );
}
