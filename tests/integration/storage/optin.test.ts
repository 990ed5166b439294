import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  confirmationOf,
  confirmSignUp,
  purgeUnconfirmedSignUps,
  restartSignUp,
  startSignUpPurge,
  stopSignUpPurge,
  UNCONFIRMED,
  UNCONFIRMED_KEPT_DAYS,
} from "~/lib/forms/waitlist-optin.server";
import { createMailDelivery } from "~/lib/mail/delivery.server";
import { CONFIRMATION_DAYS, listUnsubscribeHeaders, waitlistConfirmationPath } from "~/lib/mail/links.server";
import { createOutbox, type OutgoingMessage } from "~/lib/mail/outbox.server";
import { mailTransportFromEnv } from "~/lib/mail/transport.server";
import { isUnsubscribed, recordUnsubscribe, suppressedRecipients, withheldEntries } from "~/lib/mail/unsubscribe.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { createDatabaseStore, type SubmissionStore } from "~/lib/submissions/store.server";
import { startSmtpPeer, type SmtpPeer } from "../../support/smtp-peer";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

const T0 = Date.parse("2026-11-27T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const tokenIn = (path: string) => new URL(path, "https://xchangekit.example").searchParams.get("token")!;
const confirmationToken = (id: string, madeAt = T0) => tokenIn(waitlistConfirmationPath(id, madeAt));

function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    event: "waitlist-confirmation:w-1",
    kind: "waitlist-confirmation",
    from: "XchangeKit <hello@xchangekit.example>",
    to: "ann@example.com",
    subject: "Confirm your place on the waitlist",
    text: "Open the link to confirm.",
    html: "<p>Open the link to confirm.</p>",
    submissionId: "w-1",
    ...overrides,
  };
}

