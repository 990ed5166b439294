import { useLocation } from "@remix-run/react";
import { previewExitPath } from "~/lib/paths";

/**
 * Shown on every page while an editor previews drafts: says so, and ends preview on the same page.
 * A plain form (no JavaScript needed); the POST is checked for origin by the disable endpoint.
 */
export function PreviewBar() {
  const { pathname, search } = useLocation();
  return (
    <aside
      aria-label="Preview"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-amber-300 px-4 py-2 text-sm font-medium text-slate-950"
    >
      <p>
        <strong>Preview:</strong> drafts shown. Visitors see the published site.
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
