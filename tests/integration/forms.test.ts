import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { NO_ATTRIBUTION } from "~/lib/submissions/attribution";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "~/lib/submissions/fields";
import { SIMPLE_FORMS } from "~/lib/forms/registry.server";
import { formStartToken } from "~/lib/submissions/spam.server";
import { createSanityStore, type Submission, type SubmissionStore } from "~/lib/submissions/store.server";
import { storeFromEnv } from "~/lib/submissions/store-config.server";
import { handleFormSubmission, MESSAGES, type FormActionData } from "~/lib/submissions/pipeline.server";

/** A store in memory that records what it was asked to save. */
function memoryStore(): SubmissionStore & { saved: Submission[] } {
  const saved: Submission[] = [];
  return {
    name: "database",
    saved,
    async save(submission) {
      if (saved.some((item) => item.id === submission.id)) throw new Error("duplicate id");
      saved.push(structuredClone(submission));
    },
    async find(kind, id) {
      return saved.find((item) => item.kind === kind && item.id === id) ?? null;
    },
    async update() {
      return null;
    },
    async list() {
      return { items: [], total: 0 };
    },
  };
}

/** A store whose disk is full: every save fails. */
function failingStore(): SubmissionStore & { save: MockInstance<SubmissionStore["save"]> } {
  return {
    name: "database",
    save: vi.fn(async () => {
      throw new Error("SQLITE_FULL: database or disk is full");
    }),
    find: async () => null,
    update: async () => null,
    list: async () => ({ items: [], total: 0 }),
  };
}

/** A fresh client address per test, because the limiter is one for the whole process. */
let lastAddress = 0;
function nextClient(): string {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
}

/** The fields a page's form sends besides the visitor's: form id, honeypot, start token from 5 s ago. */
function formBody(formId: string, fields: Record<string, string>, guard: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    __form: formId,
    [HONEYPOT_FIELD_NAME]: "",
    [STARTED_FIELD_NAME]: formStartToken(formId === "waitlist-form" ? "waitlist" : formId, Date.now() - 5000),
    ...guard,
    ...fields,
  });
}

