import { createHash } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import type { $ZodCheck, $ZodObject, $ZodType } from "zod/v4/core";
import { logEvent } from "~/lib/core/log.server";
import type { OutgoingMessage } from "~/lib/mail/outbox.server";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { sanitizeFormData } from "~/lib/security/sanitize";
import type { RateLimitVerdict } from "~/lib/security/rate-limit.server";
import { ATTRIBUTION_FIELDS, attributionOfForm } from "./attribution";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "./fields";
import type { FormDefinition, FormSuccess, MessagesOfNew, SimpleFormDeclaration } from "./form.server";
import { checkSpam, formStartToken, submissionIdOf, submittedStartToken } from "./spam.server";
import { newSubmission, submissionStore } from "./store-config.server";
import type { Submission, SubmissionStore } from "./store.server";

/**
 * The one pipeline every submission goes through, forms and the order funnel alike:
 * read and sanitise → rate limit → spam checks → the form's schema → durable store → result.
 * Each stage is a function here; `handleFormSubmission` runs them all for a simple form, and the
 * order funnel (app/lib/actions/order-funnel.server.ts) runs the same stages around its steps.
 */

/** What a form's action answers: conform's result, and the form's success message when it was saved. */
export interface FormActionData {
  result: SubmissionResult<string[]>;
  success?: FormSuccess;
  /** The form-start token the visitor submitted: the form keeps it, so time spent fixing errors counts. */
  startedToken?: string;
}

export const MESSAGES = {
  rateLimited: "Too many attempts from your connection. Please wait a few minutes and try again: what you typed is still here.",
  spam: "We could not accept this form. If you are a person, please wait a moment and send it again.",
  alreadySent: "This form was already sent from this page with other details. Check them and send again to send them as a new message.",
  sendAgain: "Please check what you typed and send the form again: it had been open for a long time, or the page was not fully loaded.",
  storeFailed: "Sorry, we could not save this just now and nothing was sent. Please try again in a minute: what you typed is still here.",
};

/**
 * Fields every form carries besides its schema's: the form-start token (spam-guard.tsx; the honeypot is read apart) and
 * where the visitor came from (landing-attribution.tsx).
 */
const PIPELINE_FIELDS = [STARTED_FIELD_NAME, ...ATTRIBUTION_FIELDS];
/** A field whose schema sets no length (a choice, an e-mail after its own limit, a pattern) is never longer than this. */
const UNSIZED_FIELD_CHARS = 256;
/** A list field (the order's modifications) never has more values than this. */
const MAX_LIST_VALUES = 100;

interface FieldLimit {
  chars: number;
  values: number;
}

/** The longest value a field's schema accepts: its `maxLength` check, through optional and pipe wrappers. */
function maximumChars(field: $ZodType): number | undefined {
  const { checks = [], innerType, in: input } = field._zod.def as { checks?: $ZodCheck[]; innerType?: $ZodType; in?: $ZodType };
  for (const check of checks) {
    const { check: kind, maximum } = check._zod.def as { check: string; maximum?: number };
    if (kind === "max_length" && maximum !== undefined) return maximum;
  }
  const inner = innerType ?? input;
  return inner ? maximumChars(inner) : undefined;
}

const isList = (field: $ZodType): boolean => {
  const { type, innerType } = field._zod.def as { type: string; innerType?: $ZodType };
  return type === "array" || (innerType !== undefined && isList(innerType));
};

const limitsBySchema = new WeakMap<$ZodType, Map<string, FieldLimit>>();

