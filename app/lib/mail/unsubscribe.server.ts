import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import type { OutboxEntry, OutgoingMessage } from "./outbox.server";

/**
 * Unsubscribes (decision 067): an address that followed a message's unsubscribe link (or its mail client's one-click
 * button, RFC 8058) is a row of `unsubscribes`, kept for good. Messages that are not transactional, the ones carrying
 * `List-Unsubscribe`, are never sent to it; receipts and order messages still are, since the person asked for those.
 */

const normalised = (address: string) => address.trim().toLowerCase();

/** Records that `address` wants no more such mail; "already" when it had said so before (nothing changes). */
export async function recordUnsubscribe(source: DatabaseSource, address: string, now = Date.now()): Promise<"recorded" | "already"> {
  const db = await databaseOf(source)();
  const result = await db
    .insertInto("unsubscribes")
    .values({ address: normalised(address), unsubscribed_at: new Date(now).toISOString() })
    .onConflict((conflict) => conflict.column("address").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "recorded" : "already";
}

/** The addresses among `addresses` that unsubscribed, lower case: one query for a batch of the outbox. */
export async function suppressedRecipients(source: DatabaseSource, addresses: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map(normalised))];
  if (wanted.length === 0) return new Set();
  const db = await databaseOf(source)();
  const rows = await db.selectFrom("unsubscribes").select("address").where("address", "in", wanted).execute();
  return new Set(rows.map((row) => row.address));
}

export async function isUnsubscribed(source: DatabaseSource, address: string): Promise<boolean> {
  return (await suppressedRecipients(source, [address])).size > 0;
}

/** A message that is not transactional offers an unsubscribe (decision 065's `listUnsubscribeHeaders`). */
export function offersUnsubscribe(message: Pick<OutgoingMessage, "headers">): boolean {
  return Object.keys(message.headers ?? {}).some((name) => name.toLowerCase() === "list-unsubscribe");
}

/** Why the delivery loop fails a message it withheld, as the console shows it. */
export const UNSUBSCRIBED = "unsubscribed";

/** The ids of the outbox entries that must not be sent: not transactional, to an address that unsubscribed. */
export async function withheldEntries(source: DatabaseSource, entries: readonly OutboxEntry[]): Promise<Set<string>> {
  const offering = entries.filter((entry) => offersUnsubscribe(entry.message));
  const suppressed = await suppressedRecipients(
    source,
    offering.map((entry) => entry.recipient),
  );
  return new Set(offering.filter((entry) => suppressed.has(normalised(entry.recipient))).map((entry) => entry.id));
}
