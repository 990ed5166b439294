import { PRICED_TYPES, priceKeys, priceToken, priceTokenSlugs } from "../../app/lib/declarations/price-tokens";
import { apiVersion } from "../env";

/**
 * What the check needs of the Studio's validation context: a client for the dataset. Declared here rather than
 * imported from "sanity", so the site's own type check and tests can load this module without the Studio's packages.
 */
interface PriceCheckContext {
  getClient(options: { apiVersion: string }): { fetch<Result>(query: string, params: Record<string, unknown>): Promise<Result> };
}

/** Every price token in a document's texts, wherever they sit (fields, lists, rich text spans, sections). */
function tokenSlugsIn(value: unknown): string[] {
  if (typeof value === "string") return priceTokenSlugs(value);
  if (Array.isArray(value)) return value.flatMap(tokenSlugsIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(tokenSlugsIn);
  return [];
}

/**
 * A document-level check: every `{price:<slug>}` a document's texts hold must name a pricing tier, offer or
 * service that has a price (and every `{price:<slug>.monthly}` a tier with a payment plan), so no page ever shows a
 * token instead of a price.
 */
export async function validatePriceTokens(document: unknown, context: PriceCheckContext): Promise<true | string> {
  const wanted = [...new Set(tokenSlugsIn(document))];
  if (wanted.length === 0) return true;
  const priced = await context
    .getClient({ apiVersion })
    .fetch<{ slug: string; price: number; paymentPlan?: { monthlyAmount: number } | null }[]>(
      `*[_type in $types && defined(price) && defined(slug.current)]{ "slug": slug.current, price, paymentPlan }`,
      {
        types: PRICED_TYPES,
      },
    );
  const known = new Set(priced.flatMap(priceKeys).map(([key]) => key));
  const unknown = wanted.filter((slug) => !known.has(slug));
  if (unknown.length === 0) return true;
  return `${unknown.map(priceToken).join(", ")} names no pricing tier, offer or service with a price. Use the slug of one, e.g. ${priceToken("script-only")}, or ${priceToken("payment-plan.monthly")} for a payment plan's instalment.`;
}

/** A document type with the price check as its document-level validation (none of ours has another). */
export function withPriceTokenCheck<Type extends { type: string }>(type: Type): Type {
  return type.type === "document" ? { ...type, validation: (rule: CustomRule) => rule.custom(validatePriceTokens) } : type;
}

interface CustomRule {
  custom(check: typeof validatePriceTokens): unknown;
}
