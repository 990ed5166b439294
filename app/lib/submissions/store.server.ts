import { createClient } from "@sanity/client";
import { sql, type Kysely } from "kysely";
import { announceEnqueued, createOutbox, enqueueMessages, type OutgoingMessage } from "~/lib/mail/outbox.server";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import { siteDatabase } from "~/lib/storage/storage.server";
import { submissionFilters } from "~/lib/storage/submission-filters";
import type { SiteTables } from "~/lib/storage/tables";

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
 * visitor never sees success for something that was lost; it rejects on any failure. The messages
 * given with a submission or a change (a notification, a receipt) go into the outbox with it.
 */
export interface SubmissionStore {
  readonly name: "database" | "sanity";
  save(submission: Submission, messages?: readonly OutgoingMessage[]): Promise<void>;
  find(kind: string, id: string): Promise<Submission | null>;
  /**
   * Changes a stored submission's fields, atomically: `change` reads the current data and returns the fields to
   * set, or null to leave it as it is. Resolves with the data after the change (null when there is no such
   * submission). Two changes at once, from two processes too, never overwrite each other: the one that lost is worked
   * out again on the new data (`change` may be called more than once, so it only computes). The messages
   * `messagesFor` gives for the change that was written are stored with it.
   */
  update(
    kind: string,
    id: string,
    change: (data: Record<string, unknown>) => Record<string, unknown> | null,
    messagesFor?: MessagesFor,
  ): Promise<Record<string, unknown> | null>;
  /** Submissions newest first, one page of them, and how many match. */
  list(query: SubmissionQuery): Promise<{ items: Submission[]; total: number }>;
}

/** The messages a change of a submission sends, from its data before and after (none: an empty list). */
export type MessagesFor = (before: Record<string, unknown>, after: Record<string, unknown>) => readonly OutgoingMessage[];

/** Which submissions an operator asks for: kinds, handled or not, an e-mail address (part of it), a page. */
export interface SubmissionQuery {
  kinds: readonly string[];
  handled?: boolean | undefined;
  /** Lower-case text the visitor's e-mail address (a buyer's, for orders) contains. */
  email?: string | undefined;
  offset: number;
  limit: number;
}

/** How often an update reads the row again when another process changed it in between (each round, one of them wins). */
const UPDATE_ATTEMPTS = 20;

/** `text` as a LIKE pattern matching itself anywhere: its wildcards and the escape character taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const submissionOf = (row: { id: string; kind: string; data: string; submitted_at: string }): Submission => ({
  id: row.id,
  kind: row.kind,
  data: JSON.parse(row.data) as Record<string, unknown>,
  submittedAt: row.submitted_at,
});

/**
 * A write that SQLite refused because another connection held the file's write lock past the busy timeout counts as
 * not written: the compare-and-set loop reads again and retries, as when another write won.
 */
async function retryWhenBusy(write: () => Promise<boolean>): Promise<boolean> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === "SQLITE_BUSY") return false;
    throw error;
  }
}

/**
 * The site's database (the embedded SQLite file, or PostgreSQL shared by every instance): one row per submission, its
 * data as JSON text, with the console's filters (e-mail, handled) as columns kept with it. The id is the primary key, so
 * the same submission saved twice, by two instances at once too, is one row: the second save rejects. Its messages are
 * written in the same transaction: stored with it, or neither is.
 */
