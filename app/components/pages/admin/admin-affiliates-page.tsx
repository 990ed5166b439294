import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import type { adminAffiliatesPageData } from "~/lib/admin/affiliates.server";
import { formatUsd } from "~/lib/core/format";
import { adminInputClasses } from "./admin-input";
import { consoleTime } from "./admin-time";
import { ActionRefusal, ActionResult, RecordSection } from "./admin-record";
import { AdminTable } from "./admin-table";

const HEADING_ID = "affiliates-heading";
const cents = (amount: number) => formatUsd(amount / 100);

type PageData = ReturnType<typeof useLoaderData<typeof adminAffiliatesPageData>>;

/** A signed form's hidden fields: what it does, to what, and the id issued for it. */
function ActionFields({ form }: { form: { intent: string; subject: string; actionId: string } }) {
  return (
    <>
      <input type="hidden" name="intent" value={form.intent} />
      <input type="hidden" name="subject" value={form.subject} />
      <input type="hidden" name="actionId" value={form.actionId} />
    </>
  );
}

/** An application waiting for a decision: what the applicant wrote, approve, or decline with the reason they are mailed. */
function Application({
  application,
  reasonMaxLength,
  busy,
}: {
  application: PageData["applications"][number];
  reasonMaxLength: number;
  busy: boolean;
}) {
  const reasonId = `reason-${application.id}`;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold">
        {application.name} <span className="break-all font-normal text-slate-600 dark:text-slate-300">{application.email}</span>
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-600 dark:text-slate-300">Applied</dt>
        <dd>{consoleTime(application.submittedAt)} UTC</dd>
        <dt className="text-slate-600 dark:text-slate-300">Website</dt>
        <dd className="break-all">{application.website || "none"}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Promotion</dt>
        <dd className="whitespace-pre-line break-words">{application.promotion}</dd>
        <dt className="text-slate-600 dark:text-slate-300">PayPal</dt>
        <dd className="break-all">{application.paypalEmail}</dd>
      </dl>
      <div className="flex flex-wrap items-end gap-4">
        <Form method="post">
          <ActionFields form={application.approve} />
          <button type="submit" className={buttonClasses("primary", "px-4 py-2")} disabled={busy}>
            Approve {application.name}
          </button>
        </Form>
        <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-3">
          <ActionFields form={application.decline} />
          <label htmlFor={reasonId} className="min-w-0 flex-1 text-sm font-medium">
            Reason for declining (mailed to them)
            <input id={reasonId} name="reason" required maxLength={reasonMaxLength} className={adminInputClasses} />
          </label>
          <button type="submit" className={buttonClasses("secondary", "px-4 py-2")} disabled={busy}>
            Decline
          </button>
        </Form>
      </div>
    </li>
  );
}

/**
 * /admin/affiliates: applications waiting for a decision, then every affiliate with its status, clicks, referred orders
 * and commissions (pending, matured, paid), each with disable or enable.
 */
export function AdminAffiliatesPage() {
  const { applications, affiliates, result, reasonMaxLength } = useLoaderData<typeof adminAffiliatesPageData>();
  const refusal = useActionData<{ error: string }>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-10">
      <header>
        <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
          Affiliates
        </h1>
        <ActionResult result={result} hidden={Boolean(refusal) || busy} />
        {refusal ? <ActionRefusal message={refusal.error} /> : null}
      </header>

      <RecordSection id="applications-heading" title={`Applications waiting (${applications.length})`}>
        {applications.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">No application is waiting for a decision.</p>
        ) : (
          <ul className="space-y-4">
            {applications.map((application) => (
              <Application key={application.id} application={application} reasonMaxLength={reasonMaxLength} busy={busy} />
            ))}
          </ul>
        )}
      </RecordSection>

      <RecordSection id="affiliate-list-heading" title={`Affiliates (${affiliates.length})`}>
        {affiliates.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">No affiliate yet: approve an application above.</p>
        ) : (
          <AdminTable
            caption="Affiliates"
            minWidth="min-w-[60rem]"
            headings={["Affiliate", "Code", "Status", "Clicks", "Orders", "Pending", "Matured", "Paid", ""]}
          >
            {affiliates.map((affiliate) => (
              <tr key={affiliate.code} data-testid={`affiliate-${affiliate.code}`}>
                <td className="px-4 py-3">
                  <span className="font-medium">{affiliate.name}</span>
                  <span className="block break-all text-slate-600 dark:text-slate-300">{affiliate.email}</span>
                </td>
                <td className="px-4 py-3 font-mono">{affiliate.code}</td>
                <td className="px-4 py-3">{affiliate.status === "active" ? "Active" : "Disabled"}</td>
                <td className="px-4 py-3">{affiliate.clicks}</td>
                <td className="px-4 py-3">{affiliate.orders}</td>
                <td className="px-4 py-3">{cents(affiliate.earnings.pending)}</td>
                <td className="px-4 py-3">{cents(affiliate.earnings.matured)}</td>
                <td className="px-4 py-3">{cents(affiliate.earnings.paid)}</td>
                <td className="px-4 py-3">
                  <Form method="post">
                    <ActionFields form={affiliate.toggle} />
                    {/* Named with the code in aria-label: an sr-only span would sit outside the scrolled table and widen the page. */}
                    <button
                      type="submit"
                      aria-label={`${affiliate.toggle.intent === "disable" ? "Disable" : "Enable"} ${affiliate.code}`}
                      className={buttonClasses("secondary", "px-3 py-1.5")}
                      disabled={busy}
                    >
                      {affiliate.toggle.intent === "disable" ? "Disable" : "Enable"}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </RecordSection>
    </div>
  );
}
