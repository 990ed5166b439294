import type { Kysely } from "kysely";
import { PRIVATE_NO_STORE, RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { AFFILIATE_SIGN_IN_PATH } from "~/lib/mail/links.server";
import { createSessionStore, type SessionOptions } from "~/lib/security/sessions.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import type { SiteTables } from "~/lib/storage/tables";
import { DATABASE_UNAVAILABLE } from "~/lib/unavailable";
import { createAffiliates, type Affiliate } from "~/lib/affiliates/affiliates.server";

/** The affiliate's own pages (decision 070): the dashboard, and the sign-in pages below it. */
export const AFFILIATE_HOME_PATH = "/affiliate";
/** A session ends after this long without a request, as an operator's does, and when its affiliate signs out. */
export const AFFILIATE_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

/** What every answer of the affiliate's pages says: theirs alone, never stored, never indexed. */
export const AFFILIATE_RESPONSE_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex, nofollow" } as const;

/** Affiliates' sessions: rows of `affiliate_sessions` named by a signed cookie sent to /affiliate only. */
export function createAffiliateSessions(db: Kysely<SiteTables>, options: SessionOptions = {}) {
  return createSessionStore(
    db,
    {
      table: "affiliate_sessions",
      subjectColumn: "code",
      cookieName: "xk_affiliate",
      cookiePath: AFFILIATE_HOME_PATH,
      idleMs: AFFILIATE_SESSION_IDLE_MS,
      privacyReason: "affiliate session",
    },
    options,
  );
}

/**
 * Runs `task`, which reads the site's database. While it cannot be read, the affiliate's pages answer 503 with
 * Retry-After and say so, never a 500; a Response `task` throws (a redirect) passes through.
 */
export async function orUnavailable<Result>(task: () => Promise<Result>): Promise<Result> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof Response) throw error;
    logEvent("error", { event: "affiliate.database_unavailable", reason: error instanceof Error ? error.message : String(error) });
    throw new Response(DATABASE_UNAVAILABLE, {
      status: 503,
      statusText: "Service Unavailable",
      headers: { ...AFFILIATE_RESPONSE_HEADERS, "Retry-After": String(RETRY_AFTER_SECONDS) },
    });
  }
}

let sessions: Promise<ReturnType<typeof createAffiliateSessions>> | undefined;

/** Runs `task` on this process's affiliate sessions (a failure to open the database is tried again next time). */
export function withAffiliateSessions<Result>(task: (sessions: ReturnType<typeof createAffiliateSessions>) => Promise<Result>) {
  return orUnavailable(async () => {
    sessions ??= siteDatabase().then(createAffiliateSessions, (error: unknown) => {
      sessions = undefined;
      throw error;
    });
    return task(await sessions);
  });
}

/** The signed-in affiliate, or null: a session of an affiliate since disabled counts as none. */
export function signedInAffiliate(request: Request): Promise<Affiliate | null> {
  return withAffiliateSessions(async (store) => {
    const session = await store.current(request);
    return session ? createAffiliates(siteDatabase).findActive(session.subject) : null;
  });
}

/** The signed-in affiliate, or a redirect to the sign-in page. */
export async function requireAffiliate(request: Request): Promise<Affiliate> {
  const affiliate = await signedInAffiliate(request);
  if (affiliate) return affiliate;
  throw redirect(AFFILIATE_SIGN_IN_PATH, { headers: AFFILIATE_RESPONSE_HEADERS });
}

/** POST /affiliate/sign-out: the session ends on the server and its cookie is cleared. */
export async function affiliateSignOutAction(request: Request) {
  const setCookie = await withAffiliateSessions((store) => store.end(request));
  return redirect(`${AFFILIATE_SIGN_IN_PATH}?signedOut=1`, {
    status: 303,
    headers: { ...AFFILIATE_RESPONSE_HEADERS, "Set-Cookie": setCookie },
  });
}
