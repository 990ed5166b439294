import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { handleSiteRequest } from "~/entry.server";
import { createAccounts } from "~/lib/admin/accounts.server";
import { adminMessageHtml, adminMessagePageData, adminOutboxPageData } from "~/lib/admin/outbox.server";
import { adminOutboxResend } from "~/lib/admin/outbox-resend.server";
import { createAdminSessions, SESSION_IDLE_MS } from "~/lib/admin/session.server";
import { createOutbox, outboxIdOf, type OutgoingMessage } from "~/lib/mail/outbox.server";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { adminLayoutData } from "~/lib/page-data/admin.server";
import { siteDatabase } from "~/lib/storage/storage.server";

// The console's outbox (decision 068) on the process's own database and sessions, as the routes call them: the list,
// a message's page and its HTML, and the resend of a failed message with every refusal changing nothing.

const SITE = "http://site";
const OPS = "outbox-ops@example.com";
const outbox = createOutbox(siteDatabase);

let sequence = 0;
/** A message as the messages module renders one; each call a new event, so a new row. */
function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  sequence += 1;
  return {
    event: `support-receipt:outbox-console-${sequence}-${randomBytes(4).toString("hex")}`,
    kind: "support-receipt",
    from: "XchangeKit <support@xchangekit.example>",
    to: `lena.${sequence}@surfmeadow.example`,
    replyTo: "support@xchangekit.example",
    subject: `We have your question (S-${sequence})`,
    text: `Reference S-${sequence}.\nWe reply within one business day.`,
    html: `<p style="color:#0f766e">Reference S-${sequence}.</p><script>document.title = "ran"</script>`,
    headers: { "List-Unsubscribe": "<https://xchangekit.example/unsubscribe?token=t>" },
    submissionId: `submission-${sequence}`,
    ...overrides,
  };
}

/** Enqueues `sent` and marks it failed for good with `error`, as the delivery loop does after a 5xx; its id. */
async function failedMessage(overrides: Partial<OutgoingMessage> = {}, error = "550 5.1.1 Recipient address rejected") {
  const sent = message(overrides);
  await outbox.enqueue([sent]);
  const id = outboxIdOf(sent);
  await outbox.markAttemptFailed(id, error, null);
  return id;
}

async function sessionOf(email: string): Promise<string> {
  const db = await siteDatabase();
  await createAccounts(db).save(email, "correct horse battery staple");
  return (await createAdminSessions(db).start(email)).split(";")[0]!;
}

const rethrown = (thrown: unknown) => {
  if (thrown instanceof Response) return thrown;
  throw thrown;
};

type MessagePage = Awaited<ReturnType<Awaited<ReturnType<typeof adminMessagePageData>>["json"]>>;

async function messagePage(cookie: string, id: string, query = ""): Promise<MessagePage> {
  const response = await adminMessagePageData(new Request(`${SITE}/admin/outbox/${id}${query}`, { headers: { Cookie: cookie } }), id);
  return response.json();
}

/** The page's resend form as the operator's browser sends it. */
async function resendForm(cookie: string, id: string): Promise<Record<string, string>> {
  const { resendForm } = await messagePage(cookie, id);
  expect(resendForm, `resend form of ${id}`).not.toBeNull();
  return { actionId: resendForm!.actionId, failure: resendForm!.failure };
}

