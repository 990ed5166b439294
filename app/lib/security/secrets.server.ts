import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { dirname } from "node:path";
import { logEvent } from "~/lib/core/log.server";
import { siteDatabasePath } from "~/lib/core/sqlite.server";

/**
 * Every secret the site keeps, each with one rule (README's environment table says the same; docs/decisions/043):
 *
 * - `FORM_SECRET` signs what must stay valid across restarts: form-start tokens (open forms) and share-card addresses
 *   (in caches and on other sites). Unset, one is made on the first start and kept beside the database.
 * - `SESSION_SECRET` signs cookies: the operators' session and the preview cookie. Unset, it is random per process.
 * - `PREVIEW_SECRET` opens preview in sample mode (no Studio to mint one). Unset, it is random per process.
 *
 * A signing secret that is set (`SESSION_SECRET`, `FORM_SECRET`) must be strong, or the server does not start
 * (`weakSigningSecret`, docs/decisions/053): one guessed signs any cookie or token.
 *
 * The webhooks' secrets (`SANITY_WEBHOOK_SECRET`, `STRIPE_WEBHOOK_SECRET`) are not the site's: each provider signs with
 * its own, which the site only checks, so they stay with the handler that checks them.
 */

type Env = Record<string, string | undefined>;

/** The secrets that sign what the site hands out, each checked at start when set. */
const SIGNING_SECRETS = ["SESSION_SECRET", "FORM_SECRET"] as const;
/** 32 characters of a random value carry at least 128 bits (hex) and take no guessing; fewer may be a word. */
const MIN_SIGNING_SECRET_LENGTH = 32;
/** Words of the placeholders examples and templates give for a secret (lower case, letters and digits only). */
const PLACEHOLDERS = [
  "changeme",
  "changethis",
  "replaceme",
  "replacethis",
  "yoursecret",
  "mysecret",
  "supersecret",
  "keyboardcat",
  "placeholder",
  "insecure",
  "notsecret",
  "example",
  "password",
  "123456789",
  "qwerty",
];

function weakness(secret: string): string | null {
  if (secret.length < MIN_SIGNING_SECRET_LENGTH) return `it has ${secret.length} characters, fewer than ${MIN_SIGNING_SECRET_LENGTH}`;
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, "");
  const placeholder = PLACEHOLDERS.find((word) => letters.includes(word));
  if (placeholder) return `it contains "${placeholder}", a placeholder of examples`;
  if (/^(.{1,16}?)\1+$/s.test(secret)) return "it is a short text repeated";
  return null;
}

/**
 * Why the server must not start with the signing secrets it was given, or null: each of `SESSION_SECRET` and
 * `FORM_SECRET` that is set must be at least 32 characters, no known placeholder and no short text repeated.
 */
export function weakSigningSecret(env: Env = process.env): string | null {
  for (const name of SIGNING_SECRETS) {
    const secret = env[name]?.trim();
    const problem = secret ? weakness(secret) : null;
    if (problem)
      return `${name} is too weak to sign with: ${problem}. Set it to a random value of at least ${MIN_SIGNING_SECRET_LENGTH} characters (the same on every instance), e.g. $(openssl rand -base64 32), and start again.`;
  }
  return null;
}

/**
 * `FORM_SECRET`, else one made on the first start and kept in `form-secret` beside the site's database (mode 0600, created
 * exclusively so two processes agree). Only when that file cannot be written (a read-only disk) is it one per process,
 * with a warning.
 */
export function readOrCreateFormSecret(env: Env = process.env): string {
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
      logEvent("warn", { event: "config.form_secret_unsaved", file, effect: "form tokens and share cards end when this process restarts" });
      return secret;
    }
  }
}

let formSecret: string | undefined;

/** HMAC-SHA256 of `text` under the form secret, base64url: a form-start token's or a share card's signature. */
export function signWithFormSecret(text: string): string {
  formSecret ??= readOrCreateFormSecret();
  return createHmac("sha256", formSecret).update(text).digest("base64url");
}

/** Compared as bytes, in constant time: a non-ASCII signature can have the expected length in characters but not in bytes. */
export function signatureMatches(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.byteLength === expectedBytes.byteLength && timingSafeEqual(givenBytes, expectedBytes);
}

let cookieSecret: string | undefined;

/**
 * The secret that signs the site's cookies: `SESSION_SECRET`, else one made at random when the process starts (cookies
 * then end with the process and are not shared between instances; decision 038 says when production refuses that).
 */
export function cookieSigningSecret(env: Env = process.env): string {
  const configured = env.SESSION_SECRET?.trim();
  if (configured) return configured;
  if (!cookieSecret) {
    cookieSecret = randomBytes(32).toString("base64url");
    if (env.NODE_ENV === "production") {
      logEvent("warn", { event: "config.session_secret_missing", effect: "signed cookies end when this process restarts" });
    }
  }
  return cookieSecret;
}

let previewSecret: string | undefined;

/**
 * The secret of the sample's preview link: `PREVIEW_SECRET`, else one made at random for this process (the server then
 * prints the whole link once at start). With a Sanity project the Studio mints its own secrets instead.
 */
export function samplePreviewSecret(env: Env = process.env): string {
  const configured = env.PREVIEW_SECRET?.trim();
  if (configured) return configured;
  previewSecret ??= randomBytes(18).toString("base64url");
  return previewSecret;
}
