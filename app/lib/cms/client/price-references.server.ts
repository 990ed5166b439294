import { formatUsd } from "~/lib/core/format";
import { logEvent } from "~/lib/core/log.server";
import type { CmsClient } from "./client.server";
import { hasPriceToken, priceKeys, resolvePriceTokens } from "~/lib/declarations/price-tokens";
import { pricesQuery } from "~/lib/cms/queries/prices";

type Prices = ReadonlyMap<string, string>;

/** Whether any string inside a value holds a price token; computed once per result object. */
const holdsTokens = new WeakMap<object, boolean>();
function containsToken(value: unknown): boolean {
  if (typeof value === "string") return hasPriceToken(value);
  if (typeof value !== "object" || value === null) return false;
  let known = holdsTokens.get(value);
  if (known === undefined) {
    known = Object.values(value).some(containsToken);
    holdsTokens.set(value, known);
  }
  return known;
}

/** A copy of the value with every token resolved; parts without tokens are the same objects as before. */
function resolved(value: unknown, prices: Prices, unknown: Set<string>): unknown {
  if (typeof value === "string") {
    return resolvePriceTokens(value, (slug) => {
      const price = prices.get(slug);
      if (price === undefined) unknown.add(slug);
      return price;
    });
  }
  if (!containsToken(value)) return value;
  if (Array.isArray(value)) return value.map((item) => resolved(item, prices, unknown));
  return Object.fromEntries(Object.entries(value as object).map(([key, field]) => [key, resolved(field, prices, unknown)]));
}

/**
 * The CMS client with the price tokens of every result resolved from the current prices (in preview, the draft
 * prices). A result is resolved once per content version: the same result and the same prices give back the same
 * object, so what is built per result (the search index, reading times) is not rebuilt on every read. Reading the
 * prices inside a request records their cache tags, so publishing a price purges every page that shows it.
 */
export function withPriceReferences(client: CmsClient): CmsClient {
  const resolutions = new WeakMap<object, { prices: Prices; value: unknown }>();
  const formatted = new WeakMap<object, Prices>();

  async function currentPrices(): Promise<Prices> {
    const list = await client.fetch(pricesQuery);
    let prices = formatted.get(list);
    if (!prices) {
      prices = new Map(list.flatMap(priceKeys).map(([key, amount]) => [key, formatUsd(amount)]));
      formatted.set(list, prices);
    }
    return prices;
  }

  async function resolve(value: unknown): Promise<unknown> {
    if (!containsToken(value)) return value;
    const prices = await currentPrices();
    if (typeof value !== "object" || value === null) return resolved(value, prices, new Set());
    const known = resolutions.get(value);
    if (known?.prices === prices) return known.value;
    const unknown = new Set<string>();
    const result = resolved(value, prices, unknown);
    if (unknown.size > 0) logEvent("warn", { event: "cms.unknown_price_token", slugs: [...unknown] });
    resolutions.set(value, { prices, value: result });
    return result;
  }

  return {
    ...client,
    fetch: (async (...args: Parameters<CmsClient["fetch"]>) => resolve(await client.fetch(...args))) as CmsClient["fetch"],
  };
}
