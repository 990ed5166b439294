import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { rootDataFromMatches, type RootData } from "~/lib/root-data";
import { breadcrumbJsonLd } from "./breadcrumbs";
import type { JsonLd } from "./json-ld";
import { buildMeta, errorMeta } from "./meta";
import type { PageMeta } from "./page-meta";

/** Meta for the not-found page and the error screen, whichever the route error calls for. */
export function routeErrorMeta({ error, matches }: Pick<MetaArgs, "error" | "matches">): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return errorMeta(status, rootDataFromMatches(matches)?.site.productName);
}

export type MetaArgsWith<Data> = { data: Data | undefined; matches: MetaArgs["matches"]; error?: unknown };

/**
 * Meta of a page whose loader returns `{ meta: PageMeta }`: title, description, canonical, Open
 * Graph, Twitter, BreadcrumbList JSON-LD, plus whatever structured data the route adds.
 */
export function routeMeta<Data extends { meta: PageMeta }>(
  args: MetaArgsWith<Data>,
  structuredData: (data: Data, root: RootData) => JsonLd[] = () => [],
): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  if (!root || !args.data?.meta) return routeErrorMeta(args);
  const { seo, path, crumbs } = args.data.meta;
  return buildMeta({
    seo,
    path,
    siteName: root.site.productName,
    siteUrl: root.siteUrl,
    structuredData: [breadcrumbJsonLd(crumbs, root.siteUrl), ...structuredData(args.data, root)],
  });
}

/** `meta` of a page with no structured data beyond its breadcrumbs. */
export function pageMeta(args: MetaArgs): MetaDescriptor[] {
  return routeMeta(args as MetaArgsWith<{ meta: PageMeta }>);
}
