import { postPath } from "~/lib/declarations/paths";
import { ORDER_FORM_ID } from "~/lib/orders/order";
import { isRecord, orderRecordOf } from "~/lib/orders/order-record";
import { cleanAttribution, type Attribution } from "~/lib/submissions/attribution";
import type { SubmissionStore } from "~/lib/submissions/store.server";
import type { CampaignVisits, Period } from "./visits.server";

/** What the report groups by: the visitor's source (else the referring host), campaign, first page, or first page that is a post. */
export const REPORT_DIMENSIONS = [
  { value: "source", label: "Source" },
  { value: "campaign", label: "Campaign" },
  { value: "landing", label: "Landing page" },
  { value: "post", label: "Post" },
] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number]["value"];

export interface ReportRow {
  label: string;
  visits: number;
  funnelStarts: number;
  orders: number;
  /** Orders of the period with a payment received and kept (a refunded one is not), and what they paid, in dollars. */
  paidOrders: number;
  paid: number;
}

export interface CampaignReport {
  rows: ReportRow[];
  totals: Omit<ReportRow, "label">;
}

/** The longest period a report covers: a year, and a day for a leap year. */
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const ORDERS_PAGE = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period `?from=…&to=…` names (days, UTC, both included); the last 30 days to `today` when neither is given. */
export function periodOf(params: URLSearchParams, now: number): { period: Period } | { error: string } {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (!from && !to) return { period: { from: dayOf(now - 29 * DAY_MS), to: dayOf(now) } };
  if (!isDate(from) || !isDate(to)) return { error: "Give the period as two dates, from and to (YYYY-MM-DD)." };
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return { error: "The period's first day must be on or before its last." };
  if (days > MAX_PERIOD_DAYS) return { error: `A period is at most ${MAX_PERIOD_DAYS} days.` };
  return { period: { from, to } };
}

/** The periods a marketer asks for most: this month, last month, the last 30 days. */
export function periodPresets(now: number): { label: string; period: Period }[] {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return [
    { label: "Last 30 days", period: { from: dayOf(now - 29 * DAY_MS), to: dayOf(now) } },
    { label: "This month", period: { from: dayOf(Date.UTC(year, month, 1)), to: dayOf(now) } },
    { label: "Last month", period: { from: dayOf(Date.UTC(year, month - 1, 1)), to: dayOf(Date.UTC(year, month, 0)) } },
  ];
}

const POST_LANDING = new RegExp(`^${postPath("([a-z0-9]+(?:-[a-z0-9]+)*)")}$`);

/** The row an attribution counts in (its label), or null when it has none (a first page that is not a post). */
function rowLabelOf(dimension: ReportDimension, attribution: Attribution, postTitle: (slug: string) => string): string | null {
  switch (dimension) {
    case "source":
      return attribution.source || attribution.referrer || "(direct)";
    case "campaign":
      return attribution.campaign || "(no campaign)";
    case "landing":
      return attribution.landing || "(unknown)";
    case "post": {
      const slug = POST_LANDING.exec(attribution.landing)?.[1];
      return slug ? postTitle(slug) : null;
    }
  }
}

/** The period's orders, newest first, read page by page until one is older than the period (the store lists newest first). */
async function ordersIn(store: SubmissionStore, { from, to }: Period) {
  const orders: { attribution: Attribution; paid: number }[] = [];
  for (let offset = 0; ; offset += ORDERS_PAGE) {
    const { items } = await store.list({ kinds: [ORDER_FORM_ID], offset, limit: ORDERS_PAGE });
    for (const { data, submittedAt } of items) {
      const day = submittedAt.slice(0, 10);
      if (day < from) return orders;
      // Orders placed on the test order form are not sales.
      if (day > to || data.test === true) continue;
      const attribution = cleanAttribution(isRecord(data.attribution) ? data.attribution : {});
      orders.push({ attribution, paid: orderRecordOf(data).totals.paid });
    }
    if (items.length < ORDERS_PAGE) return orders;
  }
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Visits, funnel starts, orders and paid orders of a period by source, campaign, first page or post: the orders are
 * those placed in the period, paid or not yet, as they stand now. Rows with the most paid orders first, then orders,
 * then visits.
 */
export async function campaignReport(
  { visits, store, postTitle }: { visits: CampaignVisits; store: SubmissionStore; postTitle: (slug: string) => string },
  period: Period,
  dimension: ReportDimension,
): Promise<CampaignReport> {
  const rows = new Map<string, ReportRow>();
  const rowOf = (attribution: Attribution) => {
    const label = rowLabelOf(dimension, attribution, postTitle);
    if (label === null) return null;
    let row = rows.get(label);
    if (!row) rows.set(label, (row = { label, visits: 0, funnelStarts: 0, orders: 0, paidOrders: 0, paid: 0 }));
    return row;
  };
  for (const { stage, visitors, ...attribution } of await visits.counts(period)) {
    const row = rowOf(attribution);
    if (row && stage === "visit") row.visits += visitors;
    if (row && stage === "funnel") row.funnelStarts += visitors;
  }
  for (const { attribution, paid } of await ordersIn(store, period)) {
    const row = rowOf(attribution);
    if (!row) continue;
    row.orders += 1;
    if (paid > 0) {
      row.paidOrders += 1;
      row.paid = (cents(row.paid) + cents(paid)) / 100;
    }
  }
  const sorted = [...rows.values()].sort(
    (one, other) =>
      other.paidOrders - one.paidOrders || other.orders - one.orders || other.visits - one.visits || one.label.localeCompare(other.label),
  );
  const totals = { visits: 0, funnelStarts: 0, orders: 0, paidOrders: 0, paid: 0 };
  for (const row of sorted) {
    totals.visits += row.visits;
    totals.funnelStarts += row.funnelStarts;
    totals.orders += row.orders;
    totals.paidOrders += row.paidOrders;
    totals.paid = (cents(totals.paid) + cents(row.paid)) / 100;
  }
  return { rows: sorted, totals };
}
