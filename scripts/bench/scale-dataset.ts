/**
 * Writes an NDJSON dataset with N times the content lists grow with, for the load test
 * (`npm run bench -- --scale 20`) or by hand:
 *
 *   npx tsx scripts/bench/scale-dataset.ts 20 [--out <file>]
 *
 * The file holds every document of the bundled sample (singletons, pages, prices, drafts, image
 * assets) plus N-1 copies of each published document of SCALED_TYPES, with new `_id`s (`-2`, `-3`, …),
 * unique slugs (`-2`) and names (` (2)`); a reference inside copy k to another scaled document points
 * at that document's copy k. The server reads it with SAMPLE_DATASET_FILE=<file>. Written under the
 * system's temporary folder by default, never into the repository.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sampleDocuments } from "../../app/content/sample";
import { isPublishedId } from "../../app/lib/cms/perspective";
import type { SanityDocumentLike } from "../../app/lib/cms/transports/local.server";

/**
 * The document types whose lists grow as a real site is used: listings for sale, posts, the feature
 * catalogue, FAQ, testimonials and the marketplace's items. Not copied: site settings, pages (fixed
 * slugs), pricing tiers, offers and services (the product line), platforms, and the blog's taxonomy.
 */
export const SCALED_TYPES = ["siteListing", "post", "feature", "faq", "testimonial", "modification", "banner", "landingPage"] as const;

/** Fields that name a document where a visitor sees it; copies get ` (k)` so every title stays unique. */
const NAME_FIELDS = ["title", "name", "question", "seoTitle"] as const;

/** Where `npm run bench -- --scale <factor>` writes its dataset. */
export function defaultScaledDatasetPath(factor: number): string {
  return join(tmpdir(), "xchangekit-bench", `dataset-x${factor}.ndjson`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The dataset with `factor` times the documents of SCALED_TYPES (factor 1: the documents as they are). */
export function scaleDataset(documents: readonly SanityDocumentLike[], factor: number): SanityDocumentLike[] {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`The scale must be a whole number ≥ 1, not ${factor}`);
  const scaledTypes: readonly string[] = SCALED_TYPES;
  const originals = documents.filter((document) => scaledTypes.includes(document._type) && isPublishedId(document._id));
  const scaledIds = new Set(originals.map((document) => document._id));
  const copyId = (id: string, copy: number) => `${id}-${copy}`;

  const copyValue = (value: unknown, copy: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => copyValue(item, copy));
    if (!isRecord(value)) return value;
    if (typeof value._ref === "string" && scaledIds.has(value._ref)) return { ...value, _ref: copyId(value._ref, copy) };
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, copyValue(field, copy)]));
  };

  const copies: SanityDocumentLike[] = [];
  for (let copy = 2; copy <= factor; copy++) {
    for (const original of originals) {
      const document = copyValue(original, copy) as SanityDocumentLike;
      document._id = copyId(original._id, copy);
      for (const field of NAME_FIELDS) if (typeof document[field] === "string") document[field] = `${document[field]} (${copy})`;
      const slug = document.slug;
      if (isRecord(slug) && typeof slug.current === "string") document.slug = { ...slug, current: `${slug.current}-${copy}` };
      copies.push(document);
    }
  }

  const scaled = [...documents, ...copies];
  assertUnique(scaled);
  return scaled;
}

/** Ids, and published slugs within a type, are unique: a copy never shadows another document. */
function assertUnique(documents: readonly SanityDocumentLike[]): void {
  const seen = new Set<string>();
  for (const document of documents) {
    const keys = [`_id ${document._id}`];
    const slug = isRecord(document.slug) ? document.slug.current : undefined;
    if (typeof slug === "string" && isPublishedId(document._id)) keys.push(`${document._type} slug ${slug}`);
    for (const key of keys) {
      if (seen.has(key)) throw new Error(`Scaled dataset: ${key} is not unique`);
      seen.add(key);
    }
  }
}

/** Writes documents as NDJSON (one per line, as `sanity dataset export` does) and returns the file's absolute path. */
export function writeDataset(documents: readonly SanityDocumentLike[], file: string): string {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${documents.map((document) => JSON.stringify(document)).join("\n")}\n`);
  return path;
}

/** The dataset at `scale`× and the server environment that serves it (none at 1×: the bundled sample). */
export function benchDataset(scale: number): { documents: readonly SanityDocumentLike[]; env: Record<string, string> } {
  if (scale === 1) return { documents: sampleDocuments, env: {} };
  const documents = scaleDataset(sampleDocuments, scale);
  return { documents, env: { SAMPLE_DATASET_FILE: writeDataset(documents, defaultScaledDatasetPath(scale)) } };
}

/** The posts a visitor can open, in the dataset's order. */
function visiblePosts(documents: readonly SanityDocumentLike[]): SanityDocumentLike[] {
  const now = Date.now();
  return documents.filter(
    (document) =>
      document._type === "post" &&
      isPublishedId(document._id) &&
      document.status === "published" &&
      Date.parse(String(document.publishedAt)) <= now,
  );
}

function postSlug(post: SanityDocumentLike | undefined): string {
  const slug = isRecord(post?.slug) ? post.slug.current : undefined;
  if (typeof slug !== "string") throw new Error("The dataset has no published post");
  return slug;
}

/** The first post a visitor can open, in the dataset's order. */
export function firstPostSlug(documents: readonly SanityDocumentLike[]): string {
  return postSlug(visiblePosts(documents)[0]);
}

/** Characters of text in a Portable Text body (its spans and code blocks). */
function bodyLength(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + bodyLength(item), 0);
  if (!isRecord(value)) return 0;
  const own = ["text", "code"].reduce((sum, field) => sum + (typeof value[field] === "string" ? (value[field] as string).length : 0), 0);
  return own + bodyLength(value.children);
}

/** The post with the most text a visitor can open (the first of equals): the page hydration cost most (decision 079). */
export function longestPostSlug(documents: readonly SanityDocumentLike[]): string {
  const posts = visiblePosts(documents);
  return postSlug(
    posts.reduce<SanityDocumentLike | undefined>(
      (longest, post) => (longest && bodyLength(longest.body) >= bodyLength(post.body) ? longest : post),
      undefined,
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: "string" } } });
  const factor = Number(positionals[0] ?? 20);
  const path = writeDataset(scaleDataset(sampleDocuments, factor), values.out ?? defaultScaledDatasetPath(factor));
  console.log(`Wrote the sample at ${factor}× to ${path}\nServe it (after npm run build) with: SAMPLE_DATASET_FILE=${path} npm run serve`);
}
