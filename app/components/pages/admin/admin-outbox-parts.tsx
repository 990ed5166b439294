import { Link } from "@remix-run/react";
import type { OutboxStatus } from "~/lib/mail/outbox.server";

/** The colour of a message's status: sent green, failed red (it waits for an operator), the rest plain. */
const STATUS_CLASSES: Record<OutboxStatus, string> = {
  pending: "text-slate-700 dark:text-slate-300",
  sending: "text-slate-700 dark:text-slate-300",
  sent: "text-emerald-700 dark:text-emerald-300",
  failed: "font-semibold text-red-700 dark:text-red-300",
};

export function MessageStatusText({ status, label }: { status: OutboxStatus; label: string }) {
  return (
    <span className={STATUS_CLASSES[status]} data-status={status}>
      {label}
    </span>
  );
}

/** Where this server's messages go: an SMTP server (no credentials shown) or the file outbox's folder. */
export function MessageTransport({ transport }: { transport: { name: "smtp" | "file"; destination: string } }) {
  return (
    <p className="mt-2 break-words text-sm text-slate-600 dark:text-slate-300" data-testid="mail-transport">
      {transport.name === "smtp" ? (
        <>
          Sent through the SMTP server <span className="font-mono">{transport.destination}</span> (SMTP_URL).
        </>
      ) : (
        <>
          No SMTP_URL set: messages are written to the file outbox, <span className="font-mono">{transport.destination}</span>, one .eml
          file each.
        </>
      )}
    </p>
  );
}

/**
 * The submission a message belongs to: a link to an order's page (positioned, so its hidden word stays inside the table's
 * scrolled box rather than widening the page), the id of any other, a dash for none.
 */
export function SubmissionLink({ submission }: { submission: { id: string; path: string | null } | null }) {
  if (!submission) return <>—</>;
  if (!submission.path) return <span className="break-all font-mono text-xs">{submission.id}</span>;
  return (
    <Link
      to={submission.path}
      className="relative whitespace-nowrap font-mono text-brand-700 underline underline-offset-2 dark:text-brand-300"
    >
      <span className="sr-only">Order </span>
      {submission.id}
    </Link>
  );
}