const resendRequest = (id: string, fields: Record<string, string>, headers: Record<string, string>) =>
  new Request(`${SITE}/admin/outbox/${id}`, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

const resend = (id: string, fields: Record<string, string>, headers: Record<string, string>) =>
  adminOutboxResend(resendRequest(id, fields, headers), id).catch(rethrown);

const statusOf = async (id: string) => (await outbox.find(id))!.status;

let ops: string;
beforeAll(async () => {
  ops = await sessionOf(OPS);
});

describe("the outbox list", () => {
  it("lists messages newest first with what an operator needs, filters by status, and pages by 50", async () => {
    const order = orderReferenceFromBytes(randomBytes(12));
    const failed = await failedMessage({ submissionId: order, kind: "order-receipt" });
    const pending = message();
    await outbox.enqueue([pending], Date.now() + 3_600_000);

    const page = async (query: string) => {
      const response = await adminOutboxPageData(new Request(`${SITE}/admin/outbox${query}`, { headers: { Cookie: ops } }));
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return response.json();
    };
    const all = await page("");
    const times = all.messages.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.messages.find((row) => row.id === failed)).toEqual({
      id: failed,
      path: `/admin/outbox/${failed}`,
      createdAt: expect.any(String),
      kind: "order-receipt",
      recipient: expect.stringMatching(/@surfmeadow\.example$/),
      subject: expect.stringMatching(/^We have your question/),
      status: "failed",
      statusLabel: "Failed",
      attempts: 1,
      lastError: "550 5.1.1 Recipient address rejected",
      submission: { id: order, path: `/admin/orders/${order}` },
    });
    expect(all.messages.find((row) => row.id === outboxIdOf(pending))?.submission).toEqual({ id: pending.submissionId, path: null });
    // No SMTP_URL in the tests: the file outbox, by its folder.
    expect(all.transport).toEqual({ name: "file", destination: resolve("data/outbox") });

    const onlyFailed = await page("?status=failed");
    expect(onlyFailed.filter.status).toBe("failed");
    expect(onlyFailed.messages.length).toBeGreaterThan(0);
    expect(onlyFailed.messages.every((row) => row.status === "failed")).toBe(true);
    expect((await page("?status=pending")).messages.map((row) => row.id)).toContain(outboxIdOf(pending));
    // An unknown status is no filter.
    expect((await page("?status=lost")).filter.status).toBe("all");

    await outbox.enqueue(Array.from({ length: 50 }, () => message()));
    const first = await page("?status=pending");
    expect(first.messages).toHaveLength(50);
    expect(first.pagination.next).toBe("/admin/outbox?status=pending&page=2");
    const second = await page("?status=pending&page=2");
    expect(second.messages.length).toBe(Math.min(50, first.total - 50));
    expect(second.messages.map((row) => row.id)).not.toContain(first.messages[0]!.id);
  });

  it("counts the failed messages for the console's navigation, once an operator is signed in", async () => {
    const before = await (await adminLayoutData(new Request(`${SITE}/admin/outbox`, { headers: { Cookie: ops } }))).json();
    await failedMessage();
    const after = await (await adminLayoutData(new Request(`${SITE}/admin/outbox`, { headers: { Cookie: ops } }))).json();
    expect(after).toEqual({ operatorEmail: OPS, failedMessages: before.failedMessages + 1 });
    expect(await (await adminLayoutData(new Request(`${SITE}/admin/login`))).json()).toEqual({ operatorEmail: null, failedMessages: 0 });
  });

  it("sends a visitor without a session to the login", async () => {
    const thrown = await adminOutboxPageData(new Request(`${SITE}/admin/outbox?status=failed`)).catch(rethrown);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/admin/login?next=%2Fadmin%2Foutbox%3Fstatus%3Dfailed");
  });
});

describe("a message's page", () => {
  it("shows the headers, the text and where the HTML is; a resend form only when the message failed", async () => {
    const failed = await failedMessage();
    const { message: shown, resendForm: form, result } = await messagePage(ops, failed);
    expect(shown.headers.map((header) => header.name)).toEqual(["From", "To", "Reply-To", "Subject", "Date", "List-Unsubscribe"]);
    expect(shown.headers[0]!.value).toBe("XchangeKit <support@xchangekit.example>");
    expect(shown.text).toMatch(/^Reference S-\d+\.\nWe reply within one business day\.$/);
    expect(shown.htmlPath).toBe(`/admin/outbox/${failed}/html`);
    expect(form?.failure).toMatch(/^\d+$/);
    expect(result).toBeNull();

    const pending = message();
    await outbox.enqueue([pending]);
    expect((await messagePage(ops, outboxIdOf(pending))).resendForm).toBeNull();
  });

  it("serves the HTML as sent, under a policy that runs no script, loads nothing and may be framed by the console only", async () => {
    const id = await failedMessage();
    const response = await adminMessageHtml(new Request(`${SITE}/admin/outbox/${id}/html`, { headers: { Cookie: ops } }), id);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'; sandbox",
    );
    expect(await response.text()).toMatch(/^<p style="color:#0f766e">Reference S-\d+\.<\/p><script>/);

    const anonymous = await adminMessageHtml(new Request(`${SITE}/admin/outbox/${id}/html`), id).catch(rethrown);
    expect(anonymous.status).toBe(302);
  });

  it("is a 404 in the console for an unknown or malformed id, for the page, the HTML and the resend", async () => {
    const form = await resendForm(ops, await failedMessage());
    for (const id of ["A".repeat(32), "short", "../orders", "A".repeat(31) + "."]) {
      const request = new Request(`${SITE}/admin/outbox/x`, { headers: { Cookie: ops } });
      expect((await adminMessagePageData(request, id).catch(rethrown)).status, id).toBe(404);
      expect((await adminMessageHtml(request, id).catch(rethrown)).status, id).toBe(404);
      expect((await resend(id, form, { Cookie: ops })).status, id).toBe(404);
    }
  });
});

