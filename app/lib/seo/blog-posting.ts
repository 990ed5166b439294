import type { JsonLd } from "./json-ld";
import { LOGO_PATH } from "./json-ld";
import { absoluteUrl } from "~/lib/core/site-url";

export interface BlogPostingInput {
  headline: string;
  description: string;
  image: string;
  path: string;
  datePublished: string;
  dateModified: string;
  authorName: string;
  wordCount: number;
  readingTimeMinutes: number;
  keywords?: readonly string[] | null;
}

export function blogPostingJsonLd(post: BlogPostingInput, publisher: string, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description,
    image: absoluteUrl(siteUrl, post.image),
    url: absoluteUrl(siteUrl, post.path),
    mainEntityOfPage: absoluteUrl(siteUrl, post.path),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: { "@type": "Person", name: post.authorName },
    publisher: { "@type": "Organization", name: publisher, logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, LOGO_PATH) } },
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingTimeMinutes}M`,
    ...(post.keywords?.length ? { keywords: post.keywords.join(", ") } : {}),
  };
}
