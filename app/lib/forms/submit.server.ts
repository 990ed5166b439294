import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import type { z } from "zod";
import { logEvent } from "~/lib/log.server";
import { sanitizeFormData } from "~/lib/security/sanitize";
import { clientKey, FORM_RATE_LIMITS, rateLimiter, type RateLimitedForm } from "./rate-limit.server";
import { checkSpam, submittedStartToken } from "./spam.server";
import type { SubmissionKind, SubmissionStore } from "./store.server";
import type { Toast } from "./toast";
import { newSubmission, submissionStore } from "./submissions.server";

/** What a form's action answers: conform's result, and a toast when it succeeded. */
export interface FormActionData {
  result: SubmissionResult<string[]>;
  toast?: Toast;
  /** The form-start token the visitor submitted: the form keeps it, so time spent fixing errors counts. */
  startedToken?: string;
}

export const MESSAGES = {
  rateLimited: "Too many attempts from your connection. Please wait a few minutes and try again: what you typed is still here.",
  spam: "We could not accept this form. If you are a person, please wait a moment and send it again.",
  storeFailed: "Sorry, we could not save this just now and nothing was sent. Please try again in a minute: what you typed is still here.",
};

interface HandleFormOptions<Schema extends z.ZodType> {
  request: Request;
  form: RateLimitedForm;
  schema: Schema;
  kind: SubmissionKind;
  toast: Omit<Toast, "id">;
  store?: SubmissionStore;
}

/**
 * The whole life of a simple form submission: rate limit (429), spam checks, validation against
 * the form's schema (the server is the authority), then a durable save. Success is answered only
 * after the store confirmed the write; any failure keeps the visitor's input.
 */
export async function handleFormSubmission<Schema extends z.ZodType<Record<string, unknown>>>({
  request,
  form,
  schema,
  kind,
  toast,
  store = submissionStore(),
}: HandleFormOptions<Schema>) {
  const formData = sanitizeFormData(await request.formData());
  const submission = parseWithZod(formData, { schema });
  const startedToken = submittedStartToken(formData);
  const refuse = (message: string, status: number) =>
    json<FormActionData>({ result: submission.reply({ formErrors: [message] }), startedToken }, { status });

  if (!rateLimiter.allow(form, clientKey(request), FORM_RATE_LIMITS[form])) return refuse(MESSAGES.rateLimited, 429);
  const spam = checkSpam(formData);
  if (!spam.ok) {
    logEvent("warn", { event: "form.refused", form, reason: spam.reason });
    return refuse(MESSAGES.spam, 400);
  }
  if (submission.status !== "success") return json<FormActionData>({ result: submission.reply(), startedToken }, { status: 400 });

  const record = newSubmission(kind, submission.value);
  try {
    await store.save(record);
  } catch (error) {
    logEvent("error", {
      event: "form.store_failed",
      form,
      store: store.name,
      reason: error instanceof Error ? error.message : String(error),
    });
    return refuse(MESSAGES.storeFailed, 503);
  }
  return json<FormActionData>({ result: submission.reply({ resetForm: true }), toast: { id: record.id, ...toast } });
}
