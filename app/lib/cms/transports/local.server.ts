import { evaluate, parse } from "groq-js";
import type { CmsTransport } from "./transport";

/** A Sanity-shaped document: the fields every document in a dataset has. */
export interface SanityDocumentLike {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * Evaluates GROQ with groq-js over an in-memory dataset, as Sanity's `published` perspective
 * would: drafts are never visible.
 */
export function createLocalTransport(documents: readonly SanityDocumentLike[]): CmsTransport {
  const published = documents.filter((document) => !document._id.startsWith("drafts."));
  return {
    name: "local",
    async fetch(groq, params, signal) {
      signal.throwIfAborted();
      const tree = parse(groq, { params });
      const value = await evaluate(tree, { dataset: published, params });
      return value.get();
    },
  };
}
