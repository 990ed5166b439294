import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { handleSiteRequest } from "~/entry.server";
import { createAccounts } from "~/lib/admin/accounts.server";
import { adminAffiliatesAction, adminAffiliatesPageData } from "~/lib/admin/affiliates.server";
import { createAdminSessions } from "~/lib/admin/session.server";
import { createAffiliates } from "~/lib/affiliates/affiliates.server";
import { createAffiliateSessions } from "~/lib/affiliate-area/sessions.server";
import { affiliateSignInAction, SIGN_IN_SENT, signInLinkAction, signInLinkPageData } from "~/lib/affiliate-area/sign-in.server";
import { affiliateSignInPath } from "~/lib/mail/links.server";
import { createOutbox } from "~/lib/mail/outbox.server";
import { affiliateDashboardData } from "~/lib/page-data/affiliate.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { newSubmission, submissionStore } from "~/lib/submissions/store-config.server";

// Affiliates as accounts (decision 070), on the process's own store, outbox and sessions, as the routes call them: the
// console's approve / decline / disable, the mailed sign-in link (expires, works once), the sign-in request that tells
// nobody who is an affiliate, and a dashboard that shows its own affiliate's data only. Every refusal changes nothing.

const SITE = "http://site";
const MINUTE = 60_000;

type PageData = Awaited<ReturnType<typeof adminAffiliatesPageData>> extends { json(): Promise<infer Data> } ? Data : never;
type Dashboard = Awaited<ReturnType<typeof affiliateDashboardData>> extends { json(): Promise<infer Data> } ? Data : never;

/** A thrown Response (a redirect, a 401) is the answer. */
const answerOf = <Result>(promise: Promise<Result>) =>
  promise.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });

const unique = () => randomBytes(4).toString("hex");

async function application(email = `applicant-${unique()}@example.com`) {
  const submission = newSubmission("affiliate", {
    name: "Rita Partner",
    email,
    website: "https://ritas-traffic.example",
    promotion: "A weekly newsletter for traffic exchange owners.",
    paypalEmail: `paypal-${unique()}@example.com`,
    agreeToTerms: true,
  });
  await submissionStore().save(submission);
  return submission;
}

async function operatorCookie(email: string) {
  const db = await siteDatabase();
  await createAccounts(db).save(email, "correct horse battery staple");
  return (await createAdminSessions(db).start(email)).split(";")[0]!;
}

const consolePage = async (cookie: string) =>
  (await (await adminAffiliatesPageData(new Request(`${SITE}/admin/affiliates`, { headers: { Cookie: cookie } }))).json()) as PageData;

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

const consoleAction = (fields: Record<string, string>, cookie: string) =>
  answerOf(adminAffiliatesAction(post("/admin/affiliates", fields, { Cookie: cookie })));

/** The approve or decline form of an application as the operator's page gives it. */
async function formOf(cookie: string, applicationId: string, intent: "approve" | "decline") {
  const listed = (await consolePage(cookie)).applications.find((candidate) => candidate.id === applicationId);
  expect(listed, "the application is waiting").toBeDefined();
  return { ...listed![intent] };
}

async function messagesTo(address: string) {
  const { items } = await createOutbox(siteDatabase).list({ offset: 0, limit: 1000 });
  return items.filter((item) => item.recipient === address);
}

/** The sign-in link a message carries, as a path with its token. */
const linkIn = (text: string) => new URL(/https?:\/\/\S+\/affiliate\/link\?token=\S+/.exec(text)![0]).href.replace(/^https?:\/\/[^/]+/, "");

const openLink = async (path: string) => answerOf(signInLinkPageData(new Request(`${SITE}${path}`)));
const useLink = (path: string, limiter = createRateLimiter(`test-link-${unique()}`, { max: 100, windowMs: MINUTE })) =>
  answerOf(signInLinkAction(post("/affiliate/link", { token: new URL(path, SITE).searchParams.get("token") ?? "" }), undefined, limiter));

async function dashboard(cookie: string, query = "") {
  return answerOf(affiliateDashboardData(new Request(`${SITE}/affiliate${query}`, { headers: { Cookie: cookie } })));
}

