import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { logEvent } from "~/lib/log.server";
import { markPrivate } from "~/lib/request-privacy.server";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "./fields";
import { siteDatabasePath } from "~/lib/sqlite.server";

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

/** The forms a token can be made for: one token opens one of them only. */
export const TOKEN_FORMS = ["waitlist", "support", "affiliate", "order"] as const;
export type TokenForm = (typeof TOKEN_FORMS)[number];

export function isTokenForm(value: unknown): value is TokenForm {
  return (TOKEN_FORMS as readonly unknown[]).includes(value);
}

/**
 * `FORM_SECRET`, else one made on the first start and kept beside the submissions database (mode 0600),
 * so a restart does not turn every open form's token invalid. Only when that file cannot be written
 * (a read-only disk) is it one per process, with a warning.
 */
export function readOrCreateFormSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env.FORM_SECRET?.trim();
  if (configured) return configured;
  const file = `${dirname(siteDatabasePath(env))}/form-secret`;
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
      chmodSync(file, 0o600);
      return secret;
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
      logEvent("warn", { event: "config.form_secret_unsaved", file, effect: "form tokens end when this process restarts" });
      return secret;
    }
  }
}

let secret: string | undefined;

function sign(value: string): string {
  secret ??= readOrCreateFormSecret();
  return createHmac("sha256", secret).update(value).digest("base64url");
}

/**
 * A token for one form, stamped with when the visitor opened it and a random id:
 * `<form>.<time>.<id>.<signature>`. The id names the submission it becomes, so the same form sent twice
 * is stored once (`submissionIdOf`). One visitor's: an answer carrying it is kept by no cache, or two visitors
 * would send the same submission.
 */
export function formStartToken(form: TokenForm, now = Date.now()): string {
  markPrivate("form-start token");
  const id = randomBytes(12).toString("base64url");
  return `${form}.${now}.${id}.${sign(`${form}.${now}.${id}`)}`;
}

/** The submission id a checked token stands for: one page of a form, one submission. */
export function submissionIdOf(token: string): string {
  const [form, , id] = token.split(".");
  return `${form}-${id}`;
}

/** Compared as bytes: a non-ASCII signature can have the expected length in characters but not in bytes. */
function signatureMatches(signature: string, expected: string): boolean {
  const given = Buffer.from(signature);
  const wanted = Buffer.from(expected);
  return given.byteLength === wanted.byteLength && timingSafeEqual(given, wanted);
}

/**
 * - `missing` / `expired`: a person whose page had no token (JavaScript off) or sat open for a day: asked to send again.
 * - `invalid-token`: forged, or made for another form.
 */
export type SpamVerdict = { ok: true } | { ok: false; reason: "honeypot" | "too-fast" | "invalid-token" | "missing" | "expired" };

export function checkSpam(formData: FormData, form: TokenForm, now = Date.now()): SpamVerdict {
  const honeypot = formData.get(HONEYPOT_FIELD_NAME);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { ok: false, reason: "honeypot" };
  const token = formData.get(STARTED_FIELD_NAME);
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  const [tokenForm, time, id, signature, ...rest] = token.split(".");
  if (rest.length > 0 || tokenForm !== form || !time || !id || !signature || !signatureMatches(signature, sign(`${form}.${time}.${id}`))) {
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
