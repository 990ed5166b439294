import { redirect, resolveSitePath } from "~/lib/core/redirect.server";
import { isAllowedUrl } from "~/lib/security/sanitize";
import { PRIVATE_NO_STORE, RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { logEvent } from "~/lib/core/log.server";
import { DATABASE_UNAVAILABLE } from "~/lib/unavailable";
import { siteDatabase } from "~/lib/storage/storage.server";
import { createAccounts, type Accounts } from "./accounts.server";
import { createLoginGuard, type LoginGuard } from "./login-guard.server";
import { createAdminSessions, type AdminSessions, type Operator } from "./session.server";

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin/leads";

/**
 * What an /admin response the console builds itself says (a redirect, the CSV): never stored, never indexed. Its
 * pages are private because they read the operator's session (`markPrivate` in session.server.ts).
 */
export const ADMIN_RESPONSE_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex, nofollow" } as const;

interface Operators {
  accounts: Accounts;
  loginGuard: LoginGuard;
  sessions: AdminSessions;
}
let operators: Promise<Operators> | undefined;

/** The process's accounts, login guard and sessions, on the site's database (a failure to open it is tried again). */
function adminOperators(): Promise<Operators> {
  operators ??= siteDatabase().then(
    (db) => {
      return { accounts: createAccounts(db), loginGuard: createLoginGuard(), sessions: createAdminSessions(db) };
    },
    (error: unknown) => {
      operators = undefined;
      throw error;
    },
  );
  return operators;
}

/**
 * Runs `task` on the operators. While the site's database cannot be read (down, unreachable), the console answers 503
 * with Retry-After and says so, never a 500; a Response `task` throws (a redirect) passes through.
 */
export async function withOperators<Result>(task: (operators: Operators) => Promise<Result>): Promise<Result> {
  try {
    return await task(await adminOperators());
  } catch (error) {
    if (error instanceof Response) throw error;
    logEvent("error", { event: "admin.database_unavailable", reason: error instanceof Error ? error.message : String(error) });
    throw new Response(DATABASE_UNAVAILABLE, {
      status: 503,
      statusText: "Service Unavailable",
      headers: { ...ADMIN_RESPONSE_HEADERS, "Retry-After": String(RETRY_AFTER_SECONDS) },
    });
  }
}

/**
 * Where a login may send the operator on: an /admin page other than the login, never another site. The path is
 * checked as the browser will resolve it, so `/admin/../../x` (or `%2e%2e`) is `/x` and refused.
 */
export function safeAdminPath(path: string | null): string {
  if (!path?.startsWith("/") || !isAllowedUrl(path)) return ADMIN_HOME_PATH;
  const { pathname, search } = resolveSitePath(path);
  const inConsole = (pathname === "/admin" || pathname.startsWith("/admin/")) && !pathname.includes("//");
  return inConsole && !pathname.startsWith(ADMIN_LOGIN_PATH) ? `${pathname}${search}` : ADMIN_HOME_PATH;
}

/** How to create the first operator (the README says the same): the console never tells its visitors whether one exists. */
export const FIRST_OPERATOR_HINT =
  "No operator account yet: create the first one in the site's folder, on this database, with npm run admin:create-user -- --email you@example.com, then log in at /admin/login";

/** The start's line while the site's database has no operator account: how to create the first. Null once one exists. */
export async function firstOperatorNotice(): Promise<string | null> {
  return (await createAccounts(await siteDatabase()).count()) === 0 ? FIRST_OPERATOR_HINT : null;
}

/** The signed-in operator, or a redirect to the login page that comes back here. */
export async function requireOperator(request: Request): Promise<Operator> {
  const operator = await withOperators(({ sessions }) => sessions.current(request));
  if (operator) return operator;
  const url = new URL(request.url);
  throw redirect(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`, { headers: ADMIN_RESPONSE_HEADERS });
}