function post(path: string, body: URLSearchParams, headers: Record<string, string> = {}): Request {
  return new Request(`https://xchangekit.example${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

async function submitSupport(
  fields: Record<string, string>,
  {
    store,
    client = nextClient(),
    guard,
    honeypot,
    headers,
  }: { store: SubmissionStore; client?: string; guard?: Record<string, string>; honeypot?: string[]; headers?: Record<string, string> },
) {
  const body = formBody("support", fields, guard);
  // Sent as given, copies included (a record cannot hold a field twice).
  if (honeypot) {
    body.delete(HONEYPOT_FIELD_NAME);
    for (const value of honeypot) body.append(HONEYPOT_FIELD_NAME, value);
  }
  const response = await handleFormSubmission({
    request: post("/support", body, headers),
    clientAddress: client,
    form: SIMPLE_FORMS.support,
    store,
  });
  return { status: response.status, headers: response.headers, data: (await response.json()) as FormActionData };
}

const goodSupport = {
  name: "Ann Example",
  email: "ann@example.com",
  topic: "technical",
  message: "My surf timer stops at 3 seconds on the members' page.",
};

let logged: MockInstance<(...lines: unknown[]) => void>;
beforeEach(() => {
  // logEvent writes one JSON line per event to stderr; keep the output quiet and readable by tests.
  logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
});

function loggedEvents(): Record<string, unknown>[] {
  return logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe("handleFormSubmission", () => {
  it("stores the sanitised values and answers with the success message once the store confirmed the write", async () => {
    const store = memoryStore();
    const { status, data } = await submitSupport(
      {
        ...goodSupport,
        name: "  <b>Ann</b> Example ",
        message: "Hello <script>alert(1)</script> my timer onclick=stops javascript:void(0) after 3 s.",
        orderReference: "xk-7m3q9t2wz4kd",
      },
      { store },
    );

    expect(status).toBe(200);
    expect(store.saved).toHaveLength(1);
    const [saved] = store.saved;
    expect(saved).toMatchObject({ kind: "support" });
    expect(saved!.data).toEqual({
      name: "bAnn/b Example",
      email: "ann@example.com",
      topic: "technical",
      message: "Hello scriptalert(1)/script my timer stops void(0) after 3 s.",
      orderReference: "XK-7M3Q9T2WZ4KD",
      // No hidden attribution fields were sent: where the visitor came from is unknown (decision 073).
      attribution: NO_ATTRIBUTION,
    });
    // Only the visitor's fields are kept: no honeypot, token or form id.
    expect(saved!.data).not.toHaveProperty(HONEYPOT_FIELD_NAME);
    expect(saved!.data).not.toHaveProperty(STARTED_FIELD_NAME);
    expect(saved!.data).not.toHaveProperty("__form");
    expect(new Date(saved!.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect(data.success).toEqual(SIMPLE_FORMS.support.success);
    // conform's reset: no errors and nothing of the input sent back, so the fields are emptied.
    expect(data.result).toEqual({ initialValue: null });
  });

  it("stores each form under its own kind, without the optional fields left empty", async () => {
    const store = memoryStore();
    const response = await handleFormSubmission({
      request: post("/coming-soon", formBody("waitlist-form", { email: " bo@example.com ", name: "", interest: "" })),
      clientAddress: nextClient(),
      form: SIMPLE_FORMS.waitlist,
      store,
    });
    expect(response.status).toBe(200);
    // Unconfirmed until its owner follows the link mailed to it (decision 067).
    expect(store.saved).toEqual([
      expect.objectContaining({ kind: "waitlist", data: { email: "bo@example.com", confirmed: false, attribution: NO_ATTRIBUTION } }),
    ]);
  });

  it("keeps one waitlist sign-up per address: joining again, from any page, stores nothing and is answered as a new one", async () => {
    const store = memoryStore();
    const join = async (path: string, email: string, interest: string) => {
      const response = await handleFormSubmission({
        request: post(path, formBody("waitlist-form", { email, name: "", interest })),
        clientAddress: nextClient(),
        form: SIMPLE_FORMS.waitlist,
        store,
      });
      return { status: response.status, body: await response.text() };
    };
    const first = await join("/", "Bo@Example.com", "");
    // The same address in another case, from the other page and with a platform chosen, and the same details again.
    const again = await join("/coming-soon", "bo@example.com", "lms");
    const repeated = await join("/", "Bo@Example.com", "");
    const stranger = await join("/", "cy@example.com", "");
    // Nobody learns from the answer whether an address was on the list: a known one gets a new one's answer, byte for byte.
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ success: { title: "Check your inbox" } });
    for (const answer of [again, repeated]) expect(answer).toEqual(first);
    expect(stranger).toEqual(first);
    expect(store.saved).toHaveLength(2);
    expect(store.saved[0]!.data).toEqual({ email: "Bo@Example.com", confirmed: false, attribution: NO_ATTRIBUTION });
    expect(store.saved[0]!.id).toMatch(/^waitlist-[\w-]{22}$/);
    expect(JSON.stringify(store.saved[0]!.id)).not.toContain("example");
  });

  it("answers invalid input with 400 and the errors of each field, and stores nothing", async () => {
    const store = memoryStore();
    const fields = { name: "", email: "not-an-e-mail", topic: "lottery", message: "Help", orderReference: "12345" };
    const { status, data } = await submitSupport(fields, { store });

    expect(status).toBe(400);
    expect(store.saved).toEqual([]);
    expect(data.success).toBeUndefined();
    expect(data.result.status).toBe("error");
    expect(data.result.error).toEqual({
      name: ["Enter your name."],
      email: ["Enter a valid e-mail address, like name@example.com."],
      topic: ["Choose what your message is about."],
      message: ["Tell us a little more (at least 10 characters)."],
      orderReference: ["Order references look like XK-7M3Q9T2WZ4KD; leave it empty if you have none."],
    });
    expect(data.result.initialValue).toMatchObject({ email: "not-an-e-mail", topic: "lottery", message: "Help", orderReference: "12345" });
  });

  it("answers a store failure with 503, the form's error message and every submitted value kept", async () => {
    const store = failingStore();
    const fields = {
      name: "Ann Example",
      email: "ann@example.com",
      paypalEmail: "payouts@example.com",
      website: "https://surf-lists.example",
      promotion: "My mailing list of 4,000 traffic exchange members.",
      agreeToTerms: "on",
    };
    const response = await handleFormSubmission({
      request: post("/affiliates", formBody("affiliate", fields)),
      clientAddress: nextClient(),
      form: SIMPLE_FORMS.affiliate,
      store,
    });
    const data = (await response.json()) as FormActionData;

    expect(store.save).toHaveBeenCalledOnce();
    expect(response.status).toBe(503);
    expect(data.success).toBeUndefined();
    expect(data.result.status).toBe("error");
    expect(data.result.error).toEqual({ "": [MESSAGES.storeFailed] });
    expect(data.result.initialValue).toMatchObject(fields);
    expect(loggedEvents()).toContainEqual(
      expect.objectContaining({
        level: "error",
        event: "form.store_failed",
        form: "affiliate",
        reason: "SQLITE_FULL: database or disk is full",
      }),
    );
  });

  it("keeps the input of a support request too when the store fails", async () => {
    // An optional field left empty is sent as "" and comes back absent: the field stays empty.
    const { status, data } = await submitSupport({ ...goodSupport, orderReference: "" }, { store: failingStore() });
    expect(status).toBe(503);
    expect(data.result.error).toEqual({ "": [MESSAGES.storeFailed] });
    expect(data.result.initialValue).toMatchObject(goodSupport);
  });

  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const store = memoryStore();
    const { status, data } = await submitSupport(goodSupport, { store, guard: { [HONEYPOT_FIELD_NAME]: "+1 555 0100" } });
    expect(status).toBe(400);
    expect(store.saved).toEqual([]);
    expect(data.success).toBeUndefined();
    expect(data.result.error).toEqual({ "": [MESSAGES.spam] });
    expect(loggedEvents()).toContainEqual(
      expect.objectContaining({ level: "warn", event: "form.refused", form: "support", reason: "honeypot" }),
    );
  });

  it.each([
    ["spaces only", [" \t "]],
    ["angle brackets, which sanitising empties", ["<>"]],
    ["punctuation", ["."]],
    ["a filled copy after an empty one", ["", "+1 555 0100"]],
    ["two empty copies, which no browser sends", ["", ""]],
  ])("refuses a honeypot of %s as a filled one: the same 400 answer, nothing stored", async (_, honeypot) => {
    const store = memoryStore();
    const { status, data } = await submitSupport(goodSupport, { store, honeypot });
    expect(status).toBe(400);
    expect(store.saved).toEqual([]);
    expect(data.success).toBeUndefined();
    expect(data.result.error).toEqual({ "": [MESSAGES.spam] });
    expect(loggedEvents()).toContainEqual(expect.objectContaining({ event: "form.refused", reason: "honeypot" }));
  });

  it("takes an empty honeypot, sent once, for a person", async () => {
    const store = memoryStore();
    expect((await submitSupport(goodSupport, { store, honeypot: [""] })).status).toBe(200);
    expect(store.saved).toHaveLength(1);
  });

  it("refuses a form sent too fast, with a forged token or another form's, and stores nothing", async () => {
    const store = memoryStore();
    const tokens = [
      formStartToken("support", Date.now()),
      `support.${Date.now() - 5000}.forged`,
      formStartToken("waitlist", Date.now() - 5000),
    ];
    for (const token of tokens) {
      const { status, data } = await submitSupport(goodSupport, { store, guard: { [STARTED_FIELD_NAME]: token } });
      expect(status, token).toBe(400);
      expect(data.result.error).toEqual({ "": [MESSAGES.spam] });
      // A person can send again: the answer carries a new token for this form, and what they typed.
      expect(data.startedToken).toMatch(/^support\.\d+\./);
      expect(data.result.initialValue).toMatchObject({ message: goodSupport.message });
    }
    expect(store.saved).toEqual([]);
    expect(loggedEvents().map((event) => event.reason)).toEqual(["too-fast", "invalid-token", "invalid-token"]);
  });

  it("asks a visitor whose page had no token (JavaScript off) to send again, with one, keeping their input", async () => {
    const store = memoryStore();
    const { status, data } = await submitSupport(goodSupport, { store, guard: { [STARTED_FIELD_NAME]: "" } });
    expect(status).toBe(400);
    expect(data.result.error).toEqual({ "": [MESSAGES.sendAgain] });
    expect(data.result.initialValue).toMatchObject({ message: goodSupport.message });
    expect(store.saved).toEqual([]);
    // The second post, with the token the answer gave, goes through.
    vi.useFakeTimers({ now: Date.now() + 5000, toFake: ["Date"] });
    try {
      const again = await submitSupport(goodSupport, { store, guard: { [STARTED_FIELD_NAME]: data.startedToken! } });
      expect(again.status).toBe(200);
      expect(store.saved).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers the 6th support request from one client within ten minutes with 429 and a readable message", async () => {
    const store = memoryStore();
    const client = nextClient();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const { status, data } = await submitSupport({ ...goodSupport, message: `Attempt ${attempt}: my timer stops.` }, { store, client });
      statuses.push(status);
      if (attempt === 6) {
        expect(data.result.error).toEqual({ "": [MESSAGES.rateLimited] });
        expect(data.result.initialValue).toMatchObject({ message: "Attempt 6: my timer stops." });
        expect(data.success).toBeUndefined();
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(store.saved).toHaveLength(5);
    expect(MESSAGES.rateLimited).toMatch(/^Too many attempts .*try again/);
    // Another client is not affected.
    expect((await submitSupport(goodSupport, { store })).status).toBe(200);
  });

  it("stores a submission sent twice from the same page once, and answers both as sent", async () => {
    const store = memoryStore();
    const token = formStartToken("support", Date.now() - 5000);
    const first = await submitSupport(goodSupport, { store, guard: { [STARTED_FIELD_NAME]: token } });
    const again = await submitSupport(goodSupport, { store, guard: { [STARTED_FIELD_NAME]: token } });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.data).toEqual(first.data);
    expect(store.saved).toHaveLength(1);
  });

  it("refuses the same page's token with other details (409), offering a new one, and stores nothing more", async () => {
    const store = memoryStore();
    const token = formStartToken("support", Date.now() - 5000);
    await submitSupport(goodSupport, { store, guard: { [STARTED_FIELD_NAME]: token } });
    const other = { ...goodSupport, message: "A second question, about my hosting plan." };
    const { status, data } = await submitSupport(other, { store, guard: { [STARTED_FIELD_NAME]: token } });
    expect(status).toBe(409);
    expect(data.result.error).toEqual({ "": [MESSAGES.alreadySent] });
    expect(data.result.initialValue).toMatchObject({ message: other.message });
    expect(data.startedToken).toMatch(/^support\./);
    expect(data.startedToken).not.toBe(token);
    expect(store.saved).toHaveLength(1);
  });

  it("never echoes more of a field than the field itself holds, nor fields the form does not have", async () => {
    const store = memoryStore();
    const huge = "x".repeat(5_000);
    const strangers = Object.fromEntries(Array.from({ length: 1_500 }, (_, index) => [`extra${index}`, "y".repeat(20)]));
    const { status, data } = await submitSupport({ ...goodSupport, ...strangers, message: `${huge}!`, name: huge, topic: huge }, { store });
    expect(status).toBe(400);
    expect(data.result.error?.message).toEqual(["Your message can be at most 5,000 characters."]);
    expect(data.result.error?.name).toEqual(["Your name can be at most 80 characters."]);
    const echoed = data.result.initialValue as Record<string, string>;
    expect(echoed.name).toHaveLength(81);
    expect(echoed.message).toHaveLength(5_001);
    expect(echoed.topic!.length).toBeLessThanOrEqual(257);
    expect(Object.keys(echoed).filter((name) => name.startsWith("extra"))).toEqual([]);
    expect(JSON.stringify(data).length).toBeLessThan(7_000);
    expect(store.saved).toEqual([]);
  });

  it("says when to try again, and cannot be passed by changing the forwarding headers the visitor sends", async () => {
    const store = memoryStore();
    const client = nextClient();
    for (let attempt = 1; attempt <= 5; attempt++) await submitSupport(goodSupport, { store, client });
    const forwarding = { "X-Forwarded-For": "203.0.113.250", "X-Real-IP": "203.0.113.251" };
    const { status, headers } = await submitSupport(goodSupport, { store, client, headers: forwarding });
    expect(status).toBe(429);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(headers.get("Retry-After"))).toBeLessThanOrEqual(600);
    expect(store.saved).toHaveLength(5);
  });

  it("answers the 4th affiliate application from one client with 429", async () => {
    const store = memoryStore();
    const client = nextClient();
    const fields = {
      name: "Ann",
      email: "ann@example.com",
      paypalEmail: "ann@example.com",
      promotion: "Banner swaps.",
      agreeToTerms: "on",
    };
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await handleFormSubmission({
        request: post("/affiliates", formBody("affiliate", fields)),
        clientAddress: client,
        form: SIMPLE_FORMS.affiliate,
        store,
      });
      statuses.push(response.status);
      if (attempt === 4) expect(((await response.json()) as FormActionData).result.error).toEqual({ "": [MESSAGES.rateLimited] });
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(store.saved).toHaveLength(3);
  });

  it("counts refused and invalid attempts too, so a flood cannot probe past the limit", async () => {
    const store = memoryStore();
    const client = nextClient();
    for (let attempt = 0; attempt < 5; attempt++) await submitSupport({ email: "x" }, { store, client });
    const { status } = await submitSupport(goodSupport, { store, client });
    expect(status).toBe(429);
    expect(store.saved).toEqual([]);
  });
});

describe("the Sanity submission store", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const MUTATE_URL = "https://mockproject.api.sanity.io/:version/data/mutate/production";
  const config = { projectId: "mockproject", dataset: "production", apiVersion: "2025-02-19", token: "sk-test-write-token" };

  interface Captured {
    url: URL;
    authorization: string | null;
    body: { mutations: Record<string, Record<string, unknown>>[] };
  }

  /** Answers mutations as Sanity does, and records each request. */
  function captureMutations(): Captured[] {
    const captured: Captured[] = [];
    server.use(
      http.post(MUTATE_URL, async ({ request }) => {
        const body = (await request.json()) as Captured["body"];
        captured.push({ url: new URL(request.url), authorization: request.headers.get("authorization"), body });
        const results = body.mutations.map((mutation) => {
          const document = mutation.create!;
          return {
            id: document._id,
            operation: "create",
            document: { ...document, _rev: "rev1", _createdAt: "2025-06-01T10:20:30Z", _updatedAt: "2025-06-01T10:20:30Z" },
          };
        });
        return HttpResponse.json({ transactionId: "tx-1", results });
      }),
    );
    return captured;
  }

  it("creates one document with the submission's fields and time, waiting for visibility", async () => {
    const captured = captureMutations();
    const submission: Submission = {
      id: "0b0d2f4e-1c3a-4d8b-9f10-2a6c5e7d9b11",
      kind: "support",
      data: { name: "Ann Example", email: "ann@example.com", topic: "technical", message: "My surf timer stops." },
      submittedAt: "2025-06-01T10:20:30.000Z",
    };
    await createSanityStore(config).save(submission);

    expect(captured).toHaveLength(1);
    const [request] = captured;
    expect(request!.body).toEqual({
      mutations: [
        {
          create: {
            _id: "support.0b0d2f4e-1c3a-4d8b-9f10-2a6c5e7d9b11",
            _type: "support",
            name: "Ann Example",
            email: "ann@example.com",
            topic: "technical",
            message: "My surf timer stops.",
            submittedAt: "2025-06-01T10:20:30.000Z",
          },
        },
      ],
    });
    expect(request!.url.pathname).toBe("/v2025-02-19/data/mutate/production");
    expect(request!.url.searchParams.get("visibility")).toBe("sync");
    expect(request!.authorization).toBe("Bearer sk-test-write-token");
  });

  it("changes a document only at the revision it read, and on a conflict reads again and applies the change to the new one", async () => {
    const revisions = [
      { _rev: "rev1", paymentEvents: [] as string[] },
      { _rev: "rev2", paymentEvents: ["evt_other"] },
    ];
    let reads = 0;
    const patches: Record<string, unknown>[] = [];
    server.use(
      http.get("https://mockproject.api.sanity.io/:version/data/doc/production/:id", ({ params }) => {
        const revision = revisions[Math.min(reads, 1)]!;
        reads += 1;
        return HttpResponse.json({
          documents: [
            {
              _id: params.id,
              _type: "order",
              _createdAt: "2025-06-01T10:20:30Z",
              _updatedAt: "2025-06-01T10:20:30Z",
              submittedAt: "2025-06-01T10:20:30Z",
              total: 299,
              ...revision,
            },
          ],
        });
      }),
      http.post(MUTATE_URL, async ({ request }) => {
        const { mutations } = (await request.json()) as Captured["body"];
        const patch = mutations[0]!.patch!;
        patches.push(patch);
        // Someone else wrote rev2 after rev1 was read.
        if (patch.ifRevisionID === "rev1")
          return HttpResponse.json({ error: { description: "Document has been modified" } }, { status: 409 });
        return HttpResponse.json({ transactionId: "tx-2", results: [{ id: patch.id, operation: "update" }] });
      }),
    );
    const updated = await createSanityStore(config).update("order", "XK-7M3Q9T2WZ4KD", (data) => ({
      paymentEvents: [...(data.paymentEvents as string[]), "evt_mine"],
    }));

    expect(patches.map((patch) => [patch.id, patch.ifRevisionID, patch.set])).toEqual([
      ["order.XK-7M3Q9T2WZ4KD", "rev1", { paymentEvents: ["evt_mine"] }],
      ["order.XK-7M3Q9T2WZ4KD", "rev2", { paymentEvents: ["evt_other", "evt_mine"] }],
    ]);
    expect(updated).toMatchObject({ total: 299, paymentEvents: ["evt_other", "evt_mine"] });
  });

  it("updates nothing for a document that does not exist", async () => {
    server.use(http.get("https://mockproject.api.sanity.io/:version/data/doc/production/:id", () => HttpResponse.json({ documents: [] })));
    const change = vi.fn(() => ({ status: "paid" }));
    expect(await createSanityStore(config).update("order", "XK-AAAAAAAAAAAA", change)).toBeNull();
    expect(change).not.toHaveBeenCalled();
  });

  it("is what a configured site uses for its forms, end to end", async () => {
    const captured = captureMutations();
    const store = storeFromEnv({
      SANITY_PROJECT_ID: "mockproject",
      SANITY_API_WRITE_TOKEN: "sk-env-token",
      SUBMISSIONS_DB: "/nonexistent/never.db",
    });
    const { status, data } = await submitSupport({ ...goodSupport, name: "<i>Ann</i>" }, { store });

    expect(status).toBe(200);
    expect(data.success).toEqual(SIMPLE_FORMS.support.success);
    expect(captured).toHaveLength(1);
    const created = captured[0]!.body.mutations[0]!.create!;
    expect(created).toEqual({
      _id: expect.stringMatching(/^support\.support-[\w-]+$/),
      _type: "support",
      name: "iAnn/i",
      email: goodSupport.email,
      topic: goodSupport.topic,
      message: goodSupport.message,
      attribution: NO_ATTRIBUTION,
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(captured[0]!.authorization).toBe("Bearer sk-env-token");
    expect(captured[0]!.url.searchParams.get("visibility")).toBe("sync");
  });

  it("rejects when Sanity answers 500, so the form reports a failure instead of a false success", async () => {
    let attempts = 0;
    server.use(
      http.post(MUTATE_URL, () => {
        attempts += 1;
        return HttpResponse.json({ error: { description: "Internal error", type: "internalError" } }, { status: 500 });
      }),
    );
    const store = createSanityStore(config);
    await expect(
      store.save({ id: "x-1", kind: "waitlist", data: { email: "bo@example.com" }, submittedAt: new Date().toISOString() }),
    ).rejects.toThrow();
    expect(attempts).toBeGreaterThanOrEqual(1);

    const { status, data } = await submitSupport(goodSupport, { store });
    expect(status).toBe(503);
    expect(data.result.error).toEqual({ "": [MESSAGES.storeFailed] });
    expect(data.result.initialValue).toMatchObject(goodSupport);
    expect(data.success).toBeUndefined();
  });
});
