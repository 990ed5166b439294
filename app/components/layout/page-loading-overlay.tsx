import { useNavigation } from "@remix-run/react";

/**
 * Full-page spinner while the next page's data loads (docs/architecture.md, Product rules). It fades in after a short delay
 * (in app.css), so fast navigations never flash it.
 */
export function PageLoadingOverlay() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      data-testid="page-loading"
      className="page-loading-overlay fixed inset-0 z-50 flex items-center justify-center bg-white/70 dark:bg-slate-950/70"
    >
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-400" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
