import { markPrivate } from "~/lib/core/request-privacy.server";

/**
 * A request a message's link made (decision 067): its token, and what every answer to one is. The token names one
 * person's sign-up or address, so the answer is theirs alone (`private, no-store`) and no search engine keeps it.
 */

/** Longer than any token links.server.ts signs: a longer one is refused before its signature is worked out. */
const LONGEST_TOKEN = 1024;

/** The token the link carries (`?token=…`), "" when it has none or one no link could have. Marks the request private. */
export function linkTokenOf(request: Request): string {
  markPrivate("mail link", { robots: ["noindex", "nofollow"] });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return token.length > LONGEST_TOKEN ? "" : token;
}

/** The status of a link's answer: an error for a link that cannot work, 200 for one that did or will. */
const LINK_STATUS: Readonly<Record<string, number>> = {
  invalid: 400,
  "bad-request": 400,
  unknown: 404,
  expired: 410,
  "too-large": 413,
  "rate-limited": 429,
  unavailable: 503,
};
export const linkStatusOf = (state: string): number => LINK_STATUS[state] ?? 200;
