import MiniSearch from "minisearch";
import type { SearchDocument } from "~/lib/cms/queries/search";
import { logEvent, type Logger } from "~/lib/core/log.server";
import { linkedDocument, normalizeTerm, tokenize, type LinkedDocument } from "~/lib/search";

/** The text fields the index reads, and how much a match in each counts: a title outranks a heading, a heading the body. */
const FIELD_BOOSTS = { title: 5, headings: 2, summary: 1.5, intro: 1.5, body: 1 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

/** Every word of a query is also a prefix (`captch` finds `captcha`) from this length on. */
export const PREFIX_MIN_LENGTH = 2;
/** Words this long or longer tolerate typos: up to 20% of their letters (one in `captca`, two in a 10-letter word). */
export const FUZZY_MIN_LENGTH = 4;
export const FUZZINESS = 0.2;
/**
 * Documents indexed between two turns of the event loop while an index is built. Measured on the sample
 * 25 times over (3,250 documents, ~0.7 s in all): chunks of 20 hold the loop at most ~15 ms, chunks of 50
 * up to ~30 ms, and smaller chunks only add timer waits.
 */
export const BUILD_CHUNK_SIZE = 20;

/** An index over one content version, and the documents its ids stand for. */
interface BuiltIndex {
  index: MiniSearch<LinkedDocument>;
  documents: ReadonlyMap<string, LinkedDocument>;
}

export interface SearchIndexOptions {
  chunkSize?: number;
  log?: Logger;
}

export interface SearchAnswer {
  /** The documents that match every term, best first, each with its link. */
  hits: LinkedDocument[];
  /** Answered from the index of an earlier content version, while the index of `documents` is built. */
  previousVersion: boolean;
}

export interface SearchIndexes {
  /**
   * The documents that match every term, best first. The index is built once per `documents` array
   * (the CMS client returns the same array until the content changes). For `published` content,
   * while a new version's index is being built, the last index built answers; otherwise the search
   * waits for the build, which never holds the event loop for long.
   */
  search(documents: readonly SearchDocument[], terms: readonly string[], options: { published: boolean }): Promise<SearchAnswer>;
  /** Resolves when the index of `documents` is built (starting the build if needed). */
  built(documents: readonly SearchDocument[], options: { published: boolean }): Promise<void>;
}

function fieldText(document: SearchDocument, field: Field): string {
  const value = document[field];
  return Array.isArray(value) ? value.join("\n") : (value ?? "");
}

async function buildIndex(documents: readonly SearchDocument[], chunkSize: number): Promise<BuiltIndex> {
  const index = new MiniSearch<LinkedDocument>({
    idField: "_id",
    fields: FIELDS,
    extractField: (document, field) => (field === "_id" ? document._id : fieldText(document, field as Field)),
    tokenize,
    processTerm: (term) => normalizeTerm(term) || null,
  });
  // One entry per id: a dataset seen through a perspective never repeats one, but an index must not throw if it did.
  // A document a hit could not link to (no slug yet) is never found.
  const byId = new Map(documents.flatMap((document) => linkedDocument(document) ?? []).map((linked) => [linked._id, linked]));
  // Between chunks MiniSearch waits for a timer, so other requests are answered during a build.
  await index.addAllAsync([...byId.values()], { chunkSize });
  return { index, documents: byId };
}

/**
 * Words as typed (and as prefixes) first; only when that finds nothing, with typos tolerated: a query whose
 * words exist needs no guessing at what else was meant, and the typo-tolerant lookup walks much of the
 * vocabulary (at 20× the sample, 600 queries: 1.1 ms on average and up to 10 ms with it, 0.5 ms and 3.8 ms without).
 */
function rankedDocuments({ index, documents }: BuiltIndex, terms: readonly string[]): LinkedDocument[] {
  if (terms.length === 0) return [];
  const lookup = (typoTolerant: boolean) =>
    index.search(terms.join(" "), {
      boost: FIELD_BOOSTS,
      prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
      fuzzy: (term) => (typoTolerant && term.length >= FUZZY_MIN_LENGTH ? FUZZINESS : false),
      combineWith: "AND",
    });
  const exact = lookup(false);
  return (exact.length > 0 ? exact : lookup(true)).flatMap((result) => documents.get(String(result.id)) ?? []);
}

export function createSearchIndexes(options: SearchIndexOptions = {}): SearchIndexes {
  const { chunkSize = BUILD_CHUNK_SIZE, log = logEvent } = options;
  /** Builds, finished or under way, by the result they index: dropped with the result when the CMS cache lets it go. */
  const builds = new WeakMap<readonly SearchDocument[], Promise<BuiltIndex>>();
  const finished = new WeakMap<readonly SearchDocument[], BuiltIndex>();
  let started = 0;
  /** The newest finished index of published content: it answers while a newer version's index is built. */
  let latest: { generation: number; built: BuiltIndex } | null = null;

  function build(documents: readonly SearchDocument[], published: boolean): Promise<BuiltIndex> {
    const existing = builds.get(documents);
    if (existing) return existing;
    const generation = ++started;
    const startedAt = performance.now();
    const pending = buildIndex(documents, chunkSize).then(
      (built) => {
        finished.set(documents, built);
        if (published && (!latest || latest.generation < generation)) latest = { generation, built };
        log("info", {
          event: "search.index_built",
          documents: built.documents.size,
          ms: Math.round(performance.now() - startedAt),
          perspective: published ? "published" : "drafts",
        });
        return built;
      },
      (error: unknown) => {
        builds.delete(documents);
        log("error", { event: "search.index_failed", reason: error instanceof Error ? error.message : String(error) });
        throw error;
      },
    );
    // A build nobody waits for (an older index answers meanwhile) must not become an unhandled rejection.
    pending.catch(() => undefined);
    builds.set(documents, pending);
    return pending;
  }

  async function indexFor(
    documents: readonly SearchDocument[],
    published: boolean,
  ): Promise<{ built: BuiltIndex; previousVersion: boolean }> {
    const ready = finished.get(documents);
    if (ready) return { built: ready, previousVersion: false };
    const pending = build(documents, published);
    // Drafts never fall back on an index of published content, nor published content on one of drafts.
    if (published && latest) return { built: latest.built, previousVersion: true };
    return { built: await pending, previousVersion: false };
  }

  return {
    async search(documents, terms, { published }) {
      if (terms.length === 0) return { hits: [], previousVersion: false };
      const { built, previousVersion } = await indexFor(documents, published);
      return { hits: rankedDocuments(built, terms), previousVersion };
    },
    async built(documents, { published }) {
      await build(documents, published);
    },
  };
}

/** The site's search indexes: one per content version of the searchable documents. */
export const siteSearch = createSearchIndexes();