/** Every field a form has (its schema's, the pipeline's and `extraFields`) and how much of it is read. */
function fieldLimits(schema: $ZodType, extraFields: readonly string[]): Map<string, FieldLimit> {
  let limits = limitsBySchema.get(schema);
  if (!limits) {
    const shape = (schema as $ZodObject)._zod.def.shape as Record<string, $ZodType>;
    limits = new Map([
      ...[...PIPELINE_FIELDS, ...extraFields].map((name): [string, FieldLimit] => [name, { chars: UNSIZED_FIELD_CHARS, values: 1 }]),
      ...Object.entries(shape).map(([name, field]): [string, FieldLimit] => [
        name,
        { chars: maximumChars(field) ?? UNSIZED_FIELD_CHARS, values: isList(field) ? MAX_LIST_VALUES : 1 },
      ]),
    ]);
    limitsBySchema.set(schema, limits);
  }
  return limits;
}

/**
 * Stage 1: the body, every text value through sanitizeText, and the start token it carried. Only the
 * fields the form has are read, each cut one character past its own limit (so the schema still says
 * "at most 80"): no answer echoes more than a form can hold, however large the post. The answer
 * echoes what the visitor typed, so it is theirs alone. The honeypot is kept as sent, every copy of it:
 * sanitised, `<>` would read as the empty field a person sends, and a first empty copy would hide a second.
 */
export async function readSubmission(
  request: Request,
  schema: $ZodType,
  extraFields: readonly string[] = [],
): Promise<{ formData: FormData; startedToken?: string }> {
  markPrivate("form submission");
  const limits = fieldLimits(schema, extraFields);
  const received = await request.formData();
  const bounded = new FormData();
  const counts = new Map<string, number>();
  for (const [name, value] of received) {
    const limit = limits.get(name);
    const count = counts.get(name) ?? 0;
    if (!limit || typeof value !== "string" || count >= limit.values) continue;
    counts.set(name, count + 1);
    bounded.append(name, value.slice(0, limit.chars + 1));
  }
  const formData = sanitizeFormData(bounded);
  for (const value of received.getAll(HONEYPOT_FIELD_NAME).slice(0, 2)) {
    formData.append(HONEYPOT_FIELD_NAME, typeof value === "string" ? value.slice(0, UNSIZED_FIELD_CHARS) : value);
  }
  return { formData, startedToken: submittedStartToken(formData) };
}

/**
 * Stage 2 is the form's limiter (`form.limiter.attempt(clientAddress)`, the address the server saw:
 * `clientAddressOf(context)`); a refusal is answered 429 with these headers: when the visitor may try again.
 */
export function retryAfterHeaders(verdict: RateLimitVerdict): HeadersInit | undefined {
  return verdict.allowed ? undefined : { "Retry-After": String(verdict.retryAfterSeconds) };
}

/**
 * Stage 3: honeypot and the form-start token (made for this form, signed, at least the minimum fill time
 * old, at most a day); a refusal is logged (answer 400, with a fresh token).
 */
export function spamRefusal(formData: FormData, form: string): { message: string; freshToken: string } | null {
  const verdict = checkSpam(formData, form);
  if (verdict.ok) return null;
  logEvent("warn", { event: "form.refused", form, reason: verdict.reason });
  // A person can always send again: the answer carries a new token (answers to posts are never cached).
  const message = verdict.reason === "missing" || verdict.reason === "expired" ? MESSAGES.sendAgain : MESSAGES.spam;
  return { message, freshToken: formStartToken(form) };
}

/**
 * Stage 5 for a submission whose id comes from its form-start token: stored once. The same submission
 * sent again (a retry after a lost answer, a double click, a resend after a crash) is found and answered
 * as sent; the same token with other details is a `conflict` (the visitor gets a fresh token to send them).
 */
export async function storeOnce(
  store: SubmissionStore,
  record: Submission,
  messages?: MessagesOfNew,
): Promise<"stored" | "repeat" | "conflict" | "failed"> {
  const earlier = async () => {
    const found = await store.find(record.kind, record.id);
    if (!found) return null;
    return JSON.stringify(found.data) === JSON.stringify(record.data) ? "repeat" : "conflict";
  };
  try {
    const found = await earlier();
    if (found) {
      logEvent("info", { event: "form.resent", form: record.kind, outcome: found });
      return found;
    }
  } catch {
    // The lookup failed: the save below tells whether the store is there at all.
  }
  if (await storeDurably(store, record, messages)) return "stored";
  // Two copies raced: the other was stored first.
  return (await earlier().catch(() => null)) ?? "failed";
}

