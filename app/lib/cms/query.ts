import type { z } from "zod";

/** A GROQ `$param` value as Sanity's query API accepts it. */
export type QueryParamValue = string | number | boolean | null | readonly string[];
export type QueryParams = Record<string, QueryParamValue>;
export type NoParams = Record<string, never>;

/**
 * A GROQ query and the zod model of its result, side by side. Both transports run exactly this
 * GROQ, and the client parses every result with this model, so a loader only ever sees typed data.
 */
export interface CmsQuery<Result, Params extends QueryParams = NoParams> {
  /** Short stable name, used in logs. */
  readonly name: string;
  readonly groq: string;
  /** The GROQ preview runs instead, when it must see more than visitors (posts not yet published). */
  readonly previewGroq?: string;
  readonly model: z.ZodType<Result>;
  /**
   * What a failure on a cold start may serve: marketing content falls back to the bundled sample;
   * commerce data (prices, checkout links) never does, so a buyer never pays a sample price.
   */
  readonly fallback: QueryFallback;
  /** Type-only marker of the `$params` the GROQ expects; never set at run time. */
  readonly params?: Params;
}

export type QueryFallback = "sample" | "none";

export function defineQuery<Result, Params extends QueryParams = NoParams>(query: {
  name: string;
  groq: string;
  previewGroq?: string;
  model: z.ZodType<Result>;
  /** Default "sample"; "none" for commerce data. */
  fallback?: QueryFallback;
}): CmsQuery<Result, Params> {
  return { ...query, fallback: query.fallback ?? "sample" };
}
