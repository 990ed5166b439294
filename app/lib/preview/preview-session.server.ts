import { createCookie, type Cookie } from "@remix-run/node";
import { cookieSigningSecret } from "~/lib/security/secrets.server";

/** A preview session lasts a working day; the Studio starts a new one each time it opens the site. */
const PREVIEW_SESSION_SECONDS = 8 * 60 * 60;

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
    maxAge: PREVIEW_SESSION_SECONDS,
    secrets: [cookieSigningSecret()],
  });
  return cookie;
}

/** Whether the request carries a valid preview cookie. */
export async function hasPreviewSession(cookieHeader: string | null | undefined): Promise<boolean> {
  if (!cookieHeader) return false;
  const value: unknown = await previewCookie().parse(cookieHeader);
  return typeof value === "object" && value !== null && (value as { drafts?: unknown }).drafts === true;
}

/** The `Set-Cookie` that starts a preview session. */
export function startPreviewSession(): Promise<string> {
  return previewCookie().serialize({ drafts: true });
}

/** The `Set-Cookie` that ends it. */
export function endPreviewSession(): Promise<string> {
  return previewCookie().serialize("", { maxAge: 0 });
}
