import { cms } from "~/lib/cms/client/cms.server";
import { currentPerspective } from "~/lib/cms/client/read-context.server";
import type { ReleaseSummary } from "~/lib/cms/models/releases";
import { isPreviewPerspective, previewedRelease, showsDrafts } from "~/lib/cms/perspective";
import { logEvent } from "~/lib/core/log.server";

/** What the preview bar says the page shows: the editors' drafts, a release (over the drafts or not). */
export interface PreviewState {
  drafts: boolean;
  /** The release shown; its title and date null when the CMS did not say (it has none by that id, or did not answer). */
  release: ReleaseSummary | { id: string; title: null; publishAt: null; state: null } | null;
}

/** The current request's preview, for the bar; null for a visitor. A release the CMS cannot describe is named by its id. */
export async function previewState(): Promise<PreviewState | null> {
  const perspective = currentPerspective();
  if (!isPreviewPerspective(perspective)) return null;
  const releaseId = previewedRelease(perspective);
  if (!releaseId) return { drafts: true, release: null };
  const unknown = { id: releaseId, title: null, publishAt: null, state: null };
  const release = await cms.release(releaseId).catch((error: unknown) => {
    // The pages still show the release's content; only its name is missing from the bar.
    logEvent("warn", {
      event: "preview.release_unreadable",
      release: releaseId,
      reason: error instanceof Error ? error.message : String(error),
    });
    return unknown;
  });
  return { drafts: showsDrafts(perspective), release: release ?? unknown };
}
