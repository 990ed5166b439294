import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createOutbox, outboxIdOf, type OutgoingMessage } from "../../app/lib/mail/outbox.server";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { startOwnServer } from "./own-server";

// A server killed while it sends a message loses it not, and does not send it twice (decision 065, issue 34): a built
// server sends over SMTP to a peer in this process that holds the DATA answer; the server is killed (SIGKILL, nothing
// drained) while the peer holds it, so the message was never accepted; a server started again on the same database
// sends it once its sender's claim lease ran out (MAIL_CLAIM_LEASE_MS, short here), and once only.

const RECEIPT: OutgoingMessage = {
  event: "support-receipt:crash-test",
  kind: "support-receipt",
  from: "XchangeKit <support@xchangekit.example>",
  to: "lena@surfmeadow.example",
  subject: "We have your question (S-CRASH)",
  text: "Reference S-CRASH. We reply within one business day.",
  html: "<p>Reference S-CRASH. We reply within one business day.</p>",
  submissionId: "crash-test",
};

/** Long enough for the server to claim and start sending, short enough that its successor need not wait two minutes. */
const SHORT_LEASE = { MAIL_CLAIM_LEASE_MS: "1000", WEB_CONCURRENCY: "1" };

// Two server starts.
test.slow();

let folder: string;
let peer: SmtpPeer;
test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "xchangekit-mail-crash-"));
  peer = await startSmtpPeer();
});
test.afterAll(async () => {
  await peer.close();
  rmSync(folder, { recursive: true, force: true });
});

async function outboxRow(databasePath: string) {
  const storage = openStorage({ engine: "sqlite", path: databasePath });
  try {
    return await createOutbox(storage.db).find(outboxIdOf(RECEIPT));
  } finally {
    await storage.close();
  }
}

test("a server killed while the SMTP server holds its message's answer sends it again after a restart, exactly once", async () => {
  const databasePath = join(folder, "site.db");
  const storage = openStorage({ engine: "sqlite", path: databasePath });
  await migrateStorage(storage);
  expect(await createOutbox(storage.db).enqueue([RECEIPT])).toBe(1);
  await storage.close();

  const held = peer.holdNext();
  const first = await startOwnServer({ databasePath, env: { SMTP_URL: peer.url, ...SHORT_LEASE } });
  try {
    await held.arrived;
    expect(await outboxRow(databasePath)).toMatchObject({ status: "sending", attempts: 0 });
    first.kill("SIGKILL");
    // The sender is gone before the peer answered: the message was never accepted.
    await held.dropped;
  } finally {
    await first.stop();
  }
  expect(peer.received).toHaveLength(0);

  const second = await startOwnServer({ databasePath, env: { SMTP_URL: peer.url, ...SHORT_LEASE } });
  try {
    await peer.untilReceived(1);
  } finally {
    // Drained (SIGTERM): the pass that sent it has recorded it before the database closes.
    await second.stop();
  }
  expect(peer.received).toHaveLength(1);
  const [delivered] = peer.received;
  expect(delivered!.recipients).toEqual([RECEIPT.to]);
  expect(delivered!.mail.subject).toBe(RECEIPT.subject);
  expect(delivered!.mail.messageId).toBe(`<${outboxIdOf(RECEIPT)}@xchangekit.example>`);
  expect(await outboxRow(databasePath)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  expect(second.logLines().filter((line) => line.includes('"event":"mail.sent"'))).toHaveLength(1);
});
