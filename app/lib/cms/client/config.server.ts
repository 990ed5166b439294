import { z } from "zod";
import type { CmsClientOptions } from "./client.server";
import { createLocalTransport, type SanityDocumentLike } from "~/lib/cms/transports/local.server";
import { createSanityTransport } from "~/lib/cms/transports/sanity.server";

/** The Sanity API version every query is pinned to (the `published` perspective is its default). */
export const DEFAULT_SANITY_API_VERSION = "2025-02-19";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const cmsEnvModel = z.object({
  SANITY_PROJECT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a Sanity project id (lowercase letters, digits, dashes)")
      .optional(),
  ),
  SANITY_DATASET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9_-]+$/, "must be a dataset name")
      .optional(),
  ),
  SANITY_API_VERSION: optionalText.pipe(
    z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2}|1)$/, "must be a date like 2025-02-19")
      .optional(),
  ),
  SANITY_API_READ_TOKEN: optionalText,
  /** Where the Studio is deployed: preview reads then carry stega for click-to-edit in its Presentation tool. */
  SANITY_STUDIO_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be the Studio's http(s) URL" }).optional()),
  SANITY_API_WRITE_TOKEN: optionalText,
  CMS_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  CMS_TIMEOUT_MS: z.coerce.number().int().min(1).default(3000),
  CMS_REQUEST_DEADLINE_MS: z.coerce.number().int().min(1).default(1500),
  NODE_ENV: z.string().optional(),
});

export class CmsConfigError extends Error {
  override name = "CmsConfigError";
}

export type CmsEnv = z.infer<typeof cmsEnvModel>;

/** The CMS settings of the environment, validated once; a bad value stops the start with a clear message. */
export function readCmsEnv(env: Record<string, string | undefined>): CmsEnv {
  const parsed = cmsEnvModel.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ");
    throw new CmsConfigError(`Invalid CMS environment: ${problems}`);
  }
  return parsed.data;
}

/** Which Sanity project and dataset the site talks to; null without SANITY_PROJECT_ID (sample mode). */
export function sanityProject(config: CmsEnv): { projectId: string; dataset: string; apiVersion: string } | null {
  if (!config.SANITY_PROJECT_ID) return null;
  return {
    projectId: config.SANITY_PROJECT_ID,
    dataset: config.SANITY_DATASET ?? "production",
    apiVersion: config.SANITY_API_VERSION ?? DEFAULT_SANITY_API_VERSION,
  };
}

/** Chooses the transport: Sanity when SANITY_PROJECT_ID is set (results refreshed after CMS_CACHE_TTL_SECONDS), else groq-js over the sample dataset. */
export function cmsOptionsFromEnv(
  env: Record<string, string | undefined>,
  sampleDocuments: readonly SanityDocumentLike[],
): CmsClientOptions {
  const config = readCmsEnv(env);
  const project = sanityProject(config);
  const sample = createLocalTransport(sampleDocuments);
  const timeoutMs = config.CMS_TIMEOUT_MS;
  const requestDeadlineMs = config.CMS_REQUEST_DEADLINE_MS;
  // The bundled sample never changes while the process runs: nothing to refresh. It is read in the process, with no
  // network to give up on, so a visitor's request has no deadline for it: on a busy machine a slow page beats a 500.
  if (!project) return { timeoutMs, freshForMs: Number.POSITIVE_INFINITY, transport: sample, sampleFallback: null };
  return {
    timeoutMs,
    requestDeadlineMs,
    freshForMs: config.CMS_CACHE_TTL_SECONDS * 1000,
    transport: createSanityTransport({
      ...project,
      token: config.SANITY_API_READ_TOKEN,
      useCdn: config.NODE_ENV === "production",
      studioUrl: config.SANITY_STUDIO_URL,
    }),
    sampleFallback: sample,
  };
}
