import { cms } from "~/lib/cms/client/cms.server";
import { currentPerspective } from "~/lib/cms/client/read-context.server";
import { isPreviewPerspective, previewedRelease, showsDrafts } from "~/lib/cms/perspective";
import { formatDate } from "~/lib/core/format-date";
import { logEvent } from "~/lib/core/log.server";

/** What the preview bar says the page shows: the editors' drafts, a release (over the drafts or not). */
export interface PreviewState {
  drafts: boolean;
  /**
   * The release shown: its title, and the date it publishes as the bar prints it (formatted here, so no page carries a
   * date formatter for a bar only editors see); null when the CMS did not say (no release by that id, or no answer).
   */
  release: { id: string; title: string | null; due: string | null } | null;
}

/** The current request's preview, for the bar; null for a visitor. A release the CMS cannot describe is named by its id. */
export async function previewState(): Promise<PreviewState | null> {
  const perspective = currentPerspective();
  if (!isPreviewPerspective(perspective)) return null;
  const releaseId = previewedRelease(perspective);
  if (!releaseId) return { drafts: true, release: null };
  const release = await cms.release(releaseId).catch((error: unknown) => {
    // The pages still show the release's content; only its name is missing from the bar.
    logEvent("warn", {
      event: "preview.release_unreadable",
      release: releaseId,
      reason: error instanceof Error ? error.message : String(error),
    });
    return null;
  });
  return {
    drafts: showsDrafts(perspective),
    release: { id: releaseId, title: release?.title ?? null, due: release?.publishAt ? formatDate(release.publishAt) : null },
  };
}
