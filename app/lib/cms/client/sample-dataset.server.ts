import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";

/**
 * SAMPLE_DATASET_FILE: an NDJSON dataset (one document per line) that takes the bundled sample's
 * place, e.g. a `sanity dataset export` data.ndjson, the seed `npm run cms:export` writes, or a
 * scaled dataset for the load test (scripts/bench/scale-dataset.ts). Read once at start; a file
 * that cannot be read or parsed stops the start with an error naming the file and line.
 */
export const SAMPLE_DATASET_FILE_ENV = "SAMPLE_DATASET_FILE";

export class SampleDatasetError extends Error {
  override name = "SampleDatasetError";
}

/** An image upload in the seed of `npm run cms:export`: `image@file://./images/<flat name>`. */
const SEED_IMAGE_UPLOAD = /^image@file:\/\/\.\/images\/([^/]+)$/;

/** The flat name the seed gives an image under public/: `sample-images/banners/neon.webp` → `banners-neon.webp`. */
export function seedImageName(assetPath: string): string {
  return assetPath.replace(/^sample-images\//, "").replaceAll("/", "-");
}

interface ParseOptions {
  /** Named in every error. */
  file: string;
  /** Where the seed's image uploads are looked up: the bundled sample's `sanity.imageAsset` documents. */
  bundled: readonly SanityDocumentLike[];
  /** `_createdAt` of documents without one (the seed leaves system fields to the Content Lake). */
  importedAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The documents of an NDJSON dataset, as the Content Lake would hold them after an import:
 * system fields filled in (`_createdAt`, `_updatedAt`, `_rev`), and the seed's image uploads
 * (`_sanityAsset`) turned into references to the bundled sample's image assets, which are added.
 */
export function parseDatasetNdjson(text: string, { file, bundled, importedAt }: ParseOptions): SanityDocumentLike[] {
  function fail(line: number | null, problem: string): never {
    throw new SampleDatasetError(`${SAMPLE_DATASET_FILE_ENV} ${file}${line === null ? "" : ` line ${line}`}: ${problem}`);
  }
  const bundledAssets = new Map(
    bundled
      .filter((document) => document._type === "sanity.imageAsset" && typeof document.path === "string")
      .map((asset) => [seedImageName(asset.path as string), asset]),
  );
  const usedAssets = new Map<string, SanityDocumentLike>();

  const resolveUploads = (value: unknown, line: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => resolveUploads(item, line));
    if (!isRecord(value)) return value;
    if (typeof value._sanityAsset === "string") {
      const { _sanityAsset, ...rest } = value;
      const name = SEED_IMAGE_UPLOAD.exec(_sanityAsset)?.[1];
      const asset = name === undefined ? undefined : bundledAssets.get(name);
      if (!asset) fail(line, `upload ${_sanityAsset} is not one of the bundled sample images (public/sample-images)`);
      usedAssets.set(asset._id, asset);
      return { ...rest, asset: { _type: "reference", _ref: asset._id } };
    }
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, resolveUploads(field, line)]));
  };

  const documents: SanityDocumentLike[] = [];
  const lineOfId = new Map<string, number>();
  for (const [index, source] of text.split("\n").entries()) {
    const line = index + 1;
    if (!source.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(source);
    } catch (error) {
      fail(line, `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!isRecord(parsed) || typeof parsed._id !== "string" || !parsed._id || typeof parsed._type !== "string" || !parsed._type) {
      fail(line, "not a document: each line must be a JSON object with a string _id and _type");
    }
    const firstLine = lineOfId.get(parsed._id);
    if (firstLine !== undefined) fail(line, `_id ${JSON.stringify(parsed._id)} again (first on line ${firstLine})`);
    lineOfId.set(parsed._id, line);
    const document = resolveUploads(parsed, line) as SanityDocumentLike;
    const createdAt = typeof document._createdAt === "string" ? document._createdAt : importedAt;
    documents.push({ ...document, _createdAt: createdAt, _updatedAt: document._updatedAt ?? createdAt, _rev: document._rev ?? "imported" });
  }
  if (documents.length === 0) fail(null, "holds no documents");
  for (const [id, asset] of usedAssets) if (!lineOfId.has(id)) documents.push(asset);
  return documents;
}

/** The documents the local transport answers from: the file SAMPLE_DATASET_FILE names, else the bundled sample. */
export function sampleDatasetFromEnv(
  env: Record<string, string | undefined>,
  bundled: readonly SanityDocumentLike[],
): readonly SanityDocumentLike[] {
  const setting = env[SAMPLE_DATASET_FILE_ENV]?.trim();
  if (!setting) return bundled;
  const file = resolve(setting);
  let text: string;
  let importedAt: string;
  try {
    text = readFileSync(file, "utf8");
    importedAt = statSync(file).mtime.toISOString();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new SampleDatasetError(`${SAMPLE_DATASET_FILE_ENV} ${file}: cannot be read (${reason})`);
  }
  return parseDatasetNdjson(text, { file, bundled, importedAt });
}
