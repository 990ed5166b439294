import { createClient } from "@sanity/client";
import type { CmsTransport } from "./transport";

export interface SanityTransportConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  useCdn: boolean;
}

/** Queries Sanity's HTTP API for published content. */
export function createSanityTransport(config: SanityTransportConfig): CmsTransport {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: config.useCdn,
    perspective: "published",
    // The CMS client's cache owns retries (background, with backoff); a request must fail fast.
    maxRetries: 0,
  });
  return {
    name: "sanity",
    fetch(groq, params, signal) {
      return client.fetch(groq, params, { signal });
    },
  };
}
