import { AsyncLocalStorage } from "node:async_hooks";
import { isPreviewPerspective, type Perspective } from "~/lib/cms/perspective";

/**
 * How the CMS is read while one request is answered: the perspective (drafts in preview), and the
 * cache tags of every result used, which the response names in `Cache-Tag` so a CDN can purge it.
 * The server enters it once per request (server/index.js through `runWithContentReads` of
 * app/entry.server.tsx), so loaders and the CMS client need not pass it along.
 */
export interface ContentReads {
  readonly perspective: Perspective;
  readonly dependencies: Set<string>;
  /**
   * When the request began (`Date.now()`): all its waits on the CMS together stay within one deadline
   * (`CMS_REQUEST_DEADLINE_MS`), however many queries it makes. Absent outside a visitor's request.
   */
  readonly startedAt?: number;
}

const storage = new AsyncLocalStorage<ContentReads>();

export function withContentReads<Result>(reads: ContentReads, run: () => Result): Result {
  return storage.run(reads, run);
}

/** The current request's reads; outside a request (tests, scripts): published, nothing recorded. */
export function currentContentReads(): ContentReads | undefined {
  return storage.getStore();
}

export function currentPerspective(): Perspective {
  return storage.getStore()?.perspective ?? "published";
}

/** Whether the current request is a preview (drafts or a release): what it shows is the editor's only. */
export function previewing(): boolean {
  return isPreviewPerspective(currentPerspective());
}

/**
 * Runs `read` on published content even in preview: for feeds and sitemaps, which are never previewed. It stays
 * within the request's one deadline.
 */
export function readingPublished<Result>(read: () => Result): Result {
  const outer = storage.getStore();
  return storage.run({ perspective: "published", dependencies: outer?.dependencies ?? new Set(), startedAt: outer?.startedAt }, read);
}
