import { readFileSync } from "node:fs";
import { http, HttpResponse } from "msw";
import { SANITY_QUERY_URL } from "./sanity";

/**
 * What Sanity's query API answers in each fault a CMS can have, for msw: the integration tests inject them per test
 * (tests/integration/cms-fault-matrix.test.ts), and a server started with MOCKS=<mode> meets one from its first request
 * (tests/mocks/dev-preload.ts). A private dataset read with a bad token, a wrong dataset name or a perspective with no
 * documents answers empty results: `null` for a query of one document (`…[0]`), else `[]`.
 */
export const CMS_FAULTS = {
  refused: () => HttpResponse.error(),
  "HTTP 500": () => HttpResponse.json({ error: "Internal Server Error" }, { status: 500 }),
  hang: () => new Promise<never>(() => undefined),
  "malformed JSON": () => new HttpResponse('{"result": [', { headers: { "Content-Type": "application/json" } }),
  "schema-invalid": () => HttpResponse.json({ ms: 1, result: [{ _id: "junk.1", _type: "junk", title: 42, price: "free" }] }),
  empty: (query: string) => HttpResponse.json({ ms: 1, result: /\]\s*\[0\]|\[0\]\s*\{/.test(query) ? null : [] }),
} satisfies Record<string, (query: string) => Response | Promise<never>>;

export type CmsFault = keyof typeof CMS_FAULTS;

/** The MOCKS values that start a server on a fault, and the fault each names (`outage`, the first, is the HTTP 500). */
export const MOCKS_FAULTS = {
  outage: "HTTP 500",
  refused: "refused",
  hang: "hang",
  malformed: "malformed JSON",
  invalid: "schema-invalid",
  empty: "empty",
} as const satisfies Record<string, CmsFault>;

/** What Sanity answers `request` (a query: GET, or POST for a long one) in `fault`. */
export async function answerWithFault(fault: CmsFault, request: Request): Promise<Response> {
  const query =
    request.method === "GET"
      ? (new URL(request.url).searchParams.get("query") ?? "")
      : (((await request.clone().json()) as { query?: string }).query ?? "");
  return CMS_FAULTS[fault](query);
}

/** msw handlers answering every Sanity query with `fault`. */
export function cmsFaultHandlers(fault: CmsFault) {
  const answer = ({ request }: { request: Request }) => answerWithFault(fault, request);
  return [http.get(SANITY_QUERY_URL, answer), http.post(SANITY_QUERY_URL, answer)];
}

/**
 * msw handlers that meet the fault a file names (a MOCKS mode: `empty`, `hang`…) while it names one, and otherwise let
 * the next handlers answer: a warm server whose CMS breaks when a test says so (tests/e2e/fault-matrix.spec.ts).
 */
export function switchableFaultHandlers(faultFile: string) {
  const answer = ({ request }: { request: Request }) => {
    const mode = readFileSync(faultFile, "utf8").trim();
    return mode in MOCKS_FAULTS ? answerWithFault(MOCKS_FAULTS[mode as keyof typeof MOCKS_FAULTS], request) : undefined;
  };
  return [http.get(SANITY_QUERY_URL, answer), http.post(SANITY_QUERY_URL, answer)];
}
