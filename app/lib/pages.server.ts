import { json } from "@remix-run/node";
import { cms } from "~/lib/cms/cms.server";
import { pageBySlugQuery } from "~/lib/cms/queries/page";

/** A request's path as the canonical URL uses it: no query, no trailing slash. */
export function canonicalPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\/+$/, "") || "/";
}

/** Loads the page document a static route is built from; an unknown slug is a 404. */
export async function loadPage(request: Request, slug: string) {
  const page = await cms.fetch(pageBySlugQuery, { slug });
  if (!page) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return json({ page, path: canonicalPath(request) });
}
