import type { MetaDescriptor } from "@remix-run/node";
import type { Seo } from "~/lib/cms/queries/seo";
import type { JsonLd } from "./json-ld";
import { absoluteUrl } from "~/lib/core/site-url";

/** The shared site image, for a page that names no share image of its own (docs/architecture.md, Product rules). */
export const DEFAULT_OG_IMAGE = { path: "/og-default.png", width: 1200, height: 630 } as const;

export interface MetaInput {
  seo: Seo;
  /** The page's path on the site, e.g. `/about`; the canonical URL unless the CMS sets one. */
  path: string;
  /** The product name: the site name in metadata (docs/architecture.md, Product rules). */
  siteName: string;
  siteUrl: string;
  structuredData?: JsonLd[];
}

/** Turns a page's SEO fields into Remix meta descriptors, filling the spec's defaults. */
export function buildMeta({ seo, path, siteName, siteUrl, structuredData = [] }: MetaInput): MetaDescriptor[] {
  const canonical = seo.canonical ?? absoluteUrl(siteUrl, path);
  const ogTitle = seo.ogTitle ?? seo.title;
  const ogDescription = seo.ogDescription ?? seo.description;
  const image = seo.ogImage ?? {
    url: DEFAULT_OG_IMAGE.path,
    width: DEFAULT_OG_IMAGE.width,
    height: DEFAULT_OG_IMAGE.height,
    alt: siteName,
  };
  // Images may be site paths (generated cards, the sample's); metadata needs absolute URLs.
  const ogImage = absoluteUrl(siteUrl, image.url);
  const twitterImage = seo.twitterImage ?? image;
  const descriptors: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: ogDescription },
    { property: "og:image", content: ogImage },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: seo.twitterCard ?? "summary_large_image" },
    { name: "twitter:title", content: seo.twitterTitle ?? ogTitle },
    { name: "twitter:description", content: seo.twitterDescription ?? ogDescription },
    { name: "twitter:image", content: absoluteUrl(siteUrl, twitterImage.url) },
    { name: "twitter:image:alt", content: twitterImage.alt },
  ];
  if (seo.keywords?.length) descriptors.push({ name: "keywords", content: seo.keywords.join(", ") });
  if (seo.noIndex) descriptors.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of structuredData) descriptors.push({ "script:ld+json": data });
  return descriptors;
}

export const NOT_FOUND_TITLE = "Page Not Found - 404 Error";
export const ERROR_TITLE = "Something went wrong";

/** Metadata of the not-found and error screens: never indexed. */
export function errorMeta(status: number | undefined, siteName: string | undefined): MetaDescriptor[] {
  const notFound = status === 404;
  const title = notFound ? NOT_FOUND_TITLE : siteName ? `${ERROR_TITLE} | ${siteName}` : ERROR_TITLE;
  const description = notFound
    ? "The page you were looking for does not exist or has moved."
    : "An unexpected error stopped this page from loading.";
  return [{ title }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}
