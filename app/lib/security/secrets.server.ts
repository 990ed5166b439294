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
 * The webhooks' secrets (`SANITY_WEBHOOK_SECRET`, `STRIPE_WEBHOOK_SECRET`) are not the site's: each provider signs with
 * its own, which the site only checks, so they stay with the handler that checks them.
 */

type Env = Record<string, string | undefined>;

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
