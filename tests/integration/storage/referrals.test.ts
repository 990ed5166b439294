import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAffiliates } from "~/lib/affiliates/affiliates.server";
import { createReferralTracking, REFERRAL_COOKIE } from "~/lib/affiliates/referral.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

/**
 * Following tracking links and reading the referral back (decision 071), on each engine, with a clock of the test's
 * and the sample's programme (60 cookie days).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.parse("2026-12-01T10:00:00.000Z");
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const applicant = (email: string, applicationId: string) => ({
  email,
  name: "Maria Kent",
  paypalEmail: email,
  website: "https://surfpromo.example",
  applicationId,
  approvedBy: "ops@example.com",
});

describe.each(STORAGE_ENGINES)("tracking links on %s", (engine) => {
  let storage: SiteStorage;
  let clock = START;
  let maria = "";
  let lee = "";
  let tracking: ReturnType<typeof createReferralTracking>;
  const make = (clickMax = 30) =>
    createReferralTracking({
      database: storage.db,
      clickLimiter: createRateLimiter("affiliate-click", { max: clickMax, windowMs: 60 * 60 * 1000 }, storage),
      secret: async () => "a-cookie-secret-for-the-referral-tests",
      now: () => clock,
    });

  beforeEach(async () => {
    storage = await freshStorage(engine);
    clock = START;
    const affiliates = createAffiliates(storage.db);
    maria = (await affiliates.approve(applicant("maria@surfpromo.example", "application-1"))).affiliate.code;
    lee = (await affiliates.approve(applicant("lee@example.com", "application-2"))).affiliate.code;
    tracking = make();
  });
  afterEach(async () => {
    await storage.close();
  });

  /** Follows `path` as a visitor (GET, a person's browser unless told), carrying `cookie` if given. */
  async function follow(
    path: string,
    { userAgent = PERSON, cookie, origin = "http://localhost" }: { userAgent?: string; cookie?: string; origin?: string } = {},
  ) {
    const headers = new Headers({ "User-Agent": userAgent, ...(cookie ? { Cookie: cookie } : {}) });
    const answer = tracking.follow(new Request(`${origin}${path}`, { headers }), "203.0.113.7");
    expect(answer, path).not.toBeNull();
    return (await answer)!;
  }
  const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? null;
  const orderWith = (cookie: string | null) =>
    tracking.referralOf(
      new Request("http://localhost/order", { method: "POST", headers: cookie ? { Cookie: `theme=dark; ${cookie}` } : {} }),
    );
  const clicks = () =>
    storage.db
      .selectFrom("affiliate_clicks")
      .select(["code", "day", "path", "campaign", "clicks"])
      .orderBy("code")
      .orderBy("path")
      .execute();

  it("answers a link with a private 302 to the clean address, a signed HttpOnly Lax cookie for the cookie days, and a click", async () => {
    const response = await follow(`/pricing?aff=${maria}&campaign=Spring%20Sale&page=2`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pricing?page=2");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(new RegExp(`^${REFERRAL_COOKIE}=[^;]+; Max-Age=${60 * 24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax$`));
    expect(await orderWith(cookieOf(response))).toEqual({ code: maria, campaign: "spring-sale", clickedAt: new Date(START).toISOString() });
    await follow(`/pricing?campaign=Spring%20Sale&aff=${maria}`);
    await follow(`/?aff=${maria}`);
    expect(await clicks()).toEqual([
      { code: maria, day: "2026-12-01", path: "/", campaign: "", clicks: 1 },
      { code: maria, day: "2026-12-01", path: "/pricing", campaign: "spring-sale", clicks: 2 },
    ]);
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    expect((await follow(`/?aff=${maria}`, { origin: "https://xchangekit.example" })).headers.get("Set-Cookie")).toMatch(/; Secure(;|$)/);
  });

  it("sets nothing for an unknown, disabled or malformed code, and still sends the visitor on", async () => {
    await createAffiliates(storage.db).setStatus(lee, "disabled");
    for (const code of ["zzzzzz", lee, "nope", `${maria}%0D%0ASet-Cookie:%20x=1`]) {
      const response = await follow(`/about?aff=${code}&campaign=x`);
      expect([response.status, response.headers.get("Location"), response.headers.get("Set-Cookie")], code).toEqual([302, "/about", null]);
    }
    expect(await clicks()).toEqual([]);
  });

  it("counts no click for a bot or a HEAD request, whose cookie is harmless; counts a client's clicks up to its limit", async () => {
    expect(cookieOf(await follow(`/?aff=${maria}`, { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }))).not.toBeNull();
    expect(cookieOf(await follow(`/?aff=${maria}`, { userAgent: "" }))).not.toBeNull();
    const head = await tracking.follow(
      new Request(`http://localhost/?aff=${maria}`, { method: "HEAD", headers: { "User-Agent": PERSON } }),
      "x",
    );
    expect(head?.status).toBe(302);
    expect(await clicks()).toEqual([]);
    tracking = make(2);
    for (let click = 0; click < 4; click += 1) expect((await follow(`/?aff=${maria}`)).status).toBe(302);
    expect((await clicks()).map((row) => row.clicks)).toEqual([2]);
  });

  it("lets the last link followed win, and an unknown code's link leaves the earlier referral in place", async () => {
    const first = cookieOf(await follow(`/?aff=${maria}`))!;
    clock += 1000;
    const second = cookieOf(await follow(`/?aff=${lee}&campaign=mailer`, { cookie: first }))!;
    expect(await orderWith(second)).toMatchObject({ code: lee, campaign: "mailer" });
    expect((await follow(`/?aff=zzzzzz`, { cookie: second })).headers.get("Set-Cookie")).toBeNull();
  });

  it("credits nobody from a forged or tampered cookie, an expired one, or one of an affiliate disabled since", async () => {
    const cookie = cookieOf(await follow(`/?aff=${maria}&campaign=blog`))!;
    const [name, signed] = cookie.split("=") as [string, string];
    const [value, signature] = decodeURIComponent(signed).split(/\.(?=[^.]*$)/) as [string, string];
    // Put back together as it was, it still credits: the parts below are the cookie's own.
    expect(await orderWith(`${name}=${encodeURIComponent(`${value}.${signature}`)}`)).toMatchObject({ code: maria });
    const asLee = Buffer.from(Buffer.from(value, "base64").toString("utf8").replace(maria, lee)).toString("base64");
    const forged = Buffer.from(JSON.stringify({ code: lee, campaign: "", clickedAt: new Date(START).toISOString() })).toString("base64");
    for (const attempt of [
      `${name}=${encodeURIComponent(`${asLee}.${signature}`)}`,
      `${name}=${forged}`,
      `${name}=${encodeURIComponent(`${forged}.${signature}`)}`,
      `${name}=`,
    ]) {
      expect(await orderWith(attempt), attempt).toBeNull();
    }
    clock = START + 60 * DAY_MS - 1;
    expect(await orderWith(cookie)).toMatchObject({ code: maria });
    clock = START + 60 * DAY_MS;
    expect(await orderWith(cookie)).toBeNull();
    clock = START;
    await createAffiliates(storage.db).setStatus(maria, "disabled");
    expect(await orderWith(cookie)).toBeNull();
    expect(await orderWith(null)).toBeNull();
  });

  it("answers nothing for a request that is no tracking link, without waiting on anything", () => {
    for (const [path, method] of [
      ["/pricing", "GET"],
      ["/blog?page=2", "GET"],
      [`/?aff=${maria}`, "POST"],
      [`/api/views?aff=${maria}`, "GET"],
    ]) {
      expect(tracking.follow(new Request(`http://localhost${path}`, { method }), "x"), path).toBeNull();
    }
  });
});
