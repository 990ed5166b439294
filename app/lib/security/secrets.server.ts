import { readFileSync } from "node:fs";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { dirname, join } from "node:path";
import type { Kysely } from "kysely";
import { describeStorage, siteDatabase, siteStorage, type SiteStorage, type StorageConfig } from "~/lib/storage/storage.server";
import type { SiteTables } from "~/lib/storage/tables";

/**
 * Every secret the site keeps, each with one rule (README's environment table says the same; docs/decisions/043, 057):
 *
 * - `FORM_SECRET` signs what must stay valid across restarts: form-start tokens (open forms) and share-card addresses
 *   (in caches and on other sites).
 * - `SESSION_SECRET` signs cookies: the operators' session and the preview cookie.
 * - `PREVIEW_SECRET` opens preview in sample mode (no Studio to mint one).
 *
 * Each that is unset is made once (32 random bytes) and kept in the site's database (`site_secrets`), so every instance
 * and worker on it signs alike, and restarts end no session, form or shared card. One rule however the server starts
 * (`npm start`, `npm run serve`, `npm run dev`) and in tests: NODE_ENV plays no part (docs/decisions/064), and the start
 * says where each comes from (`signingSecretsNotice`).
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

/** The signing secrets a site needs: each is its variable when set, else a row of `site_secrets` made on the first start. */
const KEPT_SECRETS = {
  form: { variable: "FORM_SECRET", row: "form-secret" },
  session: { variable: "SESSION_SECRET", row: "session-secret" },
  preview: { variable: "PREVIEW_SECRET", row: "preview-secret" },
} as const;
type KeptSecret = keyof typeof KEPT_SECRETS;
export type SigningSecrets = Record<KeptSecret, string>;

const configured = (env: Env, which: KeptSecret) => env[KEPT_SECRETS[which].variable]?.trim() || undefined;

/**
 * A secret made once for every instance and worker on the database: each offers a value, the first insert wins
 * (`ON CONFLICT DO NOTHING`, atomic on both engines) and every one reads back the row that won.
 */
async function keptSecret(db: Kysely<SiteTables>, name: string, offered = randomBytes(32).toString("base64url")): Promise<string> {
  await db
    .insertInto("site_secrets")
    .values({ name, value: offered, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const { value } = await db.selectFrom("site_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return value;
}

/**
 * The `form-secret` file the site kept beside its SQLite file before the secrets moved into the database: offered first,
 * so the tokens of forms open at the upgrade and the share cards' addresses stay valid.
 */
function formSecretFileBeside(config: StorageConfig): string | undefined {
  if (config.engine !== "sqlite" || config.path === ":memory:") return undefined;
  try {
    return readFileSync(join(dirname(config.path), "form-secret"), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The signing secrets on `storage`: each variable that is set, else the secret kept in the database (made if missing). */
export async function storedSigningSecrets(storage: Pick<SiteStorage, "db" | "config">, env: Env = process.env): Promise<SigningSecrets> {
  const secretOf = async (which: KeptSecret) =>
    configured(env, which) ??
    (await keptSecret(storage.db, KEPT_SECRETS[which].row, which === "form" ? formSecretFileBeside(storage.config) : undefined));
  return { form: await secretOf("form"), session: await secretOf("session"), preview: await secretOf("preview") };
}

let loaded: SigningSecrets | undefined;
let loading: Promise<SigningSecrets> | undefined;

/**
 * Reads the process's signing secrets from the site's database (making the missing ones): the start awaits it before
 * listening, so signing while a page renders stays synchronous. A failure is not kept: the next call tries again.
 */
export function loadSigningSecrets(): Promise<SigningSecrets> {
  loading ??= siteDatabase()
    .then((db) => storedSigningSecrets({ db, config: siteStorage().config }))
    .then(
      (secrets) => (loaded = secrets),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

/** A signing secret for a synchronous signer: its variable, else the one loaded at start. */
function loadedSecret(which: KeptSecret, env: Env): string {
  const secret = configured(env, which) ?? loaded?.[which];
  if (secret === undefined)
    throw new Error(
      `${KEPT_SECRETS[which].variable} is unset and the secrets kept in the database are not loaded: await loadSigningSecrets() first`,
    );
  return secret;
}

/**
 * The start's one line on where each signing secret comes from: its variable, or the site's database (named as
 * `describeStorage` names it). Never a secret's value.
 */
export function signingSecretsNotice(env: Env = process.env, database = describeStorage(siteStorage().config)): string {
  const secrets = Object.keys(KEPT_SECRETS) as KeptSecret[];
  const variables = (set: boolean) =>
    secrets.filter((which) => Boolean(configured(env, which)) === set).map((which) => KEPT_SECRETS[which].variable);
  const [fromVariables, kept] = [variables(true), variables(false)];
  const sources = [
    fromVariables.length > 0 ? `${fromVariables.join(", ")} from ${fromVariables.length === 1 ? "its variable" : "their variables"}` : "",
    kept.length > 0 ? `${kept.join(", ")} kept in the site's database (${database})` : "",
  ];
  return `Signing secrets: ${sources.filter(Boolean).join("; ")}`;
}

/** HMAC-SHA256 of `text` under the form secret, base64url: a form-start token's or a share card's signature. */
export function signWithFormSecret(text: string): string {
  return createHmac("sha256", loadedSecret("form", process.env)).update(text).digest("base64url");
}

/** Compared as bytes, in constant time: a non-ASCII signature can have the expected length in characters but not in bytes. */
export function signatureMatches(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.byteLength === expectedBytes.byteLength && timingSafeEqual(givenBytes, expectedBytes);
}

/** The secret that signs the site's cookies (the operators' session, the preview cookie): loaded on first use. */
export async function cookieSigningSecret(): Promise<string> {
  return configured(process.env, "session") ?? (await loadSigningSecrets()).session;
}

/**
 * The secret of the sample's preview link (the server prints the whole link once at start when `PREVIEW_SECRET` is
 * unset). The same on every worker and instance, so the printed link opens preview whichever one answers it. With a
 * Sanity project the Studio mints its own secrets instead.
 */
export function samplePreviewSecret(env: Env = process.env): string {
  return loadedSecret("preview", env);
}
