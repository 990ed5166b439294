import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLAIM_LEASE_MS, createMailDelivery, MAX_ATTEMPTS, retryDelayMs } from "~/lib/mail/delivery.server";
import { createOutbox, enqueueMessages, OUTBOX_MAX_WAITING, type OutgoingMessage } from "~/lib/mail/outbox.server";
import { mailTransportFromEnv, smtpConfigProblem } from "~/lib/mail/transport.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { createDatabaseStore } from "~/lib/submissions/store.server";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";
import { startSmtpPeer, type SmtpPeer } from "../../support/smtp-peer";
import { freePort } from "../../e2e/free-port";

/** The tests' clock starts now: the store enqueues a submission's messages at the real time. */
const T0 = Date.now();

function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    event: "support-receipt:sub-1",
    kind: "support-receipt",
    from: "XchangeKit <support@xchangekit.example>",
    to: "buyer@example.com",
    subject: "We have your question (S-1)",
    text: "Reference S-1. We reply within one business day.",
    html: "<p>Reference S-1. We reply within one business day.</p>",
    submissionId: "sub-1",
    ...overrides,
  };
}

describe.each(STORAGE_ENGINES)("the outbox on %s", (engine) => {
  let storage: SiteStorage;
  let peer: SmtpPeer;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    storage = await freshStorage(engine);
    peer = await startSmtpPeer();
    clock = T0;
  });
  afterEach(async () => {
    await peer.close();
    await storage.close();
  });

  const deliveryOver = (url: string) =>
    createMailDelivery({ outbox: createOutbox(storage.db), transport: mailTransportFromEnv({ SMTP_URL: url }), now });

  it("stores a submission's messages with it, sends each once, and never enqueues the same event to the same person twice", async () => {
    const store = createDatabaseStore(storage.db);
    const operatorCopy = message({ event: "support-notification:sub-1", kind: "support-notification", to: "ops@xchangekit.example" });
    await store.save({ id: "sub-1", kind: "support", data: { email: "buyer@example.com" }, submittedAt: new Date(T0).toISOString() }, [
      message(),
      operatorCopy,
    ]);
    expect(await enqueueMessages(storage.db, [message()], T0)).toBe(0);
    clock = Date.now();

    const delivery = deliveryOver(peer.url);
    expect(await delivery.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(peer.received.map((got) => got.recipients).sort()).toEqual([["buyer@example.com"], ["ops@xchangekit.example"]]);
    const receipt = peer.received.find((got) => got.recipients[0] === "buyer@example.com")!;
    expect(receipt.mail.subject).toBe("We have your question (S-1)");
    expect(receipt.mail.text).toContain("one business day");
    const { items } = await createOutbox(storage.db).list({ offset: 0, limit: 10 });
    expect(items.map((item) => [item.kind, item.status, item.attempts])).toEqual(
      expect.arrayContaining([
        ["support-receipt", "sent", 1],
        ["support-notification", "sent", 1],
      ]),
    );
    expect(receipt.mail.messageId).toBe(`<${items.find((item) => item.kind === "support-receipt")!.id}@xchangekit.example>`);
  });

  it("stores neither the submission nor its messages when the submission cannot be stored", async () => {
    const store = createDatabaseStore(storage.db);
    const submission = { id: "sub-1", kind: "support", data: {}, submittedAt: new Date(T0).toISOString() };
    await store.save(submission);
    await expect(store.save(submission, [message()])).rejects.toThrow();
    expect((await createOutbox(storage.db).list({ offset: 0, limit: 10 })).total).toBe(0);
  });

  it("stores the messages of a change with the change, and only for the change that was written", async () => {
    const store = createDatabaseStore(storage.db);
    await store.save({
      id: "XK-ABCDEFGHJKLM",
      kind: "order",
      data: { status: "awaiting-payment" },
      submittedAt: new Date(T0).toISOString(),
    });
    const paid = () => message({ event: "payment-received:XK-ABCDEFGHJKLM", kind: "payment-received" });
    const markPaid = (data: Record<string, unknown>) => (data.status === "paid" ? null : { status: "paid" });
    await store.update("order", "XK-ABCDEFGHJKLM", markPaid, () => [paid()]);
    await store.update("order", "XK-ABCDEFGHJKLM", markPaid, () => [paid()]);
    const { items } = await createOutbox(storage.db).list({ offset: 0, limit: 10 });
    expect(items.map((item) => item.kind)).toEqual(["payment-received"]);
  });

  it("keeps a message while the SMTP server is down and delivers it once it is back", async () => {
    const port = await freePort();
    await createOutbox(storage.db).enqueue([message()], T0);
    const down = deliveryOver(`smtp://127.0.0.1:${port}`);
    expect(await down.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = (await createOutbox(storage.db).list({ offset: 0, limit: 1 })).items;
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: T0 + retryDelayMs(1) });
    expect(await down.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const back = await startSmtpPeer(port);
    try {
      clock = T0 + retryDelayMs(1);
      expect(await down.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(back.received).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it("delivers once when the server first answers 'try later' (4xx) and then accepts", async () => {
    await createOutbox(storage.db).enqueue([message()], T0);
    peer.refuse(1);
    const delivery = deliveryOver(peer.url);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock += retryDelayMs(1);
    expect(await delivery.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    clock += retryDelayMs(2);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(peer.received).toHaveLength(1);
  });

  it("gives a message back when its sender dies mid-send: nobody sends it before the lease ends, one sender after", async () => {
    const outbox = createOutbox(storage.db);
    await outbox.enqueue([message()], T0);
    // The killed sender: it claimed the message and never said how the send went.
    expect(await outbox.claimDue(T0, 10, CLAIM_LEASE_MS)).toHaveLength(1);
    const delivery = deliveryOver(peer.url);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock = T0 + CLAIM_LEASE_MS + 1;
    const [first, second] = await Promise.all([delivery.deliverDue(), deliveryOver(peer.url).deliverDue()]);
    expect(first.sent + second.sent).toBe(1);
    expect(peer.received).toHaveLength(1);
  });

  it("fails a message after its last try, and an operator's resend delivers it", async () => {
    const port = await freePort();
    const outbox = createOutbox(storage.db);
    await outbox.enqueue([message()], T0);
    const down = deliveryOver(`smtp://127.0.0.1:${port}`);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await down.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
      clock += retryDelayMs(attempt);
    }
    expect(await down.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [failed] = (await outbox.list({ status: "failed", offset: 0, limit: 1 })).items;
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: expect.stringContaining("ECONNREFUSED") });
    expect(await outbox.resend("no-such-message")).toBe(false);
    expect(await outbox.resend(failed!.id, clock)).toBe(true);
    expect(await outbox.resend(failed!.id, clock)).toBe(false);
    expect(await deliveryOver(peer.url).deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(peer.received).toHaveLength(1);
  });

  it("never lets a visitor's text add a header or a recipient", async () => {
    await createOutbox(storage.db).enqueue(
      [
        message({
          subject: "Question\r\nBcc: victim@example.net\r\nX-Injected: yes",
          replyTo: '"Eve\r\nCc: other@example.net" <eve@example.com>',
          text: "Body\r\n.\r\nRCPT TO:<victim@example.net>",
        }),
      ],
      T0,
    );
    expect(await deliveryOver(peer.url).deliverDue()).toMatchObject({ sent: 1 });
    const [got] = peer.received;
    expect(got!.recipients).toEqual(["buyer@example.com"]);
    expect(got!.mail.headers.has("bcc")).toBe(false);
    expect(got!.mail.headers.has("cc")).toBe(false);
    expect(got!.mail.headers.has("x-injected")).toBe(false);
    expect(got!.mail.subject).toContain("Question");
  });

  it("refuses messages beyond the outbox's cap, and says so", async () => {
    const CHUNK = 500;
    for (let start = 0; start < OUTBOX_MAX_WAITING; start += CHUNK) {
      const flood = Array.from({ length: CHUNK }, (_, index) => message({ event: `flood:${start + index}` }));
      expect(await enqueueMessages(storage.db, flood, T0)).toBe(CHUNK);
    }
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await enqueueMessages(storage.db, [message({ event: "one-more" })], T0)).toBe(0);
      expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)).toEqual([
        expect.objectContaining({ level: "error", event: "mail.outbox_full", waiting: OUTBOX_MAX_WAITING, refused: 1 }),
      ]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the file outbox and the SMTP settings", () => {
  let folder: string;
  let storage: SiteStorage;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "outbox-"));
    storage = await freshStorage("sqlite");
  });
  afterEach(async () => {
    await storage.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("writes each message as one RFC 5322 file when no SMTP server is set", async () => {
    await createOutbox(storage.db).enqueue([message()]);
    const delivery = createMailDelivery({ outbox: createOutbox(storage.db), transport: mailTransportFromEnv({ MAIL_OUTBOX_DIR: folder }) });
    expect(await delivery.deliverDue()).toMatchObject({ sent: 1 });
    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(join(folder, files[0]!)));
    expect(mail.subject).toBe("We have your question (S-1)");
    expect(mail.html).toContain("one business day");
  });

  it("refuses an SMTP_URL that names no SMTP server, in one line", () => {
    expect(smtpConfigProblem({})).toBeNull();
    expect(smtpConfigProblem({ SMTP_URL: "smtps://user:pass@smtp.example.com:465" })).toBeNull();
    expect(smtpConfigProblem({ SMTP_URL: "https://smtp.example.com" })).toMatch(/must start with smtp:\/\/ or smtps:\/\//);
    expect(smtpConfigProblem({ SMTP_URL: "not a url" })).toMatch(/SMTP_URL is not a URL/);
  });
});
