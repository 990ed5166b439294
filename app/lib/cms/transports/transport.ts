import type { Perspective } from "~/lib/cms/perspective";
import type { QueryParams } from "~/lib/cms/query";

export interface TransportFetchOptions {
  signal: AbortSignal;
  perspective: Perspective;
  /** Bypass any CDN in front of the CMS: right after a publish, the CDN may still hold the old answer. */
  live?: boolean;
}

/** Where GROQ runs: Sanity's HTTP API, or groq-js in-process over the bundled sample dataset. */
export interface CmsTransport {
  readonly name: "sanity" | "local";
  /** Resolves with the raw (unvalidated) query result; rejects on any failure. */
  fetch(groq: string, params: QueryParams, options: TransportFetchOptions): Promise<unknown>;
  /**
   * The Content Lake's document of a release (`_.releases.<id>`, its title and when it publishes), raw; null when there
   * is none. Releases are not in the Studio's schema, so no GROQ query of the site reads them.
   */
  release(releaseId: string, options: { signal: AbortSignal }): Promise<unknown>;
}
