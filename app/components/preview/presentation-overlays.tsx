import { lazy, Suspense } from "react";
import { useHydrated } from "~/components/hooks/use-hydrated";

// Loaded only in preview, and only inside the Studio's frame: visitors never download it.
const VisualEditing = lazy(() => import("@sanity/visual-editing/remix").then((module) => ({ default: module.VisualEditing })));

/**
 * Click-to-edit overlays of the Studio's Presentation tool: they read the stega in preview strings,
 * and the Studio's edits rerun the loaders (Remix revalidation) so drafts show as they are typed.
 */
export function PresentationOverlays() {
  const hydrated = useHydrated();
  if (!hydrated || window.self === window.top) return null;
  return (
    <Suspense fallback={null}>
      <VisualEditing zIndex={1000} />
    </Suspense>
  );
}
