import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";
import type { OutgoingMessage } from "~/lib/mail/outbox.server";
import { startSmtpPeer } from "../support/smtp-peer";
import { freshStorage } from "../support/storage-engines";
import { useMockCms } from "../support/loader-harness";

// The words of the messages come from the CMS as published (decision 066), on the real Sanity transport answered by msw.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serve, serveWith, inject } = useMockCms();
afterEach(() => vi.unstubAllEnvs());

const SUPPORT_REQUEST = {
  id: "support-abc",
  name: "Ann Example",
  email: "ann@example.com",
  topic: "Technical help with my site",
  message: "My surf timer stops.",
};

/** The mail modules afresh (each test gets a new CMS client), and the messages of a support request. */
async function supportMessages() {
  const { mailContext } = await import("~/lib/mail/compose.server");
  const { supportRequestMessages } = await import("~/lib/mail/messages.server");
  return supportRequestMessages(await mailContext(), SUPPORT_REQUEST);
}
const receiptOf = (messages: OutgoingMessage[]) => messages.find((message) => message.kind === "support-receipt");
const withTemplate = (kind: string, fields: Record<string, string>) => (document: SanityDocumentLike) =>
  document._id === `emailTemplate.${kind}` ? { ...document, ...fields } : document;

describe("the words of a message", () => {
  it("are the template an editor published: a changed subject is what the visitor receives", async () => {
    serveWith(withTemplate("support-receipt", { subject: "Got it, {name}: {reference}" }));
    const storage = await freshStorage("sqlite");
    const peer = await startSmtpPeer();
    try {
      const { createOutbox } = await import("~/lib/mail/outbox.server");
      const { createMailDelivery } = await import("~/lib/mail/delivery.server");
      const { mailTransportFromEnv } = await import("~/lib/mail/transport.server");
      const outbox = createOutbox(storage.db);
      await outbox.enqueue(await supportMessages());
      await createMailDelivery({ outbox, transport: mailTransportFromEnv({ SMTP_URL: peer.url }) }).deliverDue();
      const receipt = peer.received.find((got) => got.recipients[0] === "ann@example.com");
      expect(receipt?.mail.subject).toMatch(/^Got it, Ann Example: S-[0-9A-F]{8}$/);
    } finally {
      await peer.close();
      await storage.close();
    }
  });

  it("name prices as the site does: a price token is the current price", async () => {
    serveWith((document) =>
      withTemplate("support-receipt", { body: "Script Only is {price:script-only} today." })(
        document._id === "pricingTier.script-only" ? { ...document, price: 349 } : document,
      ),
    );
    expect(receiptOf(await supportMessages())?.text).toContain("Script Only is $349 today.");
  });

  it("are never a draft, also when the event happens in a preview", async () => {
    const draft = { ...sampleDocuments.find((document) => document._id === "emailTemplate.support-receipt")! };
    serve([...sampleDocuments, { ...draft, _id: "drafts.emailTemplate.support-receipt", subject: "Draft words {reference}" }]);
    const { withContentReads } = await import("~/lib/cms/client/read-context.server");
    const messages = await withContentReads({ perspective: "drafts", dependencies: new Set() }, supportMessages);
    expect(receiptOf(messages)?.subject).toMatch(/^We have your message \(S-[0-9A-F]{8}\)$/);
  });

  it("are the bundled sample's for a message the CMS has no template of (a dataset from before it existed), logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    serve(sampleDocuments.filter((document) => document._id !== "emailTemplate.support-receipt"));
    expect(receiptOf(await supportMessages())?.subject).toMatch(/^We have your message/);
    const events = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(events).toContainEqual(expect.objectContaining({ event: "mail.template_missing", kinds: ["support-receipt"] }));
  });

  it("are the bundled sample's when the CMS cannot be read: the message is composed all the same", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    inject("HTTP 500");
    const messages = await supportMessages();
    expect(messages.map((message) => message.kind).toSorted()).toEqual(["support-notification", "support-receipt"]);
    expect(receiptOf(messages)?.text).toContain("replies within one business day");
  });
});

describe("who sends and who is told", () => {
  it("the operators are the CMS's notification addresses, the promise its reply time, the sender the product at the site's host", async () => {
    serveWith((document) =>
      document._id === "siteSettings"
        ? { ...document, notificationEmails: ["leads@launchyard.example", "owner@launchyard.example"], replyTime: "within four hours" }
        : document,
    );
    const messages = await supportMessages();
    expect(messages.filter((message) => message.kind === "support-notification").map((message) => message.to)).toEqual([
      "leads@launchyard.example",
      "owner@launchyard.example",
    ]);
    expect(receiptOf(messages)).toMatchObject({ from: '"XchangeKit" <no-reply@xchangekit.example>', to: "ann@example.com" });
    expect(receiptOf(messages)?.text).toContain("replies within four hours");
  });

  it("OPERATOR_EMAIL replaces the CMS's list, MAIL_FROM the sender, SITE_URL the links' origin", async () => {
    vi.stubEnv("OPERATOR_EMAIL", " ops@launchyard.example , night@launchyard.example ");
    vi.stubEnv("MAIL_FROM", "LaunchYard Sales <sales@launchyard.example>");
    vi.stubEnv("SITE_URL", "https://www.launchyard.example/");
    const { mailContext } = await import("~/lib/mail/compose.server");
    const { waitlistSignUpMessages } = await import("~/lib/mail/messages.server");
    const mail = await mailContext();
    expect(mail.site.operators).toEqual(["ops@launchyard.example", "night@launchyard.example"]);
    const [confirmation] = waitlistSignUpMessages(mail, { id: "waitlist-abc", email: "wally@example.com" });
    expect(confirmation).toMatchObject({ from: "LaunchYard Sales <sales@launchyard.example>", to: "wally@example.com" });
    expect(confirmation?.text).toMatch(/https:\/\/www\.launchyard\.example\/waitlist\/confirm\?token=/);
  });

  it("a message that is not transactional carries one-click unsubscribe headers and shows the link", async () => {
    serveWith((document) => document);
    const { composeMessage, mailContext } = await import("~/lib/mail/compose.server");
    const { unsubscribedAddressOf } = await import("~/lib/mail/links.server");
    const launch = composeMessage(
      await mailContext(),
      "waitlist-launch",
      { event: "launch-lms", to: "Wally@Example.com", submissionId: "waitlist-abc" },
      {},
    );
    const link = /<(.+)>/.exec(launch.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(launch.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribedAddressOf(new URL(link).searchParams.get("token")!)).toEqual({ address: "wally@example.com" });
    expect(launch.text).toContain(`Unsubscribe: ${link}`);
    expect(launch.html).toContain(`<a href="${link}"`);
  });
});
