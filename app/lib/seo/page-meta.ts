import type { MetaDescriptor } from "@remix-run/node";
import type { Seo } from "~/lib/cms/queries/seo";
import type { Crumb } from "./breadcrumbs";
import type { JsonLd } from "./json-ld";

/**
 * What every page's loader returns under `meta`: its SEO fields, canonical path, breadcrumb trail
 * and structured data, all computed on the server from the page's documents (see ./documents.ts).
 */
export interface PageMeta {
  seo: Seo;
  path: string;
  crumbs: Crumb[];
  jsonLd: JsonLd[];
  extra?: MetaDescriptor[];
}
