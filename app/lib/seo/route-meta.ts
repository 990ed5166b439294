import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { rootDataFromMatches } from "~/lib/root-data";
import { breadcrumbJsonLd } from "./breadcrumbs";
import { buildMeta, errorMeta } from "./meta";
import type { PageMeta } from "./page-meta";

/** Meta for the not-found page and the error screen, whichever the route error calls for. */
export function routeErrorMeta({ error, matches }: Pick<MetaArgs, "error" | "matches">): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return errorMeta(status, rootDataFromMatches(matches)?.site.productName);
}

/**
 * The `meta` export of every page route: its loader returns `{ meta: PageMeta }`, and this turns it
 * into title, description, canonical, Open Graph, Twitter, BreadcrumbList and the page's JSON-LD.
 */
export function routeMeta(args: Pick<MetaArgs, "data" | "error" | "matches">): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  const meta = (args.data as { meta?: PageMeta } | undefined)?.meta;
  if (!root || !meta) return routeErrorMeta(args);
  return [
    ...buildMeta({
      seo: meta.seo,
      path: meta.path,
      siteName: root.site.productName,
      siteUrl: root.siteUrl,
      structuredData: [breadcrumbJsonLd(meta.crumbs, root.siteUrl), ...meta.jsonLd],
    }),
    ...(meta.extra ?? []),
  ];
}
