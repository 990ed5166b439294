import { formatUsd } from "~/lib/core/format";
import { logEvent } from "~/lib/core/log.server";
import type { CmsClient } from "./client.server";
import { hasPriceToken, priceKeys, resolvePriceTokens } from "~/lib/declarations/price-tokens";
import { hasProgrammeToken, programmeTokenValues, resolveProgrammeTokens } from "~/lib/declarations/programme-tokens";
import { affiliateProgrammeQuery } from "~/lib/cms/queries/affiliates";
import { pricesQuery } from "~/lib/cms/queries/prices";

/** A token's name to its words. */
type TokenValues = ReadonlyMap<string, string>;
const NO_VALUES: TokenValues = new Map();

/** The kinds of token a value may hold, as bits: prices (decision 034) and the affiliate programme's numbers (071). */
const PRICE = 1;
const PROGRAMME = 2;

/** Which kinds of token the strings inside a value hold; computed once per result object. */
const heldTokens = new WeakMap<object, number>();
function tokenKinds(value: unknown): number {
  if (typeof value === "string") return (hasPriceToken(value) ? PRICE : 0) | (hasProgrammeToken(value) ? PROGRAMME : 0);
  if (typeof value !== "object" || value === null) return 0;
  let known = heldTokens.get(value);
  if (known === undefined) {
    known = Object.values(value).reduce<number>((kinds, field) => kinds | tokenKinds(field), 0);
    heldTokens.set(value, known);
  }
  return known;
}

interface Resolution {
  prices: TokenValues;
  programme: TokenValues;
  /** Tokens naming nothing, by kind, for the log. */
  unknownPrices: Set<string>;
  unknownProgramme: Set<string>;
}

/** A copy of the value with every token resolved; parts without tokens are the same objects as before. */
function resolved(value: unknown, resolution: Resolution): unknown {
  if (typeof value === "string") {
    const priced = resolvePriceTokens(value, (slug) => {
      const price = resolution.prices.get(slug);
      if (price === undefined) resolution.unknownPrices.add(slug);
      return price;
    });
    return resolveProgrammeTokens(priced, (name) => {
      const number = resolution.programme.get(name);
      if (number === undefined) resolution.unknownProgramme.add(name);
      return number;
    });
  }
  if (tokenKinds(value) === 0) return value;
  if (Array.isArray(value)) return value.map((item) => resolved(item, resolution));
  return Object.fromEntries(Object.entries(value as object).map(([key, field]) => [key, resolved(field, resolution)]));
}

/**
 * The CMS client with the tokens of every result resolved: prices from the current prices (in preview, the draft
 * prices), the programme's numbers from its document. A result is resolved once per content version: the same result
 * and the same values give back the same object, so what is built per result (the search index, reading times) is not
 * rebuilt on every read. Reading the values inside a request records their cache tags, so publishing a price or the
 * programme purges every page that shows it; a result holding one kind of token reads only that kind's document.
 */
export function withPriceReferences(client: CmsClient): CmsClient {
  const resolutions = new WeakMap<object, { prices: TokenValues; programme: TokenValues; value: unknown }>();
  const formatted = new WeakMap<object, TokenValues>();
  const formattedOnce = <Result extends object>(result: Result, format: (result: Result) => TokenValues): TokenValues => {
    let values = formatted.get(result);
    if (!values) {
      values = format(result);
      formatted.set(result, values);
    }
    return values;
  };

  const currentPrices = async (): Promise<TokenValues> =>
    formattedOnce(
      await client.fetch(pricesQuery),
      (list) => new Map(list.flatMap(priceKeys).map(([key, amount]) => [key, formatUsd(amount)])),
    );

  /** With no programme document (a dataset made before it), its tokens stay as written and are logged, as unknown prices are. */
  async function currentProgramme(): Promise<TokenValues> {
    try {
      return formattedOnce(await client.fetch(affiliateProgrammeQuery), programmeTokenValues);
    } catch (error) {
      logEvent("warn", { event: "cms.programme_unreadable", reason: error instanceof Error ? error.message : String(error) });
      return NO_VALUES;
    }
  }

  async function resolve(value: unknown): Promise<unknown> {
    const kinds = tokenKinds(value);
    if (kinds === 0) return value;
    const [prices, programme] = await Promise.all([
      kinds & PRICE ? currentPrices() : NO_VALUES,
      kinds & PROGRAMME ? currentProgramme() : NO_VALUES,
    ]);
    const resolution: Resolution = { prices, programme, unknownPrices: new Set(), unknownProgramme: new Set() };
    if (typeof value !== "object" || value === null) return resolved(value, resolution);
    const known = resolutions.get(value);
    if (known?.prices === prices && known.programme === programme) return known.value;
    const result = resolved(value, resolution);
    if (resolution.unknownPrices.size > 0) logEvent("warn", { event: "cms.unknown_price_token", slugs: [...resolution.unknownPrices] });
    if (resolution.unknownProgramme.size > 0)
      logEvent("warn", { event: "cms.unknown_programme_token", names: [...resolution.unknownProgramme] });
    resolutions.set(value, { prices, programme, value: result });
    return result;
  }

  return {
    ...client,
    fetch: (async (...args: Parameters<CmsClient["fetch"]>) => resolve(await client.fetch(...args))) as CmsClient["fetch"],
  };
}
