/**
 * Prices in content are references, not typed numbers: `{price:<slug>}` anywhere in a text (a sentence, an SEO
 * description, an FAQ answer, a span of rich text) stands for the current price of the priced document with that
 * slug, so changing a price in the Studio changes every page, meta tag, JSON-LD block, feed item and search result
 * that mentions it. `{price:<slug>.monthly}` stands for the monthly instalment of a tier sold on a payment plan.
 * Shared with the Studio, which refuses a token naming no priced document.
 */
import { typesWith } from "./content-kinds";

/** The document types whose `price` a token may name: the kinds declared `priced`. */
export const PRICED_TYPES = typesWith("priced");

const PRICE_TOKEN = /\{price:([^}\s]*)\}/g;

/** How a marketer writes the price of the document with this slug. */
export const priceToken = (slug: string) => `{price:${slug}}`;

/** The name a token gives a tier's monthly instalment. */
export const MONTHLY_SUFFIX = ".monthly";

/** What the tokens of one priced document may name: its price, and its instalment if it has a payment plan. */
export function priceKeys(item: { slug: string; price: number; paymentPlan?: { monthlyAmount: number } | null }): [string, number][] {
  return [
    [item.slug, item.price],
    ...(item.paymentPlan ? [[item.slug + MONTHLY_SUFFIX, item.paymentPlan.monthlyAmount] as [string, number]] : []),
  ];
}

/** The slugs the price tokens of a text name, in order. */
export function priceTokenSlugs(text: string): string[] {
  return [...text.matchAll(PRICE_TOKEN)].map((match) => match[1]!);
}

export function hasPriceToken(text: string): boolean {
  return text.includes("{price:");
}

/** The text with each token replaced by `priceOf(slug)`; a token it knows nothing of is left as written. */
export function resolvePriceTokens(text: string, priceOf: (slug: string) => string | undefined): string {
  return text.replace(PRICE_TOKEN, (token, slug: string) => priceOf(slug) ?? token);
}