describe.each(STORAGE_ENGINES)("the waitlist's double opt-in on %s", (engine) => {
  let storage: SiteStorage;
  let store: SubmissionStore;

  beforeEach(async () => {
    storage = await freshStorage(engine);
    store = createDatabaseStore(storage.db);
  });
  afterEach(async () => {
    await storage.close();
  });

  /** A sign-up as the waitlist form stores it: unconfirmed, with its confirmation message. */
  const signUp = (id: string, email: string, signedUpAt = T0, data: Record<string, unknown> = UNCONFIRMED) =>
    store.save({ id, kind: "waitlist", data: { email, ...data }, submittedAt: new Date(signedUpAt).toISOString() }, [
      message({ event: `waitlist-confirmation:${id}`, to: email, submissionId: id }),
    ]);
  const dataOf = async (id: string) => (await store.find("waitlist", id))?.data;

  it("shows the sign-up on GET without changing it, confirms it by POST once, and says so for the same link again", async () => {
    await signUp("w-1", "ann@example.com");
    const token = confirmationToken("w-1");
    expect(await confirmationOf(store, token, T0 + 1000)).toEqual({ state: "unconfirmed", email: "ann@example.com" });
    expect(await dataOf("w-1")).toEqual({ email: "ann@example.com", confirmed: false });

    expect(await confirmSignUp(store, token, T0 + 2000)).toBe("confirmed");
    expect(await dataOf("w-1")).toEqual({ email: "ann@example.com", confirmed: true, confirmedAt: new Date(T0 + 2000).toISOString() });

    expect(await confirmSignUp(store, token, T0 + 3000)).toBe("already-confirmed");
    expect(await confirmationOf(store, token, T0 + 3000)).toEqual({ state: "confirmed" });
    expect((await dataOf("w-1"))?.confirmedAt).toBe(new Date(T0 + 2000).toISOString());
  });

  it("confirms once when two clicks arrive together", async () => {
    await signUp("w-1", "ann@example.com");
    const token = confirmationToken("w-1");
    const outcomes = await Promise.all([confirmSignUp(store, token, T0 + 1000), confirmSignUp(store, token, T0 + 1000)]);
    expect(outcomes.toSorted()).toEqual(["already-confirmed", "confirmed"]);
  });

  it("refuses an expired link and changes nothing; a confirmed sign-up's old link still says it is confirmed", async () => {
    await signUp("w-1", "ann@example.com");
    await signUp("w-2", "bob@example.com");
    const expiredAt = T0 + CONFIRMATION_DAYS * DAY_MS + 1;
    expect(await confirmSignUp(store, confirmationToken("w-1"), expiredAt)).toBe("expired");
    expect(await confirmationOf(store, confirmationToken("w-1"), expiredAt)).toEqual({ state: "expired" });
    expect((await dataOf("w-1"))?.confirmed).toBe(false);

    expect(await confirmSignUp(store, confirmationToken("w-2"), T0 + 1000)).toBe("confirmed");
    expect(await confirmSignUp(store, confirmationToken("w-2"), expiredAt)).toBe("already-confirmed");
    expect(await confirmationOf(store, confirmationToken("w-2"), expiredAt)).toEqual({ state: "confirmed" });
  });

  it("refuses a tampered link and changes nothing", async () => {
    await signUp("w-1", "ann@example.com");
    const [payload, signature] = confirmationToken("w-1").split(".") as [string, string];
    const otherPayload = Buffer.from(JSON.stringify({ purpose: "confirm", subject: "w-1", expiresAt: T0 + 99 * DAY_MS })).toString(
      "base64url",
    );
    for (const tampered of [`${otherPayload}.${signature}`, `${payload}.${signature.slice(1)}`, "", "w-1"]) {
      expect(await confirmSignUp(store, tampered, T0 + 1000)).toBe("invalid");
      expect(await confirmationOf(store, tampered, T0 + 1000)).toEqual({ state: "invalid" });
      expect(await restartSignUp(storage.db, tampered)).toBe("invalid");
    }
    expect(await dataOf("w-1")).toEqual({ email: "ann@example.com", confirmed: false });
  });

  it("answers a link to a sign-up that is not there (purged, or never stored) as unknown", async () => {
    expect(await confirmationOf(store, confirmationToken("w-gone"), T0 + 1000)).toEqual({ state: "unknown" });
    expect(await confirmSignUp(store, confirmationToken("w-gone"), T0 + 1000)).toBe("unknown");
    expect(await store.find("waitlist", "w-gone")).toBeNull();
  });

  it("purges sign-ups unconfirmed for 30 days with their messages, keeps confirmed, younger and pre-opt-in ones, and is safe to run twice", async () => {
    const now = T0 + UNCONFIRMED_KEPT_DAYS * DAY_MS + 1;
    await signUp("w-old", "old@example.com");
    await signUp("w-before-opt-in", "legacy@example.com", T0, {});
    await signUp("w-confirmed", "kept@example.com");
    await signUp("w-young", "young@example.com", T0 + 2 * DAY_MS);
    await store.save({ id: "s-1", kind: "support", data: { email: "old@example.com" }, submittedAt: new Date(T0).toISOString() });
    expect(await confirmSignUp(store, confirmationToken("w-confirmed"), T0 + 1000)).toBe("confirmed");

    expect(await purgeUnconfirmedSignUps(storage.db, now)).toBe(1);
    const left = await storage.db.selectFrom("submissions").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual(["s-1", "w-before-opt-in", "w-confirmed", "w-young"]);
    const messages = await storage.db.selectFrom("outbox").select("submission_id").orderBy("submission_id").execute();
    expect(messages.map((row) => row.submission_id)).toEqual(["w-before-opt-in", "w-confirmed", "w-young"]);

    expect(await purgeUnconfirmedSignUps(storage.db, now)).toBe(0);
    const [first, second] = await Promise.all([
      purgeUnconfirmedSignUps(storage.db, now + 3 * DAY_MS),
      purgeUnconfirmedSignUps(storage.db, now + 3 * DAY_MS),
    ]);
    expect(first + second).toBe(1);
    expect((await storage.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => row.id)).toEqual([
      "s-1",
      "w-before-opt-in",
      "w-confirmed",
    ]);
  });

  it("purges once at start on the process's schedule, logs how many, and stops after the pass in flight", async () => {
    await signUp("w-old", "old@example.com", Date.now() - (UNCONFIRMED_KEPT_DAYS + 1) * DAY_MS);
    await signUp("w-new", "new@example.com", Date.now());
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    startSignUpPurge(storage.db);
    await stopSignUpPurge();
    expect((await storage.db.selectFrom("submissions").select("id").execute()).map((row) => row.id)).toEqual(["w-new"]);
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ event: "waitlist.purged", purged: 1, olderThanDays: UNCONFIRMED_KEPT_DAYS }));
  });

  it("starts an expired sign-up again: deleted with its message, so joining again stores it afresh; a confirmed one stays", async () => {
    await signUp("w-1", "ann@example.com");
    await signUp("w-2", "bob@example.com");
    expect(await confirmSignUp(store, confirmationToken("w-2"), T0 + 1000)).toBe("confirmed");

    expect(await restartSignUp(storage.db, confirmationToken("w-1"))).toBe("restarted");
    expect(await restartSignUp(storage.db, confirmationToken("w-2"))).toBe("restarted");
    expect(await store.find("waitlist", "w-1")).toBeNull();
    expect((await dataOf("w-2"))?.confirmed).toBe(true);
    await signUp("w-1", "ann@example.com", T0 + 10 * DAY_MS);
    const { items } = await createOutbox(storage.db).list({ offset: 0, limit: 10 });
    expect(items.filter((item) => item.submissionId === "w-1")).toHaveLength(1);
  });
});

