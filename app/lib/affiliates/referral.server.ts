import { createCookie, type Cookie } from "@remix-run/node";
import { isbot } from "isbot";
import { z } from "zod";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { createRateLimiter, type RateLimiter } from "~/lib/security/rate-limit.server";
import { rateLimitIdentity } from "~/lib/security/client-address.server";
import { cookieSigningSecret } from "~/lib/security/secrets.server";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import { siteDatabase } from "~/lib/storage/storage.server";
import { createAffiliates } from "./affiliates.server";
import { DAY_MS, type Referral } from "./commission-rules";
import { isAffiliateCode, type ProgrammeRules } from "./programme";
import { programmeRules } from "./programme.server";
import { CAMPAIGN_MAX_LENGTH, readTrackingLink } from "./tracking-link";

/**
 * Tracking links and the referral they leave (decision 071). A visit to any page with `?aff=CODE` (and `&campaign=`)
 * of an active affiliate counts a click (people only) and sets the signed referral cookie for the programme's cookie
 * days (the last link followed wins); whatever the code, the visitor is sent to the same address without the two
 * parameters, so the page itself stays one cacheable, canonical address. An order reads the referral back
 * (`referralOf`), which credits only an active affiliate's code in an untampered, unexpired cookie.
 */

/** The referral cookie: the only cookie the site sets for visitors (the privacy policy says so). */
export const REFERRAL_COOKIE = "xk_ref";
/** The longest landing path a click is counted under; a longer one is cut (the table is keyed by it). */
const LANDING_PATH_MAX_LENGTH = 200;
/** Clicks counted per client: far above a person following links, so only a script inflating counts meets it. */
const CLICKS_PER_CLIENT = { max: 30, windowMs: 60 * 60 * 1000 };

const referralValue = z.object({
  code: z.string().refine(isAffiliateCode),
  campaign: z.string().max(CAMPAIGN_MAX_LENGTH),
  clickedAt: z.iso.datetime(),
});

/** What the site's referral tracking works with; the defaults are the site's own, a test gives its own. */
export interface ReferralOptions {
  database?: DatabaseSource;
  rules?: () => Promise<ProgrammeRules>;
  clickLimiter?: RateLimiter;
  secret?: () => Promise<string>;
  now?: () => number;
}

export function createReferralTracking({
  database = siteDatabase,
  rules = programmeRules,
  clickLimiter = createRateLimiter("affiliate-click", CLICKS_PER_CLIENT),
  secret = cookieSigningSecret,
  now = Date.now,
}: ReferralOptions = {}) {
  const db = databaseOf(database);
  const affiliates = createAffiliates(database);
  let cookie: Promise<Cookie> | undefined;
  // A secret that could not be read (the database down) is asked for again next time.
  const referralCookie = () =>
    (cookie ??= secret().then(
      (value) => createCookie(REFERRAL_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secrets: [value] }),
      (error: unknown) => {
        cookie = undefined;
        throw error;
      },
    ));

  async function countClick(code: string, path: string, campaign: string, clientAddress: string): Promise<void> {
    if (!(await clickLimiter.attempt(rateLimitIdentity(clientAddress))).allowed) return;
    await (
      await db()
    )
      .insertInto("affiliate_clicks")
      .values({ code, day: new Date(now()).toISOString().slice(0, 10), path: path.slice(0, LANDING_PATH_MAX_LENGTH), campaign, clicks: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(["code", "day", "path", "campaign"])
          .doUpdateSet((update) => ({ clicks: update("affiliate_clicks.clicks", "+", 1) })),
      )
      .execute();
  }

  /** The referral cookie's `Set-Cookie` for an active affiliate's link, its click counted; null for any other code. */
  async function referralFor(request: Request, code: string, campaign: string, clientAddress: string): Promise<string | null> {
    if (!(await affiliates.findActive(code))) return null;
    const { cookieDays } = await rules();
    const userAgent = request.headers.get("User-Agent") ?? "";
    if (request.method === "GET" && userAgent && !isbot(userAgent)) {
      await countClick(code, new URL(request.url).pathname, campaign, clientAddress);
    }
    const value: Referral = { code, campaign, clickedAt: new Date(now()).toISOString() };
    return (await referralCookie()).serialize(value, {
      maxAge: cookieDays * (DAY_MS / 1000),
      secure: new URL(request.url).protocol === "https:",
    });
  }

  return {
    /**
     * The answer to a request for a tracking link: a 302 to its address without `aff` and `campaign`, never kept by a
     * cache, with the referral cookie when the code is an active affiliate's. Null, synchronously, for any other request
     * (the check every request pays: a string search when there is no query string).
     */
    follow(request: Request, clientAddress: string): Promise<Response> | null {
      if (request.method !== "GET" && request.method !== "HEAD") return null;
      const link = readTrackingLink(request.url);
      if (!link || new URL(request.url).pathname.startsWith("/api/")) return null;
      return (async () => {
        const headers = new Headers({ "Cache-Control": "private, no-store" });
        if (link.code) {
          try {
            const setCookie = await referralFor(request, link.code, link.campaign, clientAddress);
            if (setCookie) headers.set("Set-Cookie", setCookie);
          } catch (error) {
            // The database or the CMS away: the visitor still reaches the page, uncredited rather than refused.
            logEvent("warn", { event: "affiliate.click_failed", reason: error instanceof Error ? error.message : String(error) });
          }
        }
        return redirect(link.destination, { status: 302, headers });
      })();
    },

    /**
     * The referral a request's cookie carries, when it still credits someone: signed by this site, followed within the
     * programme's cookie days (as they are now), and of an affiliate active now. Null otherwise, and when it cannot be
     * told (the database away): the order is taken uncredited rather than refused.
     */
    async referralOf(request: Request): Promise<Referral | null> {
      const header = request.headers.get("Cookie");
      if (!header?.includes(`${REFERRAL_COOKIE}=`)) return null;
      try {
        const parsed = referralValue.safeParse(await (await referralCookie()).parse(header));
        if (!parsed.success) return null;
        const clickedAt = Date.parse(parsed.data.clickedAt);
        const { cookieDays } = await rules();
        if (clickedAt > now() || now() - clickedAt >= cookieDays * DAY_MS) return null;
        return (await affiliates.findActive(parsed.data.code)) ? parsed.data : null;
      } catch (error) {
        logEvent("warn", { event: "affiliate.referral_unreadable", reason: error instanceof Error ? error.message : String(error) });
        return null;
      }
    },
  };
}

let siteTracking: ReturnType<typeof createReferralTracking> | undefined;
/** The site's referral tracking, made on first use. */
export function referralTracking(): ReturnType<typeof createReferralTracking> {
  return (siteTracking ??= createReferralTracking());
}
