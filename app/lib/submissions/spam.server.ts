import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

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

// FORM_SECRET keeps tokens valid across restarts and instances; without it, one per process.
const secret = process.env.FORM_SECRET || randomBytes(32).toString("hex");

function sign(value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function formStartToken(now = Date.now()): string {
  return `${now}.${sign(String(now))}`;
}

/** Compared as bytes: a non-ASCII signature can have the expected length in characters but not in bytes. */
function signatureMatches(signature: string, expected: string): boolean {
  const given = Buffer.from(signature);
  const wanted = Buffer.from(expected);
  return given.byteLength === wanted.byteLength && timingSafeEqual(given, wanted);
}

export type SpamVerdict = { ok: true } | { ok: false; reason: "honeypot" | "too-fast" | "invalid-token" };

export function checkSpam(formData: FormData, now = Date.now()): SpamVerdict {
  const honeypot = formData.get(HONEYPOT_FIELD_NAME);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { ok: false, reason: "honeypot" };
  const token = formData.get(STARTED_FIELD_NAME);
  const [time, signature] = typeof token === "string" ? token.split(".") : [];
  if (!time || !signature || !signatureMatches(signature, sign(time))) return { ok: false, reason: "invalid-token" };
  const elapsed = now - Number(time);
  if (elapsed > MAX_FORM_AGE_MS) return { ok: false, reason: "invalid-token" };
  if (elapsed < MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  return { ok: true };
}

/** The form-start token a submission carried, if any (sent back so the form keeps it). */
export function submittedStartToken(formData: FormData): string | undefined {
  const token = formData.get(STARTED_FIELD_NAME);
  return typeof token === "string" && token ? token : undefined;
}
