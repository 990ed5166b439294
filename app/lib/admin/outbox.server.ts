import { resolve } from "node:path";
import { json } from "@remix-run/node";
import { createOutbox, OUTBOX_STATUSES, type Outbox, type OutboxEntry, type OutboxStatus } from "~/lib/mail/outbox.server";
import { mailTransportFromEnv } from "~/lib/mail/transport.server";
import { ORDER_REFERENCE_PATTERN } from "~/lib/orders/reference";
import { paginate, readPage } from "~/lib/pagination";
import { siteDatabase } from "~/lib/storage/storage.server";
import { signedActionId, verifiedActionNonce } from "./console-actions.server";
import { ADMIN_RESPONSE_HEADERS, requireOperator } from "./operators.server";
import { orderPath } from "./orders.server";

/**
 * The console's outbox (decision 068): every message the site sends or sent (decision 065), newest first, by status;
 * one message with its headers, text and HTML; and the resend form of a failed one.
 */

const MESSAGES_PER_PAGE = 50;
const OUTBOX_PATH = "/admin/outbox";
/** An outbox id (`outboxIdOf`): 32 characters of base64url. */
const MESSAGE_ID = /^[A-Za-z0-9_-]{32}$/;

const STATUS_LABELS: Record<OutboxStatus, string> = { pending: "Pending", sending: "Sending", sent: "Sent", failed: "Failed" };

export const consoleOutbox = (): Outbox => createOutbox(siteDatabase);

export const messagePath = (id: string) => `${OUTBOX_PATH}/${id}`;

/** The message an address names, or a 404 in the console for an unknown or malformed id. */
export async function consoleMessage(outbox: Outbox, id: string | undefined): Promise<OutboxEntry> {
  const entry = id && MESSAGE_ID.test(id) ? await outbox.find(id) : null;
  if (!entry) throw new Response("No message has this id.", { status: 404, statusText: "Not Found", headers: ADMIN_RESPONSE_HEADERS });
  return entry;
}

/** How many messages failed and wait for an operator: the console's navigation shows it. */
export async function failedMessageCount(): Promise<number> {
  return (await consoleOutbox().list({ status: "failed", offset: 0, limit: 0 })).total;
}

let transportInUse: { name: "smtp" | "file"; destination: string } | undefined;

/** Where this process's messages go (as the delivery loop reads it from the environment): an SMTP server, or a folder. */
function mailTransportInUse() {
  if (!transportInUse) {
    const transport = mailTransportFromEnv(process.env);
    transport.close();
    transportInUse = {
      name: transport.name,
      destination: transport.name === "file" ? resolve(transport.destination) : transport.destination,
    };
  }
  return transportInUse;
}

/** The page of the submission a message belongs to: an order's, for orders; other submissions have none. */
const submissionOf = (id: string | null) => (id ? { id, path: ORDER_REFERENCE_PATTERN.test(id) ? orderPath(id) : null } : null);

function outboxFilterOf(url: URL): { status: OutboxStatus | "all"; page: number } {
  const status = OUTBOX_STATUSES.find((candidate) => candidate === url.searchParams.get("status")) ?? "all";
  return { status, page: readPage(url.searchParams).page };
}