describe("resending a failed message", () => {
  it("queues it again with its tries afresh, answers 303 to its page, which says so once; logged", async () => {
    const id = await failedMessage();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await resend(id, await resendForm(ops, id), { Cookie: ops });
    expect(response.status).toBe(303);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const back = new URL(response.headers.get("Location")!, SITE);
    expect(back.pathname).toBe(`/admin/outbox/${id}`);
    expect(await outbox.find(id)).toMatchObject({ status: "pending", attempts: 0 });

    expect((await messagePage(ops, id, back.search)).result).toBe("Queued to be sent again; its status now: pending.");
    expect((await messagePage(ops, id)).result).toBeNull();
    const events = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(events).toContainEqual(expect.objectContaining({ event: "admin.outbox_resend", id, by: OPS, kind: "support-receipt" }));
  });

  it("a form sent twice is answered 409 the second time, also after the message failed again; the new failure's form works", async () => {
    const id = await failedMessage();
    const form = await resendForm(ops, id);
    expect((await resend(id, form, { Cookie: ops })).status).toBe(303);
    const replayed = await resend(id, form, { Cookie: ops });
    expect(replayed.status).toBe(409);
    expect((await replayed.json()).error).toMatch(/^This message was already sent again/);
    expect(await statusOf(id)).toBe("pending");

    // Tried again and refused again: the old form still answers 409; the page's new form resends.
    await outbox.markAttemptFailed(id, "550 still rejected", null);
    expect((await resend(id, form, { Cookie: ops })).status).toBe(409);
    expect(await statusOf(id)).toBe("failed");
    expect((await resend(id, await resendForm(ops, id), { Cookie: ops })).status).toBe(303);
    expect(await statusOf(id)).toBe("pending");
  });

  it("a forged form, or one issued for another message or operator, is answered 400 and sends nothing", async () => {
    const id = await failedMessage();
    const other = await failedMessage();
    const colleague = await sessionOf("outbox-colleague@example.com");
    const form = await resendForm(ops, id);
    const nonce = randomBytes(16).toString("base64url");
    const forms = {
      forged: { ...form, actionId: `${nonce}.${randomBytes(32).toString("base64url")}` },
      unsigned: { ...form, actionId: nonce },
      "another message's": await resendForm(ops, other),
      "another operator's": await resendForm(colleague, id),
      "another failure's": { ...form, failure: String(Number(form.failure) + 1) },
      empty: {},
    };
    for (const [name, fields] of Object.entries(forms)) {
      const response = await resend(id, fields, { Cookie: ops });
      expect(response.status, name).toBe(400);
      expect((await response.json()).error, name).toMatch(/^This form was not issued to you for this message/);
    }
    expect(await statusOf(id)).toBe("failed");
  });

  it("without a session, or with one that ended, is answered 401 (never a redirect) and sends nothing", async () => {
    const id = await failedMessage();
    const colleague = await sessionOf("outbox-night@example.com");
    const form = await resendForm(colleague, id);
    await (
      await siteDatabase()
    )
      .updateTable("admin_sessions")
      .set({ last_seen: Date.now() - SESSION_IDLE_MS - 60_000 })
      .where("email", "=", "outbox-night@example.com")
      .execute();
    for (const headers of [{}, { Cookie: colleague }, { Cookie: "xk_admin=forged" }] as Record<string, string>[]) {
      const response = await resend(id, form, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("Location")).toBeNull();
      expect(await response.text()).toMatch(/^You are not signed in/);
    }
    expect(await statusOf(id)).toBe("failed");
  });

  it("through the site's request guard: a cross-origin POST is refused 403 before the action, a same-origin one goes through", async () => {
    const id = await failedMessage();
    const form = await resendForm(ops, id);
    const throughTheSite = (origin: string) =>
      handleSiteRequest(
        resendRequest(id, form, { Cookie: ops, Origin: origin }),
        (request) => adminOutboxResend(request, id),
        "198.51.100.21",
      );
    expect((await throughTheSite("https://evil.example")).status).toBe(403);
    expect(await statusOf(id)).toBe("failed");
    expect((await throughTheSite(SITE)).status).toBe(303);
    expect(await statusOf(id)).toBe("pending");
  });

  it("past 60 resends in ten minutes an operator's next one is answered 429 with when to try again", async () => {
    const id = await failedMessage();
    const busy = await sessionOf("outbox-busy@example.com");
    const form = await resendForm(busy, id);
    for (let attempt = 0; attempt < 60; attempt += 1) expect((await resend(id, {}, { Cookie: busy })).status).toBe(400);
    const limited = await resend(id, form, { Cookie: busy });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Too many resends in a short time\. Try again in \d+ (seconds|minutes?)\.$/);
    expect(await statusOf(id)).toBe("failed");
    // Another operator is not slowed by it.
    expect((await resend(id, await resendForm(ops, id), { Cookie: ops })).status).toBe(303);
  });
});
