import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type SessionStorage } from "@remix-run/node";
import type { Kysely } from "kysely";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { cookieSigningSecret } from "./secrets.server";
import type { SiteTables } from "~/lib/storage/tables";

/** How stale a session's last request may be kept: its idle end is exact to this much. */
const SESSION_TOUCH_MS = 60 * 1000;

/** The tables that hold sessions: a random id, whom it signs in (the column `subject` names), its last request. */
type SessionTable = "admin_sessions" | "affiliate_sessions";
type SessionRow = { id: string; subject: string; last_seen: number };

export interface SessionKind {
  table: SessionTable;
  /** The table's column naming whom a session signs in (an operator's e-mail, an affiliate's code). */
  subjectColumn: "email" | "code";
  cookieName: string;
  /** The cookie is sent to this path and below only. */
  cookiePath: string;
  idleMs: number;
  /** What `markPrivate` is told: whatever follows from the session is that person's. */
  privacyReason: string;
}

export interface SessionOptions {
  production?: boolean;
  now?: () => number;
  /** The cookies' signing secret; by default `SESSION_SECRET`, else the one kept in the site's database. */
  secret?: string;
}

/**
 * Sessions kept in the site's database (decisions 057 and 070): the cookie (Remix's cookie session storage) holds only a
 * random id, signed with the session secret (HttpOnly, SameSite=Lax, Secure in production, on its path only, ends with
 * the browser); the live sessions are rows, so signing out or being idle past `idleMs` ends a session even if its cookie
 * is kept, and a session started on one instance or worker is valid on every other one on the same database.
 */
export function createSessionStore(
  database: Kysely<SiteTables>,
  kind: SessionKind,
  { production = process.env.NODE_ENV === "production", now = Date.now, secret }: SessionOptions = {},
) {
  // One code for both tables: their columns differ only in the subject's name, mapped here.
  const db = database as unknown as Kysely<Record<SessionTable, Record<string, string | number>>>;
  const subject = kind.subjectColumn;
  let cookies: Promise<SessionStorage<{ sid: string }>> | undefined;
  const signedCookies = async () =>
    createCookieSessionStorage<{ sid: string }>({
      cookie: {
        name: kind.cookieName,
        path: kind.cookiePath,
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
  const remove = (id: string) => db.deleteFrom(kind.table).where("id", "=", id).execute();

  /** Whatever follows from a session is its owner's: never kept by a cache, never indexed. */
  async function sessionOf(request: Request) {
    markPrivate(kind.privacyReason, { robots: ["noindex", "nofollow"] });
    return (await cookieStorage()).getSession(request.headers.get("Cookie"));
  }

  return {
    /** The `Set-Cookie` of a new session for `who`, who just proved who they are. */
    async start(who: string): Promise<string> {
      const storage = await cookieStorage();
      await db
        .deleteFrom(kind.table)
        .where("last_seen", "<", now() - kind.idleMs)
        .execute();
      const id = randomBytes(32).toString("base64url");
      await db
        .insertInto(kind.table)
        .values({ id, [subject]: who, last_seen: now() })
        .execute();
      const session = await storage.getSession();
      session.set("sid", id);
      return storage.commitSession(session);
    },
    /** Whom the request's session signs in, and its id; null without a live one. Each request keeps it alive. */
    async current(request: Request): Promise<{ subject: string; sessionId: string } | null> {
      const id = (await sessionOf(request)).get("sid");
      if (typeof id !== "string") return null;
      const row = (await db
        .selectFrom(kind.table)
        .select([`${subject} as subject`, "last_seen"])
        .where("id", "=", id)
        .executeTakeFirst()) as Omit<SessionRow, "id"> | undefined;
      if (!row) return null;
      const time = now();
      if (time - Number(row.last_seen) > kind.idleMs) {
        await remove(id);
        return null;
      }
      // Written at most once a minute (a page is then a read, not a synchronous write), and never moved back by an
      // instance that saw an earlier request.
      if (time - Number(row.last_seen) >= SESSION_TOUCH_MS)
        await db
          .updateTable(kind.table)
          .set({ last_seen: time })
          .where("id", "=", id)
          .where("last_seen", "<", time - SESSION_TOUCH_MS)
          .execute();
      return { subject: String(row.subject), sessionId: id };
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

export type SessionStore = ReturnType<typeof createSessionStore>;
