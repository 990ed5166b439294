import type { MetaDescriptor } from "@remix-run/node";
import type { PostView } from "~/lib/cms/queries/blog";
import { type ImageView, shareImageOf } from "~/lib/cms/queries/fragments";
import type { SiteListingView } from "~/lib/cms/queries/marketplace";
import type { Page } from "~/lib/cms/queries/page";
import type { OfferView, PlatformView, TierView } from "~/lib/cms/queries/products";
import type { Seo } from "~/lib/cms/queries/seo";
import type { SiteSettings } from "~/lib/cms/queries/site-settings";
import { formatUsd } from "~/lib/core/format";
import { orderPath, RSS_PATH } from "~/lib/declarations/paths";
import { blogPostingJsonLd } from "./blog-posting";
import { productJsonLd, type Availability, type JsonLd } from "./json-ld";
import { DEFAULT_OG_IMAGE } from "./meta";

/**
 * One builder per kind of CMS document with a page of its own: each returns the page's SEO fields
 * and its structured data, from the same documents the page shows. Loaders call exactly one of
 * these; `routeMeta` turns the result into tags.
 */
export interface DocumentSeo {
  seo: Seo;
  jsonLd: JsonLd[];
  /** Tags beyond the standard set: article and product properties, the RSS link. */
  extra?: MetaDescriptor[];
  /** The price a generated share card shows, for a page that sells one thing or a line of packages. */
  sharePrice?: string;
}

/** What every builder needs from the site: the brand names and the public origin. */
export interface SeoContext {
  site: Pick<SiteSettings, "productName" | "operatorBrand">;
  siteUrl: string;
}

/** A page document as the CMS describes it, with the structured data of what it lists. */
export function pageSeo(page: Pick<Page, "seo">, jsonLd: JsonLd[] = []): DocumentSeo {
  return { seo: page.seo, jsonLd };
}

/** A page selling packages (/pricing, /scripts): the product, one Offer per package at its visible price. */
export function productLineSeo(
  page: Pick<Page, "seo">,
  tiers: readonly Pick<TierView, "name" | "price" | "slug">[],
  path: string,
  context: SeoContext,
): DocumentSeo {
  const product = productJsonLd(
    {
      name: context.site.productName,
      description: page.seo.description,
      image: DEFAULT_OG_IMAGE.path,
      path,
      offers: tiers.map((tier) => ({ name: tier.name, price: tier.price, availability: "InStock", path: orderPath(tier.slug) })),
    },
    context.site.operatorBrand,
    context.siteUrl,
  );
  const lowest = Math.min(...tiers.map((tier) => tier.price));
  return { seo: page.seo, jsonLd: [product], ...(tiers.length ? { sharePrice: `From ${formatUsd(lowest)}` } : {}) };
}

const LISTING_AVAILABILITY: Record<SiteListingView["status"], Availability> = {
  available: "InStock",
  "under-offer": "LimitedAvailability",
  sold: "SoldOut",
};

/** schema.org availability of a listing's Offer: under offer is limited, sold is sold out. */
export function listingAvailability(status: SiteListingView["status"]): Availability {
  return LISTING_AVAILABILITY[status];
}

/** A site for sale: its own brand (the exchange's name), the asking price, and whether it can still be bought. */
export function listingSeo(listing: SiteListingView, category: string, path: string, context: SeoContext): DocumentSeo {
  const product = productJsonLd(
    {
      name: listing.title,
      description: listing.summary,
      image: listing.images[0]?.src ?? DEFAULT_OG_IMAGE.path,
      path,
      category,
      offers: [{ price: listing.price, availability: listingAvailability(listing.status), path }],
    },
    listing.title,
    context.siteUrl,
  );
  return {
    // A listing's metadata reads its title, description, category, image and price.
    seo: {
      title: `${listing.title} – ${category} for sale | ${context.site.productName}`,
      description: listing.summary,
      ogImage: listing.images[0] ? shareImageOf(listing.images[0]) : null,
      ogType: "product",
      keywords: [`${category.toLowerCase()} for sale`, `buy a ${category.toLowerCase()}`, `${listing.script} site`],
    },
    jsonLd: [product],
    sharePrice: formatUsd(listing.price),
    extra: [
      { property: "product:price:amount", content: listing.price.toFixed(2) },
      { property: "product:price:currency", content: "USD" },
    ],
  };
}

/** A catalogue item sold from the marketplace: a custom modification, a banner package or a landing-page design. */
export function catalogueItemSeo(
  item: { name: string; summary: string; price: number; image?: ImageView | null },
  kind: string,
  path: string,
  context: SeoContext,
): DocumentSeo {
  const product = productJsonLd(
    {
      name: item.name,
      description: item.summary,
      image: item.image?.src ?? DEFAULT_OG_IMAGE.path,
      path,
      category: kind,
      offers: [{ price: item.price, availability: "InStock", path }],
    },
    context.site.operatorBrand,
    context.siteUrl,
  );
  return {
    seo: {
      title: `${item.name} – ${kind} | ${context.site.productName}`,
      description: item.summary,
      ogImage: item.image ? shareImageOf(item.image) : null,
      ogType: "product",
    },
    jsonLd: [product],
    sharePrice: formatUsd(item.price),
  };
}

/** A platform the script runs (Traffic Ad Exchange, …). */
export function platformSeo(platform: Pick<PlatformView, "name" | "description">, context: SeoContext): DocumentSeo {
  return { seo: { title: `${platform.name} – Platform | ${context.site.productName}`, description: platform.description }, jsonLd: [] };
}

/** The blog's RSS feed, advertised in the head of every blog page. */
export function feedLink(context: SeoContext): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${context.site.productName} blog`, href: RSS_PATH };
}

/** A blog post: BlogPosting with the derived word count and reading time, and the article properties. */
export function postSeo(
  post: Omit<PostView, "body">,
  derived: { wordCount: number; readingTime: number },
  path: string,
  context: SeoContext,
): DocumentSeo {
  const seo: Seo = {
    title: post.seoTitle ?? `${post.title} | ${context.site.productName}`,
    description: post.seoDescription ?? post.excerpt,
    keywords: post.seoKeywords,
    canonical: post.canonicalUrl,
    ogType: "article",
    ogImage: shareImageOf(post.featuredImage),
  };
  const posting = blogPostingJsonLd(
    {
      headline: post.title,
      description: seo.description,
      image: post.featuredImage.src,
      path,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
      authorName: post.author.name,
      wordCount: derived.wordCount,
      readingTimeMinutes: derived.readingTime,
      keywords: post.seoKeywords,
    },
    context.site.operatorBrand,
    context.siteUrl,
  );
  return {
    seo,
    jsonLd: [posting],
    extra: [
      { property: "article:published_time", content: post.publishedAt },
      { property: "article:modified_time", content: post.updatedAt },
      { property: "article:author", content: post.author.name },
      { property: "article:section", content: post.category.name },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
      feedLink(context),
    ],
  };
}

/** A one-time offer: its page's SEO, and the product at the visible price. */
export function offerSeo(
  page: Pick<Page, "seo">,
  offer: Pick<OfferView, "name" | "summary" | "price">,
  path: string,
  context: SeoContext,
): DocumentSeo {
  const product = productJsonLd(
    {
      name: offer.name,
      description: offer.summary,
      image: DEFAULT_OG_IMAGE.path,
      path,
      offers: [{ price: offer.price, availability: "InStock", path }],
    },
    context.site.operatorBrand,
    context.siteUrl,
  );
  return { seo: page.seo, jsonLd: [product], sharePrice: formatUsd(offer.price) };
}
