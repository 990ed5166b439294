import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccounts } from "~/lib/admin/accounts.server";
import { escapeSpreadsheetCell, leadFilterOf, leadsCsv, listLeads } from "~/lib/admin/leads.server";
import { ACCOUNT_FAILURES } from "~/lib/admin/login-guard.server";
import { safeAdminPath } from "~/lib/admin/operators.server";
import { adminBlogAction, adminLoginAction, adminRefreshAction, WRONG_LOGIN } from "~/lib/page-data/admin.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { createDatabaseStore, createSanityStore, type SubmissionStore } from "~/lib/submissions/store.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { openSqliteStorage } from "../support/shared-storage";

// The operators' console underneath its pages: the login itself, the inbox's filters on both stores, and the CSV
// export's escaping of formulas. On each engine: accounts and sessions in storage/operators.test.ts, the login's brakes
// in storage/login-guard.test.ts.

const directory = mkdtempSync(join(tmpdir(), "xchangekit-admin-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const PASSWORD = "correct horse battery staple";

describe("where a login may send the operator on", () => {
  it("is an /admin page, never another site or the login itself", () => {
    expect(safeAdminPath("/admin/orders?page=2")).toBe("/admin/orders?page=2");
    for (const next of [
      "https://evil.example/admin",
      "//evil.example",
      "/admin//evil.example",
      "/administrator",
      "/admin/login",
      null,
      "/",
    ])
      expect(safeAdminPath(next), String(next)).toBe("/admin/leads");
  });

  it("is the path as the browser resolves it: dot segments cannot climb out of /admin", () => {
    for (const next of [
      "/admin/../../x",
      "/admin/..",
      "/admin/%2e%2e/x",
      "/admin/.%2E/pricing",
      "/admin/./../admin/../login",
      "/admin/leads/../login",
    ])
      expect(safeAdminPath(next), next).toBe("/admin/leads");
    expect(safeAdminPath("/admin/blog/../orders?page=2")).toBe("/admin/orders?page=2");
  });

  it("refuses spaces and controls, and encodes what it keeps", () => {
    for (const next of ["/admin/\u3000/x", "/admin/leads\t", "/admin/a b"]) expect(safeAdminPath(next), next).toBe("/admin/leads");
    expect(safeAdminPath("/admin/leads?email=zoë@example.com")).toBe("/admin/leads?email=zo%C3%AB@example.com");
  });
});

describe("the leads inbox on the database store", () => {
  let storage: SiteStorage;
  let store: SubmissionStore;
  afterAll(() => storage.close());
  beforeAll(async () => {
    storage = await openSqliteStorage(join(directory, "leads.db"));
    store = createDatabaseStore(storage.db);
    const save = (id: string, kind: "support" | "waitlist" | "order", data: Record<string, unknown>, submittedAt: string) =>
      store.save({ id, kind, data, submittedAt });
    await save(
      "s1",
      "support",
      { name: "Ann Example", email: "ann@example.com", topic: "technical", message: "My timer stops." },
      "2026-11-20T10:00:00.000Z",
    );
    await save("w1", "waitlist", { email: '=HYPERLINK("http://evil.example")', name: "@SUM(1+1)" }, "2026-11-21T10:00:00.000Z");
    await save(
      "XK-7M3Q9T2WZ4KD",
      "order",
      { reference: "XK-7M3Q9T2WZ4KD", tierName: "Script Only", total: 299, buyer: { name: "Bo Buyer", email: "bo@shop.example" } },
      "2026-11-22T10:00:00.000Z",
    );
  });

  it("lists every form newest first, and filters by form, status and e-mail (a buyer's too)", async () => {
    const all = await listLeads(store, leadFilterOf(new URL("http://site/admin/leads")));
    expect(all.leads.map((lead) => lead.id)).toEqual(["XK-7M3Q9T2WZ4KD", "w1", "s1"]);
    expect(all.leads[0]).toMatchObject({ form: "Order", name: "Bo Buyer", email: "bo@shop.example" });
    expect((await listLeads(store, leadFilterOf(new URL("http://site/admin/leads?form=support")))).leads.map((lead) => lead.id)).toEqual([
      "s1",
    ]);
    expect((await listLeads(store, leadFilterOf(new URL("http://site/admin/leads?email=SHOP.ex")))).leads.map((lead) => lead.id)).toEqual([
      "XK-7M3Q9T2WZ4KD",
    ]);
    await store.update("support", "s1", () => ({ handled: true }));
    expect((await listLeads(store, leadFilterOf(new URL("http://site/admin/leads?status=handled")))).leads.map((lead) => lead.id)).toEqual([
      "s1",
    ]);
    expect((await listLeads(store, leadFilterOf(new URL("http://site/admin/leads?status=new")))).total).toBe(2);
  });

  it("treats an unknown filter as none rather than failing", () => {
    expect(leadFilterOf(new URL("http://site/admin/leads?form=users&status=deleted&page=-3"))).toEqual({
      form: "all",
      status: "all",
      email: "",
      page: 1,
    });
  });

  it("exports CSV whose cells a spreadsheet cannot run as formulas", async () => {
    const csv = await leadsCsv(store, leadFilterOf(new URL("http://site/admin/leads?form=waitlist")));
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("Submitted at,Form,Id,Name,E-mail,Status,Details");
    expect(row).toContain(`'@SUM(1+1)`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    for (const cell of ["=1+1", "+1", "-1", "@A1", "\t=1", "\r=1"]) expect(escapeSpreadsheetCell(cell)).toBe(`'${cell}`);
    expect(escapeSpreadsheetCell("ann@example.com")).toBe("ann@example.com");
  });
});

describe("the leads inbox on the Sanity store", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("asks for one page of the filtered submissions and their count in one query", async () => {
    const asked: URL[] = [];
    server.use(
      http.get("https://mockproject.api.sanity.io/:version/data/query/production", ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({
          result: {
            items: [
              {
                _id: "support.0b0d2f4e-1c3a",
                _type: "support",
                _rev: "r1",
                name: "Ann Example",
                email: "ann@example.com",
                topic: "technical",
                message: "My timer stops.",
                submittedAt: "2026-11-20T10:00:00.000Z",
              },
            ],
            total: 51,
          },
        });
      }),
    );
    const store = createSanityStore({ projectId: "mockproject", dataset: "production", apiVersion: "2025-02-19", token: "sk-test" });
    const page = await listLeads(store, leadFilterOf(new URL("http://site/admin/leads?form=support&status=new&email=ann&page=2")));

    expect(page.leads).toEqual([
      expect.objectContaining({
        id: "0b0d2f4e-1c3a",
        kind: "support",
        name: "Ann Example",
        email: "ann@example.com",
        handled: false,
      }),
    ]);
    expect(page.total).toBe(51);
    expect(page.pagination).toMatchObject({ page: 2, pageCount: 2 });
    const query = asked[0]!.searchParams;
    expect(query.get("query")).toContain("handled != true");
    expect(JSON.parse(query.get("$kinds")!)).toEqual(["support"]);
    expect(JSON.parse(query.get("$email")!)).toBe("*ann*");
    expect([JSON.parse(query.get("$start")!), JSON.parse(query.get("$end")!)]).toEqual([50, 100]);
  });
});

describe("/admin/login before and after the first operator account", () => {
  it("says nothing about whether accounts exist: the same page, and the same refusal as a wrong password", async () => {
    // A process of its own: its own storage, an empty database (SUBMISSIONS_DB is :memory:).
    vi.resetModules();
    const { adminLoginAction: freshLogin, adminLoginPageData: freshPage } = await import("~/lib/page-data/admin.server");
    const storage = await import("~/lib/storage/storage.server");
    const context = { clientAddress: "198.51.100.90" } as AppLoadContext;
    const answers = async () => {
      const page = await freshPage(new Request("http://site/admin/login?next=/admin/orders"));
      const login = await freshLogin(
        new Request("http://site/admin/login", {
          method: "POST",
          body: new URLSearchParams({ email: "ops@example.com", password: "not the password at all", next: "/admin/orders" }),
        }),
        context,
      );
      return {
        page: { status: page.status, body: await page.text() },
        login: { status: login.status, cookie: login.headers.get("Set-Cookie"), body: await login.text() },
      };
    };
    try {
      const withoutAccounts = await answers();
      await createAccounts(await storage.siteDatabase()).save("ops@example.com", PASSWORD);
      const withAccount = await answers();

      expect(withoutAccounts).toEqual(withAccount);
      expect(withoutAccounts.page).toEqual({ status: 200, body: JSON.stringify({ next: "/admin/orders" }) });
      expect(withoutAccounts.login).toEqual({
        status: 401,
        cookie: null,
        body: JSON.stringify({ error: WRONG_LOGIN, email: "ops@example.com" }),
      });
    } finally {
      await storage.closeSiteStorage();
    }
  });
});

describe("POST /admin/login", () => {
  beforeAll(async () => {
    await createAccounts(await siteDatabase()).save("ops@example.com", PASSWORD);
  });

  const login = (email: string, password: string, clientAddress = "198.51.100.70") =>
    adminLoginAction(
      new Request("http://site/admin/login", { method: "POST", body: new URLSearchParams({ email, password, next: "/admin/orders" }) }),
      { clientAddress } as AppLoadContext,
    );

  it("answers a wrong password and an unknown e-mail alike, keeping the e-mail and never the password", async () => {
    const wrong = await login("ops@example.com", "not the password at all");
    const unknown = await login("nobody@example.com", "not the password at all", "198.51.100.71");
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(await wrong.json()).toEqual({ error: WRONG_LOGIN, email: "ops@example.com" });
    expect(await unknown.json()).toEqual({ error: WRONG_LOGIN, email: "nobody@example.com" });
  });

  it("signs the operator in and goes on to the page asked for", async () => {
    const response = await login("Ops@Example.com", PASSWORD);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/orders");
    expect(response.headers.get("Set-Cookie")).toMatch(/^xk_admin=.+HttpOnly/);
  });

  it("lets a signed-in operator preview a post and refresh the content; an anonymous request is sent to the login", async () => {
    const cookie = (await login("ops@example.com", PASSWORD)).headers.get("Set-Cookie")!.split(";")[0]!;
    const blogPost = (body: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
      new Request("http://site/admin/blog", { method: "POST", headers, body: new URLSearchParams(body) });

    const preview = await adminBlogAction(blogPost({ intent: "preview", path: "/blog/how-to-launch-a-traffic-exchange-in-48-hours" }));
    expect(preview.status).toBe(302);
    expect(preview.headers.get("Location")).toBe("/blog/how-to-launch-a-traffic-exchange-in-48-hours");
    expect(preview.headers.get("Set-Cookie")).toMatch(/^__preview=/);
    for (const path of ["https://evil.example/", "//evil.example", "/pricing"])
      expect((await adminBlogAction(blogPost({ intent: "preview", path }))).status, path).toBe(400);

    const refreshed = await adminRefreshAction(new Request("http://site/admin/refresh", { method: "POST", headers: { Cookie: cookie } }));
    expect(await refreshed.json()).toEqual({ refreshed: expect.any(Number) });

    const anonymous = await adminBlogAction(
      blogPost({ intent: "preview", path: "/blog/how-to-launch-a-traffic-exchange-in-48-hours" }, {}),
    ).catch((thrown: Response) => thrown);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/admin/login?next=%2Fadmin%2Fblog");
    expect(anonymous.headers.get("Set-Cookie")).toBeNull();
  });

  it("lets the operator in from their own connection after a stranger's wrong passwords, and tells the stranger when to try again", async () => {
    const stranger = "203.0.113.50";
    const answers: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) answers.push((await login("ops@example.com", `guess number ${guess}`, stranger)).status);
    expect((await login("ops@example.com", PASSWORD, "198.51.100.80")).status).toBe(302);

    // The stranger: three guesses free, a fourth answered, then a wait that grows with each failure.
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await login("ops@example.com", PASSWORD, stranger);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^(1[0-5])$/);
    expect((await refused.json()).error).toMatch(
      /^Too many failed logins to this account from your connection\. Try again in 1\d seconds\.$/,
    );
  });

  it("lets the operator in after a guess spread over many connections", async () => {
    const strangers = Array.from({ length: ACCOUNT_FAILURES.freeFailures + 2 }, (_, index) => `203.0.113.${100 + index}`);
    for (const stranger of strangers) expect((await login("ops@example.com", "a guess from afar", stranger)).status).toBe(401);
    const refused = await login("ops@example.com", PASSWORD, strangers[0]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await refused.json()).error).toMatch(/Try again in (59|60) minutes, or from a connection that has not failed\.$/);

    expect((await login("ops@example.com", PASSWORD, "198.51.100.81")).status).toBe(302);
  });

  it("refuses an empty form with 400", async () => {
    expect((await login("", "")).status).toBe(400);
  });
});
