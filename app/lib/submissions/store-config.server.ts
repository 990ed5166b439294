import { randomUUID } from "node:crypto";
import { readCmsEnv, sanityProject } from "~/lib/cms/client/config.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { createDatabaseStore, createSanityStore, type Submission, type SubmissionStore } from "./store.server";

/**
 * Sanity when a project and SANITY_API_WRITE_TOKEN are configured, else the site's database (`DATABASE_URL`'s
 * PostgreSQL, or the embedded SQLite file).
 */
export function storeFromEnv(env: Record<string, string | undefined>): SubmissionStore {
  // The same Sanity project the content comes from, read through the CMS settings.
  const config = readCmsEnv(env);
  const project = sanityProject(config);
  if (project && config.SANITY_API_WRITE_TOKEN) return createSanityStore({ ...project, token: config.SANITY_API_WRITE_TOKEN });
  return createDatabaseStore(siteDatabase);
}

let store: SubmissionStore | undefined;

/** The process's submission store, opened on first use. */
export function submissionStore(): SubmissionStore {
  store ??= storeFromEnv(process.env);
  return store;
}

/** A submission ready to save: its id (the order reference for orders) and time. */
export function newSubmission(kind: string, data: Record<string, unknown>, id: string = randomUUID()): Submission {
  return { id, kind, data, submittedAt: new Date().toISOString() };
}