function outboxPath(status: OutboxStatus | "all", page: number): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${OUTBOX_PATH}?${query}` : OUTBOX_PATH;
}

/** /admin/outbox: the messages, newest first, filtered by status, a page at a time; and where they go. */
export async function adminOutboxPageData(request: Request) {
  await requireOperator(request);
  const filter = outboxFilterOf(new URL(request.url));
  const { items, total } = await consoleOutbox().list({
    status: filter.status === "all" ? undefined : filter.status,
    offset: (filter.page - 1) * MESSAGES_PER_PAGE,
    limit: MESSAGES_PER_PAGE,
  });
  const messages = items.map((entry) => ({
    id: entry.id,
    path: messagePath(entry.id),
    createdAt: entry.createdAt,
    kind: entry.kind,
    recipient: entry.recipient,
    subject: entry.subject,
    status: entry.status,
    statusLabel: STATUS_LABELS[entry.status],
    attempts: entry.attempts,
    lastError: entry.lastError,
    submission: submissionOf(entry.submissionId),
  }));
  return json(
    {
      filter,
      statuses: OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
      messages,
      total,
      transport: mailTransportInUse(),
      pagination: paginate(filter.page, total, MESSAGES_PER_PAGE, (page) => outboxPath(filter.status, page)),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

/**
 * A failed message's resend form is issued for the message, the operator and the failure it answers: the time the
 * failed try was due, which every resend moves on (`resend` sets it to the resend's time). A form for an earlier failure,
 * sent again after the message failed anew, is so told apart from a fresh one.
 */
const resendScope = (id: string, operator: string, failure: string) => ["outbox-resend", id, operator, failure];

const resendFormOf = (entry: OutboxEntry, operator: string) =>
  entry.status === "failed"
    ? { failure: String(entry.nextAttemptAt), actionId: signedActionId(resendScope(entry.id, operator, String(entry.nextAttemptAt))) }
    : null;

/** Whether a resend form was issued to this operator for this message (for any of its failures). */
export const resendFormIssued = (actionId: string, id: string, operator: string, failure: string) =>
  verifiedActionNonce(actionId, resendScope(id, operator, failure)) !== null;

/** The headers a message is sent with, in the order a mail client shows them; extra ones (List-Unsubscribe) after. */
function headersOf(entry: OutboxEntry): { name: string; value: string }[] {
  const { message } = entry;
  return [
    { name: "From", value: message.from },
    { name: "To", value: message.to },
    ...(message.replyTo ? [{ name: "Reply-To", value: message.replyTo }] : []),
    { name: "Subject", value: message.subject },
    { name: "Date", value: new Date(entry.createdAt).toUTCString() },
    ...Object.entries(message.headers ?? {}).map(([name, value]) => ({ name, value })),
  ];
}

/**
 * /admin/outbox/{id}: the message as it is sent (headers, text, the HTML in a sandboxed frame of its own address), where
 * it is in its delivery, the resend form when it failed, and after a resend (`?resent=` the time it was queued again),
 * the one line that says so.
 */
export async function adminMessagePageData(request: Request, id: string | undefined) {
  const operator = await requireOperator(request);
  const entry = await consoleMessage(consoleOutbox(), id);
  const resent = new URL(request.url).searchParams.get("resent");
  return json(
    {
      message: {
        id: entry.id,
        kind: entry.kind,
        headers: headersOf(entry),
        text: entry.message.text,
        htmlPath: `${messagePath(entry.id)}/html`,
        createdAt: entry.createdAt,
        sentAt: entry.sentAt,
        status: entry.status,
        statusLabel: STATUS_LABELS[entry.status],
        attempts: entry.attempts,
        nextAttemptAt: entry.status === "pending" ? new Date(entry.nextAttemptAt).toISOString() : null,
        lastError: entry.lastError,
        submission: submissionOf(entry.submissionId),
      },
      resendForm: resendFormOf(entry, operator.email),
      transport: mailTransportInUse(),
      result:
        resent === String(entry.nextAttemptAt)
          ? `Queued to be sent again; its status now: ${STATUS_LABELS[entry.status].toLowerCase()}.`
          : null,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

/**
 * What a message's HTML may do when the console shows it: nothing but its own inline styles and `data:` images. No
 * script, no request anywhere (a remote image would tell its sender the operator read it), no form, no plugin; `sandbox`
 * gives it an origin of its own even if opened on its own; only the console's own pages may frame it. The console
 * page's policy cannot serve here: a `srcdoc` frame inherits it, and its `style-src 'self'` drops every inline style an
 * e-mail has.
 */
const MESSAGE_HTML_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "sandbox",
].join("; ");

/** GET /admin/outbox/{id}/html: the message's HTML as it is sent, for the sandboxed frame of its page. */
export async function adminMessageHtml(request: Request, id: string | undefined) {
  await requireOperator(request);
  const entry = await consoleMessage(consoleOutbox(), id);
  return new Response(entry.message.html, {
    headers: {
      ...ADMIN_RESPONSE_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": MESSAGE_HTML_POLICY,
    },
  });
}
