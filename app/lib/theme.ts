/** Product rule (docs/architecture.md): the theme preference, stored in the browser under this key. */
export const THEME_STORAGE_KEY = "vite-ui-theme";

export type ThemePreference = "light" | "dark" | "system";
export type Theme = "light" | "dark";

export const DEFAULT_THEME_PREFERENCE: ThemePreference = "dark";

/**
 * Reads the stored preference and puts the resulting theme on <html> (`dark` class and
 * color-scheme). It also marks <html> with `js` so CSS can tell whether scripts run.
 * Self-contained on purpose: its source is inlined in <head> to run before first paint.
 */
export function applyStoredTheme(storageKey: string, fallback: string): void {
  const root = document.documentElement;
  let preference: string | null = null;
  try {
    preference = window.localStorage.getItem(storageKey);
  } catch {
    // Storage can be blocked (privacy mode); the default applies.
  }
  if (preference !== "light" && preference !== "dark" && preference !== "system") preference = fallback;
  const dark = preference === "dark" || (preference === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.add("js");
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

/** The inline <head> script: the same function, called with the key and the default. */
export const themeBootstrapScript = `(${applyStoredTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(DEFAULT_THEME_PREFERENCE)})`;

/** Stores an explicit choice and applies it at once. */
export function chooseTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not stored, but still applied for this page view.
  }
  applyStoredTheme(THEME_STORAGE_KEY, theme);
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}
