import type { QueryParams } from "../query";

/** Where GROQ runs: Sanity's HTTP API, or groq-js in-process over the bundled sample dataset. */
export interface CmsTransport {
  readonly name: "sanity" | "local";
  /** Resolves with the raw (unvalidated) query result; rejects on any failure. */
  fetch(groq: string, params: QueryParams, signal: AbortSignal): Promise<unknown>;
}