describe.each(STORAGE_ENGINES)("unsubscribes on %s", (engine) => {
  let storage: SiteStorage;
  let peer: SmtpPeer;

  beforeEach(async () => {
    storage = await freshStorage(engine);
    peer = await startSmtpPeer();
  });
  afterEach(async () => {
    await peer.close();
    await storage.close();
  });

  it("records an address once, whatever its case, and answers for one address or a batch", async () => {
    expect(await recordUnsubscribe(storage.db, "Ann@Example.com", T0)).toBe("recorded");
    expect(await recordUnsubscribe(storage.db, "ann@example.com ", T0 + 1000)).toBe("already");
    expect(await storage.db.selectFrom("unsubscribes").selectAll().execute()).toEqual([
      { address: "ann@example.com", unsubscribed_at: new Date(T0).toISOString() },
    ]);
    expect(await isUnsubscribed(storage.db, "ANN@example.com")).toBe(true);
    expect(await isUnsubscribed(storage.db, "bob@example.com")).toBe(false);
    expect(await suppressedRecipients(storage.db, ["bob@example.com", "Ann@example.com", "ann@example.com"])).toEqual(
      new Set(["ann@example.com"]),
    );
    expect(await suppressedRecipients(storage.db, [])).toEqual(new Set());
  });

  it("withholds news from an unsubscribed address in the delivery loop, and still sends it what is transactional", async () => {
    const news = (to: string) =>
      message({ event: `launch:${to}`, kind: "waitlist-launch", to, headers: listUnsubscribeHeaders("https://xchangekit.example", to) });
    const receipt = message({ event: "support-receipt:s-1", kind: "support-receipt", to: "ann@example.com" });
    const outbox = createOutbox(storage.db);
    await outbox.enqueue([news("ann@example.com"), news("bob@example.com"), receipt], T0);
    await recordUnsubscribe(storage.db, "ANN@example.com", T0);

    const delivery = createMailDelivery({
      outbox,
      transport: mailTransportFromEnv({ SMTP_URL: peer.url }),
      now: () => T0,
      withheld: (entries) => withheldEntries(storage.db, entries),
    });
    expect(await delivery.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 1 });
    expect(peer.received.map((got) => [got.recipients[0], got.mail.subject]).toSorted()).toEqual([
      ["ann@example.com", receipt.subject],
      ["bob@example.com", news("bob@example.com").subject],
    ]);
    expect(peer.received.find((got) => got.recipients[0] === "bob@example.com")!.raw).toMatch(
      /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m,
    );
    const { items } = await outbox.list({ status: "failed", offset: 0, limit: 10 });
    expect(items.map((item) => [item.recipient, item.kind, item.lastError])).toEqual([
      ["ann@example.com", "waitlist-launch", "unsubscribed"],
    ]);

    // An operator's resend does not get past it either.
    expect(await outbox.resend(items[0]!.id, T0)).toBe(true);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(peer.received).toHaveLength(2);
  });
});
