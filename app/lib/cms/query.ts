import type { z } from "zod";
import type { FitsSchema } from "./schema-fit";

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

interface QueryDefinition<Model> {
  name: string;
  groq: string;
  previewGroq?: string;
  model: Model;
  /** Default "sample"; "none" for commerce data. */
  fallback?: QueryFallback;
}

/**
 * Marks a GROQ query for `sanity typegen` (`npm run cms:types`): a query assigned to a variable with this tag
 * (`const postsGroq = groq`…``) gets its result type, `PostsGroqResult`, in app/lib/cms/sanity.types.ts, worked out
 * from the Studio's schema. Typegen reads the source, so only constants may be interpolated (strings, or functions
 * called with literals). The value is the query as written.
 */
export function groq(strings: TemplateStringsArray, ...parts: readonly string[]): string {
  return strings.reduce((query, text, index) => `${query}${parts[index - 1]}${text}`);
}

/**
 * A query whose result type typegen generated (`Generated`, from its `groq`-tagged GROQ): its model must read that
 * result as the Studio's schema stores it (app/lib/cms/schema-fit.ts), or the type check fails at the model.
 */
export function defineQuery<Generated, Params extends QueryParams = NoParams>() {
  return <Model extends z.ZodType>(
    query: QueryDefinition<Model & FitsSchema<Generated, z.input<Model>>>,
  ): CmsQuery<z.output<Model>, Params> => ({
    ...query,
    model: query.model as z.ZodType<z.output<Model>>,
    fallback: query.fallback ?? "sample",
  });
}

/**
 * A query composed when the app starts, from the content kinds (app/lib/declarations/content-kinds.ts) or an option list:
 * typegen cannot read it, so tests/unit/cms-contract.test.ts checks the fields it reads against the schema.
 */
export function defineComposedQuery<Result, Params extends QueryParams = NoParams>(
  query: QueryDefinition<z.ZodType<Result>>,
): CmsQuery<Result, Params> {
  return { ...query, fallback: query.fallback ?? "sample" };
}
