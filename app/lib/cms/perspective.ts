/**
 * Which version of the content a read sees: what visitors see (`published`), or what an editor
 * sees in preview (`drafts`: each document's draft where one exists, else its published version).
 */
export type Perspective = "published" | "drafts";

export const DRAFTS_PREFIX = "drafts.";

interface DocumentLike {
  _id: string;
}

/**
 * The documents a perspective sees, as Sanity's API returns them: `published` hides drafts;
 * `drafts` puts each draft in place of its published document, under the published id, with the
 * draft's own id in `_originalId`.
 */
export function documentsInPerspective<Document extends DocumentLike>(
  documents: readonly Document[],
  perspective: Perspective,
): Document[] {
  const published = documents.filter((document) => !document._id.startsWith(DRAFTS_PREFIX));
  if (perspective === "published") return published;
  const drafts = new Map<string, Document>();
  for (const document of documents) {
    if (document._id.startsWith(DRAFTS_PREFIX)) {
      const id = document._id.slice(DRAFTS_PREFIX.length);
      drafts.set(id, { ...document, _id: id, _originalId: document._id });
    }
  }
  const overlaid = published.map((document) => drafts.get(document._id) ?? document);
  const newDocuments = [...drafts.values()].filter((draft) => !published.some((document) => document._id === draft._id));
  return [...overlaid, ...newDocuments];
}
