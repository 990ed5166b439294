/**
 * Preloaded into the dev server by `npm run dev`. With MOCKS=true the app uses the real Sanity
 * transport, and msw answers its requests from the sample dataset: no account, no network.
 */
import { http } from "msw";

if (process.env.MOCKS === "true") {
  process.env.SANITY_PROJECT_ID ||= "mockproject";
  process.env.SANITY_DATASET ||= "production";
  // Captured before remix-serve swaps in its fetch polyfill, which runs on node:http.
  const nativeFetch = globalThis.fetch;
  const { setupServer } = await import("msw/node");
  const { sampleDocuments } = await import("~/content/sample");
  const { sanityQueryHandlers } = await import("./sanity");
  const server = setupServer(
    ...sanityQueryHandlers(() => sampleDocuments),
    // msw's pass-through garbles the polyfill's POST bodies (the dev server's reload ping
    // answered 400), so requests to local servers are forwarded over Node's own fetch.
    http.all(/^http:\/\/(localhost|127\.0\.0\.1)[:/]/, async ({ request }) => {
      const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
      return nativeFetch(request.url, { method: request.method, headers: request.headers, body, redirect: "manual" });
    }),
  );
  server.listen({ onUnhandledRequest: "bypass" });
  console.info(`[mocks] Sanity project "${process.env.SANITY_PROJECT_ID}" is answered by msw from the sample dataset`);
}
