import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { MAIN_CONTENT_ID } from "./skip-links";

/**
 * After a move to another page (not a filter, a page of results or an anchor on the same page, which keep their
 * own focus), puts the focus at the start of the main content, as a full page load would put it at the top, and
 * announces the new page's title to screen readers. Without it, choosing a link leaves the focus on <body> or on
 * a link that no longer exists, and nothing says the page changed.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    setAnnouncement(document.title);
  }, [pathname]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
