import { withContentReads } from "~/lib/cms/client/read-context.server";
import { previewSessionPerspective } from "./preview-session.server";

/**
 * Runs one request's handling with its CMS reads set up: drafts or a release when it carries a valid preview
 * cookie, published content otherwise, and an empty set of cache tags to collect.
 */
export async function withRequestContentReads<Result>(cookieHeader: string | undefined, handle: () => Result): Promise<Result> {
  const perspective = await previewSessionPerspective(cookieHeader);
  return withContentReads({ perspective, dependencies: new Set(), startedAt: Date.now() }, handle);
}
