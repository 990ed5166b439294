import { json } from "@remix-run/node";
import { cms } from "~/lib/cms/cms.server";
import { pageBySlugQuery, type Page } from "~/lib/cms/queries/page";
import type { Seo } from "~/lib/cms/queries/seo";
import { siteSettingsQuery } from "~/lib/cms/queries/site-settings";
import { HOME_CRUMB, trail, type Crumb } from "~/lib/seo/breadcrumbs";
import type { PageMeta } from "~/lib/seo/page-meta";

/** A request's path as the canonical URL uses it: no query, no trailing slash. */
export function canonicalPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\/+$/, "") || "/";
}

export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** The `meta` a page's loader returns: SEO fields, canonical path, and the trail Home › parents › this page. */
export function pageMeta(request: Request, seo: Seo, name: string, parents: Crumb[] = []): PageMeta {
  const path = canonicalPath(request);
  const crumbs = path === HOME_CRUMB.path ? [HOME_CRUMB] : trail(...parents, { name, path });
  return { seo, path, crumbs };
}

/** The CMS page document a route is built from; an unknown slug is a 404. */
export async function getPage(slug: string): Promise<Page> {
  return (await cms.fetch(pageBySlugQuery, { slug })) ?? notFound();
}

/** Loader of a route built from one page document. */
export async function loadPage(request: Request, slug: string, parents: Crumb[] = []) {
  const page = await getPage(slug);
  return json({ page, meta: pageMeta(request, page.seo, page.title, parents) });
}

/** Site settings (brand, demo access…) for loaders that need them; cached like every query. */
export function getSiteSettings() {
  return cms.fetch(siteSettingsQuery);
}
