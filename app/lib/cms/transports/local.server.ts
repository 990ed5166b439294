import { evaluate, parse } from "groq-js";
import { apiPerspective, documentsInPerspective, RELEASE_DOCUMENT_PREFIX, type Perspective } from "~/lib/cms/perspective";
import type { CmsTransport } from "./transport";

/** A Sanity-shaped document: the fields every document in a dataset has. */
export interface SanityDocumentLike {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * Evaluates GROQ with groq-js over an in-memory dataset, seen through a perspective as Sanity
 * would: published reads never see drafts or releases' versions; preview shows them. Each
 * perspective's view is made once: the dataset does not change while the process runs.
 */
export function createLocalTransport(documents: readonly SanityDocumentLike[]): CmsTransport {
  const views = new Map<string, SanityDocumentLike[]>();
  const viewOf = (perspective: Perspective) => {
    const key = String(apiPerspective(perspective));
    let view = views.get(key);
    if (!view) views.set(key, (view = documentsInPerspective(documents, perspective)));
    return view;
  };
  viewOf("published");
  return {
    name: "local",
    async fetch(groq, params, { signal, perspective }) {
      signal.throwIfAborted();
      const tree = parse(groq, { params });
      const value = await evaluate(tree, { dataset: viewOf(perspective), params });
      return value.get();
    },
    async release(releaseId, { signal }) {
      signal.throwIfAborted();
      return documents.find((document) => document._id === `${RELEASE_DOCUMENT_PREFIX}${releaseId}`) ?? null;
    },
  };
}
