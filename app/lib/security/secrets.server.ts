import { randomBytes } from "node:crypto";
import { logEvent } from "~/lib/log.server";

let generated: string | undefined;

/**
 * The secret that signs the site's cookies: `SESSION_SECRET`, else one made at random when the
 * process starts (cookies then end with the process and are not shared between instances).
 */
export function cookieSigningSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env.SESSION_SECRET?.trim();
  if (configured) return configured;
  if (!generated) {
    generated = randomBytes(32).toString("base64url");
    if (env.NODE_ENV === "production") {
      logEvent("warn", { event: "config.session_secret_missing", effect: "signed cookies end when this process restarts" });
    }
  }
  return generated;
}
