import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { handleSiteRequest } from "~/entry.server";
import { createAccounts } from "~/lib/admin/accounts.server";
import { leadOf } from "~/lib/admin/leads.server";
import { adminOrderAction } from "~/lib/admin/order-actions.server";
import type { OrderActionForm } from "~/lib/admin/order-action-forms.server";
import { adminOrderPageData, adminOrdersPageData, ordersCsv, type OrderDetails } from "~/lib/admin/orders.server";
import { createAdminSessions, SESSION_IDLE_MS } from "~/lib/admin/session.server";
import { createOutbox } from "~/lib/mail/outbox.server";
import { findOrder } from "~/lib/orders/lookup.server";
import { offerChoicePatch } from "~/lib/orders/order-record";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { siteDatabase } from "~/lib/storage/storage.server";
import { newSubmission, submissionStore } from "~/lib/submissions/store-config.server";

// The console's order page and its actions (decision 063) on the process's own submission store and sessions, as the
// routes call them: what an operator sees, what each action records (and what reaches the buyer), and every refusal
// changing nothing.

const SITE = "http://site";
const OPS = "ops@example.com";
const VIP = { slug: "offer-vip-upgrades", name: "VIP Upgrade Pack", price: 199 };

/** A stored order as the funnel keeps it, with the buyer's domain and hosting; `extra` adds or replaces fields. */
async function storedOrder(extra: Record<string, unknown> = {}): Promise<string> {
  const reference = orderReferenceFromBytes(randomBytes(12));
  const data: Record<string, unknown> = {
    reference,
    test: false,
    tierName: "Script Only",
    domain: { choice: "own", name: "surfmeadow.example" },
    hosting: "own",
    addOns: [],
    offers: [],
    buyer: { name: "Lena Vogt", email: "lena@surfmeadow.example", country: "Germany" },
    total: 299,
    instalments: null,
    paymentProvider: null,
    status: "awaiting-payment",
    ...extra,
  };
  await submissionStore().save(newSubmission("order", data, reference));
  return reference;
}

const storedData = async (reference: string) => (await submissionStore().find("order", reference))!.data;

/** The messages stored for an order, as the outbox keeps them: kind, recipient and subject. */
async function messagesOfOrder(reference: string) {
  const { items } = await createOutbox(siteDatabase).list({ offset: 0, limit: 500 });
  return items
    .filter((item) => item.submissionId === reference)
    .map((item) => ({ kind: item.kind, to: item.recipient, subject: item.subject, text: item.message.text }));
}

/** An operator's account and a session of theirs: the cookie the login sets. */
async function sessionOf(email: string): Promise<string> {
  const db = await siteDatabase();
  await createAccounts(db).save(email, "correct horse battery staple");
  return (await createAdminSessions(db).start(email)).split(";")[0]!;
}

/** The order's page as its loader answers it, or the Response it throws. */
async function orderPage(cookie: string, reference: string, query = "") {
  const response = await adminOrderPageData(
    new Request(`${SITE}/admin/orders/${reference}${query}`, { headers: { Cookie: cookie } }),
    reference,
  );
  return (await response.json()) as { order: OrderDetails; forms: OrderActionForm[]; result: string | null };
}

/** The form for `key` on the order's page, as the operator's browser would send it, with `fields` filled in. */
async function formFor(cookie: string, reference: string, key: string, fields: Record<string, string>) {
  const form = (await orderPage(cookie, reference)).forms.find((candidate) => candidate.key === key);
  expect(form, `form ${key}`).toBeDefined();
  return { intent: form!.kind, actionId: form!.actionId, ...(form!.line ? { line: form!.line } : {}), ...fields };
}

const actionRequest = (reference: string, fields: Record<string, string>, headers: Record<string, string>) =>
  new Request(`${SITE}/admin/orders/${reference}`, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

/** Sends a form as the route's action does; a thrown Response is the answer. */
const send = (reference: string, fields: Record<string, string>, headers: Record<string, string>) =>
  adminOrderAction(actionRequest(reference, fields, headers), reference).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });

const markPaidByPayPal = { method: "paypal", amount: "299", reference: "PAYID-LV-1", note: "PayPal receipt checked in the account" };

let ops: string;
beforeAll(async () => {
  ops = await sessionOf(OPS);
});

