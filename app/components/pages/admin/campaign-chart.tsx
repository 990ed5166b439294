import { useId } from "react";
import { formatNumber } from "~/lib/core/format";

interface ChartRow {
  label: string;
  visits: number;
  funnelStarts: number;
  orders: number;
  paidOrders: number;
}

/** Each measure is a column of bars scaled to its own largest value: visits would otherwise flatten the orders. */
const MEASURES = [
  { key: "visits", label: "Visits", bar: "fill-sky-600 dark:fill-sky-400" },
  { key: "funnelStarts", label: "Funnel starts", bar: "fill-violet-600 dark:fill-violet-400" },
  { key: "orders", label: "Orders", bar: "fill-amber-600 dark:fill-amber-400" },
  { key: "paidOrders", label: "Paid orders", bar: "fill-emerald-600 dark:fill-emerald-400" },
] as const;

/** The rows the chart draws; the table beside it has them all. */
export const CHART_ROWS = 10;
const LABEL_WIDTH = 200;
const COLUMN_WIDTH = 130;
const BAR_WIDTH = 90;
const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 30;
const LABEL_CHARS = 28;

const shortened = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/**
 * The report's first rows as bars, drawn on the server as SVG (no chart library, no script): a picture with a title and
 * a description in words for screen readers, who read the numbers in the table beside it.
 */
export function CampaignChart({ rows, title }: { rows: readonly ChartRow[]; title: string }) {
  const id = useId();
  const shown = rows.slice(0, CHART_ROWS);
  const largest = Object.fromEntries(MEASURES.map(({ key }) => [key, Math.max(1, ...shown.map((row) => row[key]))]));
  const width = LABEL_WIDTH + MEASURES.length * COLUMN_WIDTH;
  const height = HEADER_HEIGHT + shown.length * ROW_HEIGHT;
  const description = shown
    .map((row) => `${row.label}: ${MEASURES.map(({ key, label }) => `${formatNumber(row[key])} ${label.toLowerCase()}`).join(", ")}`)
    .join("; ");
  return (
    // Wider than a phone: the box scrolls, and takes the focus so keys can scroll it.
    <div
      role="region"
      aria-label="Chart"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-description`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="text-slate-800 dark:text-slate-100"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-description`}>{description}</desc>
        {MEASURES.map(({ key, label }, column) => (
          <text key={key} x={LABEL_WIDTH + column * COLUMN_WIDTH} y={18} className="fill-current text-xs font-semibold">
            {label}
          </text>
        ))}
        {shown.map((row, index) => {
          const y = HEADER_HEIGHT + index * ROW_HEIGHT;
          return (
            <g key={row.label} data-testid="chart-row">
              <text x={0} y={y + 18} className="fill-current text-xs">
                {shortened(row.label)}
              </text>
              {MEASURES.map(({ key, bar }, column) => {
                const x = LABEL_WIDTH + column * COLUMN_WIDTH;
                const length = (row[key] / largest[key]!) * BAR_WIDTH;
                return (
                  <g key={key}>
                    <rect x={x} y={y + 6} width={Math.max(length, row[key] ? 2 : 0)} height={16} rx={2} className={bar} />
                    <text x={x + Math.max(length, 0) + 4} y={y + 18} className="fill-current text-xs">
                      {formatNumber(row[key])}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
