import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Kysely, Transaction } from "kysely";
import { logEvent } from "~/lib/core/log.server";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import type { SiteTables } from "~/lib/storage/tables";

/**
 * The outbox (decision 065): every message the site sends is a row of the site's database first, written with the event
 * it belongs to (a submission, an order's payment), and only then sent by the delivery loop (./delivery.server.ts) of
 * whichever instance claims it. One row per recipient, named by the event and the recipient, so a retried request or a
 * second instance never makes a second message.
 */

/** A message ready to send, rendered when its event happened (the marketer's words of that moment). */
export interface OutgoingMessage {
  /** The event it tells of, e.g. `support-receipt:<submission id>`: with the recipient, what makes it one message. */
  event: string;
  /** Which message it is (a template's name), for the console. */
  kind: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on messages that are not transactional). */
  headers?: Record<string, string> | undefined;
  /** The submission it belongs to (an order's reference for orders), for the console. */
  submissionId?: string | null | undefined;
}

export type OutboxStatus = SiteTables["outbox"]["status"];
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ["pending", "sending", "sent", "failed"];

/** A message as the outbox keeps it. */
export interface OutboxEntry {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  message: OutgoingMessage;
  submissionId: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Messages waiting beyond this many are refused (and logged): a flood must not fill the database. */
export const OUTBOX_MAX_WAITING = 5_000;

type Writer = Kysely<SiteTables> | Transaction<SiteTables>;
type OutboxRow = SiteTables["outbox"] & { attempts: number; lease_until: number };

/** Told when messages are enqueued in this process, so its delivery loop sends them at once rather than at its next tick. */
export const outboxEvents = new EventEmitter();

/** The message's id: the same event and recipient always give the same id (and Message-ID), whoever enqueues it. */
export function outboxIdOf(message: Pick<OutgoingMessage, "event" | "to">): string {
  return createHash("sha256").update(`${message.event}\n${message.to.toLowerCase()}`).digest("base64url").slice(0, 32);
}

/**
 * Writes `messages` with `writer` (a transaction, so they are stored with their event or not at all). A message already
 * in the outbox (same event, same recipient) is not written again. Resolves with how many were new.
 */
export async function enqueueMessages(writer: Writer, messages: readonly OutgoingMessage[], now = Date.now()): Promise<number> {
  if (messages.length === 0) return 0;
  const { waiting } = await writer
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("waiting"))
    .where("status", "in", ["pending", "sending"])
    .executeTakeFirstOrThrow();
  if (Number(waiting) + messages.length > OUTBOX_MAX_WAITING) {
    logEvent("error", {
      event: "mail.outbox_full",
      waiting: Number(waiting),
      refused: messages.length,
      kinds: messages.map((m) => m.kind),
    });
    return 0;
  }
  const createdAt = new Date(now).toISOString();
  const result = await writer
    .insertInto("outbox")
    .values(
      messages.map((message) => ({
        id: outboxIdOf(message),
        dedupe_key: `${message.event}\n${message.to.toLowerCase()}`,
        kind: message.kind,
        recipient: message.to,
        subject: message.subject,
        message: JSON.stringify(message),
        submission_id: message.submissionId ?? null,
        status: "pending" as const,
        next_attempt_at: now,
        last_error: null,
        created_at: createdAt,
        sent_at: null,
      })),
    )
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** After the transaction that enqueued messages committed: this process's delivery loop looks at once. */
export function announceEnqueued(): void {
  outboxEvents.emit("enqueued");
}

const entryOf = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  message: JSON.parse(row.message) as OutgoingMessage,
  submissionId: row.submission_id,
  status: row.status,
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

export interface Outbox {
  enqueue(messages: readonly OutgoingMessage[], now?: number): Promise<number>;
  /**
   * Claims up to `limit` messages due at `now` for `leaseMs`: pending ones whose time has come, and ones claimed by a
   * sender whose lease ran out (it was killed mid-send). A claim is a compare-and-set, so two instances never claim one.
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<OutboxEntry[]>;
  markSent(id: string, now: number): Promise<void>;
  /** A try failed: due again at `retryAt`, or failed for good when `retryAt` is null. */
  markAttemptFailed(id: string, error: string, retryAt: number | null): Promise<void>;
  /** An operator sends a failed message again: pending at once, its tries counted afresh. False unless it had failed. */
  resend(id: string, now?: number): Promise<boolean>;
  list(query: { status?: OutboxStatus | undefined; offset: number; limit: number }): Promise<{ items: OutboxEntry[]; total: number }>;
  find(id: string): Promise<OutboxEntry | null>;
}

export function createOutbox(source: DatabaseSource): Outbox {
  const database = databaseOf(source);
  return {
    async enqueue(messages, now) {
      const added = await enqueueMessages(await database(), messages, now);
      if (added > 0) announceEnqueued();
      return added;
    },
    async claimDue(now, limit, leaseMs) {
      const db = await database();
      const candidates = await db
        .selectFrom("outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
            eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)]),
          ]),
        )
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
      const claimed: OutboxEntry[] = [];
      for (const { id } of candidates) {
        const row = await db
          .updateTable("outbox")
          .set({ status: "sending", lease_until: now + leaseMs })
          .where("id", "=", id)
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
              eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)]),
            ]),
          )
          .returningAll()
          .executeTakeFirst();
        if (row) claimed.push(entryOf(row as OutboxRow));
      }
      return claimed;
    },
    async markSent(id, now) {
      const db = await database();
      await db
        .updateTable("outbox")
        .set((eb) => ({ status: "sent", sent_at: new Date(now).toISOString(), attempts: eb("attempts", "+", 1), last_error: null }))
        .where("id", "=", id)
        .execute();
    },
    async markAttemptFailed(id, error, retryAt) {
      const db = await database();
      await db
        .updateTable("outbox")
        .set((eb) => ({
          status: retryAt === null ? "failed" : "pending",
          next_attempt_at: retryAt ?? eb.ref("next_attempt_at"),
          lease_until: 0,
          attempts: eb("attempts", "+", 1),
          last_error: error.slice(0, 500),
        }))
        .where("id", "=", id)
        .execute();
    },
    async resend(id, now = Date.now()) {
      const db = await database();
      const result = await db
        .updateTable("outbox")
        .set({ status: "pending", attempts: 0, next_attempt_at: now, lease_until: 0 })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .executeTakeFirst();
      const resent = result.numUpdatedRows > 0n;
      if (resent) announceEnqueued();
      return resent;
    },
    async list({ status, offset, limit }) {
      const db = await database();
      let matching = db.selectFrom("outbox");
      if (status) matching = matching.where("status", "=", status);
      const [rows, count] = await Promise.all([
        matching.selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).offset(offset).execute(),
        matching.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map((row) => entryOf(row as OutboxRow)), total: Number(count.total) };
    },
    async find(id) {
      const db = await database();
      const row = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? entryOf(row as OutboxRow) : null;
    },
  };
}
