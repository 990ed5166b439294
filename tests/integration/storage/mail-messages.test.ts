import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleOrderAction } from "~/lib/actions/order-funnel.server";
import { handlePaymentWebhook } from "~/lib/endpoints/payment-webhook.server";
import { SIMPLE_FORMS } from "~/lib/forms/registry.server";
import { createMailDelivery } from "~/lib/mail/delivery.server";
import { requestReference } from "~/lib/mail/messages.server";
import { createOutbox, type Outbox } from "~/lib/mail/outbox.server";
import { mailTransportFromEnv } from "~/lib/mail/transport.server";
import { stripeProvider } from "~/lib/payments/stripe.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { STARTED_FIELD_NAME } from "~/lib/submissions/fields";
import { handleFormSubmission, type FormActionData } from "~/lib/submissions/pipeline.server";
import { formStartToken } from "~/lib/submissions/spam.server";
import { createDatabaseStore, type SubmissionStore } from "~/lib/submissions/store.server";
import { startSmtpPeer, type Received, type SmtpPeer } from "../../support/smtp-peer";
import { completeOrderFields } from "../../support/order-fixtures";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

/**
 * The messages of every form, order and payment (decision 066), from the pipeline and the endpoints to a real SMTP
 * server: stored with their event on each engine, sent by the delivery loop, each once, with the sample's words. The
 * operator's address is the sample's notification address; the per-address receipt limit is the process's, so every
 * test writes from an address of its own.
 */

