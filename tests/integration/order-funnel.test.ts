import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { formStartToken } from "~/lib/submissions/spam.server";
import { createDatabaseStore, type SubmissionStore } from "~/lib/submissions/store.server";
import { handleOrderAction } from "~/lib/actions/order-funnel.server";
import { ORDERING_UNAVAILABLE } from "~/lib/orders/messages";
import { completeOrderFields as complete } from "../support/order-fixtures";
import { openSqliteStorage } from "../support/shared-storage";

const databasePath = join(mkdtempSync(join(tmpdir(), "order-funnel-")), "submissions.db");
const storage = await openSqliteStorage(databasePath);
const store = createDatabaseStore(storage.db);
afterAll(() => storage.close());

let client = 0;
/** One funnel POST, from its own client address (rate limits are per client). */
function post(fields: Record<string, string | string[]>, options: { test?: boolean; store?: SubmissionStore } = {}) {
  const { form_started: token = formStartToken("order", Date.now() - 60_000), ...rest } = fields;
  const body = new URLSearchParams();
  body.append("form_started", String(token));
  for (const [name, value] of Object.entries(rest)) for (const item of [value].flat()) body.append(name, item);
  client += 1;
  const request = new Request("http://localhost/order-funnel", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return handleOrderAction(request, { test: options.test ?? false, clientAddress: `203.0.113.${client}`, store: options.store ?? store });
}

describe("the order funnel's server steps", () => {
  it("moves to the next step when this one is valid, keeping every value", async () => {
    const response = await post({ step: "0", intent: "next", tier: "payment-plan" });
    const data = (await response.json()) as {
      step: number;
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(data.step).toBe(1);
    expect(data.result.initialValue).toMatchObject({ tier: "payment-plan" });
  });

  it("stays on a step with errors and keeps what was typed", async () => {
    const response = await post({ step: "1", intent: "next", tier: "script-only", domainChoice: "own", domain: "not a domain" });
    expect(response.status).toBe(400);
    const data = (await response.json()) as {
      step: number;
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(data.step).toBe(1);
    expect(data.result.error.domain).toEqual(["Enter a domain like mysurfexchange.com, without https:// or slashes."]);
    expect(data.result.initialValue.domain).toBe("not a domain");
  });

  it("gives a buyer whose page had no token (JavaScript off) one with the first step's answer, for the order form only", async () => {
    const body = new URLSearchParams({ step: "0", intent: "next", tier: "script-only" });
    const request = new Request("http://localhost/order-funnel", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const data = await (await handleOrderAction(request, { test: false, clientAddress: "203.0.113.99", store })).json();
    expect(data.step).toBe(1);
    expect(data.startedToken).toMatch(/^order\.\d+\./);
  });

  it("echoes each field at most one character past its own limit, and no field the order does not have", async () => {
    const response = await post({ ...complete, step: "4", intent: "next", name: "n".repeat(5_000), extra: "z".repeat(5_000) });
    expect(response.status).toBe(400);
    const data = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(data.result.error.name).toEqual(["Your name can be at most 80 characters."]);
    expect(data.result.initialValue.name).toHaveLength(81);
    expect(data.result.initialValue).not.toHaveProperty("extra");
    expect(data.result.initialValue).toMatchObject({ tier: "script-only", email: "ana@example.com" });
    expect([data.result.initialValue.modifications].flat()).toEqual(["surf-contest-module"]);
  });

  it("goes back without validating", async () => {
    const data = await (await post({ step: "3", intent: "back", tier: "script-only" })).json();
    expect(data.step).toBe(2);
  });

  it("stores the order with the server's total and redirects to the package's checkout with its reference", async () => {
    const notes = "Please install on the <b>staging</b> server first,\nthen the live one.";
    const response = await post({ step: "6", intent: "pay", ...complete, notes });
    expect(response.status).toBe(302);
    // On the sample, whose checkout host does not exist, the site's stand-in checkout takes the order.
    expect(response.headers.get("Location")).toMatch(/^\/sample-checkout\/script-only\?ref=XK-/);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    const reference = location.searchParams.get("ref")!;
    expect(reference).toMatch(/^XK-[A-HJ-NP-Z2-9]{12}$/);
    const order = await store.find("order", reference);
    expect(order?.data).toMatchObject({
      reference,
      test: false,
      tierName: "Script Only",
      total: 299 + 50 + 99 + 89,
      addOns: ["Installation", "Graphics Pack", "Surf Contest Module"],
      offers: ["offer-graphics"],
      // The sample's checkout link is no provider's: nothing will confirm its payment.
      paymentProvider: null,
      buyer: { name: "Ana Owner", email: "ana@example.com" },
      status: "awaiting-payment",
      // Everything the buyer gave, for the operator who fulfils the order; free text sanitised like every field.
      domain: { choice: "own", name: "mysurfexchange.com" },
      hosting: "own",
      serverReady: true,
      notes: "Please install on the bstaging/b server first,\nthen the live one.",
    });
  });

  it("keeps the buyer's notes to 1,000 characters, on the details step", async () => {
    const response = await post({ ...complete, step: "4", intent: "next", notes: "n".repeat(1001) });
    expect(response.status).toBe(400);
    const data = (await response.json()) as { step: number; result: { error: Record<string, string[]> } };
    expect(data.step).toBe(4);
    expect(data.result.error.notes).toEqual(["Your notes can be at most 1,000 characters."]);
    expect((await post({ ...complete, step: "4", intent: "next", notes: "n".repeat(1000) })).status).toBe(200);
  });

  it("never charges a one-time offer the package includes, even when the form ticks it, and keeps it among the order's offers", async () => {
    const response = await post({ step: "6", intent: "pay", ...complete, tier: "premium-package", hosting: "ours", vip: "on" });
    expect(response.status).toBe(302);
    const reference = new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("ref")!;
    expect((await store.find("order", reference))?.data).toMatchObject({
      tierName: "Premium Package",
      total: 999 + 89,
      addOns: ["Surf Contest Module"],
      offers: ["offer-graphics", "offer-vip-upgrades"],
    });
  });

  it("sends nobody to a checkout host outside PAYMENT_HOSTS, though the CMS names it, and stores nothing", async () => {
    vi.stubEnv("PAYMENT_HOSTS", "buy.stripe.com, www.paypal.com");
    try {
      const saved: unknown[] = [];
      const recording: SubmissionStore = {
        name: "database",
        save: async (record) => void saved.push(record),
        find: async () => null,
        update: async () => null,
        list: async () => ({ items: [], total: 0 }),
      };
      const response = await post({ step: "6", intent: "pay", ...complete }, { store: recording });
      expect(response.status).toBe(503);
      expect(response.headers.get("Location")).toBeNull();
      expect((await response.json()).result.error).toEqual({ "": [ORDERING_UNAVAILABLE] });
      expect(saved).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("stores an order paid twice from the same page once, sending both presses to the same checkout", async () => {
    const token = formStartToken("order", Date.now() - 60_000);
    const first = await post({ step: "6", intent: "pay", ...complete, form_started: token });
    const again = await post({ step: "6", intent: "pay", ...complete, form_started: token });
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    // Even after a restart: the store is the SQLite file, opened again.
    const restarted = await openSqliteStorage(databasePath);
    const reopened = createDatabaseStore(restarted.db);
    const replay = await post({ step: "6", intent: "pay", ...complete, form_started: token }, { store: reopened });
    expect(replay.headers.get("Location")).toBe(first.headers.get("Location"));
    const reference = new URL(first.headers.get("Location")!, "http://localhost").searchParams.get("ref")!;
    expect(await reopened.find("order", reference)).not.toBeNull();
    const changed = await post({ step: "6", intent: "pay", ...complete, name: "Someone Else", form_started: token }, { store: reopened });
    expect(changed.status).toBe(409);
    await restarted.close();
  });

  it("ignores a total sent by the browser", async () => {
    const response = await post({ step: "6", intent: "pay", ...complete, total: "1" });
    const reference = new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("ref")!;
    expect((await store.find("order", reference))?.data.total).toBe(537);
  });

  it("marks test orders and their checkout link", async () => {
    const response = await post({ step: "6", intent: "pay", ...complete }, { test: true });
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.searchParams.get("test")).toBe("1");
    expect((await store.find("order", location.searchParams.get("ref")!))?.data.test).toBe(true);
  });

  it("sends the visitor back to the first step with a problem when paying", async () => {
    const response = await post({ step: "6", intent: "pay", ...complete, domain: "" });
    expect(response.status).toBe(400);
    expect((await response.json()).step).toBe(1);
  });

  it("never claims success when the order cannot be stored, and keeps the input", async () => {
    const failing: SubmissionStore = {
      name: "database",
      save: () => Promise.reject(new Error("disk full")),
      find: () => Promise.resolve(null),
      update: () => Promise.resolve(null),
      list: () => Promise.resolve({ items: [], total: 0 }),
    };
    const response = await post({ step: "6", intent: "pay", ...complete }, { store: failing });
    expect(response.status).toBe(503);
    const data = (await response.json()) as {
      step: number;
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(data.result.error[""]?.[0]).toMatch(/could not save/);
    expect(data.result.initialValue).toMatchObject({ name: "Ana Owner", email: "ana@example.com", domain: "mysurfexchange.com" });
  });
});
