import type { SiteSettings } from "~/lib/cms/queries/site-settings";
import { SEARCH_PATH } from "~/lib/declarations/paths";
import { absoluteUrl } from "~/lib/core/site-url";

/** A schema.org object as JSON-LD. */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

export const LOGO_PATH = "/brand/logo-512.png";
export const SEARCH_PATH_TEMPLATE = `${SEARCH_PATH}?q={search_term_string}`;

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

export type Availability = "InStock" | "SoldOut" | "PreOrder" | "LimitedAvailability";

export interface OfferInput {
  name?: string;
  price: number;
  availability: Availability;
  /** Path on the site where this offer is bought. */
  path: string;
}

export interface ProductInput {
  name: string;
  description: string;
  /** Absolute URL or site path of the product image. */
  image: string;
  path: string;
  offers: readonly OfferInput[];
  category?: string;
}

/** Product with one schema.org Offer per price; prices in USD, exactly as shown on the page. */
export function productJsonLd(product: ProductInput, brand: string, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: absoluteUrl(siteUrl, product.image),
    url: absoluteUrl(siteUrl, product.path),
    brand: { "@type": "Brand", name: brand },
    ...(product.category ? { category: product.category } : {}),
    offers: product.offers.map((offer) => ({
      "@type": "Offer",
      ...(offer.name ? { name: offer.name } : {}),
      price: offer.price.toFixed(2),
      priceCurrency: "USD",
      availability: `https://schema.org/${offer.availability}`,
      url: absoluteUrl(siteUrl, offer.path),
    })),
  };
}

/** Serialises JSON-LD for a `<script>` element: `<` is escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
