/**
 * Turns the bundled sample dataset into a folder `sanity dataset import` understands: one NDJSON
 * file, and the images beside it in images/ that the documents point at with `_sanityAsset`.
 * Pure and deterministic, so a test can check the committed seed is current.
 */
import { seedImageName } from "../app/lib/cms/client/sample-dataset.server";
import { RELEASE_DOCUMENT_PREFIX, VERSIONS_PREFIX } from "../app/lib/cms/perspective";
import type { SanityDocumentLike } from "../app/lib/cms/transports/local.server";

export const SEED_DIR = "cms-schemas/seed";
export const SEED_NDJSON = "sample.ndjson";

export interface SampleSeed {
  ndjson: string;
  /** Image files to copy: from public/, to a flat name under the seed's images/. */
  images: { source: string; target: string }[];
}

interface ImageAsset extends SanityDocumentLike {
  path: string;
}

function isImageField(value: unknown): value is { _type: "image"; asset: { _ref: string } } & Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { _type?: unknown })._type === "image" &&
    typeof (value as { asset?: { _ref?: unknown } }).asset?._ref === "string"
  );
}

/**
 * The sample's release and its versions stay out of the seed: a release is made in the Studio (an Enterprise plan's
 * feature, through the Actions API), and an import of `_.releases.` documents is refused as system documents.
 */
export const isReleaseContent = (id: string): boolean => id.startsWith(RELEASE_DOCUMENT_PREFIX) || id.startsWith(VERSIONS_PREFIX);

export function buildSampleSeed(documents: readonly SanityDocumentLike[]): SampleSeed {
  const assets = new Map(
    documents.filter((document) => document._type === "sanity.imageAsset").map((asset) => [asset._id, asset as ImageAsset]),
  );
  const used = new Map<string, string>();

  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (typeof value !== "object" || value === null) return value;
    if (isImageField(value)) {
      const { asset, ...rest } = value;
      const assetDocument = assets.get(asset._ref);
      if (!assetDocument) throw new Error(`Image asset ${asset._ref} is not in the sample dataset`);
      // The importer reads images/ flat; SAMPLE_DATASET_FILE maps the same names back to the sample's assets.
      const name = seedImageName(assetDocument.path);
      used.set(name, `public/${assetDocument.path}`);
      return { ...rest, _sanityAsset: `image@file://./images/${name}` };
    }
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, convert(field)]));
  };

  const lines = documents
    .filter((document) => document._type !== "sanity.imageAsset" && !isReleaseContent(document._id))
    // The Content Lake sets revisions and update times itself.
    .map(({ _rev, _updatedAt, ...document }) => JSON.stringify(convert(document)));

  return {
    ndjson: `${lines.join("\n")}\n`,
    images: [...used].sort(([a], [b]) => a.localeCompare(b)).map(([target, source]) => ({ source, target })),
  };
}
