import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { cmsFaultHandlers, type CmsFault } from "../mocks/cms-faults";
import { sanityQueryHandlers } from "../mocks/sanity";
import { createMockCmsServer } from "../mocks/server";

/**
 * Route loaders on the real Sanity transport, answered by msw from the sample dataset. The test
 * file must set the transport's env first, at the top:
 *   vi.hoisted(() => { process.env.SANITY_PROJECT_ID = "mockproject"; });
 * and import route modules inside each test (each test gets a fresh CMS client and cache).
 */
export function useMockCms() {
  const server = createMockCmsServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    vi.resetModules();
  });
  afterAll(() => server.close());

  return {
    /** The msw server, for per-test fault handlers (`server.use(...)` takes precedence until the test ends). */
    server,
    /** Serves exactly these documents. */
    serve(documents: readonly (typeof sampleDocuments)[number][]) {
      server.use(...sanityQueryHandlers(() => documents));
    },
    /** From now on every query meets `fault` (tests/mocks/cms-faults.ts). */
    inject(fault: CmsFault) {
      server.use(...cmsFaultHandlers(fault));
    },
    /** Serves the sample dataset with documents changed by `replace`. */
    serveWith(replace: (document: (typeof sampleDocuments)[number]) => (typeof sampleDocuments)[number]) {
      server.use(...sanityQueryHandlers(() => sampleDocuments.map(replace)));
    },
  };
}

/** The GROQ of every request that reached the (mocked) Sanity API while `run` ran. */
export async function queriesDuring(server: ReturnType<typeof createMockCmsServer>, run: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  const record = ({ request }: { request: Request }) => {
    queries.push(new URL(request.url).searchParams.get("query") ?? "(POST)");
  };
  server.events.on("request:start", record);
  try {
    await run();
  } finally {
    server.events.removeListener("request:start", record);
  }
  return queries;
}

/** Calls a route loader as Remix would; returns its JSON body after checking the status. */
export async function load<Data>(
  loader: (args: LoaderFunctionArgs) => Promise<Response>,
  path: string,
  params: Record<string, string> = {},
  status = 200,
): Promise<Data> {
  const response = await loader({ request: new Request(`http://localhost${path}`), params, context: {} });
  expect(response.status).toBe(status);
  return (await response.json()) as Data;
}

/** The 404 a loader throws for an unknown slug. */
export async function expectNotFound(
  loader: (args: LoaderFunctionArgs) => Promise<Response>,
  path: string,
  params: Record<string, string>,
) {
  const thrown = await loader({ request: new Request(`http://localhost${path}`), params, context: {} }).catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(404);
}

/**
 * Runs a route's loader as a visitor's request does (with its CMS reads and one deadline, `withRequestContentReads`);
 * a thrown Response is its answer. `route` is the module to import, fresh in each test.
 */
export async function visit(route: string, path: string, params: Record<string, string> = {}): Promise<Response> {
  const { withRequestContentReads } = await import("~/lib/preview/request-reads.server");
  const { loader } = (await import(route)) as { loader: (args: LoaderFunctionArgs) => Promise<Response> };
  return withRequestContentReads(undefined, () =>
    loader({ request: new Request(`http://localhost${path}`), params, context: {} }).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }),
  );
}
