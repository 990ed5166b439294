import { useLocation } from "@remix-run/react";
import { previewExitPath } from "~/lib/declarations/paths";
import type { RootData } from "~/lib/root-data";

/** Which release the pages show, as the editors named it, and when it publishes. */
function ReleaseShown({ release, drafts }: { release: NonNullable<NonNullable<RootData["preview"]>["release"]>; drafts: boolean }) {
  return (
    <>
      the site after the release <q>{release.title ?? release.id}</q>
      {release.due ? `, due ${release.due}` : ""}
      {drafts ? ", with drafts." : ", without drafts."}
    </>
  );
}

/**
 * Shown on every page while an editor previews drafts or a release: says which, and ends preview on the same page.
 * A plain form (no JavaScript needed); the POST is checked for origin by the disable endpoint.
 * Last in the document and stuck to the bottom of the window: always in view, and after the skip
 * links in keyboard order (Shift+Tab from the top of the page reaches it).
 */
export function PreviewBar({ preview }: { preview: NonNullable<RootData["preview"]> }) {
  const { pathname, search } = useLocation();
  return (
    <aside
      aria-label="Preview"
      className="sticky bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t-2 border-slate-950 bg-amber-300 px-4 py-2 text-center text-sm font-medium text-slate-950"
    >
      <p>
        <strong>Preview:</strong> {preview.release ? <ReleaseShown release={preview.release} drafts={preview.drafts} /> : "drafts shown."}{" "}
        Visitors see the published site.
      </p>
      <form method="post" action={previewExitPath(`${pathname}${search}`)}>
        <button
          type="submit"
          className="rounded-md border border-slate-950 bg-white px-3 py-1 font-semibold text-slate-950 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950"
        >
          Exit preview
        </button>
      </form>
    </aside>
  );
}
