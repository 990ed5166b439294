import { MoonIcon, SunIcon } from "~/components/ui/icons";
import { Tooltip } from "~/components/ui/tooltip";
import { chooseTheme, currentTheme } from "~/lib/theme";

/**
 * Switches between light and dark (docs/architecture.md, Product rules). The icon and label follow the `dark` class through
 * CSS, so the server's markup matches whatever theme the bootstrap script chose.
 */
export function ThemeToggle() {
  return (
    <Tooltip
      align="end"
      label={
        <>
          <span className="dark:hidden">Dark theme</span>
          <span className="hidden dark:inline">Light theme</span>
        </>
      }
    >
      <button
        type="button"
        onClick={() => chooseTheme(currentTheme() === "dark" ? "light" : "dark")}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
        data-testid="theme-toggle"
      >
        <MoonIcon className="dark:hidden" />
        <SunIcon className="hidden dark:block" />
        <span className="sr-only dark:hidden">Switch to dark theme</span>
        <span className="sr-only hidden dark:inline">Switch to light theme</span>
      </button>
    </Tooltip>
  );
}
