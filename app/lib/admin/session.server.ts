import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type SessionStorage } from "@remix-run/node";
import type { Kysely } from "kysely";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { cookieSigningSecret } from "~/lib/security/secrets.server";
import type { SiteTables } from "~/lib/storage/tables";

/** A session ends after this long without a request (and at logout, and when its password changes). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** How stale a session's last request may be kept: its idle end is exact to this much. */
const SESSION_TOUCH_MS = 60 * 1000;

export interface Operator {
  email: string;
  sessionId: string;
}

interface SessionOptions {
  production?: boolean;
  now?: () => number;
  /** The cookies' signing secret; by default `SESSION_SECRET`, else the one kept in the site's database. */
  secret?: string;
}

/**
 * Operators' sessions: Remix's cookie session storage holds only a random session id, signed with the session secret
 * (httpOnly, SameSite=Lax, Secure in production, path /admin, ends with the browser); the live sessions are rows of the
 * site's database, so logout, a new password or 8 hours idle end a session even if its cookie is kept, and a session
 * started on one instance or worker is valid on every other one on the same database.
 */
export function createAdminSessions(
  db: Kysely<SiteTables>,
  { production = process.env.NODE_ENV === "production", now = Date.now, secret }: SessionOptions = {},
) {
  let cookies: Promise<SessionStorage<{ sid: string }>> | undefined;
  const signedCookies = async () =>
    createCookieSessionStorage<{ sid: string }>({
      cookie: {
        name: "xk_admin",
        path: "/admin",
        httpOnly: true,
        sameSite: "lax",
        secure: production,
        secrets: [secret ?? (await cookieSigningSecret())],
      },
    });
  // A secret that could not be read (the database down) is asked for again by the next request.
  const cookieStorage = () =>
    (cookies ??= signedCookies().catch((error: unknown) => {
      cookies = undefined;
      throw error;
    }));
  const remove = (id: string) => db.deleteFrom("admin_sessions").where("id", "=", id).execute();

  /** Whatever follows from an operator's session is theirs: never kept by a cache, never indexed. */
  async function sessionOf(request: Request) {
    markPrivate("operator session", { robots: ["noindex", "nofollow"] });
    return (await cookieStorage()).getSession(request.headers.get("Cookie"));
  }

  return {
    /** The `Set-Cookie` of a new session for an operator who just proved their password. */
    async start(email: string): Promise<string> {
      const storage = await cookieStorage();
      await db
        .deleteFrom("admin_sessions")
        .where("last_seen", "<", now() - SESSION_IDLE_MS)
        .execute();
      const id = randomBytes(32).toString("base64url");
      await db.insertInto("admin_sessions").values({ id, email, last_seen: now() }).execute();
      const session = await storage.getSession();
      session.set("sid", id);
      return storage.commitSession(session);
    },
    /** The signed-in operator, or null; each request keeps the session alive for another 8 hours. */
    async current(request: Request): Promise<Operator | null> {
      const id = (await sessionOf(request)).get("sid");
      if (typeof id !== "string") return null;
      const row = await db.selectFrom("admin_sessions").select(["email", "last_seen"]).where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const time = now();
      if (time - row.last_seen > SESSION_IDLE_MS) {
        await remove(id);
        return null;
      }
      // Written at most once a minute (a console page is then a read, not a synchronous write), and never moved back by
      // an instance that saw an earlier request.
      if (time - row.last_seen >= SESSION_TOUCH_MS)
        await db
          .updateTable("admin_sessions")
          .set({ last_seen: time })
          .where("id", "=", id)
          .where("last_seen", "<", time - SESSION_TOUCH_MS)
          .execute();
      return { email: row.email, sessionId: id };
    },
    /** Ends the session on the server; the `Set-Cookie` that clears the cookie. */
    async end(request: Request): Promise<string> {
      const session = await sessionOf(request);
      const id = session.get("sid");
      if (typeof id === "string") await remove(id);
      return (await cookieStorage()).destroySession(session);
    },
  };
}

export type AdminSessions = ReturnType<typeof createAdminSessions>;
