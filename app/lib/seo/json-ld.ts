import type { SiteSettings } from "~/lib/cms/queries/site-settings";
import { absoluteUrl } from "./site-url";

/** A schema.org object as JSON-LD. */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

export const LOGO_PATH = "/brand/logo-512.png";
export const SEARCH_PATH_TEMPLATE = "/search?q={search_term_string}";

type SiteIdentity = Pick<SiteSettings, "productName" | "description" | "social">;

export function organizationJsonLd(site: SiteIdentity, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.productName,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, LOGO_PATH),
    description: site.description,
    sameAs: Object.values(site.social),
  };
}

export function webSiteJsonLd(site: SiteIdentity, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.productName,
    url: absoluteUrl(siteUrl, "/"),
    potentialAction: {
      "@type": "SearchAction",
      // siteUrl is an origin without a trailing slash; URL() would percent-encode the braces.
      target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}${SEARCH_PATH_TEMPLATE}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Serialises JSON-LD for a `<script>` element: `<` is escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
