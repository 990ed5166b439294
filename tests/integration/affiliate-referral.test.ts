import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAffiliates } from "~/lib/affiliates/affiliates.server";
import { REFERRAL_COOKIE } from "~/lib/affiliates/referral.server";
import { handleOrderAction } from "~/lib/actions/order-funnel.server";
import { formStartToken } from "~/lib/submissions/spam.server";
import { createDatabaseStore } from "~/lib/submissions/store.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { completeOrderFields } from "../support/order-fixtures";
import { openSqliteStorage } from "../support/shared-storage";
import { startSiteServer } from "../support/site-server";

/**
 * A tracking link through the whole request path (server/app.js, the entry's `handleSiteRequest`, before the page cache
 * and Remix), then the order it leads to (decision 071). The build has no page routes: a link is answered before any.
 */
vi.hoisted(() => {
  process.env.SESSION_SECRET = "a-session-secret-for-the-referral-tests";
});

let server: Server;
let port = 0;
const storage = await openSqliteStorage(join(mkdtempSync(join(tmpdir(), "referral-orders-")), "submissions.db"));
const store = createDatabaseStore(storage.db);
const affiliates = createAffiliates(siteDatabase);
let code = "";

beforeAll(async () => {
  ({ server, port } = await startSiteServer());
  code = (
    await affiliates.approve({
      email: "maria@surfpromo.example",
      name: "Maria Kent",
      paypalEmail: "payouts@surfpromo.example",
      website: "https://surfpromo.example",
      applicationId: "application-1",
      approvedBy: "ops@example.com",
    })
  ).affiliate.code;
});

afterAll(async () => {
  server.close();
  await storage.close();
});

// The server's request log (a line per request on stdout) is not the subject here.
beforeEach(() => {
  vi.spyOn(process.stdout, "write").mockReturnValue(true);
});

interface Answer {
  status: number;
  location: string | undefined;
  cacheControl: string | undefined;
  setCookie: string[] | undefined;
}

/** A GET as a person's browser sends it; `path` goes out as written (already percent-encoded). */
function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = {
      "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    };
    const outgoing = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          cacheControl: response.headers["cache-control"],
          setCookie: response.headers["set-cookie"],
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

let client = 0;
/** The order funnel's last step, paid, with the browser's cookies. */
async function order(cookie: string | undefined): Promise<Record<string, unknown>> {
  client += 1;
  const body = new URLSearchParams({ form_started: formStartToken("order", Date.now() - 60_000 - client), step: "6", intent: "pay" });
  for (const [name, value] of Object.entries(completeOrderFields)) for (const item of [value].flat()) body.append(name, item);
  const request = new Request("http://localhost/order", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
  const response = await handleOrderAction(request, { test: false, clientAddress: `198.51.100.${client}`, store });
  expect(response.status).toBe(302);
  const reference = new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("ref")!;
  return (await store.find("order", reference))!.data;
}

describe("a visitor following a tracking link", () => {
  it("is sent to the clean address, privately, with the referral cookie; the order they place carries the referral", async () => {
    const answer = await get(`/pricing?aff=${code}&campaign=Launch%20Mailer&page=2`);
    expect(answer).toMatchObject({ status: 302, location: "/pricing?page=2", cacheControl: "private, no-store" });
    expect(answer.setCookie).toHaveLength(1);
    expect(answer.setCookie![0]).toMatch(new RegExp(`^${REFERRAL_COOKIE}=.+; Max-Age=5184000; Path=/; HttpOnly; SameSite=Lax$`));
    const cookie = answer.setCookie![0]!.split(";")[0]!;
    const placed = await order(`theme=dark; ${cookie}`);
    expect(placed.referral).toEqual({ code, campaign: "launch-mailer", clickedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("credits nobody on an order without the cookie, with a forged one, or once the affiliate is disabled", async () => {
    expect(await order(undefined)).not.toHaveProperty("referral");
    const forged = Buffer.from(JSON.stringify({ code, campaign: "", clickedAt: new Date().toISOString() })).toString("base64");
    expect(await order(`${REFERRAL_COOKIE}=${forged}`)).not.toHaveProperty("referral");
    const cookie = (await get(`/?aff=${code}`)).setCookie![0]!.split(";")[0]!;
    await affiliates.setStatus(code, "disabled");
    try {
      expect(await order(cookie)).not.toHaveProperty("referral");
    } finally {
      await affiliates.setStatus(code, "active");
    }
  });

  it.each([
    ["a malformed code", "/pricing?aff=abc", "/pricing"],
    ["CR/LF in the code", "/pricing?aff=abc234%0D%0ASet-Cookie:%20admin=1", "/pricing"],
    ["an encoded look-alike of a code", `/pricing?aff=${code.slice(0, 5)}%E2%84%AA`, "/pricing"],
    [
      "CR/LF in the other parameters",
      "/pricing?aff=zzzzzz&q=%0D%0ALocation:%20https://evil.example",
      "/pricing?q=%0D%0ALocation:%20https://evil.example",
    ],
    ["a path that reads as another host", "//evil.example/x?aff=zzzzzz", "/evil.example/x"],
    ["a raw non-ASCII path", "/caf%C3%A9?aff=zzzzzz&%E2%80%AE=1", "/caf%C3%A9?%E2%80%AE=1"],
  ])("with %s: a 302 to a clean address on this site, no cookie", async (_, path, location) => {
    expect(await get(path)).toEqual({ status: 302, location, cacheControl: "private, no-store", setCookie: undefined });
  });

  it("with a campaign kilobytes long or full of CR/LF: the cookie, with the campaign cut and cleaned", async () => {
    for (const campaign of ["x".repeat(4000), "a%0D%0Ab%00c"]) {
      const answer = await get(`/?aff=${code}&campaign=${campaign}`);
      expect(answer.status).toBe(302);
      expect(answer.setCookie).toHaveLength(1);
      const placed = await order(answer.setCookie![0]!.split(";")[0]);
      expect((placed.referral as { campaign: string }).campaign).toMatch(/^(x{64}|a-b-c)$/);
    }
  });
});
