import { randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { perspectiveFromPreviewLink, type Perspective } from "~/lib/cms/perspective";
import { logEvent } from "~/lib/core/log.server";
import { cookieSigningSecret } from "~/lib/security/secrets.server";
import { siteDatabase } from "~/lib/storage/storage.server";

/** A preview session lasts a working day; the Studio starts a new one each time it opens the site. */
const PREVIEW_SESSION_MS = 8 * 60 * 60 * 1000;

/**
 * What the cookie holds, signed: which session, until when (so a copied cookie ends even if its row were kept), and
 * what it shows: the release perspective stack the preview link named, or nothing for drafts.
 */
interface PreviewCookieValue {
  sid: string;
  expiresAt: number;
  releaseStack?: string[];
}

/** What a preview session shows. */
export type PreviewPerspective = Exclude<Perspective, "published">;

let cookie: Promise<Cookie> | undefined;

/**
 * The preview cookie: signed (a visitor cannot forge it), httpOnly, SameSite. In production it is
 * `Secure; SameSite=None; Partitioned`: the Presentation tool shows the site in a frame of the Studio, another site,
 * where Safari and Firefox keep only a partitioned (CHIPS) cookie, kept for that frame of that Studio alone. In
 * development both run on localhost, the same site: `Lax`, and no `Partitioned`, which browsers refuse without `Secure`.
 */
export function previewCookieAttributes(env: Record<string, string | undefined> = process.env) {
  const secure = env.NODE_ENV === "production";
  return { secure, sameSite: secure ? ("none" as const) : ("lax" as const), partitioned: secure };
}

const PREVIEW_COOKIE = "__preview";

/**
 * Whether a request may be in a preview session, read without verifying anything: false means it certainly shows
 * published content, so a cached page may answer it before the request is set up (decision 081).
 */
export function mayCarryPreviewSession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(PREVIEW_COOKIE);
}

function previewCookie(): Promise<Cookie> {
  cookie ??= cookieSigningSecret().then(
    (secret) =>
      createCookie(PREVIEW_COOKIE, {
        httpOnly: true,
        path: "/",
        ...previewCookieAttributes(),
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
  const { sid, expiresAt, releaseStack } = value as Partial<PreviewCookieValue>;
  if (typeof sid !== "string" || typeof expiresAt !== "number") return null;
  return Array.isArray(releaseStack) ? { sid, expiresAt, releaseStack } : { sid, expiresAt };
}

/** What a session's cookie says it shows; a stack that is no longer one (a cookie from another version) shows drafts. */
function perspectiveOf(value: PreviewCookieValue): PreviewPerspective {
  return (value.releaseStack && perspectiveFromPreviewLink(value.releaseStack.join(","))) ?? "drafts";
}

/**
 * What the request may see: the perspective of the live preview session its cookie names (signed, not expired, not
 * ended on the server), else `published`.
 */
export async function previewSessionPerspective(cookieHeader: string | null | undefined): Promise<Perspective> {
  const value = await cookieValueOf(cookieHeader);
  const now = Date.now();
  if (value === null || value.expiresAt <= now) return "published";
  try {
    const db = await siteDatabase();
    const live = await db
      .selectFrom("preview_sessions")
      .select("id")
      .where("id", "=", value.sid)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    return live === undefined ? "published" : perspectiveOf(value);
  } catch (error) {
    // The database down: pages keep serving, as published, rather than fail for the editors in preview.
    logEvent("warn", { event: "preview.session_unreadable", reason: error instanceof Error ? error.message : String(error) });
    return "published";
  }
}

/** The `Set-Cookie` that starts a new preview session, with an id of its own, showing `perspective` (drafts by default). */
export async function startPreviewSession(perspective: PreviewPerspective = "drafts"): Promise<string> {
  const db = await siteDatabase();
  const now = Date.now();
  await db.deleteFrom("preview_sessions").where("expires_at", "<=", now).execute();
  const value: PreviewCookieValue = { sid: randomBytes(32).toString("base64url"), expiresAt: now + PREVIEW_SESSION_MS };
  if (typeof perspective === "object") value.releaseStack = [...perspective.stack];
  await db.insertInto("preview_sessions").values({ id: value.sid, expires_at: value.expiresAt }).execute();
  return (await previewCookie()).serialize(value);
}

/** Ends the request's preview session on the server (a copy of its cookie opens nothing afterwards); the `Set-Cookie` that clears it. */
export async function endPreviewSession(cookieHeader: string | null | undefined): Promise<string> {
  const value = await cookieValueOf(cookieHeader);
  if (value) await (await siteDatabase()).deleteFrom("preview_sessions").where("id", "=", value.sid).execute();
  return (await previewCookie()).serialize("", { maxAge: 0 });
}
