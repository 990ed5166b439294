import { randomBytes, randomUUID } from "node:crypto";
import { DEFAULT_SANITY_API_VERSION } from "~/lib/cms/config.server";
import { createSanityStore, createSqliteStore, type Submission, type SubmissionKind, type SubmissionStore } from "./store.server";

export const DEFAULT_SUBMISSIONS_DB = "data/submissions.db";

/** Sanity when a project and SANITY_API_WRITE_TOKEN are configured, else the embedded SQLite file. */
export function storeFromEnv(env: Record<string, string | undefined>): SubmissionStore {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const token = env.SANITY_API_WRITE_TOKEN?.trim();
  if (projectId && token) {
    return createSanityStore({
      projectId,
      dataset: env.SANITY_DATASET?.trim() || "production",
      apiVersion: env.SANITY_API_VERSION?.trim() || DEFAULT_SANITY_API_VERSION,
      token,
    });
  }
  return createSqliteStore(env.SUBMISSIONS_DB?.trim() || DEFAULT_SUBMISSIONS_DB);
}

let store: SubmissionStore | undefined;

/** The process's submission store, opened on first use. */
export function submissionStore(): SubmissionStore {
  store ??= storeFromEnv(process.env);
  return store;
}

/** Unguessable order reference: XK- and 12 characters from a 32-letter alphabet (60 random bits). */
export function newOrderReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(12);
  return `XK-${Array.from(bytes, (byte) => alphabet[byte % 32]).join("")}`;
}

/** A submission ready to save: its id (the order reference for orders) and time. */
export function newSubmission(kind: SubmissionKind, data: Record<string, unknown>, id: string = randomUUID()): Submission {
  return { id, kind, data, submittedAt: new Date().toISOString() };
}
