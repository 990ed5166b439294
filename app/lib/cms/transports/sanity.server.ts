import { createClient } from "@sanity/client";
import { apiPerspective, isPreviewPerspective } from "~/lib/cms/perspective";
import { encodeProseOnly } from "~/lib/cms/stega";
import type { CmsTransport } from "./transport";

export interface SanityTransportConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A read token: required to read drafts and releases (preview). */
  token?: string;
  useCdn: boolean;
  /** Where the Studio is: with it, preview reads carry stega for the Presentation tool's click-to-edit. */
  studioUrl?: string;
}

/** Preview was asked for but the site has no token that can read drafts and releases. */
class DraftsNotReadableError extends Error {
  override name = "DraftsNotReadableError";
  constructor() {
    super("Reading drafts and releases needs SANITY_API_READ_TOKEN (a Viewer token of the project)");
  }
}

/** Queries Sanity's HTTP API: published content, or with the read token in preview drafts or a release's perspective stack. */
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
  const stega = config.studioUrl ? { enabled: true, studioUrl: config.studioUrl, filter: encodeProseOnly } : false;
  return {
    name: "sanity",
    fetch(groq, params, { signal, perspective, live }) {
      if (isPreviewPerspective(perspective)) {
        if (!config.token) return Promise.reject(new DraftsNotReadableError());
        return client.fetch(groq, params, { signal, perspective: apiPerspective(perspective), useCdn: false, stega });
      }
      return client.fetch(groq, params, { signal, perspective: "published", useCdn: config.useCdn && !live });
    },
    async release(releaseId, { signal }) {
      if (!config.token) throw new DraftsNotReadableError();
      // The document endpoint reads it whatever the perspective; undefined when there is none.
      return (await client.releases.get({ releaseId }, { signal })) ?? null;
    },
  };
}
