import { createClient } from "@sanity/client";
import type Database from "better-sqlite3";
import { openSqliteFile } from "~/lib/core/sqlite.server";
import { RENAMED_KINDS, renamedSubmissionId, type RenamedKind } from "./renamed-kinds";

/** What a visitor sent through one of the site's forms. */
export interface Submission {
  /** Unique id; for orders, the order reference. */
  id: string;
  /** The form's id (app/lib/forms/registry.server.ts), which is also the Studio's read-only document type. */
  kind: string;
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
  find(kind: string, id: string): Promise<Submission | null>;
  /**
   * Changes a stored submission's fields, atomically: `change` reads the current data and returns the fields to
   * set, or null to leave it as it is. Resolves with the data after the change (null when there is no such
   * submission). Two changes at once never overwrite each other: one waits (SQLite) or is retried on the new
   * revision (Sanity).
   */
  update(
    kind: string,
    id: string,
    change: (data: Record<string, unknown>) => Record<string, unknown> | null,
  ): Promise<Record<string, unknown> | null>;
  /** Submissions newest first, one page of them, and how many match. */
  list(query: SubmissionQuery): Promise<{ items: Submission[]; total: number }>;
}

/** Which submissions an operator asks for: kinds, handled or not, an e-mail address (part of it), a page. */
export interface SubmissionQuery {
  kinds: readonly string[];
  handled?: boolean | undefined;
  /** Lower-case text the visitor's e-mail address (a buyer's, for orders) contains. */
  email?: string | undefined;
  offset: number;
  limit: number;
}

/**
 * Rows stored under a form's old kind (decision 043) move to its name, in one transaction, whenever a file is opened, so
 * rows an older version wrote meanwhile are caught up on the next start. A row whose new id is already taken (the same
 * address joined the waitlist under both names) is left as it was.
 */
function renameLegacyKinds(db: Database.Database): void {
  const legacy = Object.keys(RENAMED_KINDS) as RenamedKind[];
  const rows = db
    .prepare<string[], { id: string; kind: RenamedKind }>(
      `SELECT id, kind FROM submissions WHERE kind IN (${legacy.map(() => "?").join(", ")})`,
    )
    .all(...legacy);
  if (rows.length === 0) return;
  const rename = db.prepare("UPDATE OR IGNORE submissions SET kind = ?, id = ? WHERE kind = ? AND id = ?");
  db.transaction(() => {
    for (const { id, kind } of rows) rename.run(RENAMED_KINDS[kind], renamedSubmissionId(kind, id), kind, id);
  })();
}

/** Embedded SQLite (WAL, synchronous writes): the default, a file under data/ created on first start. */
export function createSqliteStore(path: string): SubmissionStore & { close(): void } {
  const db = openSqliteFile(path);
  db.exec(`CREATE TABLE IF NOT EXISTS submissions (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    submitted_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS submissions_by_kind ON submissions (kind, submitted_at);`);
  renameLegacyKinds(db);
  const insert = db.prepare("INSERT INTO submissions (id, kind, data, submitted_at) VALUES (?, ?, ?, ?)");
  const select = db.prepare<[string, string], { id: string; kind: string; data: string; submitted_at: string }>(
    "SELECT id, kind, data, submitted_at FROM submissions WHERE kind = ? AND id = ?",
  );
  const write = db.prepare("UPDATE submissions SET data = ? WHERE kind = ? AND id = ?");
  // better-sqlite3 runs a transaction synchronously: nothing else touches the row between the read and the write.
  const updateRow = db.transaction(
    (kind: string, id: string, change: (data: Record<string, unknown>) => Record<string, unknown> | null) => {
      const row = select.get(kind, id);
      if (!row) return null;
      const data = JSON.parse(row.data) as Record<string, unknown>;
      const fields = change(data);
      if (!fields) return data;
      const changed = { ...data, ...fields };
      write.run(JSON.stringify(changed), kind, id);
      return changed;
    },
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
    async update(kind, id, change) {
      return updateRow(kind, id, change);
    },
    async list({ kinds, handled, email, offset, limit }) {
      const where = [`kind IN (${kinds.map(() => "?").join(", ") || "NULL"})`];
      const params: (string | number)[] = [...kinds];
      if (handled !== undefined) where.push(`coalesce(json_extract(data, '$.handled'), 0) = ${handled ? 1 : 0}`);
      if (email) {
        where.push("instr(lower(coalesce(json_extract(data, '$.email'), json_extract(data, '$.buyer.email'), '')), ?) > 0");
        params.push(email);
      }
      const clause = where.join(" AND ");
      const rows = db
        .prepare<(string | number)[], { id: string; kind: string; data: string; submitted_at: string }>(
          `SELECT id, kind, data, submitted_at FROM submissions WHERE ${clause} ORDER BY submitted_at DESC, id LIMIT ? OFFSET ?`,
        )
        .all(...params, limit, offset);
      const total = db
        .prepare<(string | number)[], { total: number }>(`SELECT COUNT(*) AS total FROM submissions WHERE ${clause}`)
        .get(...params);
      return {
        items: rows.map((row) => ({ id: row.id, kind: row.kind, data: JSON.parse(row.data), submittedAt: row.submitted_at })),
        total: total?.total ?? 0,
      };
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
  const documentId = (kind: string, id: string) => `${kind}.${id}`;
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
    async update(kind, id, change) {
      // Optimistic: the patch applies only to the revision that was read; on a conflict, read again and retry.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const document = await client.getDocument(documentId(kind, id));
        if (!document) return null;
        const { _id, _type, _rev, _createdAt, _updatedAt, submittedAt, ...data } = document;
        const fields = change(data);
        if (!fields) return data;
        try {
          await client.patch(_id).ifRevisionId(_rev).set(fields).commit({ visibility: "sync" });
          return { ...data, ...fields };
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode !== 409) throw error;
        }
      }
      throw new Error(`${kind} ${id} kept changing while it was being updated`);
    },
    async list({ kinds, handled, email, offset, limit }) {
      const filter = [
        "_type in $kinds",
        ...(handled === undefined ? [] : [handled ? "handled == true" : "handled != true"]),
        ...(email ? ["lower(coalesce(email, buyer.email, '')) match $email"] : []),
      ].join(" && ");
      const params = { kinds: [...kinds], email: email ? `*${email}*` : "", start: offset, end: offset + limit };
      const result = await client.fetch<{ items: Record<string, unknown>[]; total: number }>(
        `{ "items": *[${filter}] | order(submittedAt desc) [$start...$end], "total": count(*[${filter}]) }`,
        params,
      );
      return {
        items: result.items.map(({ _id, _type, _rev, _createdAt, _updatedAt, submittedAt, ...data }) => ({
          id: String(_id).slice(String(_type).length + 1),
          kind: String(_type),
          data,
          submittedAt: String(submittedAt),
        })),
        total: result.total,
      };
    },
  };
}
