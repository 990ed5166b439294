import { useFetcher, useLoaderData } from "@remix-run/react";
import { AdminFilterField, AdminFilters } from "./admin-filters";
import { AdminListHeading } from "./admin-list-heading";
import { AdminTable } from "./admin-table";
import { consoleTime } from "./admin-time";
import { Pagination } from "~/components/pagination";
import type { Lead } from "~/lib/admin/leads.server";
import type { adminLeadsPageData } from "~/lib/page-data/admin.server";

const LIST_HEADING_ID = "leads-heading";
const LEAD_STATUSES = [
  { value: "all", label: "New and handled" },
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
];

/** The inbox: every form's submissions, newest first, filtered by form, status and e-mail; marked handled; exported. */
export function AdminLeadsPage() {
  const { filter, leads, total, pagination, forms, exportPath } = useLoaderData<typeof adminLeadsPageData>();
  return (
    <section aria-labelledby={LIST_HEADING_ID}>
      <AdminListHeading id={LIST_HEADING_ID} title="Leads" exportPath={exportPath} total={total} />
      <AdminFilters submitLabel="Show leads">
        <AdminFilterField
          id="leads-form"
          name="form"
          label="Form"
          defaultValue={filter.form}
          options={[{ value: "all", label: "All forms" }, ...forms.map(({ kind, label }) => ({ value: kind, label }))]}
        />
        <AdminFilterField id="leads-status" name="status" label="Status" defaultValue={filter.status} options={LEAD_STATUSES} />
        <AdminFilterField id="leads-email" name="email" label="E-mail contains" defaultValue={filter.email} />
      </AdminFilters>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" role="status">
        {total === 0 ? "No submissions match." : `${pagination.first}–${pagination.last} of ${total}, newest first.`}
      </p>
      {leads.length ? (
        <AdminTable headings={["Received (UTC)", "Form", "From", "Details", "Status"]} minWidth="min-w-[48rem]">
          {leads.map((lead) => (
            <LeadRow key={`${lead.kind}.${lead.id}`} lead={lead} />
          ))}
        </AdminTable>
      ) : null}
      <Pagination pagination={pagination} target={LIST_HEADING_ID} label="Pages of leads" />
    </section>
  );
}

function LeadRow({ lead }: { lead: Lead }) {
  const fetcher = useFetcher<{ error: string | null }>();
  const handled = fetcher.formData ? fetcher.formData.get("intent") === "handled" : lead.handled;
  return (
    <tr data-testid="lead-row">
      <td className="whitespace-nowrap px-4 py-3 align-top">{consoleTime(lead.submittedAt)}</td>
      <td className="px-4 py-3 align-top">{lead.form}</td>
      <td className="px-4 py-3 align-top">
        <span className="block font-medium">{lead.name || "—"}</span>
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
            {lead.email}
          </a>
        ) : null}
      </td>
      <td className="max-w-md whitespace-pre-line px-4 py-3 align-top">{lead.details}</td>
      <td className="px-4 py-3 align-top">
        <fetcher.Form method="post" className="flex flex-col items-start gap-1">
          <input type="hidden" name="kind" value={lead.kind} />
          <input type="hidden" name="id" value={lead.id} />
          <input type="hidden" name="intent" value={handled ? "new" : "handled"} />
          <span className={handled ? "text-emerald-700 dark:text-emerald-300" : "font-semibold"}>{handled ? "Handled" : "New"}</span>
          <button
            type="submit"
            className="min-h-6 whitespace-nowrap text-xs text-slate-600 underline underline-offset-2 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          >
            {handled ? "Mark as new" : "Mark handled"}
          </button>
          {fetcher.data?.error ? (
            <span role="alert" className="text-xs text-red-700 dark:text-red-300">
              {fetcher.data.error}
            </span>
          ) : null}
        </fetcher.Form>
      </td>
    </tr>
  );
}
