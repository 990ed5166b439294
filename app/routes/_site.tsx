import type { MetaFunction } from "@remix-run/react";
import { Outlet } from "@remix-run/react";
import { RouteError } from "~/components/errors/route-error";
import { useLandingAttribution } from "~/components/campaigns/use-landing-attribution";
import { SiteChrome } from "~/components/layout/site-chrome";
import { routeErrorMeta } from "~/lib/seo/route-meta";

/**
 * Pathless layout: every route nested here gets the top bar, header and footer. The coming-soon
 * and one-time-offer pages sit under `_bare` instead, so nesting, not a path check, hides the chrome.
 */
export default function SiteLayout() {
  useLandingAttribution();
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

// Used only when this layout's error boundary renders; pages export their own meta.
export const meta: MetaFunction = (args) => routeErrorMeta(args);

/** A failing page keeps the chrome around the not-found page or the error screen. */
export function ErrorBoundary() {
  return (
    <SiteChrome>
      <RouteError />
    </SiteChrome>
  );
}
