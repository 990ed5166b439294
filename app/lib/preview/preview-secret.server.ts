import { createHash, timingSafeEqual } from "node:crypto";
import { createClient } from "@sanity/client";
import { urlSearchParamPreviewPathname, urlSearchParamPreviewSecret, validatePreviewUrl } from "@sanity/preview-url-secret";
import { readCmsEnv, sanityProject } from "~/lib/cms/client/config.server";
import { PREVIEW_ENABLE_PATH } from "~/lib/declarations/paths";
import { samplePreviewSecret } from "~/lib/security/secrets.server";

/** What the check of a preview link found. */
type PreviewSecretCheck = { valid: true; redirectTo: string | undefined } | { valid: false; reason: "invalid-secret" | "no-read-token" };

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The line the server prints once at start in sample mode when `PREVIEW_SECRET` is unset: the link that starts
 * preview with the random secret kept in the site's database. Null when there is nothing to print.
 */
export function samplePreviewNotice(origin: string, env: Record<string, string | undefined> = process.env): string | null {
  if (sanityProject(readCmsEnv(env)) || env.PREVIEW_SECRET?.trim()) return null;
  const link = new URL(PREVIEW_ENABLE_PATH, origin);
  link.searchParams.set(urlSearchParamPreviewSecret, samplePreviewSecret(env));
  link.searchParams.set(urlSearchParamPreviewPathname, "/pricing");
  return `Preview the sample drafts (PREVIEW_SECRET is unset: a random one, kept in the site's database): ${link.href}`;
}

/**
 * Checks the secret of a link the Studio's Presentation tool opened (`sanity-preview-secret`,
 * `sanity-preview-pathname`): against the secret documents the Studio keeps in the dataset (one
 * hour of validity, read with the read token) or, in sample mode, against `PREVIEW_SECRET`.
 */
export async function checkPreviewSecret(url: string, env: Record<string, string | undefined> = process.env): Promise<PreviewSecretCheck> {
  const config = readCmsEnv(env);
  const project = sanityProject(config);
  const params = new URL(url).searchParams;
  if (!project) {
    const secret = params.get(urlSearchParamPreviewSecret);
    if (!secret || !sameSecret(secret, samplePreviewSecret(env))) return { valid: false, reason: "invalid-secret" };
    return { valid: true, redirectTo: params.get(urlSearchParamPreviewPathname) ?? undefined };
  }
  if (!config.SANITY_API_READ_TOKEN) return { valid: false, reason: "no-read-token" };
  const client = createClient({ ...project, token: config.SANITY_API_READ_TOKEN, useCdn: false });
  const result = await validatePreviewUrl(client, url);
  return result.isValid ? { valid: true, redirectTo: result.redirectTo } : { valid: false, reason: "invalid-secret" };
}
