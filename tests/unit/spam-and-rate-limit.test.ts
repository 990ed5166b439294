import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "~/lib/submissions/fields";
import { FORMS } from "~/lib/forms/registry.server";
import { createRateLimiter, type RateLimitVerdict } from "~/lib/security/rate-limit.server";
import { checkSpam, formStartToken } from "~/lib/submissions/spam.server";
import { closeSiteStorage } from "~/lib/storage/storage.server";

const started = Date.UTC(2025, 5, 1, 10, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set("email", "ann@example.com");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("checkSpam", () => {
  const token = formStartToken("support", started);
  const check = (fields: Record<string, string>, at: number, forForm = "support") => checkSpam(form(fields), forForm, at);

  it("accepts a form with an empty honeypot and a valid token after the minimum fill time", () => {
    expect(check({ [HONEYPOT_FIELD_NAME]: "", [STARTED_FIELD_NAME]: token }, started + 2000)).toEqual({ ok: true });
    expect(check({ [STARTED_FIELD_NAME]: token }, started + 5 * 60 * 1000)).toEqual({ ok: true });
  });

  it("refuses a filled honeypot, whatever else the form holds", () => {
    expect(check({ [HONEYPOT_FIELD_NAME]: "+1 555 0100", [STARTED_FIELD_NAME]: token }, started + 60_000)).toEqual({
      ok: false,
      reason: "honeypot",
    });
    expect(check({ [HONEYPOT_FIELD_NAME]: "x" }, started)).toEqual({ ok: false, reason: "honeypot" });
  });

  it("refuses a honeypot of only spaces or punctuation, and one sent twice, empty or not", () => {
    for (const value of ["   ", "<>", "-"]) {
      expect(check({ [HONEYPOT_FIELD_NAME]: value, [STARTED_FIELD_NAME]: token }, started + 60_000), value).toEqual({
        ok: false,
        reason: "honeypot",
      });
    }
    for (const copies of [
      ["", "x"],
      ["", ""],
    ]) {
      const sent = form({ [STARTED_FIELD_NAME]: token });
      for (const copy of copies) sent.append(HONEYPOT_FIELD_NAME, copy);
      expect(checkSpam(sent, "support", started + 60_000)).toEqual({ ok: false, reason: "honeypot" });
    }
  });

  it("tells a missing token apart (a page without JavaScript): the visitor is asked to send again", () => {
    expect(check({}, started + 60_000)).toEqual({ ok: false, reason: "missing" });
    expect(check({ [STARTED_FIELD_NAME]: "" }, started + 60_000)).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses a token made for another form", () => {
    expect(check({ [STARTED_FIELD_NAME]: formStartToken("waitlist", started) }, started + 60_000)).toEqual({
      ok: false,
      reason: "invalid-token",
    });
    expect(check({ [STARTED_FIELD_NAME]: token }, started + 60_000, "order")).toEqual({ ok: false, reason: "invalid-token" });
  });

  it("refuses a forged token", () => {
    const [name, time, id, signature] = token.split(".") as [string, string, string, string];
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const earlier = String(started - 60_000);
    for (const forged of [
      `${name}.${time}.${id}.${flipped}`, // the right time, a wrong signature of the same length
      `${name}.${earlier}.${id}.${signature}`, // an earlier start (to skip the wait) with the real signature
      `${name}.${time}.other-id.${signature}`, // another id (a second submission) on this signature
      `waitlist.${time}.${id}.${signature}`, // another form's name on this form's signature
      `${name}.${time}.${id}.${signature}x`, // a longer signature
      `${name}.${time}.${id}.${signature}.extra`, // more parts
      `${name}.${time}.${id}.`, // no signature
      `${time}.${id}.${signature}`, // no form
      `${name}.${time}.${id}.${"é".repeat(signature.length)}`, // non-ASCII, the right length in characters: no throw
      "not-a-token",
    ]) {
      expect(check({ [STARTED_FIELD_NAME]: forged }, started + 60_000), forged).toEqual({ ok: false, reason: "invalid-token" });
    }
  });

  it("asks for the form again when its token is older than a day", () => {
    expect(check({ [STARTED_FIELD_NAME]: token }, started + DAY)).toEqual({ ok: true });
    expect(check({ [STARTED_FIELD_NAME]: token }, started + DAY + 1)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a form sent sooner than 2 seconds after it was loaded", () => {
    for (const elapsed of [0, 500, 1999]) {
      expect(check({ [STARTED_FIELD_NAME]: token }, started + elapsed), `${elapsed} ms`).toEqual({ ok: false, reason: "too-fast" });
    }
  });

  it("refuses a token from the future as too fast", () => {
    expect(check({ [STARTED_FIELD_NAME]: formStartToken("support", started + 60_000) }, started)).toEqual({
      ok: false,
      reason: "too-fast",
    });
  });

  it("stamps tokens with their form, the time the form was made and an id of their own", () => {
    const made = formStartToken("affiliate", started);
    expect(made).toMatch(new RegExp(`^affiliate\\.${started}\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{43}$`));
    expect(formStartToken("affiliate", started)).not.toBe(made);
  });
});

describe("createRateLimiter", () => {
  const limit = { max: 3, windowMs: 60_000 };
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  // Each test counts afresh: the limits are kept in the site's database (in memory in tests), closed here.
  afterEach(async () => {
    vi.useRealTimers();
    await closeSiteStorage();
  });

  const allowedOf = async (attempts: Promise<RateLimitVerdict>[]) => (await Promise.all(attempts)).map((verdict) => verdict.allowed);

  it("allows up to the limit, then refuses within the window and says how long to wait", async () => {
    const limiter = createRateLimiter("support", limit);
    const attempts = [1, 2, 3, 4].map(() => limiter.attempt("203.0.113.1"));
    expect(await allowedOf(attempts)).toEqual([true, true, true, false]);
    vi.advanceTimersByTime(20_000);
    expect(await limiter.attempt("203.0.113.1")).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it("counts each limiter separately for the same client, and each client separately on the same limiter", async () => {
    const support = createRateLimiter("support", limit);
    const waitlist = createRateLimiter("waitlist", limit);
    for (let attempt = 0; attempt < 3; attempt++) await support.attempt("203.0.113.1");
    expect((await support.attempt("203.0.113.1")).allowed).toBe(false);
    expect((await waitlist.attempt("203.0.113.1")).allowed).toBe(true);
    expect((await support.attempt("203.0.113.2")).allowed).toBe(true);
  });

  it("starts afresh once the window has passed", async () => {
    const limiter = createRateLimiter("support", limit);
    for (let attempt = 0; attempt < 4; attempt++) await limiter.attempt("203.0.113.1");
    vi.advanceTimersByTime(59_000);
    expect((await limiter.attempt("203.0.113.1")).allowed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await allowedOf([1, 2, 3, 4].map(() => limiter.attempt("203.0.113.1")))).toEqual([true, true, true, false]);
  });

  it("keeps counting refused attempts, so a flood gains nothing by continuing", async () => {
    const limiter = createRateLimiter("support", limit);
    for (let attempt = 0; attempt < 50; attempt++) await limiter.attempt("203.0.113.1");
    vi.advanceTimersByTime(30_000);
    expect((await limiter.attempt("203.0.113.1")).allowed).toBe(false);
  });

  it("lets a person retry every form a few times, then stops a client until its window has passed", async () => {
    for (const form of Object.values(FORMS)) {
      const limits = [form.rateLimit, ...("stepRateLimit" in form ? [form.stepRateLimit] : [])];
      for (const { max, windowMs } of limits) {
        expect(max, form.id).toBeGreaterThanOrEqual(3);
        const limiter = createRateLimiter(`${form.id}-${max}`, { max, windowMs });
        const attempts = Array.from({ length: max + 1 }, () => limiter.attempt("203.0.113.9"));
        expect(await allowedOf(attempts), form.id).toEqual([...Array<boolean>(max).fill(true), false]);
        vi.advanceTimersByTime(windowMs);
        expect((await limiter.attempt("203.0.113.9")).allowed, form.id).toBe(true);
      }
    }
  });
});
