import { redirect, resolveSitePath } from "~/lib/core/redirect.server";
import { isAllowedUrl } from "~/lib/security/sanitize";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { createAccounts, type Accounts } from "./accounts.server";
import { adminDatabase } from "./database.server";
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
let operators: Operators | undefined;

/** The process's accounts, login guard and sessions, on the operators' database. */
export function adminOperators(): Operators {
  if (!operators) {
    const db = adminDatabase();
    operators = { accounts: createAccounts(db), loginGuard: createLoginGuard(), sessions: createAdminSessions(db) };
  }
  return operators;
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

/** The signed-in operator, or a redirect to the login page that comes back here. */
export async function requireOperator(request: Request): Promise<Operator> {
  const operator = await adminOperators().sessions.current(request);
  if (operator) return operator;
  const url = new URL(request.url);
  throw redirect(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`, { headers: ADMIN_RESPONSE_HEADERS });
}
