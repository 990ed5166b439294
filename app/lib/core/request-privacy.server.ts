import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Private by default (docs/decisions/042-private-by-default.md): whatever reads data of one visitor or operator (an
 * order named by the link, an operator's session, drafts in preview, a submitted form, a form-start token) marks the
 * request it serves, and its answer is then `private, no-store` whatever the route says: the entry sets the headers,
 * the page cache keeps nothing, a CDN gets no cache tags. The mark is set by the reader, not by a route, so a new page
 * that shows such data is private without remembering to be.
 */
interface PrivacyMark {
  /** Why the request is private, e.g. "order"; empty while nothing personal was read. */
  readonly reasons: Set<string>;
  /** `X-Robots-Tag` directives the readers asked for (an operator's pages: "noindex", "nofollow"). */
  readonly robots: Set<string>;
}

/** What a marked request's answer must say: why it is private, and what search engines may not do with it. */
export interface RequestPrivacy {
  reasons: readonly string[];
  /** The `X-Robots-Tag` value, or null when no reader asked for one. */
  robots: string | null;
}

const storage = new AsyncLocalStorage<PrivacyMark>();

/** Runs one request's handling with a fresh, unmarked privacy mark (app/entry.server.tsx, `handleSiteRequest`). */
export function withRequestPrivacy<Result>(handle: () => Result): Result {
  return storage.run({ reasons: new Set(), robots: new Set() }, handle);
}

/**
 * Marks the current request private: call it where data of one person is read, before it reaches the answer.
 * `robots` names directives for the answer's `X-Robots-Tag` ("noindex", "nofollow"). Outside a request (a script,
 * a test calling a loader) there is no shared answer to protect, and nothing is recorded.
 */
export function markPrivate(reason: string, { robots = [] }: { robots?: readonly ("noindex" | "nofollow")[] } = {}): void {
  const mark = storage.getStore();
  if (!mark) return;
  mark.reasons.add(reason);
  for (const directive of robots) mark.robots.add(directive);
}

/** The current request's mark, or null while nothing personal has been read (or outside a request). */
export function requestPrivacy(): RequestPrivacy | null {
  const mark = storage.getStore();
  if (!mark || mark.reasons.size === 0) return null;
  return { reasons: [...mark.reasons], robots: mark.robots.size > 0 ? [...mark.robots].join(", ") : null };
}
