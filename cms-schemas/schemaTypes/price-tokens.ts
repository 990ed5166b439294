import { PRICED_TYPES, priceKeys, priceToken, priceTokenSlugs } from "../../app/lib/declarations/price-tokens";
import { PROGRAMME_TOKEN_NAMES, programmeToken, programmeTokenNames } from "../../app/lib/declarations/programme-tokens";
import { apiVersion } from "../env";

/**
 * What the check needs of the Studio's validation context: a client for the dataset. Declared here rather than
 * imported from "sanity", so the site's own type check and tests can load this module without the Studio's packages.
 */
interface PriceCheckContext {
  getClient(options: { apiVersion: string }): { fetch<Result>(query: string, params: Record<string, unknown>): Promise<Result> };
}

/** What the tokens of one kind in a document's texts name, wherever they sit (fields, lists, rich text spans, sections). */
function tokenNamesIn(value: unknown, namesOf: (text: string) => string[]): string[] {
  if (typeof value === "string") return namesOf(value);
  if (Array.isArray(value)) return value.flatMap((item) => tokenNamesIn(item, namesOf));
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap((field) => tokenNamesIn(field, namesOf));
  return [];
}

/**
 * A document-level check: every `{price:<slug>}` a document's texts hold must name a pricing tier, offer or
 * service that has a price (and every `{price:<slug>.monthly}` a tier with a payment plan), so no page ever shows a
 * token instead of a price.
 */
export async function validatePriceTokens(document: unknown, context: PriceCheckContext): Promise<true | string> {
  const wanted = [...new Set(tokenNamesIn(document, priceTokenSlugs))];
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

/** Every `{programme:<name>}` must name a number of the affiliate programme (decision 071): no lookup, the names are fixed. */
export function validateProgrammeTokens(document: unknown): true | string {
  const known: readonly string[] = PROGRAMME_TOKEN_NAMES;
  const unknown = [...new Set(tokenNamesIn(document, programmeTokenNames))].filter((name) => !known.includes(name));
  if (unknown.length === 0) return true;
  return `${unknown.map(programmeToken).join(", ")} names no number of the affiliate programme. Use one of ${PROGRAMME_TOKEN_NAMES.map(programmeToken).join(", ")}.`;
}

/** A document's price and programme tokens checked; the first problem found is the one shown. */
export async function validateTextTokens(document: unknown, context: PriceCheckContext): Promise<true | string> {
  const programme = validateProgrammeTokens(document);
  return programme === true ? validatePriceTokens(document, context) : programme;
}

/** A document type with the token checks as its document-level validation (none of ours has another). */
export function withPriceTokenCheck<Type extends { type: string }>(type: Type): Type {
  return type.type === "document" ? { ...type, validation: (rule: CustomRule) => rule.custom(validateTextTokens) } : type;
}

interface CustomRule {
  custom(check: typeof validateTextTokens): unknown;
}
