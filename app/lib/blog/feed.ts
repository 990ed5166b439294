import type { MetaDescriptor } from "@remix-run/node";
import { rootDataFromMatches } from "~/lib/root-data";

/** The blog's RSS feed, advertised in every blog page's <head>. */
export const RSS_PATH = "/blog/rss.xml";

export function feedLink(matches: readonly { id: string; data: unknown }[]): MetaDescriptor {
  const productName = rootDataFromMatches(matches)?.site.productName ?? "Blog";
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${productName} blog`, href: RSS_PATH };
}
