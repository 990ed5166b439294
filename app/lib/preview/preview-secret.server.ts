import { createHash, timingSafeEqual } from "node:crypto";
import { createClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import {
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewPerspective,
  urlSearchParamPreviewSecret,
} from "@sanity/preview-url-secret/constants";
import { SAMPLE_RELEASE_ID, SAMPLE_RELEASE_TITLE } from "~/content/sample/drafts";
import { readCmsEnv, sanityProject } from "~/lib/cms/client/config.server";
import { PREVIEW_ENABLE_PATH } from "~/lib/declarations/paths";
import { samplePreviewSecret } from "~/lib/security/secrets.server";

/**
 * What the check of a preview link found: where to go, and the perspective the Studio was showing
 * (`sanity-preview-perspective`, unchecked: the caller parses it).
 */
type PreviewSecretCheck =
  | { valid: true; redirectTo: string | undefined; perspective: string | null }
  | { valid: false; reason: "invalid-secret" | "no-read-token" };

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A sample-mode preview link, as the Presentation tool would open it: the secret, the page, and the perspective. */
export function samplePreviewLink(
  origin: string,
  pathname: string,
  perspective?: string,
  env: Record<string, string | undefined> = process.env,
): URL {
  const link = new URL(PREVIEW_ENABLE_PATH, origin);
  link.searchParams.set(urlSearchParamPreviewSecret, samplePreviewSecret(env));
  link.searchParams.set(urlSearchParamPreviewPathname, pathname);
  if (perspective) link.searchParams.set(urlSearchParamPreviewPerspective, perspective);
  return link;
}

/**
 * The lines the server prints once at start in sample mode when `PREVIEW_SECRET` is unset: the links that start
 * preview with the random secret kept in the site's database, of the drafts and of the sample's release. Null when
 * there is nothing to print.
 */
export function samplePreviewNotice(origin: string, env: Record<string, string | undefined> = process.env): string | null {
  if (sanityProject(readCmsEnv(env)) || env.PREVIEW_SECRET?.trim()) return null;
  return [
    `Preview the sample drafts (PREVIEW_SECRET is unset: a random one, kept in the site's database): ${samplePreviewLink(origin, "/pricing", undefined, env).href}`,
    `Preview the sample release "${SAMPLE_RELEASE_TITLE}": ${samplePreviewLink(origin, "/pricing", SAMPLE_RELEASE_ID, env).href}`,
  ].join("\n");
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
    return {
      valid: true,
      redirectTo: params.get(urlSearchParamPreviewPathname) ?? undefined,
      perspective: params.get(urlSearchParamPreviewPerspective),
    };
  }
  if (!config.SANITY_API_READ_TOKEN) return { valid: false, reason: "no-read-token" };
  const client = createClient({ ...project, token: config.SANITY_API_READ_TOKEN, useCdn: false });
  const result = await validatePreviewUrl(client, url);
  return result.isValid
    ? { valid: true, redirectTo: result.redirectTo, perspective: result.studioPreviewPerspective ?? null }
    : { valid: false, reason: "invalid-secret" };
}