describe("an operator settles an order paid outside Stripe", () => {
  it("shows everything the buyer gave, then marks it paid by PayPal: the buyer's thank-you data says paid", async () => {
    const reference = await storedOrder({ serverReady: true, notes: "Please install on Sunday." });
    const before = await orderPage(ops, reference);
    expect(before.order).toMatchObject({
      buyer: { name: "Lena Vogt", email: "lena@surfmeadow.example", country: "Germany" },
      domain: "surfmeadow.example",
      domainChoice: "has it",
      hosting: "own server",
      serverReady: true,
      notes: "Please install on Sunday.",
      totals: { ordered: 299, paid: 0, due: 299, refunded: 0 },
    });
    expect(before.forms.map((form) => form.key)).toEqual(["mark-paid:order", "mark-cancelled:order", "mark-delivered"]);

    const response = await send(reference, await formFor(ops, reference, "mark-paid:order", markPaidByPayPal), { Cookie: ops });
    expect(response.status).toBe(303);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const done = new URL(response.headers.get("Location")!, SITE);
    expect(done.pathname).toBe(`/admin/orders/${reference}`);

    expect((await findOrder(reference))?.record.lines[0]?.state).toBe("paid");
    const after = await orderPage(ops, reference, done.search);
    expect(after.result).toBe("Recorded: Marked paid (Script Only).");
    expect(after.order.lines[0]).toMatchObject({
      state: "paid",
      methodLabel: "PayPal",
      settlement: { method: "paypal", amount: 299, reference: "PAYID-LV-1" },
    });
    expect(after.order.totals).toEqual({ ordered: 299, paid: 299, due: 0, refunded: 0 });
    expect(after.order.history).toEqual([
      {
        id: done.searchParams.get("done"),
        at: expect.any(String),
        by: OPS,
        what: "Marked paid",
        line: "Script Only",
        note: markPaidByPayPal.note,
      },
    ]);
    expect(Date.now() - Date.parse(after.order.history[0]!.at)).toBeLessThan(60_000);
    // Paid: refunding is what is left to do with the line; the page without `?done=` says nothing was just done.
    expect(after.forms.map((form) => form.key)).toEqual(["mark-refunded:order", "mark-delivered"]);
    expect((await orderPage(ops, reference)).result).toBeNull();

    // The buyer hears of it as of a card payment: one receipt, with the amount recorded and their order's page.
    const messages = await messagesOfOrder(reference);
    expect(messages).toEqual([
      {
        kind: "payment-received-receipt",
        to: "lena@surfmeadow.example",
        subject: expect.stringContaining(reference),
        text: expect.any(String),
      },
    ]);
    expect(messages[0]!.text).toContain("$299");
    expect(messages[0]!.text).toContain(`/thanks-order?ref=${reference}`);
  });

  it("refunds a paid line and cancels an unpaid offer; the history says who did what, when, on which line, and why, newest first", async () => {
    const reference = await storedOrder();
    await submissionStore().update("order", reference, (data) => offerChoicePatch(data, VIP, "accepted", new Date().toISOString()));
    expect((await orderPage(ops, reference)).order.totals).toEqual({ ordered: 498, paid: 0, due: 498, refunded: 0 });

    const act = async (key: string, fields: Record<string, string>) =>
      expect((await send(reference, await formFor(ops, reference, key, fields), { Cookie: ops })).status).toBe(303);
    await act("mark-paid:order", {
      method: "bank-transfer",
      amount: "299.00",
      reference: "SEPA 2026-11-27",
      note: "On the bank statement",
    });
    await act("mark-refunded:order", { note: "Buyer asked within 30 days" });
    await act(`mark-cancelled:${VIP.slug}`, { note: "Buyer changed their mind about the VIP pack" });
    await act("mark-delivered", { step: "licenceSent", note: "Licence key e-mailed" });

    const { order, forms } = await orderPage(ops, reference);
    expect(order.lines.map((line) => [line.label, line.state])).toEqual([
      ["Script Only", "refunded"],
      ["VIP Upgrade Pack", "cancelled"],
    ]);
    expect(order.totals).toEqual({ ordered: 299, paid: 0, due: 0, refunded: 299 });
    expect(order.history.map(({ by, what, line, note }) => [by, what, line, note])).toEqual([
      [OPS, "Marked delivered: Licence sent", "", "Licence key e-mailed"],
      [OPS, "Marked cancelled", "VIP Upgrade Pack", "Buyer changed their mind about the VIP pack"],
      [OPS, "Marked refunded", "Script Only", "Buyer asked within 30 days"],
      [OPS, "Marked paid", "Script Only", "On the bank statement"],
      ["buyer", "Offer accepted", "VIP Upgrade Pack", "Accepted at 199 USD"],
    ]);
    expect(order.delivery.find((step) => step.key === "licenceSent")?.done?.by).toBe(OPS);
    // Nothing is left to settle; two delivery steps are.
    expect(forms.map((form) => [form.key, form.steps.map((step) => step.value)])).toEqual([
      ["mark-delivered", ["installationDone", "siteLive"]],
    ]);
  });
});

