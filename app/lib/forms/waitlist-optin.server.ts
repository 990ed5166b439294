import { sql, SqliteAdapter, type Kysely, type SqlBool } from "kysely";
import { logEvent } from "~/lib/core/log.server";
import { confirmedSubmissionOf } from "~/lib/mail/links.server";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import { siteDatabase } from "~/lib/storage/storage.server";
import type { SiteTables } from "~/lib/storage/tables";
import type { SubmissionStore } from "~/lib/submissions/store.server";
import { waitlistForm } from "./schemas";

/**
 * The waitlist's double opt-in (decision 067): a sign-up is stored unconfirmed (`confirmed: false`), its one message is
 * the confirmation link (app/lib/mail/links.server.ts: signed, 7 days), and a POST from the page that link opens confirms
 * it (`confirmed: true`, `confirmedAt`). Nothing else is ever sent to an unconfirmed address, and a sign-up still
 * unconfirmed 30 days after it was made is deleted with its messages.
 */

const WAITLIST = waitlistForm.id;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An unconfirmed sign-up is deleted this long after it was made: the link expired long before, and nobody may mail it. */
export const UNCONFIRMED_KEPT_DAYS = 30;

/** What the fields of a new sign-up say until its owner confirms it; never from the visitor's form. */
export const UNCONFIRMED = { confirmed: false } as const;

/** Where a confirmation link stands: its sign-up waiting for the click, confirmed already, or why the link does nothing. */
export type ConfirmationState = "unconfirmed" | "confirmed" | "expired" | "invalid" | "unknown";

const isConfirmed = (data: Record<string, unknown>) => data.confirmed === true;

/**
 * The sign-up a genuine token names, whether or not it expired (read as of 1970, before any link's end): an expired link
 * still proves it was sent to that sign-up's address, so its page may say it is confirmed or start it again.
 */
function signUpNamedBy(token: string): string | null {
  const claims = confirmedSubmissionOf(token, 0);
  return typeof claims === "string" ? null : claims.submissionId;
}

/** What the confirmation page shows for a link (a GET changes nothing: mail scanners open links). */
export async function confirmationOf(
  store: SubmissionStore,
  token: string,
  now = Date.now(),
): Promise<{ state: ConfirmationState; email?: string }> {
  const claims = confirmedSubmissionOf(token, now);
  if (claims === "invalid") return { state: "invalid" };
  const id = claims === "expired" ? signUpNamedBy(token) : claims.submissionId;
  const signUp = id === null ? null : await store.find(WAITLIST, id);
  if (signUp && isConfirmed(signUp.data)) return { state: "confirmed" };
  if (claims === "expired") return { state: "expired" };
  if (!signUp) return { state: "unknown" };
  return { state: "unconfirmed", email: typeof signUp.data.email === "string" ? signUp.data.email : "" };
}

/** The POST the page's button sends: confirms the sign-up once; the same link again is "already confirmed". */
export async function confirmSignUp(
  store: SubmissionStore,
  token: string,
  now = Date.now(),
): Promise<"confirmed" | "already-confirmed" | Exclude<ConfirmationState, "unconfirmed" | "confirmed">> {
  const claims = confirmedSubmissionOf(token, now);
  if (claims === "invalid") return "invalid";
  if (claims === "expired") return (await confirmationOf(store, token, now)).state === "confirmed" ? "already-confirmed" : "expired";
  // `change` may run again on newer data (another confirmation won the race): its last verdict is the one written.
  let confirmedNow = false;
  const after = await store.update(WAITLIST, claims.submissionId, (data) => {
    confirmedNow = !isConfirmed(data);
    return confirmedNow ? { confirmed: true, confirmedAt: new Date(now).toISOString() } : null;
  });
  if (!after) return "unknown";
  if (confirmedNow) logEvent("info", { event: "waitlist.confirmed", id: claims.submissionId });
  return confirmedNow ? "confirmed" : "already-confirmed";
}

/**
 * A sign-up stored as `confirmed: false` and never confirmed. Sign-ups from before the opt-in (no `confirmed` at all)
 * are not: what a visitor gave is never deleted by an upgrade. Per engine, since the data is JSON text and each reads
 * it with its own function.
 */
