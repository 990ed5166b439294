const skipLinkClasses =
  "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg " +
  "focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-lg " +
  "focus:outline-2 focus:outline-brand-500 dark:focus:bg-slate-900 dark:focus:text-brand-300";

export const MAIN_CONTENT_ID = "main-content";
export const MAIN_NAVIGATION_ID = "main-navigation";

/** The first focusable elements on every page with the chrome: jump past the header or to it. */
export function SkipLinks() {
  return (
    <div>
      <a href={`#${MAIN_CONTENT_ID}`} className={skipLinkClasses}>
        Skip to main content
      </a>
      <a href={`#${MAIN_NAVIGATION_ID}`} className={skipLinkClasses}>
        Skip to navigation
      </a>
    </div>
  );
}