describe("a refused action changes nothing", () => {
  it("a replayed form is answered 409 'already recorded'", async () => {
    const reference = await storedOrder();
    const form = await formFor(ops, reference, "mark-paid:order", markPaidByPayPal);
    expect((await send(reference, form, { Cookie: ops })).status).toBe(303);
    const recorded = await storedData(reference);

    const replayed = await send(reference, form, { Cookie: ops });
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toEqual({ error: "This action was already recorded: nothing was changed.", form: "mark-paid:order" });
    expect(await storedData(reference)).toEqual(recorded);
    expect((await messagesOfOrder(reference)).map((message) => message.kind)).toEqual(["payment-received-receipt"]);
  });

  it("an action the order no longer allows is answered 409 with the model's sentence", async () => {
    const reference = await storedOrder();
    const cancel = await formFor(ops, reference, "mark-cancelled:order", { note: "Opened in another tab" });
    expect((await send(reference, await formFor(ops, reference, "mark-paid:order", markPaidByPayPal), { Cookie: ops })).status).toBe(303);
    const paid = await storedData(reference);
    const refused = await send(reference, cancel, { Cookie: ops });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe("That line is paid: only an unpaid line can be cancelled (refund a paid one).");
    expect(await storedData(reference)).toEqual(paid);
  });

  it("a forged action id, or one issued for another order, operator or form, is answered 400", async () => {
    const reference = await storedOrder();
    const other = await storedOrder();
    const colleague = await sessionOf("colleague@example.com");
    const stored = await storedData(reference);
    const form = await formFor(ops, reference, "mark-paid:order", markPaidByPayPal);
    const nonce = randomBytes(16).toString("base64url");
    const ids = {
      forged: `${nonce}.${randomBytes(32).toString("base64url")}`,
      unsigned: nonce,
      "another order's": (await formFor(ops, other, "mark-paid:order", {})).actionId,
      "another operator's": (await formFor(colleague, reference, "mark-paid:order", {})).actionId,
      "another form's": (await formFor(ops, reference, "mark-cancelled:order", {})).actionId,
    };
    for (const [name, actionId] of Object.entries(ids)) {
      const response = await send(reference, { ...form, actionId }, { Cookie: ops });
      expect(response.status, name).toBe(400);
      expect((await response.json()).error, name).toMatch(/^This form was not issued to you for this order/);
    }
    expect(await storedData(reference)).toEqual(stored);
  });

  it("bad input is answered 400 with what to fix", async () => {
    const reference = await storedOrder();
    const stored = await storedData(reference);
    const paid = await formFor(ops, reference, "mark-paid:order", markPaidByPayPal);
    const amount = /^Enter the amount received in dollars: a positive number with at most two decimals/;
    const cases: [string, Record<string, string>, RegExp][] = [
      ["amount abc", { ...paid, amount: "abc" }, amount],
      ["amount -5", { ...paid, amount: "-5" }, amount],
      ["amount 1.234", { ...paid, amount: "1.234" }, amount],
      ["amount 0", { ...paid, amount: "0" }, amount],
      ["no amount", { ...paid, amount: "" }, amount],
      ["an unknown method", { ...paid, method: "cash" }, /^Choose how it was paid/],
      ["an unknown line", { ...paid, line: "offer-graphics" }, /^This order has no such line/],
      ["an empty note", { ...paid, note: "   " }, /^Write a note/],
      ["a note too long", { ...paid, note: "x".repeat(501) }, /^The note can be at most 500 characters; this one has 501\.$/],
      ["an unknown action", { ...paid, intent: "mark-lost" }, /^Choose an action/],
      [
        "an unknown step",
        { ...(await formFor(ops, reference, "mark-delivered", { note: "Sent" })), step: "coffee-made" },
        /^Choose a delivery step/,
      ],
    ];
    for (const [name, fields, message] of cases) {
      const response = await send(reference, fields, { Cookie: ops });
      expect(response.status, name).toBe(400);
      expect((await response.json()).error, name).toMatch(message);
    }
    expect(await storedData(reference)).toEqual(stored);
  });

  it("an unknown or malformed reference is a 404 in the console, for the page and the action", async () => {
    const stored = await storedOrder();
    const form = await formFor(ops, stored, "mark-paid:order", markPaidByPayPal);
    for (const reference of [orderReferenceFromBytes(randomBytes(12)), "XK-0000", "../leads"]) {
      const page = await adminOrderPageData(new Request(`${SITE}/admin/orders/x`, { headers: { Cookie: ops } }), reference).catch(
        (thrown: Response) => thrown,
      );
      expect(page.status, reference).toBe(404);
      expect((await send(reference, form, { Cookie: ops })).status, reference).toBe(404);
    }
  });

  it("without a session, or with one that expired, the action is answered 401 (never a redirect)", async () => {
    const reference = await storedOrder();
    const colleague = await sessionOf("night-shift@example.com");
    const form = await formFor(colleague, reference, "mark-paid:order", markPaidByPayPal);
    const stored = await storedData(reference);
    // The colleague's session ends: eight hours and a minute without a request.
    await (
      await siteDatabase()
    )
      .updateTable("admin_sessions")
      .set({ last_seen: Date.now() - SESSION_IDLE_MS - 60_000 })
      .where("email", "=", "night-shift@example.com")
      .execute();

    for (const headers of [{}, { Cookie: colleague }, { Cookie: "xk_admin=forged" }] as Record<string, string>[]) {
      const response = await send(reference, form, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("Location")).toBeNull();
      expect(await response.text()).toMatch(/^You are not signed in \(your session may have ended\), so nothing was changed\./);
    }
    expect(await storedData(reference)).toEqual(stored);
  });

  it("through the site's request guard: a cross-origin POST is refused 403 before the action, a same-origin one goes through", async () => {
    const reference = await storedOrder();
    const stored = await storedData(reference);
    const form = await formFor(ops, reference, "mark-paid:order", markPaidByPayPal);
    const throughTheSite = (origin: string) =>
      handleSiteRequest(
        actionRequest(reference, form, { Cookie: ops, Origin: origin }),
        (request) => adminOrderAction(request, reference),
        "198.51.100.20",
      );

    const crossOrigin = await throughTheSite("https://evil.example");
    expect(crossOrigin.status).toBe(403);
    expect(await storedData(reference)).toEqual(stored);
    expect((await throughTheSite(SITE)).status).toBe(303);
    expect((await storedData(reference)).status).toBe("paid");
  });

  it("past 60 actions in ten minutes an operator's next one is answered 429 with when to try again", async () => {
    const reference = await storedOrder();
    const busy = await sessionOf("busy@example.com");
    const form = await formFor(busy, reference, "mark-paid:order", markPaidByPayPal);
    for (let attempt = 0; attempt < 60; attempt += 1)
      expect((await send(reference, { ...form, note: "" }, { Cookie: busy })).status).toBe(400);
    const stored = await storedData(reference);
    const limited = await send(reference, form, { Cookie: busy });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Too many order actions in a short time\. Try again in \d+ (seconds|minutes?)\.$/);
    expect(await storedData(reference)).toEqual(stored);
    // Another operator is not slowed by it.
    expect((await send(reference, await formFor(ops, reference, "mark-paid:order", markPaidByPayPal), { Cookie: ops })).status).toBe(303);
  });
});

