import { useEffect } from "react";
import { applyStoredTheme, DEFAULT_THEME_PREFERENCE, THEME_STORAGE_KEY } from "~/lib/theme";

/**
 * Keeps <html>'s theme classes right after React takes over: if hydration fails (a browser
 * extension edited the page, say) React re-renders <html> and drops the classes the bootstrap
 * script set. A stored "system" preference also keeps following the device setting.
 */
export function useThemeSync() {
  useEffect(() => {
    const apply = () => applyStoredTheme(THEME_STORAGE_KEY, DEFAULT_THEME_PREFERENCE);
    apply();
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, []);
}
