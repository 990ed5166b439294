import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import type { adminOutboxPageData } from "~/lib/admin/outbox.server";
import { AdminFilterField, AdminFilters } from "./admin-filters";
import { consoleTime } from "./admin-time";
import { MessageStatusText, MessageTransport, SubmissionLink } from "./admin-outbox-parts";
import { AdminTable } from "./admin-table";

const LIST_HEADING_ID = "outbox-heading";

/** Every message the site sends or sent, newest first, by status; each opens its own page (and a failed one its resend). */
export function AdminOutboxPage() {
  const { filter, statuses, messages, total, transport, pagination } = useLoaderData<typeof adminOutboxPageData>();
  return (
    <section aria-labelledby={LIST_HEADING_ID}>
      <h1 id={LIST_HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
        Outbox
      </h1>
      <MessageTransport transport={transport} />
      <AdminFilters submitLabel="Show messages">
        <AdminFilterField
          id="outbox-status"
          name="status"
          label="Status"
          defaultValue={filter.status}
          options={[{ value: "all", label: "All statuses" }, ...statuses]}
        />
      </AdminFilters>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" role="status">
        {total === 0 ? "No messages match." : `${pagination.first}–${pagination.last} of ${total}, newest first.`}
      </p>
      {messages.length ? (
        <AdminTable
          headings={["Queued (UTC)", "Message", "Recipient", "Subject", "Status", "Tries", "Last error", "Submission"]}
          minWidth="min-w-[68rem]"
        >
          {messages.map((message) => (
            <tr key={message.id} data-testid="message-row">
              <td className="whitespace-nowrap px-4 py-3 align-top">{consoleTime(message.createdAt)}</td>
              <td className="px-4 py-3 align-top">{message.kind}</td>
              <td className="break-all px-4 py-3 align-top">{message.recipient}</td>
              <th scope="row" className="px-4 py-3 text-left align-top font-medium">
                <Link to={message.path} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
                  {message.subject || "(no subject)"}
                </Link>
              </th>
              <td className="whitespace-nowrap px-4 py-3 align-top">
                <MessageStatusText status={message.status} label={message.statusLabel} />
              </td>
              <td className="px-4 py-3 align-top">{message.attempts}</td>
              <td className="max-w-xs break-words px-4 py-3 align-top">{message.lastError ?? "—"}</td>
              <td className="px-4 py-3 align-top">
                <SubmissionLink submission={message.submission} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <Pagination pagination={pagination} target={LIST_HEADING_ID} label="Pages of messages" />
    </section>
  );
}
