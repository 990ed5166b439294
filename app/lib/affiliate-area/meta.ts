import type { MetaDescriptor } from "@remix-run/node";

/** An affiliate's page's title, and never in a search engine (the header says so too). */
export function affiliateMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · XchangeKit affiliates` }, { name: "robots", content: "noindex, nofollow" }];
}
