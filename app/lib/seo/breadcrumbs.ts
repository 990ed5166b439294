import { HOME_PATH } from "~/lib/declarations/paths";
import type { JsonLd } from "./json-ld";
import { absoluteUrl } from "~/lib/core/site-url";

/** One step of a page's breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB: Crumb = { name: "Home", path: HOME_PATH };

/** The trail from the home page to a page: Home › …parents › the page. */
export function trail(...steps: Crumb[]): Crumb[] {
  return steps[0]?.path === HOME_CRUMB.path ? steps : [HOME_CRUMB, ...steps];
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
