import { randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import type Database from "better-sqlite3";
import { siteDatabase } from "~/lib/core/sqlite.server";
import { cookieSigningSecret } from "~/lib/security/secrets.server";

/** A preview session lasts a working day; the Studio starts a new one each time it opens the site. */
const PREVIEW_SESSION_MS = 8 * 60 * 60 * 1000;

/** What the cookie holds, signed: which session, and until when (so a copied cookie ends even if its row were kept). */
interface PreviewCookieValue {
  sid: string;
  expiresAt: number;
}

let cookie: Cookie | undefined;

/**
 * The preview cookie: signed (a visitor cannot forge it), httpOnly, SameSite. In production it is
 * `Secure; SameSite=None`, because the Presentation tool shows the site in a frame of the Studio,
 * which is another site; in development both run on localhost, the same site, and `Lax` is enough.
 */
function previewCookie(): Cookie {
  const secure = process.env.NODE_ENV === "production";
  cookie ??= createCookie("__preview", {
    httpOnly: true,
    path: "/",
    secure,
    sameSite: secure ? "none" : "lax",
    maxAge: PREVIEW_SESSION_MS / 1000,
    secrets: [cookieSigningSecret()],
  });
  return cookie;
}

/**
 * The live preview sessions, rows of the operators' database (the site's SQLite file, beside `admin_sessions`): a
 * session ends when its row is deleted ("Exit preview") or expires; starting one deletes the expired rows.
 */
function previewSessionRows(db: Database.Database) {
  db.exec("CREATE TABLE IF NOT EXISTS preview_sessions (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)");
  return {
    insert: db.prepare<[string, number]>("INSERT INTO preview_sessions (id, expires_at) VALUES (?, ?)"),
    live: db.prepare<[string, number], { id: string }>("SELECT id FROM preview_sessions WHERE id = ? AND expires_at > ?"),
    remove: db.prepare<[string]>("DELETE FROM preview_sessions WHERE id = ?"),
    removeExpired: db.prepare<[number]>("DELETE FROM preview_sessions WHERE expires_at <= ?"),
  };
}

let rows: ReturnType<typeof previewSessionRows> | undefined;
const sessionRows = () => (rows ??= previewSessionRows(siteDatabase()));

async function cookieValueOf(cookieHeader: string | null | undefined): Promise<PreviewCookieValue | null> {
  if (!cookieHeader) return null;
  const value: unknown = await previewCookie().parse(cookieHeader);
  if (typeof value !== "object" || value === null) return null;
  const { sid, expiresAt } = value as Partial<PreviewCookieValue>;
  return typeof sid === "string" && typeof expiresAt === "number" ? { sid, expiresAt } : null;
}

/** Whether the request carries the cookie of a live preview session: signed, not expired, not ended on the server. */
export async function hasPreviewSession(cookieHeader: string | null | undefined): Promise<boolean> {
  const value = await cookieValueOf(cookieHeader);
  const now = Date.now();
  return value !== null && value.expiresAt > now && sessionRows().live.get(value.sid, now) !== undefined;
}

/** The `Set-Cookie` that starts a new preview session, with an id of its own. */
export function startPreviewSession(): Promise<string> {
  const { insert, removeExpired } = sessionRows();
  const now = Date.now();
  removeExpired.run(now);
  const value: PreviewCookieValue = { sid: randomBytes(32).toString("base64url"), expiresAt: now + PREVIEW_SESSION_MS };
  insert.run(value.sid, value.expiresAt);
  return previewCookie().serialize(value);
}

/** Ends the request's preview session on the server (a copy of its cookie opens nothing afterwards); the `Set-Cookie` that clears it. */
export async function endPreviewSession(cookieHeader: string | null | undefined): Promise<string> {
  const value = await cookieValueOf(cookieHeader);
  if (value) sessionRows().remove.run(value.sid);
  return previewCookie().serialize("", { maxAge: 0 });
}
