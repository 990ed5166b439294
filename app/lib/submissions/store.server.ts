import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createClient } from "@sanity/client";
import Database from "better-sqlite3";

/** What visitors send through the site's forms (the Studio's read-only Submissions types). */
export type SubmissionKind = "waitlistEntry" | "supportRequest" | "order" | "affiliateSignup";

export interface Submission {
  /** Unique id; for orders, the order reference. */
  id: string;
  kind: SubmissionKind;
  data: Record<string, unknown>;
  submittedAt: string;
}

/**
 * Where submissions are kept. `save` resolves only once the submission is durably stored, so a
 * visitor never sees success for something that was lost; it rejects on any failure.
 */
export interface SubmissionStore {
  readonly name: "sqlite" | "sanity";
  save(submission: Submission): Promise<void>;
  find(kind: SubmissionKind, id: string): Promise<Submission | null>;
}

/** Embedded SQLite (WAL, synchronous writes): the default, a file under data/ created on first start. */
export function createSqliteStore(path: string): SubmissionStore & { close(): void } {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec(`CREATE TABLE IF NOT EXISTS submissions (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    submitted_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS submissions_by_kind ON submissions (kind, submitted_at);`);
  const insert = db.prepare("INSERT INTO submissions (id, kind, data, submitted_at) VALUES (?, ?, ?, ?)");
  const select = db.prepare<[string, string], { id: string; kind: SubmissionKind; data: string; submitted_at: string }>(
    "SELECT id, kind, data, submitted_at FROM submissions WHERE kind = ? AND id = ?",
  );
  return {
    name: "sqlite",
    async save({ id, kind, data, submittedAt }) {
      insert.run(id, kind, JSON.stringify(data), submittedAt);
    },
    async find(kind, id) {
      const row = select.get(kind, id);
      return row ? { id: row.id, kind: row.kind, data: JSON.parse(row.data), submittedAt: row.submitted_at } : null;
    },
    close: () => db.close(),
  };
}

export interface SanityStoreConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token: string;
}

/** Sanity documents (mutations with a write token), so marketers see submissions in the Studio. */
export function createSanityStore(config: SanityStoreConfig): SubmissionStore {
  const client = createClient({ ...config, useCdn: false, perspective: "raw", maxRetries: 2 });
  const documentId = (kind: SubmissionKind, id: string) => `${kind}.${id}`;
  return {
    name: "sanity",
    async save({ id, kind, data, submittedAt }) {
      // visibility "sync": resolves once the document is committed and queryable.
      await client.create({ _id: documentId(kind, id), _type: kind, ...data, submittedAt }, { visibility: "sync" });
    },
    async find(kind, id) {
      const document = await client.getDocument(documentId(kind, id));
      if (!document) return null;
      const { _id, _type, _rev, _createdAt, _updatedAt, submittedAt, ...data } = document;
      return { id, kind, data, submittedAt: String(submittedAt) };
    },
  };
}
