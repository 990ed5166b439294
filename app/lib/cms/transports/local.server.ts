import { evaluate, parse } from "groq-js";
import { documentsInPerspective } from "~/lib/cms/perspective";
import type { CmsTransport } from "./transport";

/** A Sanity-shaped document: the fields every document in a dataset has. */
export interface SanityDocumentLike {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * Evaluates GROQ with groq-js over an in-memory dataset, seen through a perspective as Sanity
 * would: published reads never see drafts; the drafts perspective (preview) shows them.
 */
export function createLocalTransport(documents: readonly SanityDocumentLike[]): CmsTransport {
  const datasets = {
    published: documentsInPerspective(documents, "published"),
    drafts: documentsInPerspective(documents, "drafts"),
  };
  return {
    name: "local",
    async fetch(groq, params, { signal, perspective }) {
      signal.throwIfAborted();
      const tree = parse(groq, { params });
      const value = await evaluate(tree, { dataset: datasets[perspective], params });
      return value.get();
    },
  };
}
