import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import type { adminMessagePageData } from "~/lib/admin/outbox.server";
import { consoleTime } from "./admin-time";
import { MessageStatusText, MessageTransport, SubmissionLink } from "./admin-outbox-parts";
import { ActionRefusal, ActionResult, RecordDetail, RecordDetails, recordErrorBoundary, RecordSection } from "./admin-record";

const HEADING_ID = "message-heading";
const OUTBOX_PATH = "/admin/outbox";

/**
 * One message of the outbox: where it is in its delivery (and, failed, a button to send it again), the headers it is
 * sent with, its text, and its HTML in a sandboxed frame that runs no script and loads nothing from elsewhere.
 */
export function AdminOutboxMessagePage() {
  const { message, resendForm, transport, result } = useLoaderData<typeof adminMessagePageData>();
  const refusal = useActionData<{ error: string }>();
  const navigation = useNavigation();
  return (
    <article aria-labelledby={HEADING_ID} className="space-y-8">
      <header>
        <Link to={OUTBOX_PATH} className="text-sm text-brand-700 underline underline-offset-2 dark:text-brand-300">
          All messages
        </Link>
        <h1 id={HEADING_ID} tabIndex={-1} className="mt-2 break-words text-2xl font-bold outline-none">
          {message.headers.find((header) => header.name === "Subject")?.value || "(no subject)"}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {message.kind} · queued {consoleTime(message.createdAt)} UTC
        </p>
        {/* After a resend (`?resent=`), shown once. */}
        <ActionResult result={result} hidden={Boolean(refusal) || navigation.state === "submitting"} />
        {refusal ? <ActionRefusal message={refusal.error} /> : null}
      </header>

      <RecordSection id="message-delivery" title="Delivery">
        <RecordDetails>
          <RecordDetail term="Status" testId="message-status">
            <MessageStatusText status={message.status} label={message.statusLabel} />
          </RecordDetail>
          <RecordDetail term="Tries">{message.attempts}</RecordDetail>
          {message.sentAt ? <RecordDetail term="Sent">{consoleTime(message.sentAt)} UTC</RecordDetail> : null}
          {message.nextAttemptAt ? <RecordDetail term="Next try">{consoleTime(message.nextAttemptAt)} UTC</RecordDetail> : null}
          <RecordDetail term="Last error">{message.lastError ?? "None"}</RecordDetail>
          <RecordDetail term="Submission">
            <SubmissionLink submission={message.submission} />
          </RecordDetail>
        </RecordDetails>
        <MessageTransport transport={transport} />
        {resendForm ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="actionId" value={resendForm.actionId} />
            <input type="hidden" name="failure" value={resendForm.failure} />
            <button type="submit" className={buttonClasses("primary", "px-4 py-2")} disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Resending…" : "Resend"}
            </button>
            <span className="text-sm text-slate-600 dark:text-slate-300">Sends it again now; its tries start afresh.</span>
          </Form>
        ) : null}
      </RecordSection>

      <RecordSection id="message-headers" title="Headers">
        <RecordDetails>
          {message.headers.map((header) => (
            <RecordDetail key={header.name} term={header.name}>
              {header.value}
            </RecordDetail>
          ))}
        </RecordDetails>
      </RecordSection>

      <RecordSection id="message-text" title="Text">
        <pre
          data-testid="message-text"
          className="whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 font-mono text-sm dark:border-slate-800 dark:bg-slate-900"
        >
          {message.text}
        </pre>
      </RecordSection>

      <RecordSection id="message-html" title="HTML">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          As a mail client shows it, without scripts or images from elsewhere (links do not open from here).
        </p>
        <iframe
          title="The message's HTML"
          src={message.htmlPath}
          sandbox=""
          referrerPolicy="no-referrer"
          className="h-[32rem] w-full rounded-xl border border-slate-200 bg-white dark:border-slate-800"
        />
      </RecordSection>
    </article>
  );
}

/** A message page that cannot be shown: no such message (404), or a resend sent without a session (401). */
export const AdminOutboxMessageError = recordErrorBoundary({
  headingId: HEADING_ID,
  notFound: { title: "No such message", text: "No message has this id. Find it in the outbox." },
  list: { path: OUTBOX_PATH, label: "All messages" },
});
