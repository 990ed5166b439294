import { json } from "@remix-run/node";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { operatorRateLimited, signedInOperator } from "./console-actions.server";
import { ADMIN_RESPONSE_HEADERS } from "./operators.server";
import { consoleMessage, consoleOutbox, messagePath, resendFormIssued } from "./outbox.server";

/** Far above what a person does (a failed message is rare), low enough to slow a script with a stolen session. */
const resends = createRateLimiter("admin-outbox-resend", { max: 60, windowMs: 10 * 60 * 1000 });

/**
 * POST /admin/outbox/{id}: an operator sends a failed message again (decision 068), then back to its page (303) with the
 * time it was queued again, which the page turns into one line. Refused with nothing done: no session (401), an unknown
 * message (404), too many resends (429), a form not issued to this operator for this message (400), a form for a failure
 * already resent, or a message that has not failed (409).
 */
export async function adminOutboxResend(request: Request, id: string | undefined) {
  const operator = await signedInOperator(request);
  const outbox = consoleOutbox();
  const entry = await consoleMessage(outbox, id);
  const refuse = (status: number, reason: string, error: string, headers: Record<string, string> = {}) => {
    logEvent("warn", { event: "admin.outbox_resend_refused", id: entry.id, by: operator.email, reason });
    return json({ error }, { status, headers: { ...ADMIN_RESPONSE_HEADERS, ...headers } });
  };

  const limited = await operatorRateLimited(resends, operator, "resends");
  if (limited) return refuse(429, "rate-limited", limited.error, limited.headers);
  const form = await request.formData();
  const failure = String(form.get("failure") ?? "");
  if (!resendFormIssued(String(form.get("actionId") ?? ""), entry.id, operator.email, failure))
    return refuse(400, "forged", "This form was not issued to you for this message, so nothing was sent: reload the page.");
  const alreadyDone = "This message was already sent again (or has not failed): nothing was done. Its status is on the page.";
  if (entry.status !== "failed" || String(entry.nextAttemptAt) !== failure) return refuse(409, "replayed", alreadyDone);

  const now = Date.now();
  if (!(await outbox.resend(entry.id, now))) return refuse(409, "replayed", alreadyDone);
  logEvent("info", { event: "admin.outbox_resend", id: entry.id, kind: entry.kind, by: operator.email });
  return redirect(`${messagePath(entry.id)}?resent=${now}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}