export function createDatabaseStore(source: DatabaseSource): SubmissionStore {
  const database = databaseOf(source);
  return {
    name: "database",
    async save({ id, kind, data, submittedAt }, messages = []) {
      const db = await database();
      const row = { id, kind, data: JSON.stringify(data), submitted_at: submittedAt, ...submissionFilters(data) };
      if (messages.length === 0) {
        await db.insertInto("submissions").values(row).execute();
        return;
      }
      await db.transaction().execute(async (transaction) => {
        await transaction.insertInto("submissions").values(row).execute();
        await enqueueMessages(transaction, messages);
      });
      announceEnqueued();
    },
    async find(kind, id) {
      const db = await database();
      const row = await db
        .selectFrom("submissions")
        .select(["id", "kind", "data", "submitted_at"])
        .where("kind", "=", kind)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? submissionOf(row) : null;
    },
    async update(kind, id, change, messagesFor) {
      const db = await database();
      // Compare-and-set: the write applies only to the data that was read; another process's write in between makes
      // it change nothing, and the change is worked out again on the new data.
      for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
        const row = await db.selectFrom("submissions").select("data").where("kind", "=", kind).where("id", "=", id).executeTakeFirst();
        if (!row) return null;
        const data = JSON.parse(row.data) as Record<string, unknown>;
        const fields = change(data);
        if (!fields) return data;
        const changed = { ...data, ...fields };
        const messages = messagesFor?.(data, changed) ?? [];
        const write = (writer: Kysely<SiteTables>) =>
          writer
            .updateTable("submissions")
            .set({ data: JSON.stringify(changed), ...submissionFilters(changed) })
            .where("kind", "=", kind)
            .where("id", "=", id)
            .where("data", "=", row.data)
            .executeTakeFirstOrThrow();
        // A transaction only when there are messages to store with the change: on SQLite it holds the file's write
        // lock across awaits, which a lone statement does not.
        const written = await retryWhenBusy(() =>
          messages.length === 0
            ? write(db).then(({ numUpdatedRows }) => numUpdatedRows > 0n)
            : db.transaction().execute(async (transaction) => {
                if ((await write(transaction)).numUpdatedRows === 0n) return false;
                await enqueueMessages(transaction, messages);
                return true;
              }),
        );
        if (written) {
          if (messages.length > 0) announceEnqueued();
          return changed;
        }
      }
      throw new Error(`${kind} ${id} kept changing while it was being updated`);
    },
    async list({ kinds, handled, email, offset, limit }) {
      if (kinds.length === 0) return { items: [], total: 0 };
      const db = await database();
      let matching = db.selectFrom("submissions").where("kind", "in", kinds);
      if (handled !== undefined) matching = matching.where("handled", "=", handled ? 1 : 0);
      if (email) matching = matching.where(sql<boolean>`email LIKE ${containing(email.toLowerCase())} ESCAPE '\\'`);
      const [rows, count] = await Promise.all([
        matching
          .select(["id", "kind", "data", "submitted_at"])
          .orderBy("submitted_at", "desc")
          .orderBy("id")
          .limit(limit)
          .offset(offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(submissionOf), total: Number(count.total) };
    },
  };
}

export interface SanityStoreConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token: string;
}

/**
 * Sanity documents (mutations with a write token), so marketers see submissions in the Studio. Their messages go into
 * the outbox on the site's database once Sanity has the document: two systems share no transaction, so a process killed
 * in between loses them (decision 065).
 */
export function createSanityStore(config: SanityStoreConfig, outbox = createOutbox(siteDatabase)): SubmissionStore {
  const client = createClient({ ...config, useCdn: false, perspective: "raw", maxRetries: 2 });
  const documentId = (kind: string, id: string) => `${kind}.${id}`;
  return {
    name: "sanity",
    async save({ id, kind, data, submittedAt }, messages = []) {
      // visibility "sync": resolves once the document is committed and queryable.
      await client.create({ _id: documentId(kind, id), _type: kind, ...data, submittedAt }, { visibility: "sync" });
      await outbox.enqueue(messages);
    },
    async find(kind, id) {
      const document = await client.getDocument(documentId(kind, id));
      if (!document) return null;
      const { _id, _type, _rev, _createdAt, _updatedAt, submittedAt, ...data } = document;
      return { id, kind, data, submittedAt: String(submittedAt) };
    },
    async update(kind, id, change, messagesFor) {
      // Optimistic: the patch applies only to the revision that was read; on a conflict, read again and retry.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const document = await client.getDocument(documentId(kind, id));
        if (!document) return null;
        const { _id, _type, _rev, _createdAt, _updatedAt, submittedAt, ...data } = document;
        const fields = change(data);
        if (!fields) return data;
        try {
          await client.patch(_id).ifRevisionId(_rev).set(fields).commit({ visibility: "sync" });
          const changed = { ...data, ...fields };
          await outbox.enqueue(messagesFor?.(data, changed) ?? []);
          return changed;
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
