import { evaluate, parse } from "groq-js";
import { http, HttpResponse } from "msw";
import { documentsInPerspective, perspectiveFromPreviewLink, type Perspective } from "~/lib/cms/perspective";
import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";

/** Sanity's query endpoint on the API and on the CDN: https://PROJECT.api[cdn].sanity.io/vX/data/query/DATASET */
export const SANITY_QUERY_URL = /^https:\/\/[a-z0-9-]+\.api(?:cdn)?\.sanity\.io\/v[^/]+\/data\/query\/[^/?]+/;

/** Sanity's document endpoint (`client.getDocument`, `client.releases.get`): …/data/doc/DATASET/ID[,ID…] */
export const SANITY_DOC_URL = /^https:\/\/[a-z0-9-]+\.api\.sanity\.io\/v[^/]+\/data\/doc\/[^/?]+\/([^/?]+)/;

/**
 * The documents a request sees: `published` (the default), `drafts` (preview), a release's stack (`rA,drafts`) or `raw`
 * (everything, as the preview-secret check reads); null for a perspective Sanity would refuse.
 */
function inPerspective(documents: readonly SanityDocumentLike[], perspective: string | null): readonly SanityDocumentLike[] | null {
  if (perspective === "raw") return documents;
  const read: Perspective | null = !perspective || perspective === "published" ? "published" : perspectiveFromPreviewLink(perspective);
  return read && documentsInPerspective(documents, read);
}

async function answer(
  query: string | null,
  params: Record<string, unknown>,
  documents: readonly SanityDocumentLike[],
  perspective: string | null,
  results: Map<string, unknown> | undefined,
) {
  if (!query) return HttpResponse.json({ error: { description: "Missing query" } }, { status: 400 });
  const key = JSON.stringify([perspective, query, params]);
  const dataset = inPerspective(documents, perspective);
  if (!dataset) return HttpResponse.json({ error: { description: `Invalid perspective ${perspective}` } }, { status: 400 });
  try {
    if (!results?.has(key)) {
      const tree = parse(query, { params });
      const result = await (await evaluate(tree, { dataset, params })).get();
      if (!results) return HttpResponse.json({ ms: 1, query, result });
      results.set(key, result);
    }
    return HttpResponse.json({ ms: 1, query, result: results.get(key) });
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    return HttpResponse.json({ error: { description, type: "queryParseError" } }, { status: 400 });
  }
}

/**
 * Handlers that answer Sanity's query API the way Sanity does: the request's GROQ and `$params`
 * are evaluated with groq-js over the fixture documents, so the real queries run. With `unchanging`
 * (documents no one edits: a server on the sample) each query is evaluated once.
 */
export function sanityQueryHandlers(documents: () => readonly SanityDocumentLike[], { unchanging = false } = {}) {
  const results = unchanging ? new Map<string, unknown>() : undefined;
  return [
    http.get(SANITY_QUERY_URL, ({ request }) => {
      const url = new URL(request.url);
      const params: Record<string, unknown> = {};
      for (const [name, value] of url.searchParams) {
        if (name.startsWith("$")) params[name.slice(1)] = JSON.parse(value);
      }
      return answer(url.searchParams.get("query"), params, documents(), url.searchParams.get("perspective"), results);
    }),
    http.get(SANITY_DOC_URL, ({ request }) => {
      const ids = new Set(decodeURIComponent(SANITY_DOC_URL.exec(request.url)![1]!).split(","));
      return HttpResponse.json({ documents: documents().filter((document) => ids.has(document._id)) });
    }),
    // The client switches to POST for queries too long for a URL.
    http.post(SANITY_QUERY_URL, async ({ request }) => {
      const body = (await request.json()) as { query?: string; params?: Record<string, unknown> };
      const perspective = new URL(request.url).searchParams.get("perspective");
      return answer(body.query ?? null, body.params ?? {}, documents(), perspective, results);
    }),
  ];
}
