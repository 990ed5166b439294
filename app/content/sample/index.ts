import { CONTENT_TYPES } from "~/lib/declarations/content-kinds";
import { isPublishedId } from "~/lib/cms/perspective";
import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";
import { sampleImageAssets } from "./build/images";
// Every module of this folder, each exporting its sample documents (one, or a list) besides constants the tests name;
// `npm run cms:export` writes the list, so a new kind's module here is picked up.
import * as sampleModules from "./modules";

function isDocument(value: unknown): value is SanityDocumentLike {
  return typeof value === "object" && value !== null && "_id" in value && "_type" in value;
}

/** The documents an export of a sample module is: itself, or the documents of its list. */
const documentsOf = (value: unknown): SanityDocumentLike[] =>
  isDocument(value) ? [value] : Array.isArray(value) && value.every(isDocument) ? value : [];

/** Published documents by their kind's place in the registry, then drafts and releases (only seen in preview). */
function datasetOrder(document: SanityDocumentLike): number {
  const kinds = CONTENT_TYPES.length + 1;
  const kind = (CONTENT_TYPES as readonly string[]).indexOf(document._type);
  return (isPublishedId(document._id) ? 0 : kinds) + (kind < 0 ? CONTENT_TYPES.length : kind);
}

/** The whole bundled sample dataset: what the site shows when no CMS is configured. */
export const sampleDocuments: readonly SanityDocumentLike[] = [
  ...Object.values(sampleModules)
    .flatMap((module: Record<string, unknown>) => Object.values(module).flatMap(documentsOf))
    .toSorted((a, b) => datasetOrder(a) - datasetOrder(b)),
  // Last: the image assets the documents above registered.
  ...sampleImageAssets(),
];