/** An approved affiliate, made as the console does, and a session of theirs. */
async function affiliateWithSession(operator: string) {
  const submission = await application();
  await consoleAction({ ...(await formOf(operator, submission.id, "approve")) }, operator);
  const affiliate = (await createAffiliates(siteDatabase).findByEmail(String(submission.data.email)))!;
  const cookie = (await createAffiliateSessions(await siteDatabase()).start(affiliate.code)).split(";")[0]!;
  return { affiliate, cookie };
}

let ops: string;
beforeAll(async () => {
  ops = await operatorCookie("ops@example.com");
});

describe("an operator approves an application", () => {
  it("makes the affiliate, mails a sign-in link that signs them in once, and lists them", async () => {
    const submission = await application();
    const email = String(submission.data.email);
    const response = await consoleAction(await formOf(ops, submission.id, "approve"), ops);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/admin/affiliates?done=approve.${submission.id}`);

    const affiliate = await createAffiliates(siteDatabase).findByEmail(email);
    expect(affiliate).toMatchObject({ status: "active", applicationId: submission.id, approvedBy: "ops@example.com" });
    const page = await consolePage(ops);
    expect(page.applications.map((item) => item.id)).not.toContain(submission.id);
    expect(page.affiliates.find((item) => item.code === affiliate!.code)).toMatchObject({ status: "active", clicks: 0, orders: 0 });
    expect((await submissionStore().find("affiliate", submission.id))!.data).toMatchObject({
      handled: true,
      decision: { outcome: "approved", code: affiliate!.code, by: "ops@example.com" },
    });

    const [approval] = await messagesTo(email);
    expect(approval).toMatchObject({ kind: "affiliate-approved" });
    expect(approval!.message.text).toContain(`Your affiliate code is ${affiliate!.code}`);
    const link = linkIn(approval!.message.text);
    expect((await openLink(link)).status).toBe(200);
    const signedIn = await useLink(link);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/affiliate");
    const cookie = signedIn.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^xk_affiliate=.+; Path=\/affiliate; HttpOnly; SameSite=Lax$/);
    const own = (await (await dashboard(cookie.split(";")[0]!)).json()) as Dashboard;
    expect(own.affiliate.code).toBe(affiliate!.code);
    expect(new URL(own.builder.link).search).toBe(`?aff=${affiliate!.code}`);

    // The same link again signs nobody in, and its page says it was used.
    const again = await useLink(link);
    expect(again.status).toBe(410);
    expect(again.headers.get("Set-Cookie")).toBeNull();
    expect(((await (await openLink(link)).json()) as { state: string }).state).toBe("used");
  });

  it("twice (a replayed form) is one affiliate and one message, answered 409 the second time", async () => {
    const submission = await application();
    const form = await formOf(ops, submission.id, "approve");
    expect((await consoleAction(form, ops)).status).toBe(303);
    const replay = await consoleAction(form, ops);
    expect(replay.status).toBe(409);
    expect(await messagesTo(String(submission.data.email))).toHaveLength(1);
  });
});

describe("an operator declines an application", () => {
  it("only with a reason, which the applicant is mailed", async () => {
    const submission = await application();
    const form = await formOf(ops, submission.id, "decline");
    const bare = await consoleAction(form, ops);
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { error: string }).error).toMatch(/reason/);
    expect((await submissionStore().find("affiliate", submission.id))!.data.decision).toBeUndefined();

    const reason = "We could not find the website you named.";
    expect((await consoleAction({ ...form, reason }, ops)).status).toBe(303);
    const [declined] = await messagesTo(String(submission.data.email));
    expect(declined).toMatchObject({ kind: "affiliate-declined" });
    expect(declined!.message.text).toContain(reason);
    expect(await createAffiliates(siteDatabase).findByEmail(String(submission.data.email))).toBeNull();
  });
});

describe("an attacker's console request changes nothing", () => {
  it("without a session (401), with a forged or another operator's form (400), from another site (403)", async () => {
    const submission = await application();
    const form = await formOf(ops, submission.id, "approve");
    const unchanged = async () => {
      expect((await submissionStore().find("affiliate", submission.id))!.data.decision).toBeUndefined();
      expect(await createAffiliates(siteDatabase).findByEmail(String(submission.data.email))).toBeNull();
      expect(await messagesTo(String(submission.data.email))).toHaveLength(0);
    };

    expect((await consoleAction(form, "xk_admin=forged")).status).toBe(401);
    expect((await consoleAction({ ...form, actionId: `${"A".repeat(22)}.forged` }, ops)).status).toBe(400);
    const other = await operatorCookie(`other-${unique()}@example.com`);
    expect((await consoleAction(form, other)).status).toBe(400);
    // A form issued for another application does not approve this one.
    const elsewhere = await application();
    expect((await consoleAction({ ...(await formOf(ops, elsewhere.id, "approve")), subject: submission.id }, ops)).status).toBe(400);
    const crossSite = await handleSiteRequest(
      post("/admin/affiliates", form, { Cookie: ops, Origin: "https://evil.example" }),
      adminAffiliatesAction,
      "198.51.100.30",
    );
    expect(crossSite.status).toBe(403);
    await unchanged();
  });
});

describe("the sign-in page", () => {
  const limits = () => ({
    byClient: createRateLimiter(`test-client-${unique()}`, { max: 100, windowMs: MINUTE }),
    byAddress: createRateLimiter(`test-address-${unique()}`, { max: 3, windowMs: MINUTE }),
  });
  const ask = async (email: string, sharedLimits = limits()) => {
    const response = await affiliateSignInAction(post("/affiliate/sign-in", { email }), undefined, sharedLimits);
    return { status: response.status, body: await response.text() };
  };

  it("answers an affiliate's address and a stranger's alike, and mails only the affiliate", async () => {
    const { affiliate } = await affiliateWithSession(ops);
    const stranger = `stranger-${unique()}@example.com`;
    const known = await ask(affiliate.email.toUpperCase());
    const unknown = await ask(stranger);
    expect(known).toEqual({ status: 200, body: JSON.stringify({ sent: true, message: SIGN_IN_SENT, email: "" }) });
    expect(unknown).toEqual(known);
    await expect
      .poll(async () => (await messagesTo(affiliate.email)).map((item) => item.kind), { timeout: 15_000 })
      .toContain("affiliate-sign-in");
    expect(await messagesTo(stranger)).toHaveLength(0);
    const signIn = (await messagesTo(affiliate.email)).find((item) => item.kind === "affiliate-sign-in")!;
    expect((await useLink(linkIn(signIn.message.text))).status).toBe(303);
  });

  it("refuses a malformed address (400) and a fourth link to one address within the hour (429), mailing nothing", async () => {
    expect((await ask("not an address")).status).toBe(400);
    const shared = limits();
    const address = `flooded-${unique()}@example.com`;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask(address, shared)).status).toBe(200);
    const flooded = await ask(address, shared);
    expect(flooded.status).toBe(429);
    expect(flooded.body).toMatch(/Try again in/);
  });

  it("mails nothing to a disabled affiliate, whose links and sessions stop working", async () => {
    const { affiliate, cookie } = await affiliateWithSession(ops);
    const link = affiliateSignInPath(affiliate.code, 30 * MINUTE);
    const toggle = (await consolePage(ops)).affiliates.find((item) => item.code === affiliate.code)!.toggle;
    expect((await consoleAction(toggle, ops)).status).toBe(303);
    expect((await ask(affiliate.email)).status).toBe(200);
    expect((await useLink(link)).status).toBe(400);
    const refused = await dashboard(cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/affiliate/sign-in");
    expect((await messagesTo(affiliate.email)).map((item) => item.kind)).toEqual(["affiliate-approved"]);
  });
});

describe("sign-in links", () => {
  it("expire, and a tampered one or one for an unknown code signs nobody in", async () => {
    const { affiliate } = await affiliateWithSession(ops);
    const expired = affiliateSignInPath(affiliate.code, 30 * MINUTE, Date.now() - 31 * MINUTE);
    expect((await openLink(expired)).status).toBe(410);
    expect((await useLink(expired)).status).toBe(410);
    const fresh = affiliateSignInPath(affiliate.code, 30 * MINUTE);
    const token = new URL(fresh, SITE).searchParams.get("token")!;
    const [payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, subject: "zzzzzz" })).toString("base64url");
    expect((await useLink(`/affiliate/link?token=${forged}.${signature}`)).status).toBe(400);
    expect((await useLink(affiliateSignInPath("zzzzzz", 30 * MINUTE))).status).toBe(400);
    expect((await useLink("/affiliate/link?token=")).status).toBe(400);
  });

  it("used by two requests at once sign in one of them", async () => {
    const { affiliate } = await affiliateWithSession(ops);
    const link = affiliateSignInPath(affiliate.code, 30 * MINUTE);
    const statuses = (await Promise.all([useLink(link), useLink(link)])).map((response) => response.status).toSorted();
    expect(statuses).toEqual([303, 410]);
  });
});

describe("the dashboard shows its own affiliate's data only (IDOR)", () => {
  it("whatever the address asks for, and without a session it is the sign-in page", async () => {
    const mine = await affiliateWithSession(ops);
    const theirs = await affiliateWithSession(ops);
    const db = await siteDatabase();
    await db
      .insertInto("affiliate_clicks")
      .values([
        { code: mine.affiliate.code, day: "2026-11-20", path: "/pricing", campaign: "", clicks: 2 },
        { code: theirs.affiliate.code, day: "2026-11-20", path: "/secret-landing", campaign: "theirs", clicks: 40 },
      ])
      .execute();
    const commission = (code: string, id: string, amount: number) => ({
      id,
      affiliate_code: code,
      order_reference: `XK-${id}`,
      line: "order",
      category: "package" as const,
      base_cents: amount * 10,
      rate: 10,
      amount_cents: amount,
      status: "pending" as const,
      earned_at: Date.now(),
      matures_at: Date.now() + 30 * 24 * 60 * MINUTE,
      cancelled_reason: null,
      payout_id: null,
    });
    await db
      .insertInto("commissions")
      .values([commission(mine.affiliate.code, `pay-${unique()}`, 8970), commission(theirs.affiliate.code, `pay-${unique()}`, 12345)])
      .execute();
    for (const code of [mine.affiliate.code, theirs.affiliate.code])
      await submissionStore().save(
        newSubmission("order", {
          buyer: { name: "Buyer", email: `b-${code}@example.com` },
          total: 299,
          referral: { code, campaign: code, clickedAt: "" },
        }),
      );

    for (const query of ["", `?code=${theirs.affiliate.code}`, `?aff=${theirs.affiliate.code}`]) {
      const seen = (await (await dashboard(mine.cookie, query)).json()) as Dashboard;
      expect(seen.affiliate.code).toBe(mine.affiliate.code);
      expect(seen.clicks).toEqual({ total: 2, rows: [{ path: "/pricing", campaign: "", clicks: 2, lastDay: "2026-11-20" }] });
      expect(seen.earnings.totals).toEqual({ cancelled: 0, pending: 8970, matured: 0, paid: 0 });
      expect(seen.orders.map((order) => order.campaign)).toEqual([mine.affiliate.code]);
      expect(JSON.stringify(seen)).not.toMatch(new RegExp(`${theirs.affiliate.code}|b-${mine.affiliate.code}|XK-`));
    }
    const anonymous = await dashboard("");
    expect(anonymous.status).toBe(302);
    const tampered = await dashboard(mine.cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
    expect(tampered.status).toBe(302);
  });
});

describe("the link builder", () => {
  it("builds a link to a page of the site with a campaign, and answers 400 with what to fix otherwise", async () => {
    const { affiliate, cookie } = await affiliateWithSession(ops);
    const built = (await (await dashboard(cookie, "?page=%2Fpricing%3Fplan%3Dpro&campaign=spring-news")).json()) as Dashboard;
    expect(new URL(built.builder.link).pathname).toBe("/pricing");
    expect(new URL(built.builder.link).search).toBe(`?plan=pro&aff=${affiliate.code}&campaign=spring-news`);
    expect(built.banners.map((banner) => banner.size)).toEqual(["125x125", "468x60", "728x90", "300x250"]);
    const origin = new URL(built.builder.link).origin;
    expect(built.banners[0]!.html).toBe(
      `<a href="${built.builder.link.replace(/&/g, "&#38;")}"><img src="${origin}/sample-images/affiliates/xchangekit-125x125.webp" ` +
        `width="125" height="125" alt="XchangeKit: launch your own traffic exchange"></a>`,
    );

    for (const [query, field] of [
      ["?page=https%3A%2F%2Fevil.example%2F", "page"],
      ["?page=%2F%2Fevil.example", "page"],
      ["?page=%2Fadmin%2Fleads", "page"],
      ["?campaign=two%20words", "campaign"],
      [`?campaign=${"x".repeat(65)}`, "campaign"],
    ] as const) {
      const response = await dashboard(cookie, query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as Dashboard).builder.error?.field).toBe(field);
    }
  });
});