const OPERATOR = "sales@xchangekit.example";
/** A form's POST as a browser sends it (the pipeline reads the body only). */
function formPost(fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  return new Request("https://xchangekit.example/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}
const STRIPE_SECRET = "whsec_test_mail_messages";
let counter = 0;
const unique = () => (counter += 1);

describe.each(STORAGE_ENGINES)("the messages of forms, orders and payments on %s", (engine) => {
  let storage: SiteStorage;
  let store: SubmissionStore;
  let outbox: Outbox;
  let peer: SmtpPeer;

  beforeEach(async () => {
    storage = await freshStorage(engine);
    store = createDatabaseStore(storage.db);
    outbox = createOutbox(storage.db);
    peer = await startSmtpPeer();
  });
  afterEach(async () => {
    await peer.close();
    await storage.close();
  });

  const address = (name: string) => `${name}.${engine}.${unique()}@example.com`;
  /** Every message due, over SMTP, until none is left; what the server received. */
  async function deliverAll(): Promise<Received[]> {
    const delivery = createMailDelivery({ outbox, transport: mailTransportFromEnv({ SMTP_URL: peer.url }) });
    while ((await delivery.deliverDue()).sent > 0);
    return peer.received;
  }
  const to = (received: Received[], recipient: string) => received.filter((got) => got.recipients.includes(recipient));

  async function submit(form: "support" | "waitlist", fields: Record<string, string>, token = formStartToken(form, Date.now() - 5000)) {
    const request = formPost({ [STARTED_FIELD_NAME]: token, ...fields });
    const response = await handleFormSubmission({ request, clientAddress: `198.51.100.${unique()}`, form: SIMPLE_FORMS[form], store });
    return { status: response.status, data: (await response.json()) as FormActionData };
  }
  const supportRequest = (email: string, overrides: Record<string, string> = {}) =>
    submit("support", {
      name: "Ann Example",
      email,
      topic: "technical",
      message: "My surf timer stops at 3 seconds on the members' page.",
      ...overrides,
    });
  const storedIds = async (kind: string) => (await store.list({ kinds: [kind], offset: 0, limit: 10 })).items.map((item) => item.id);

  it("a support request: one notification to the operator and one receipt to the visitor, with the same reference", async () => {
    const visitor = address("ann");
    expect((await supportRequest(visitor)).status).toBe(200);
    const [id] = await storedIds("support");
    const reference = requestReference("S", id!);

    const received = await deliverAll();
    expect(received.map((got) => got.recipients)).toEqual(expect.arrayContaining([[OPERATOR], [visitor]]));
    expect(received).toHaveLength(2);
    const [notification] = to(received, OPERATOR);
    expect(notification!.mail.subject).toBe(`Support request ${reference} from Ann Example: Technical help with my site`);
    expect(notification!.mail.replyTo?.value[0]?.address).toBe(visitor);
    expect(notification!.mail.text).toContain("My surf timer stops at 3 seconds");
    const [receipt] = to(received, visitor);
    expect(receipt!.mail.subject).toBe(`We have your message (${reference})`);
    expect(receipt!.mail.from?.text).toBe('"XchangeKit" <no-reply@xchangekit.example>');
    expect(receipt!.mail.replyTo?.value[0]?.address).toBe("support@xchangekit.example");
    expect(receipt!.mail.text).toContain("replies within one business day, to this email address");
    expect(receipt!.mail.html).toContain(`its reference is ${reference}`);
    // Transactional: no unsubscribe.
    expect(receipt!.mail.headers.has("list-unsubscribe")).toBe(false);
  });

  it("an order: the operator's notification and the buyer's receipt with the payment link and the order's page", async () => {
    const buyer = address("ana");
    const reference = await placeOrder(buyer);
    const received = await deliverAll();
    expect(received).toHaveLength(2);
    const [notification] = to(received, OPERATOR);
    expect(notification!.mail.subject).toBe(`New order ${reference}: Script Only for $537`);
    expect(notification!.mail.text).toContain("Domain: mysurfexchange.com (their own)");
    const [receipt] = to(received, buyer);
    expect(receipt!.mail.subject).toBe(`Your XchangeKit order ${reference}`);
    // On the sample the checkout is the site's stand-in: an absolute link on the public origin.
    const paymentLink = `https://xchangekit.example/sample-checkout/script-only?ref=${reference}`;
    expect(receipt!.mail.text).toContain(paymentLink);
    expect(receipt!.mail.html).toContain(`<a href="${paymentLink}"`);
    expect(receipt!.mail.text).toContain(`https://xchangekit.example/thanks-order?ref=${reference}`);
    expect(receipt!.mail.text).toContain("Due at checkout: $537");
  });

  it("a payment Stripe signed: 'payment received' to the operator and the buyer once, though delivered twice", async () => {
    const buyer = address("paula");
    const reference = await placeOrder(buyer);
    await deliverAll();
    peer.received.length = 0;

    const body = JSON.stringify({
      id: `evt_mail_${engine}`,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_mail",
          object: "checkout.session",
          client_reference_id: reference,
          amount_total: 53_700,
          currency: "usd",
          payment_status: "paid",
        },
      },
    });
    const outcomes = [];
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET });
      const response = await handlePaymentWebhook(
        new Request("http://127.0.0.1/api/payments/stripe", { method: "POST", body, headers: { "stripe-signature": signature } }),
        { provider: stripeProvider, secret: STRIPE_SECRET, signatureHeader: "stripe-signature", store, offerPrices: async () => new Map() },
      );
      outcomes.push(((await response.json()) as { outcome: string }).outcome);
    }
    expect(outcomes).toEqual(["paid", "duplicate"]);
    const received = await deliverAll();
    expect(received.map((got) => [got.recipients, got.mail.subject])).toEqual(
      expect.arrayContaining([
        [[OPERATOR], `Payment received for ${reference}: Script Only, $537`],
        [[buyer], `Payment received for your order ${reference}`],
      ]),
    );
    expect(received).toHaveLength(2);
    expect(to(received, buyer)[0]!.mail.text).toContain("We received your payment of $537 for Script Only.");
  });

  it("a visitor's line breaks and encoded words in a name or message add no header and no recipient", async () => {
    const visitor = address("eve");
    const response = await supportRequest(visitor, {
      name: "Eve\r\nBcc: victim@example.net\r\nX-Injected: yes",
      message: "Hello\r\n.\r\nRCPT TO:<victim@example.net>\r\nSubject: =?utf-8?b?SGk=?=\r\nCc: other@example.net",
    });
    expect(response.status).toBe(200);
    const received = await deliverAll();
    expect(received.flatMap((got) => got.recipients).toSorted()).toEqual([OPERATOR, visitor].toSorted());
    for (const { mail } of received) {
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("cc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.to && "value" in mail.to ? mail.to.value.map((value) => value.address) : []).toHaveLength(1);
    }
    expect(to(received, OPERATOR)[0]!.mail.subject).toMatch(
      /^Support request S-[0-9A-F]{8} from Eve Bcc: victim@example\.net X-Injected: yes:/,
    );
    // The message is the body's text, as typed (the sanitiser took the angle brackets).
    expect(to(received, OPERATOR)[0]!.mail.text).toContain("RCPT TO:victim@example.net\nSubject: =?utf-8?b?SGk=?=\nCc: other@example.net");
  });

  it("mails an address a visitor typed once per window: a second request is stored and the operator told, the receipt skipped", async () => {
    const victim = address("victim");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await supportRequest(victim)).status).toBe(200);
    expect((await supportRequest(victim, { message: "A second message, to fill the victim's inbox." })).status).toBe(200);
    expect(await storedIds("support")).toHaveLength(2);
    const received = await deliverAll();
    expect(to(received, OPERATOR)).toHaveLength(2);
    expect(to(received, victim)).toHaveLength(1);
    const events = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(events).toContainEqual(expect.objectContaining({ event: "mail.receipt_limited", kind: "support-receipt" }));
  });

  it("a waitlist sign-up: its confirmation link once; the same address again gets the same answer and nothing new", async () => {
    const visitor = address("wally");
    const first = await submit("waitlist", { email: visitor }, formStartToken("waitlist", Date.now() - 5000));
    const [id] = await storedIds("waitlist");
    const received = await deliverAll();
    expect(received).toHaveLength(1);
    const [confirmation] = received;
    expect(confirmation!.recipients).toEqual([visitor]);
    expect(confirmation!.mail.subject).toBe("Confirm your place on the XchangeKit waitlist");
    const link = /https:\/\/xchangekit\.example\/waitlist\/confirm\?token=[\w.-]+/.exec(confirmation!.mail.text ?? "")?.[0];
    expect(link).toBeDefined();
    const { confirmedSubmissionOf } = await import("~/lib/mail/links.server");
    expect(confirmedSubmissionOf(new URL(link!).searchParams.get("token")!)).toEqual({ submissionId: id });
    expect(confirmation!.mail.text).toContain("The link works for 7 days.");

    const again = await submit("waitlist", { email: visitor.toUpperCase() });
    expect(again).toEqual(first);
    expect((await outbox.list({ offset: 0, limit: 10 })).total).toBe(1);
  });

  /** An order through the funnel's last step, paid later; its reference. */
  async function placeOrder(email: string): Promise<string> {
    const request = formPost({
      [STARTED_FIELD_NAME]: formStartToken("order", Date.now() - 60_000),
      step: "6",
      intent: "pay",
      ...completeOrderFields,
      email,
    });
    const response = await handleOrderAction(request, { test: false, clientAddress: `203.0.113.${unique()}`, store });
    expect(response.status).toBe(302);
    return new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("ref")!;
  }
});
