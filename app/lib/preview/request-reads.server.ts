import { withContentReads } from "~/lib/cms/client/read-context.server";
import { hasPreviewSession } from "./preview-session.server";

/**
 * Runs one request's handling with its CMS reads set up: drafts when it carries a valid preview
 * cookie, published content otherwise, and an empty set of cache tags to collect.
 */
export async function withRequestContentReads<Result>(cookieHeader: string | undefined, handle: () => Result): Promise<Result> {
  const perspective = (await hasPreviewSession(cookieHeader)) ? "drafts" : "published";
  return withContentReads({ perspective, dependencies: new Set(), startedAt: Date.now() }, handle);
}