/**
 * A new submission's messages, composed only once it is known to be new (a repeat counts no receipt against its
 * address's limit). Composing that fails costs the messages, never the submission: the console still lists it.
 */
async function messagesOfNew(record: Submission, messages: MessagesOfNew | undefined): Promise<readonly OutgoingMessage[]> {
  if (!messages) return [];
  try {
    return await messages(record);
  } catch (error) {
    logEvent("error", { event: "mail.compose_failed", form: record.kind, reason: error instanceof Error ? error.message : String(error) });
    return [];
  }
}

/**
 * Stage 5: a durable save, with the submission's messages (decision 066); false (logged) when the store failed, so the
 * visitor keeps the input (answer 503).
 */
export async function storeDurably(store: SubmissionStore, record: Submission, messages?: MessagesOfNew): Promise<boolean> {
  const outgoing = await messagesOfNew(record, messages);
  try {
    await store.save(record, outgoing);
    return true;
  } catch (error) {
    logEvent("error", {
      event: "form.store_failed",
      form: record.kind,
      store: store.name,
      reason: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

interface HandleFormOptions {
  request: Request;
  /** The visitor's address as the server saw it (`clientAddressOf(context)`): what the rate limit counts. */
  clientAddress: string;
  /** The form's registry entry (app/lib/forms/registry.server.ts). */
  form: FormDefinition<SimpleFormDeclaration>;
  store?: SubmissionStore;
}

/** A submission id naming who it is from (hashed: ids appear in logs and the Studio), the same on every page. */
function identityId(formId: string, identity: string): string {
  return `${formId}-${createHash("sha256").update(identity.trim().toLowerCase()).digest("base64url").slice(0, 22)}`;
}

/**
 * The whole life of a simple form submission. Success is answered only after the store confirmed
 * the write; any refusal keeps the visitor's input.
 */
export async function handleFormSubmission({ request, clientAddress, form, store = submissionStore() }: HandleFormOptions) {
  const { id: formId, schema, success, once, storedWith } = form;
  const { formData, startedToken } = await readSubmission(request, schema);
  const submission = parseWithZod(formData, { schema });
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    json<FormActionData>({ result: submission.reply({ formErrors: [message] }), startedToken }, { status, headers });

  const verdict = await form.limiter.attempt(clientAddress);
  if (!verdict.allowed) return refuse(MESSAGES.rateLimited, 429, retryAfterHeaders(verdict));
  const spam = spamRefusal(formData, formId);
  if (spam) {
    return json<FormActionData>(
      { result: submission.reply({ formErrors: [spam.message] }), startedToken: spam.freshToken },
      { status: 400 },
    );
  }
  // Stage 4: the schema (the server is the authority).
  if (submission.status !== "success") return json<FormActionData>({ result: submission.reply(), startedToken }, { status: 400 });

  // The spam check passed, so the token is there and signed.
  const id = once ? identityId(formId, once.identity(submission.value)) : submissionIdOf(startedToken!);
  const record = newSubmission(formId, { ...submission.value, ...storedWith, attribution: attributionOfForm(formData) }, id);
  const outcome = await storeOnce(store, record, form.messages);
  if (outcome === "failed") return refuse(MESSAGES.storeFailed, 503);
  // A form kept once per person answers a known one as a new one: saying "already there" would tell anyone who is.
  if (outcome === "conflict" && !once) {
    return json<FormActionData>(
      { result: submission.reply({ formErrors: [MESSAGES.alreadySent] }), startedToken: formStartToken(formId) },
      { status: 409 },
    );
  }
  return json<FormActionData>({ result: submission.reply({ resetForm: true }), success });
}
