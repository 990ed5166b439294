import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "~/lib/submissions/fields";
import { clientKey, createRateLimiter, FORM_RATE_LIMITS } from "~/lib/submissions/rate-limit.server";
import { checkSpam, formStartToken, MIN_FILL_MS } from "~/lib/submissions/spam.server";

const started = Date.UTC(2025, 5, 1, 10, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set("email", "ann@example.com");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("checkSpam", () => {
  const token = formStartToken(started);

  it("accepts a form with an empty honeypot and a valid token after the minimum fill time", () => {
    expect(MIN_FILL_MS).toBe(2000);
    expect(checkSpam(form({ [HONEYPOT_FIELD_NAME]: "", [STARTED_FIELD_NAME]: token }), started + 2000)).toEqual({ ok: true });
    expect(checkSpam(form({ [STARTED_FIELD_NAME]: token }), started + 5 * 60 * 1000)).toEqual({ ok: true });
  });

  it("refuses a filled honeypot, whatever else the form holds", () => {
    expect(checkSpam(form({ [HONEYPOT_FIELD_NAME]: "+1 555 0100", [STARTED_FIELD_NAME]: token }), started + 60_000)).toEqual({
      ok: false,
      reason: "honeypot",
    });
    expect(checkSpam(form({ [HONEYPOT_FIELD_NAME]: "x" }), started)).toEqual({ ok: false, reason: "honeypot" });
  });

  it("treats a honeypot of only spaces as empty", () => {
    expect(checkSpam(form({ [HONEYPOT_FIELD_NAME]: "   ", [STARTED_FIELD_NAME]: token }), started + 60_000)).toEqual({ ok: true });
  });

  it("refuses a missing token", () => {
    expect(checkSpam(form({}), started + 60_000)).toEqual({ ok: false, reason: "invalid-token" });
    expect(checkSpam(form({ [STARTED_FIELD_NAME]: "" }), started + 60_000)).toEqual({ ok: false, reason: "invalid-token" });
  });

  it("refuses a forged token", () => {
    const [time, signature] = token.split(".") as [string, string];
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const earlier = String(started - 60_000);
    for (const forged of [
      `${time}.${flipped}`, // the right time, a wrong signature of the same length
      `${earlier}.${signature}`, // an earlier start (to skip the wait) with the real signature
      `${time}.${signature}x`, // a longer signature
      `${time}.`, // no signature
      time, // no separator
      `.${signature}`, // no time
      "not-a-token",
    ]) {
      expect(checkSpam(form({ [STARTED_FIELD_NAME]: forged }), started + 60_000), forged).toEqual({ ok: false, reason: "invalid-token" });
    }
  });

  it("refuses a token older than a day", () => {
    expect(checkSpam(form({ [STARTED_FIELD_NAME]: token }), started + DAY)).toEqual({ ok: true });
    expect(checkSpam(form({ [STARTED_FIELD_NAME]: token }), started + DAY + 1)).toEqual({ ok: false, reason: "invalid-token" });
  });

  it("refuses a form sent sooner than 2 seconds after it was loaded", () => {
    for (const elapsed of [0, 500, 1999]) {
      expect(checkSpam(form({ [STARTED_FIELD_NAME]: token }), started + elapsed), `${elapsed} ms`).toEqual({
        ok: false,
        reason: "too-fast",
      });
    }
  });

  it("refuses a token from the future as too fast", () => {
    expect(checkSpam(form({ [STARTED_FIELD_NAME]: formStartToken(started + 60_000) }), started)).toEqual({ ok: false, reason: "too-fast" });
  });

  it("stamps tokens with the time the form was made", () => {
    expect(formStartToken(started)).toMatch(new RegExp(`^${started}\\.[A-Za-z0-9_-]{43}$`));
    expect(Number(formStartToken().split(".")[0])).toBeGreaterThanOrEqual(started);
  });
});

describe("createRateLimiter", () => {
  const limit = { max: 3, windowMs: 60_000 };

  function limiterAt(start = 1_000_000) {
    let time = start;
    const limiter = createRateLimiter(() => time);
    return { limiter, advance: (ms: number) => (time += ms) };
  }

  it("allows up to the limit, then refuses within the window", () => {
    const { limiter } = limiterAt();
    expect([1, 2, 3, 4, 5].map(() => limiter.allow("support", "203.0.113.1", limit))).toEqual([true, true, true, false, false]);
  });

  it("counts each form separately for the same client", () => {
    const { limiter } = limiterAt();
    for (let attempt = 0; attempt < 3; attempt++) limiter.allow("support", "203.0.113.1", limit);
    expect(limiter.allow("support", "203.0.113.1", limit)).toBe(false);
    expect(limiter.allow("waitlist", "203.0.113.1", limit)).toBe(true);
  });

  it("counts each client separately on the same form", () => {
    const { limiter } = limiterAt();
    for (let attempt = 0; attempt < 3; attempt++) limiter.allow("support", "203.0.113.1", limit);
    expect(limiter.allow("support", "203.0.113.1", limit)).toBe(false);
    expect(limiter.allow("support", "203.0.113.2", limit)).toBe(true);
  });

  it("starts afresh once the window has passed", () => {
    const { limiter, advance } = limiterAt();
    for (let attempt = 0; attempt < 4; attempt++) limiter.allow("support", "203.0.113.1", limit);
    advance(limit.windowMs - 1);
    expect(limiter.allow("support", "203.0.113.1", limit)).toBe(false);
    advance(1);
    expect([1, 2, 3, 4].map(() => limiter.allow("support", "203.0.113.1", limit))).toEqual([true, true, true, false]);
  });

  it("keeps counting refused attempts, so a flood gains nothing by continuing", () => {
    const { limiter, advance } = limiterAt();
    for (let attempt = 0; attempt < 50; attempt++) limiter.allow("support", "203.0.113.1", limit);
    advance(30_000);
    expect(limiter.allow("support", "203.0.113.1", limit)).toBe(false);
  });

  it("still limits correctly once old windows are swept from a large map", () => {
    const { limiter, advance } = limiterAt();
    for (let client = 0; client <= 10_001; client++) limiter.allow("waitlist", `client-${client}`, limit);
    for (let attempt = 0; attempt < 3; attempt++) limiter.allow("support", "203.0.113.9", limit);
    advance(limit.windowMs);
    // The sweep drops the finished windows; the active client is then counted afresh, correctly.
    expect(limiter.allow("waitlist", "client-0", limit)).toBe(true);
    expect([1, 2, 3].map(() => limiter.allow("support", "203.0.113.9", limit))).toEqual([true, true, true]);
    expect(limiter.allow("support", "203.0.113.9", limit)).toBe(false);
  });

  it("is generous for people and tight for scripts on every form", () => {
    for (const [form, { max, windowMs }] of Object.entries(FORM_RATE_LIMITS)) {
      expect(max, form).toBeGreaterThanOrEqual(3);
      expect(windowMs, form).toBe(10 * 60 * 1000);
    }
    expect(FORM_RATE_LIMITS.support.max).toBe(5);
    expect(FORM_RATE_LIMITS.waitlist.max).toBe(5);
    expect(FORM_RATE_LIMITS.affiliate.max).toBe(3);
  });
});

describe("clientKey", () => {
  const request = (headers: Record<string, string>) => new Request("https://xchangekit.example/support", { method: "POST", headers });

  it("uses the first X-Forwarded-For address", () => {
    expect(clientKey(request({ "X-Forwarded-For": "203.0.113.7, 10.0.0.2, 10.0.0.1" }))).toBe("203.0.113.7");
    expect(clientKey(request({ "x-forwarded-for": "  2001:db8::1  " }))).toBe("2001:db8::1");
  });

  it("prefers X-Forwarded-For over X-Real-IP", () => {
    expect(clientKey(request({ "X-Forwarded-For": "203.0.113.7", "X-Real-IP": "198.51.100.4" }))).toBe("203.0.113.7");
  });

  it("uses X-Real-IP when there is no X-Forwarded-For, or it is empty", () => {
    expect(clientKey(request({ "X-Real-IP": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientKey(request({ "X-Forwarded-For": " ", "X-Real-IP": "198.51.100.4" }))).toBe("198.51.100.4");
  });

  it("puts requests without either header in one shared bucket", () => {
    expect(clientKey(request({}))).toBe("direct");
    expect(clientKey(request({ "X-Real-IP": "  " }))).toBe("direct");
  });
});
