/**
 * Which version of the content a read sees: what visitors see (`published`), what an editor sees in preview (`drafts`:
 * each document's draft where one exists, else its published version), or the site as it will be once Content Releases
 * are published (a release perspective).
 */
export type Perspective = "published" | "drafts" | ReleasePerspective;

/**
 * A perspective stack as Sanity's API takes it (`perspective=rA,rB,drafts`): layers over the published documents, the
 * first one winning. Each layer is a release's id, or `drafts`. The Presentation tool's release picker sends the
 * chosen release first, then the releases due before it, then `drafts` unless the editor left drafts out.
 */
export interface ReleasePerspective {
  readonly stack: readonly string[];
}

export const DRAFTS_PREFIX = "drafts.";
/** A document's version in a release: `versions.<releaseId>.<publishedId>`. */
export const VERSIONS_PREFIX = "versions.";
/** The Content Lake's own documents (`_.releases.<releaseId>`, …): no perspective but `raw` shows them. */
const SYSTEM_PREFIX = "_.";
export const RELEASE_DOCUMENT_PREFIX = "_.releases.";

const DRAFTS_LAYER = "drafts";
/** A release's id as the Content Lake allows it in a document id (no dot); the API's own perspective names are not ones. */
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const RESERVED_NAMES = new Set(["published", DRAFTS_LAYER, "raw", "previewDrafts"]);
/** The Studio stacks the chosen release over the ones due before it: a preview link naming more than this is not one. */
const MAX_STACK_LAYERS = 32;

export const isReleaseId = (name: string): boolean => RELEASE_ID.test(name) && !RESERVED_NAMES.has(name);

/** Whether a read shows more than visitors see: a preview (drafts, or a release). */
export function isPreviewPerspective(perspective: Perspective): perspective is Exclude<Perspective, "published"> {
  return perspective !== "published";
}

/** The release a preview shows (the stack's first release); null for published or drafts. */
export function previewedRelease(perspective: Perspective): string | null {
  return typeof perspective === "object" ? (perspective.stack.find(isReleaseId) ?? null) : null;
}

/** Whether a preview shows the editors' drafts too. */
export function showsDrafts(perspective: Perspective): boolean {
  return perspective === "drafts" || (typeof perspective === "object" && perspective.stack.includes(DRAFTS_LAYER));
}

/** The perspective as `@sanity/client` and the query API's `perspective` parameter take it. */
export function apiPerspective(perspective: Perspective): "published" | "drafts" | string[] {
  return typeof perspective === "object" ? [...perspective.stack] : perspective;
}

/**
 * The perspective a preview link (`sanity-preview-perspective`, as the Presentation tool sends it: comma-separated) asks
 * for. None, `drafts` or `published` is a drafts preview, as before releases (preview always showed drafts); a stack
 * naming a release is that release's perspective. Null for anything else (`raw`, which would show every version side
 * by side, an id no release can have, a list no Studio sends): the link is refused.
 */
export function perspectiveFromPreviewLink(value: string | null | undefined): Exclude<Perspective, "published"> | null {
  if (!value?.trim()) return "drafts";
  const layers = value.split(",").map((layer) => layer.trim());
  if (layers.length > MAX_STACK_LAYERS) return null;
  if (!layers.every((layer) => layer === DRAFTS_LAYER || layer === "published" || isReleaseId(layer))) return null;
  // Published is the base every perspective stands on, not a layer.
  const stack = [...new Set(layers.filter((layer) => layer !== "published"))];
  return stack.some(isReleaseId) ? { stack } : "drafts";
}

interface DocumentLike {
  _id: string;
}

/** The layer a stored document belongs to, and the published id it stands for; null for the Content Lake's own documents. */
function layerOf(id: string): { layer: string | null; publishedId: string } | null {
  if (id.startsWith(SYSTEM_PREFIX)) return null;
  if (id.startsWith(DRAFTS_PREFIX)) return { layer: DRAFTS_LAYER, publishedId: id.slice(DRAFTS_PREFIX.length) };
  if (id.startsWith(VERSIONS_PREFIX)) {
    const rest = id.slice(VERSIONS_PREFIX.length);
    const dot = rest.indexOf(".");
    return dot > 0 ? { layer: rest.slice(0, dot), publishedId: rest.slice(dot + 1) } : null;
  }
  return { layer: null, publishedId: id };
}

/** Whether a stored document is a published one: not a draft, a release's version or one of the Content Lake's own. */
export function isPublishedId(id: string): boolean {
  return layerOf(id)?.layer === null;
}

/**
 * The documents a perspective sees, as Sanity's API returns them: `published` hides drafts and versions; any other
 * puts, in place of each published document, the first of its layers' versions that exists (a draft, a release's
 * version), under the published id with the version's own id in `_originalId`, and adds the documents that exist only
 * in those layers (a new post in a release).
 */
export function documentsInPerspective<Document extends DocumentLike>(
  documents: readonly Document[],
  perspective: Perspective,
): Document[] {
  const published = documents.filter((document) => isPublishedId(document._id));
  if (perspective === "published") return published;
  const layers = perspective === "drafts" ? [DRAFTS_LAYER] : perspective.stack;
  const versions = new Map<string, Map<string, Document>>(layers.map((layer) => [layer, new Map()]));
  // In the order met: documents found only in the layers come after the published ones, as Sanity lists them.
  const layeredIds = new Set<string>();
  for (const document of documents) {
    const place = layerOf(document._id);
    const layer = place?.layer && versions.get(place.layer);
    if (!place || !layer) continue;
    layer.set(place.publishedId, document);
    layeredIds.add(place.publishedId);
  }
  const shown = (id: string): Document | undefined => {
    for (const layer of layers) {
      const version = versions.get(layer)?.get(id);
      if (version) return { ...version, _id: id, _originalId: version._id };
    }
    return undefined;
  };
  const publishedIds = new Set(published.map((document) => document._id));
  return [
    ...published.map((document) => shown(document._id) ?? document),
    ...[...layeredIds].filter((id) => !publishedIds.has(id)).map((id) => shown(id)!),
  ];
}
