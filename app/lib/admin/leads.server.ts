import { stringify } from "csv-stringify/sync";
import { FORMS, isFormId, LEAD_FORMS, type FormId } from "~/lib/forms/registry.server";
import { fieldText } from "~/lib/submissions/form.server";
import type { Submission, SubmissionQuery, SubmissionStore } from "~/lib/submissions/store.server";
import { paginate, readPage } from "~/lib/pagination";

export const LEADS_PER_PAGE = 50;
/** An export holds at most this many rows; narrow the filter for more. */
export const EXPORT_LIMIT = 10_000;

export interface LeadFilter {
  form: FormId | "all";
  status: "new" | "handled" | "all";
  email: string;
  page: number;
}

/** The inbox's filter from its query string; anything unknown is the default, never an error. */
export function leadFilterOf(url: URL): LeadFilter {
  const form = url.searchParams.get("form");
  const status = url.searchParams.get("status");
  return {
    form: LEAD_FORMS.find((entry) => entry.kind === form)?.kind ?? "all",
    status: status === "new" || status === "handled" ? status : "all",
    email: (url.searchParams.get("email") ?? "").trim().toLowerCase().slice(0, 254),
    page: readPage(url.searchParams).page,
  };
}

export function submissionQuery(filter: LeadFilter, window: { offset: number; limit: number }): SubmissionQuery {
  return {
    kinds: filter.form === "all" ? LEAD_FORMS.map((entry) => entry.kind) : [filter.form],
    handled: filter.status === "all" ? undefined : filter.status === "handled",
    email: filter.email || undefined,
    ...window,
  };
}

/** One row of the inbox or the export. */
export interface Lead {
  id: string;
  kind: string;
  form: string;
  submittedAt: string;
  name: string;
  email: string;
  details: string;
  handled: boolean;
}

export function leadOf({ id, kind, data, submittedAt }: Submission): Lead {
  const buyer = (data.buyer ?? {}) as Record<string, unknown>;
  const lead = isFormId(kind) ? FORMS[kind].lead : undefined;
  return {
    id,
    kind,
    form: lead?.label ?? kind,
    submittedAt,
    name: fieldText(data.name ?? buyer.name),
    email: fieldText(data.email ?? buyer.email),
    details: lead?.details(data) ?? "",
    handled: data.handled === true,
  };
}

/** The inbox's address for a filter (the form's own query string), on a page. */
export function leadsPath(filter: LeadFilter, page = 1, base = "/admin/leads"): string {
  const params = new URLSearchParams();
  if (filter.form !== "all") params.set("form", filter.form);
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.email) params.set("email", filter.email);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** A page of the inbox, with its pagination. */
export async function listLeads(store: SubmissionStore, filter: LeadFilter) {
  const { items, total } = await store.list(submissionQuery(filter, { offset: (filter.page - 1) * LEADS_PER_PAGE, limit: LEADS_PER_PAGE }));
  return {
    leads: items.map(leadOf),
    total,
    pagination: paginate(filter.page, total, LEADS_PER_PAGE, (page) => `${leadsPath(filter, page)}`),
  };
}

/**
 * A cell a spreadsheet would run as a formula (`= + - @`, and tab or carriage return, which some strip first) gets a
 * leading apostrophe: what a visitor typed into a form must never run on the operator's computer.
 */
export function escapeSpreadsheetCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The inbox's filter as CSV (csv-stringify quotes; we escape formulas), with a header row. */
export async function leadsCsv(store: SubmissionStore, filter: LeadFilter): Promise<string> {
  const { items } = await store.list(submissionQuery(filter, { offset: 0, limit: EXPORT_LIMIT }));
  const rows = items
    .map(leadOf)
    .map((lead) =>
      [lead.submittedAt, lead.form, lead.id, lead.name, lead.email, lead.handled ? "handled" : "new", lead.details].map(
        escapeSpreadsheetCell,
      ),
    );
  return stringify([["Submitted at", "Form", "Id", "Name", "E-mail", "Status", "Details"], ...rows], { record_delimiter: "windows" });
}

/** Marks a submission handled (by whom, when) or new again; false when there is no such submission. */
export async function setHandled(store: SubmissionStore, kind: FormId, id: string, handled: boolean, operator: string): Promise<boolean> {
  const changed = await store.update(kind, id, () =>
    handled ? { handled: true, handledAt: new Date().toISOString(), handledBy: operator } : { handled: false },
  );
  return changed !== null;
}
