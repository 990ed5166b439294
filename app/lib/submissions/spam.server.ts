import { randomBytes } from "node:crypto";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { signatureMatches, signWithFormSecret } from "~/lib/security/secrets.server";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "./fields";

/**
 * People need longer than this to fill in a form; scripts do not. `FORM_MIN_FILL_MS` changes it
 * (the browser tests run with 0, so they never race a clock; the check itself is tested with a fixed clock).
 */
export const MIN_FILL_MS = minFillMs(process.env.FORM_MIN_FILL_MS);

function minFillMs(configured: string | undefined): number {
  const value = Number(configured);
  return configured?.trim() && Number.isInteger(value) && value >= 0 ? value : 2000;
}
const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A token for one form, stamped with when the visitor opened it and a random id:
 * `<form>.<time>.<id>.<signature>`. The id names the submission it becomes, so the same form sent twice
 * is stored once (`submissionIdOf`). One visitor's: an answer carrying it is kept by no cache, or two visitors
 * would send the same submission.
 */
export function formStartToken(form: string, now = Date.now()): string {
  markPrivate("form-start token");
  const id = randomBytes(12).toString("base64url");
  return `${form}.${now}.${id}.${signWithFormSecret(`${form}.${now}.${id}`)}`;
}

/** The submission id a checked token stands for: one page of a form, one submission. */
export function submissionIdOf(token: string): string {
  const [form, , id] = token.split(".");
  return `${form}-${id}`;
}

/**
 * - `missing` / `expired`: a person whose page had no token (JavaScript off) or sat open for a day: asked to send again.
 * - `invalid-token`: forged, or made for another form.
 */
export type SpamVerdict = { ok: true } | { ok: false; reason: "honeypot" | "too-fast" | "invalid-token" | "missing" | "expired" };

/**
 * Only a bot fills the honeypot (people never see it): any value counts, spaces and punctuation included, and so
 * does the field sent twice, which no browser does.
 */
function honeypotFilled(formData: FormData): boolean {
  const values = formData.getAll(HONEYPOT_FIELD_NAME);
  return values.length > 1 || values.some((value) => value !== "");
}

export function checkSpam(formData: FormData, form: string, now = Date.now()): SpamVerdict {
  if (honeypotFilled(formData)) return { ok: false, reason: "honeypot" };
  const token = formData.get(STARTED_FIELD_NAME);
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  const [tokenForm, time, id, signature, ...rest] = token.split(".");
  if (
    rest.length > 0 ||
    tokenForm !== form ||
    !time ||
    !id ||
    !signature ||
    !signatureMatches(signature, signWithFormSecret(`${form}.${time}.${id}`))
  ) {
    return { ok: false, reason: "invalid-token" };
  }
  const elapsed = now - Number(time);
  if (elapsed > MAX_FORM_AGE_MS) return { ok: false, reason: "expired" };
  if (elapsed < MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  return { ok: true };
}

/** The form-start token a submission carried, if any (sent back so the form keeps it). */
export function submittedStartToken(formData: FormData): string | undefined {
  const token = formData.get(STARTED_FIELD_NAME);
  return typeof token === "string" && token ? token : undefined;
}
