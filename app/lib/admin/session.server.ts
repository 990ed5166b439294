import type { Kysely } from "kysely";
import { createSessionStore, type SessionOptions } from "~/lib/security/sessions.server";
import type { SiteTables } from "~/lib/storage/tables";

/** A session ends after this long without a request (and at logout, and when its password changes). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

export interface Operator {
  email: string;
  sessionId: string;
}

/**
 * Operators' sessions (decision 057): rows of `admin_sessions` named by a signed cookie on /admin
 * (~/lib/security/sessions.server.ts), so logout, a new password or 8 hours idle end a session even if its cookie is kept.
 */
export function createAdminSessions(db: Kysely<SiteTables>, options: SessionOptions = {}) {
  const store = createSessionStore(
    db,
    {
      table: "admin_sessions",
      subjectColumn: "email",
      cookieName: "xk_admin",
      cookiePath: "/admin",
      idleMs: SESSION_IDLE_MS,
      privacyReason: "operator session",
    },
    options,
  );
  return {
    /** The `Set-Cookie` of a new session for an operator who just proved their password. */
    start: store.start,
    /** The signed-in operator, or null; each request keeps the session alive for another 8 hours. */
    async current(request: Request): Promise<Operator | null> {
      const session = await store.current(request);
      return session ? { email: session.subject, sessionId: session.sessionId } : null;
    },
    end: store.end,
  };
}

export type AdminSessions = ReturnType<typeof createAdminSessions>;
