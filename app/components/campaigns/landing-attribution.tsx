import { useSyncExternalStore } from "react";
import {
  ATTRIBUTION_KEYS,
  attributionField,
  cleanAttribution,
  landingAttribution,
  LANDING_STORAGE_KEY,
  NO_ATTRIBUTION,
  VISITS_PATH,
  type Attribution,
} from "~/lib/submissions/attribution";

/**
 * The tab's landing attribution (decision 073), kept in session storage (no cookie: nothing is sent with requests, and
 * it ends with the tab), so the page's HTML is the same for everyone and stays cacheable. `stored` is what the tab
 * kept, absent on the first page; `here` what this page would be as a first page (null when opened from this site).
 */
function tabLanding(href = window.location.href, referrer = document.referrer): { stored: Attribution | null; here: Attribution | null } {
  const here = landingAttribution(new URL(href), referrer);
  try {
    const kept = window.sessionStorage.getItem(LANDING_STORAGE_KEY);
    return { stored: kept ? cleanAttribution(JSON.parse(kept) as Record<string, unknown>) : null, here };
  } catch {
    // Storage refused (a private mode, a policy) or altered: this page is all there is to go by.
    return { stored: null, here };
  }
}

/**
 * On the first page a tab opens from elsewhere (`href`, sent from `referrer`): keeps where the visitor came from for
 * the forms, and tells the server once (a beacon, counted as a visit: `POST /api/visits`).
 */
export function keepLanding(href: string, referrer: string) {
  const { stored, here } = tabLanding(href, referrer);
  if (stored || !here) return;
  try {
    window.sessionStorage.setItem(LANDING_STORAGE_KEY, JSON.stringify(here));
  } catch {
    return;
  }
  navigator.sendBeacon?.(VISITS_PATH, new URLSearchParams({ ...here }));
}

const subscribeToNothing = () => () => {};
const noAttributionText = () => JSON.stringify(NO_ATTRIBUTION);
/** A form on the landing page itself renders before the layout keeps the landing: it reads the page's own. */
function tabAttributionText(): string {
  const { stored, here } = tabLanding();
  return JSON.stringify(stored ?? here ?? NO_ATTRIBUTION);
}

/**
 * A form's hidden attribution fields, filled in the browser from the tab's landing (empty in the HTML, and without
 * JavaScript): each submission and order is stored with them.
 */
export function AttributionFields() {
  const attribution = JSON.parse(useSyncExternalStore(subscribeToNothing, tabAttributionText, noAttributionText)) as Attribution;
  return (
    <>
      {ATTRIBUTION_KEYS.map((key) => (
        <input key={key} type="hidden" name={attributionField(key)} value={attribution[key]} />
      ))}
    </>
  );
}