describe("the orders list, its CSV and the leads inbox", () => {
  it("list each order's lines, what is due and paid, the domain and the hosting", async () => {
    const reference = await storedOrder({
      domain: { choice: "needs", name: "newsurf.example" },
      hosting: "ours",
      tierName: "Full Service",
    });
    const response = await adminOrdersPageData(new Request(`${SITE}/admin/orders`, { headers: { Cookie: ops } }));
    const { orders } = (await response.json()) as { orders: Record<string, unknown>[] };
    expect(orders.find((order) => order.reference === reference)).toMatchObject({
      path: `/admin/orders/${reference}`,
      lines: [{ key: "order", label: "Full Service", state: "awaiting-payment", stateLabel: "awaiting payment" }],
      due: 299,
      paid: 0,
      domain: "newsurf.example",
      domainChoice: "to register",
      hosting: "our hosting",
    });

    const lead = leadOf((await submissionStore().find("order", reference))!);
    expect(lead.details).toBe(`${reference} · Full Service · $299 · awaiting-payment · domain newsurf.example (to register) · our hosting`);
  });

  it("export every order's fields as CSV, formulas escaped", async () => {
    const reference = await storedOrder({
      buyer: { name: '=HYPERLINK("http://evil.example")', email: "csv@example.com", country: "+44" },
      notes: "@SUM(1+1) please",
      test: true,
    });
    await send(reference, await formFor(ops, reference, "mark-paid:order", markPaidByPayPal), { Cookie: ops });
    await send(reference, await formFor(ops, reference, "mark-delivered", { step: "siteLive", note: "Live" }), { Cookie: ops });

    const [header, ...rows] = (await ordersCsv(submissionStore(), (slug) => slug)).trimEnd().split("\r\n");
    expect(header).toBe(
      "Reference,Received (UTC),Buyer,E-mail,Country,Package,Add-ons,Lines,Ordered,Paid,Due,Refunded,Domain,Domain choice,Hosting,Server ready,Notes,Delivery,Test",
    );
    const row = rows.find((line) => line.startsWith(reference))!;
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"")",csv@example.com,'+44,Script Only,,`);
    expect(row).toContain(
      ",Script Only 299.00: paid (PayPal 299.00 PAYID-LV-1),299.00,299.00,0.00,0.00,surfmeadow.example,has it,own server,not recorded,'@SUM(1+1) please,",
    );
    expect(row).toMatch(new RegExp(`,Site live \\d{4}-\\d\\d-\\d\\dT[^,]+ by ${OPS},yes$`));
  });
});
