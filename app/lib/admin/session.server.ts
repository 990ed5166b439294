import { randomBytes } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { cookieSigningSecret } from "~/lib/security/secrets.server";
import type { AdminDatabase } from "./database.server";

/** A session ends after this long without a request (and at logout, and when its password changes). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

export interface Operator {
  email: string;
  sessionId: string;
}

/**
 * Operators' sessions: Remix's cookie session storage holds only a random session id, signed with `SESSION_SECRET`
 * (httpOnly, SameSite=Lax, Secure in production, path /admin, ends with the browser); the server keeps the live sessions, so logout,
 * a new password or 8 hours idle end a session even if its cookie is kept.
 */
export function createAdminSessions(db: AdminDatabase, { production = process.env.NODE_ENV === "production", now = Date.now } = {}) {
  const storage = createCookieSessionStorage<{ sid: string }>({
    cookie: {
      name: "xk_admin",
      path: "/admin",
      httpOnly: true,
      sameSite: "lax",
      secure: production,
      secrets: [cookieSigningSecret()],
    },
  });
  const insert = db.prepare("INSERT INTO admin_sessions (id, email, last_seen) VALUES (?, ?, ?)");
  const select = db.prepare<[string], { email: string; last_seen: number }>("SELECT email, last_seen FROM admin_sessions WHERE id = ?");
  const touch = db.prepare("UPDATE admin_sessions SET last_seen = ? WHERE id = ?");
  const remove = db.prepare("DELETE FROM admin_sessions WHERE id = ?");
  const removeIdle = db.prepare("DELETE FROM admin_sessions WHERE last_seen < ?");

  /** Whatever follows from an operator's session is theirs: never kept by a cache, never indexed. */
  async function sessionOf(request: Request) {
    markPrivate("operator session", { robots: ["noindex", "nofollow"] });
    return storage.getSession(request.headers.get("Cookie"));
  }

  return {
    /** The `Set-Cookie` of a new session for an operator who just proved their password. */
    async start(email: string): Promise<string> {
      removeIdle.run(now() - SESSION_IDLE_MS);
      const id = randomBytes(32).toString("base64url");
      insert.run(id, email, now());
      const session = await storage.getSession();
      session.set("sid", id);
      return storage.commitSession(session);
    },
    /** The signed-in operator, or null; each request keeps the session alive for another 8 hours. */
    async current(request: Request): Promise<Operator | null> {
      const id = (await sessionOf(request)).get("sid");
      if (typeof id !== "string") return null;
      const row = select.get(id);
      if (!row) return null;
      if (now() - row.last_seen > SESSION_IDLE_MS) {
        remove.run(id);
        return null;
      }
      touch.run(now(), id);
      return { email: row.email, sessionId: id };
    },
    /** Ends the session on the server; the `Set-Cookie` that clears the cookie. */
    async end(request: Request): Promise<string> {
      const session = await sessionOf(request);
      const id = session.get("sid");
      if (typeof id === "string") remove.run(id);
      return storage.destroySession(session);
    },
  };
}

export type AdminSessions = ReturnType<typeof createAdminSessions>;
