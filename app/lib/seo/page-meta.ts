import type { Seo } from "~/lib/cms/queries/seo";
import type { Crumb } from "./breadcrumbs";

/** What every page's loader returns under `meta`: its SEO fields, canonical path and breadcrumb trail. */
export interface PageMeta {
  seo: Seo;
  path: string;
  crumbs: Crumb[];
}
