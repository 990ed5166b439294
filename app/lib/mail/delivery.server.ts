import { logEvent } from "~/lib/core/log.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { createOutbox, outboxEvents, type Outbox, type OutboxEntry } from "./outbox.server";
import { isPermanentFailure, mailTransportFromEnv, type MailTransport } from "./transport.server";
import { UNSUBSCRIBED, withheldEntries } from "./unsubscribe.server";

/**
 * The delivery loop (decision 065): claims due messages from the outbox, hands each to the transport, and records what
 * happened. A refused or unreachable server means another try later, with growing waits, until `MAX_ATTEMPTS`; then the
 * message is failed and waits for an operator's resend in the console.
 */

/** Tries of one message before it is failed: with the waits below, about seven hours of a server that is down. */
export const MAX_ATTEMPTS = 12;
/** The wait after the first failed try; each next one doubles, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A claim lasts longer than the transport's timeouts together: a sender killed mid-send gives its messages back then. */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** `MAIL_CLAIM_LEASE_MS` (milliseconds, a positive whole number), else `CLAIM_LEASE_MS`: shorter only for the crash test. */
export function claimLeaseMs(env: Record<string, string | undefined>): number {
  const value = Number(env.MAIL_CLAIM_LEASE_MS);
  return env.MAIL_CLAIM_LEASE_MS?.trim() && Number.isInteger(value) && value > 0 ? value : CLAIM_LEASE_MS;
}
/** Messages claimed per pass. */
const BATCH = 20;

export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
}

export interface DeliveryPass {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * One pass: every message due at `now()` (up to a batch) tried once. `withheld` names the claimed messages that must not
 * be sent (decision 067: not transactional, to an address that unsubscribed); each is failed with "unsubscribed".
 */
export function createMailDelivery({
  outbox,
  transport,
  now = Date.now,
  withheld = async () => new Set<string>(),
  leaseMs = CLAIM_LEASE_MS,
}: {
  outbox: Outbox;
  transport: MailTransport;
  now?: () => number;
  withheld?: (entries: readonly OutboxEntry[]) => Promise<ReadonlySet<string>>;
  leaseMs?: number;
}) {
  return {
    async deliverDue(): Promise<DeliveryPass> {
      const pass: DeliveryPass = { sent: 0, retried: 0, failed: 0 };
      const due = await outbox.claimDue(now(), BATCH, leaseMs);
      const unsubscribed = await withheld(due);
      for (const entry of due) {
        if (unsubscribed.has(entry.id)) {
          await outbox.markAttemptFailed(entry.id, UNSUBSCRIBED, null);
          pass.failed += 1;
          logEvent("info", { event: "mail.withheld", id: entry.id, kind: entry.kind, reason: UNSUBSCRIBED });
          continue;
        }
        try {
          await transport.send(entry);
          await outbox.markSent(entry.id, now());
          pass.sent += 1;
          logEvent("info", { event: "mail.sent", id: entry.id, kind: entry.kind, via: transport.name });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const attempt = entry.attempts + 1;
          const giveUp = attempt >= MAX_ATTEMPTS || isPermanentFailure(error);
          await outbox.markAttemptFailed(entry.id, reason, giveUp ? null : now() + retryDelayMs(attempt));
          if (giveUp) pass.failed += 1;
          else pass.retried += 1;
          logEvent(giveUp ? "error" : "warn", {
            event: giveUp ? "mail.failed" : "mail.retry",
            id: entry.id,
            kind: entry.kind,
            attempt,
            reason,
          });
        }
      }
      return pass;
    },
  };
}

/** How often an idle loop looks for messages that became due (a retry's time, another instance's message). */
const POLL_MS = 5_000;

let running: { stop(): Promise<void> } | undefined;

/**
 * Starts this process's delivery loop on the site's database: a pass at once, then every few seconds and whenever this
 * process enqueues; one pass at a time. Every instance and worker runs one; claims keep them from sending a message twice.
 */
export function startMailDelivery(env: Record<string, string | undefined> = process.env): void {
  if (running) return;
  const transport = mailTransportFromEnv(env);
  const delivery = createMailDelivery({
    outbox: createOutbox(siteDatabase),
    transport,
    withheld: (entries) => withheldEntries(siteDatabase, entries),
    leaseMs: claimLeaseMs(env),
  });
  let pass: Promise<unknown> = Promise.resolve();
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    again = true;
    pass = pass.then(async () => {
      while (again && !stopped) {
        again = false;
        try {
          const { sent } = await delivery.deliverDue();
          // A full batch may have left more behind.
          if (sent >= BATCH) again = true;
        } catch (error) {
          logEvent("warn", { event: "mail.outbox_unavailable", reason: error instanceof Error ? error.message : String(error) });
        }
      }
    });
  };
  const timer = setInterval(run, POLL_MS);
  timer.unref();
  outboxEvents.on("enqueued", run);
  logEvent("info", { event: "mail.delivery_started", via: transport.name, destination: transport.destination });
  run();
  running = {
    async stop() {
      stopped = true;
      clearInterval(timer);
      outboxEvents.off("enqueued", run);
      await pass;
      transport.close();
    },
  };
}

/** Stops the loop after the pass in flight (a drained server's end, before the database closes). */
export async function stopMailDelivery(): Promise<void> {
  const current = running;
  running = undefined;
  await current?.stop();
}
