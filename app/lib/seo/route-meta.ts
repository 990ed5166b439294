import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import type { Page } from "~/lib/cms/queries/page";
import { rootDataFromMatches } from "~/lib/root-data";
import { buildMeta, errorMeta } from "./meta";

/** Meta for the not-found page and the error screen, whichever the route error calls for. */
export function routeErrorMeta({ error, matches }: Pick<MetaArgs, "error" | "matches">): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return errorMeta(status, rootDataFromMatches(matches)?.site.productName);
}

/** Meta of a route whose loader returns `{ page, path }` (see loadPage). */
export function pageMeta(args: MetaArgs): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  const data = args.data as { page: Page; path: string } | undefined;
  if (!root || !data?.page) return routeErrorMeta(args);
  return buildMeta({
    seo: data.page.seo,
    path: data.path,
    siteName: root.site.productName,
    siteUrl: root.siteUrl,
  });
}
