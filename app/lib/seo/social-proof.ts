import type { SeoContext } from "./documents";
import type { JsonLd } from "./json-ld";
import { absoluteUrl } from "~/lib/core/site-url";

/** FAQPage: every question with its answer, as the page shows them. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
  };
}

/** The product's rating from real, given ratings only; null when there are none. */
export function aggregateRating(ratings: readonly (number | null | undefined)[]) {
  const given = ratings.filter((rating): rating is number => typeof rating === "number");
  if (!given.length) return null;
  const average = given.reduce((sum, rating) => sum + rating, 0) / given.length;
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: given.length,
    bestRating: 5,
    worstRating: 1,
  };
}

/** The product rated by its customers (only given ratings count; see aggregateRating). */
export function productRatingJsonLd(rating: NonNullable<ReturnType<typeof aggregateRating>>, { site, siteUrl }: SeoContext): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: site.productName,
    url: absoluteUrl(siteUrl, "/"),
    brand: { "@type": "Brand", name: site.operatorBrand },
    aggregateRating: rating,
  };
}