function unconfirmed(db: Kysely<SiteTables>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<SqlBool>`json_type(data, '$.confirmed') = 'false'`
    : sql<SqlBool>`data::jsonb -> 'confirmed' = 'false'::jsonb`;
}

/** Rows deleted per transaction: each is short, so SQLite's write lock is never held long. */
const PURGE_BATCH = 500;

/**
 * Deletes unconfirmed sign-ups (of `only`, or made before `before`) with their messages, in batches, each in one
 * transaction: the outbox keeps no copy of the address, and a sign-up made again later gets its message again (the same
 * event and recipient would otherwise be the old row). A sign-up confirmed meanwhile is not deleted: the condition is
 * read by the DELETE itself. Resolves with how many were deleted.
 */
async function deleteUnconfirmed(source: DatabaseSource, which: { before: string } | { only: string }): Promise<number> {
  const db = await databaseOf(source)();
  let deleted = 0;
  for (;;) {
    const ids = await db.transaction().execute(async (transaction) => {
      const rows = await transaction
        .deleteFrom("submissions")
        .where("id", "in", (eb) => {
          const candidates = eb.selectFrom("submissions").select("id").where("kind", "=", WAITLIST).where(unconfirmed(db));
          return ("only" in which ? candidates.where("id", "=", which.only) : candidates.where("submitted_at", "<", which.before)).limit(
            PURGE_BATCH,
          );
        })
        .returning("id")
        .execute();
      const batch = rows.map((row) => row.id);
      if (batch.length > 0) await transaction.deleteFrom("outbox").where("submission_id", "in", batch).execute();
      return batch;
    });
    deleted += ids.length;
    if (ids.length < PURGE_BATCH) return deleted;
  }
}

/** Deletes every sign-up still unconfirmed `UNCONFIRMED_KEPT_DAYS` after it was made; safe to run anywhere, any time. */
export function purgeUnconfirmedSignUps(source: DatabaseSource, now = Date.now()): Promise<number> {
  return deleteUnconfirmed(source, { before: new Date(now - UNCONFIRMED_KEPT_DAYS * DAY_MS).toISOString() });
}

/**
 * An expired link's "Sign up again": its sign-up, if still unconfirmed, is deleted at once, so the waitlist form stores
 * the address afresh and sends a new link (a kept sign-up would answer "joined" and send nothing). The token, expired
 * but genuine, proves the link was mailed to that address.
 */
export async function restartSignUp(source: DatabaseSource, token: string): Promise<"restarted" | "invalid"> {
  const id = signUpNamedBy(token);
  if (id === null) return "invalid";
  if ((await deleteUnconfirmed(source, { only: id })) > 0) logEvent("info", { event: "waitlist.restarted", id });
  return "restarted";
}

/** How often each instance purges: often enough that nothing outlives its 30 days by much, rare enough to cost nothing. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

let running: { timer: NodeJS.Timeout; pass: Promise<void> } | undefined;

/**
 * Starts this process's purge on the site's database: once now, then hourly. Every instance and worker runs one; a
 * DELETE decides which rows it takes, so two at once delete each row once and the count is logged by the one that did.
 */
export function startSignUpPurge(source: DatabaseSource = siteDatabase): void {
  if (running) return;
  const run = () => {
    if (!running) return;
    running.pass = running.pass.then(async () => {
      try {
        const purged = await purgeUnconfirmedSignUps(source);
        if (purged > 0) logEvent("info", { event: "waitlist.purged", purged, olderThanDays: UNCONFIRMED_KEPT_DAYS });
      } catch (error) {
        logEvent("warn", { event: "waitlist.purge_failed", reason: error instanceof Error ? error.message : String(error) });
      }
    });
  };
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  running = { timer, pass: Promise.resolve() };
  run();
}

/** Stops the purge after the pass in flight (a drained server's end, before the database closes). */
export async function stopSignUpPurge(): Promise<void> {
  const current = running;
  running = undefined;
  if (!current) return;
  clearInterval(current.timer);
  await current.pass;
}
