import { useEffect } from "react";

/**
 * Keeps the tab's landing attribution (decision 073) once the page runs. The code that does it is loaded after
 * hydration, so a content page's first JavaScript carries none of it (its budget, decision 026); the address and the
 * referrer are read at once, before a quick click could change them.
 */
export function useLandingAttribution() {
  useEffect(() => {
    const href = window.location.href;
    const referrer = document.referrer;
    void import("./landing-attribution").then(({ keepLanding }) => keepLanding(href, referrer));
  }, []);
}
