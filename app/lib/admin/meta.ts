import type { MetaDescriptor } from "@remix-run/node";

/** An /admin page's title, and never in a search engine (the header says so too). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · XchangeKit admin` }, { name: "robots", content: "noindex, nofollow" }];
}
