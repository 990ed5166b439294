import { randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { logEvent } from "~/lib/core/log.server";
import { cookieSigningSecret } from "~/lib/security/secrets.server";
import { siteDatabase } from "~/lib/storage/storage.server";

/** A preview session lasts a working day; the Studio starts a new one each time it opens the site. */
const PREVIEW_SESSION_MS = 8 * 60 * 60 * 1000;

/** What the cookie holds, signed: which session, and until when (so a copied cookie ends even if its row were kept). */
interface PreviewCookieValue {
  sid: string;
  expiresAt: number;
}

let cookie: Promise<Cookie> | undefined;

/**
 * The preview cookie: signed (a visitor cannot forge it), httpOnly, SameSite. In production it is
 * `Secure; SameSite=None`, because the Presentation tool shows the site in a frame of the Studio,
 * which is another site; in development both run on localhost, the same site, and `Lax` is enough.
 */
function previewCookie(): Promise<Cookie> {
  const secure = process.env.NODE_ENV === "production";
  cookie ??= cookieSigningSecret().then(
    (secret) =>
      createCookie("__preview", {
        httpOnly: true,
        path: "/",
        secure,
        sameSite: secure ? "none" : "lax",
        maxAge: PREVIEW_SESSION_MS / 1000,
        secrets: [secret],
      }),
    (error: unknown) => {
      cookie = undefined;
      throw error;
    },
  );
  return cookie;
}

/**
 * The live preview sessions are rows of the site's database (beside `admin_sessions`), so a session started on one
 * instance or worker is live on all: a session ends when its row is deleted ("Exit preview") or expires; starting one
 * deletes the expired rows.
 */
async function cookieValueOf(cookieHeader: string | null | undefined): Promise<PreviewCookieValue | null> {
  if (!cookieHeader) return null;
  const value: unknown = await (await previewCookie()).parse(cookieHeader);
  if (typeof value !== "object" || value === null) return null;
  const { sid, expiresAt } = value as Partial<PreviewCookieValue>;
  return typeof sid === "string" && typeof expiresAt === "number" ? { sid, expiresAt } : null;
}

/** Whether the request carries the cookie of a live preview session: signed, not expired, not ended on the server. */
export async function hasPreviewSession(cookieHeader: string | null | undefined): Promise<boolean> {
  const value = await cookieValueOf(cookieHeader);
  const now = Date.now();
  if (value === null || value.expiresAt <= now) return false;
  try {
    const db = await siteDatabase();
    const live = await db
      .selectFrom("preview_sessions")
      .select("id")
      .where("id", "=", value.sid)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    return live !== undefined;
  } catch (error) {
    // The database down: pages keep serving, as published, rather than fail for the editors in preview.
    logEvent("warn", { event: "preview.session_unreadable", reason: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

/** The `Set-Cookie` that starts a new preview session, with an id of its own. */
export async function startPreviewSession(): Promise<string> {
  const db = await siteDatabase();
  const now = Date.now();
  await db.deleteFrom("preview_sessions").where("expires_at", "<=", now).execute();
  const value: PreviewCookieValue = { sid: randomBytes(32).toString("base64url"), expiresAt: now + PREVIEW_SESSION_MS };
  await db.insertInto("preview_sessions").values({ id: value.sid, expires_at: value.expiresAt }).execute();
  return (await previewCookie()).serialize(value);
}

/** Ends the request's preview session on the server (a copy of its cookie opens nothing afterwards); the `Set-Cookie` that clears it. */
export async function endPreviewSession(cookieHeader: string | null | undefined): Promise<string> {
  const value = await cookieValueOf(cookieHeader);
  if (value) await (await siteDatabase()).deleteFrom("preview_sessions").where("id", "=", value.sid).execute();
  return (await previewCookie()).serialize("", { maxAge: 0 });
}
