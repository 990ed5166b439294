import { sampleDocuments } from "~/content/sample";
import type { CmsQuery, QueryParams } from "~/lib/cms/query";
import { createLocalTransport, type SanityDocumentLike } from "~/lib/cms/transports/local.server";

type Document = (typeof sampleDocuments)[number];

const ofType = (type: string) => sampleDocuments.filter((document) => document._type === type);

/** The sample's image assets: documents whose images a fixture reuses need them to resolve `asset->`. */
export const IMAGE_ASSETS = ofType("sanity.imageAsset");

/** A site listing with the sample's first listing's fields (images included), and these. */
export function listingFixture(id: string, fields: Record<string, unknown>): Document {
  const [template] = ofType("siteListing");
  return { ...template!, _id: `siteListing.${id}`, slug: { _type: "slug", current: id }, title: `Listing ${id}`, ...fields };
}

/** A feature with the sample's first feature's fields, and these. */
export function featureFixture(id: string, fields: Record<string, unknown>): Document {
  const [template] = ofType("feature");
  return { ...template!, _id: `feature.${id}`, ...fields };
}

/**
 * The sample dataset with its site listings and features repeated `times` times (the first copy
 * is the sample itself), each copy with its own id, slug and title: content the size of a real
 * marketplace, for checking what a page sends.
 */
export function scaledSample(times: number): Document[] {
  const copy = (document: Document, index: number): Document =>
    index === 0
      ? document
      : {
          ...document,
          _id: `${document._id}.copy${index}`,
          ...(document.slug ? { slug: { _type: "slug", current: `${(document.slug as { current: string }).current}-${index}` } } : {}),
          ...(typeof document.title === "string" ? { title: `${document.title} ${index + 1}` } : {}),
          ...(typeof document.name === "string" ? { name: `${document.name} ${index + 1}` } : {}),
        };
  const scaled = new Set(["siteListing", "feature"]);
  return sampleDocuments.flatMap((document) =>
    scaled.has(document._type) ? Array.from({ length: times }, (_, index) => copy(document, index)) : [document],
  );
}

/** Runs a query's GROQ with groq-js over `documents` (published perspective) and parses the result with its model. */
export async function runQuery<Result, Params extends QueryParams>(
  query: CmsQuery<Result, Params>,
  params: Params,
  documents: readonly SanityDocumentLike[],
): Promise<Result> {
  const raw = await createLocalTransport(documents).fetch(query.groq, params, {
    signal: new AbortController().signal,
    perspective: "published",
  });
  return query.model.parse(raw);
}

/** The `$param` names a GROQ query uses. */
export function paramNames(groq: string): string[] {
  return [...new Set([...groq.matchAll(/\$(\w+)/g)].map(([, name]) => name!))].sort();
}
