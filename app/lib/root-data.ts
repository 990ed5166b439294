import type { SerializeFrom } from "@remix-run/node";
import { useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { SiteSettings } from "~/lib/cms/queries/site-settings";
import type { SiteNavigation } from "~/lib/navigation.server";
import type { PreviewState } from "~/lib/preview/preview-state.server";

/** What the root loader returns (app/lib/page-data/root.server.ts). */
export type RootData = SerializeFrom<{
  site: SiteSettings;
  siteUrl: string;
  siteJsonLd: string;
  navigation: SiteNavigation;
  /** Null for a visitor. */
  preview: PreviewState | null;
}>;

/** Site settings and the public origin, loaded once by the root route for every page. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export function useSiteSettings(): RootData["site"] {
  const data = useRootData();
  // The root loader never fails for a CMS outage (it falls back to the sample), so this is a bug.
  if (!data) throw new Error("Site settings are missing: the root loader did not run");
  return data.site;
}

/** The root route's data as `meta` functions receive it through `matches`. */
export function rootDataFromMatches(matches: readonly { id: string; data: unknown }[]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

/** The header, top bar and footer links, with the labels the editors chose in the site settings. */
export function useSiteNavigation(): RootData["navigation"] {
  const data = useRootData();
  if (!data) throw new Error("Site navigation is missing: the root loader did not run");
  return data.navigation;
}

/**
 * The root's data depends on no URL: Remix would load it again whenever the query string changes (every search, list
 * filter and page of a list), costing the visitor a request and the server a loader run. It is loaded again only
 * after a form sent data (a POST) or when a page asks for fresh data (`useRevalidator`, the same URL).
 */
export const shouldRevalidateRoot: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const sentData = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  return sentData || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
};
