/**
 * Preloaded into the dev server by `npm run dev` (and into the browser tests' outage server). With
 * MOCKS=true the app uses the real Sanity transport, and msw answers its requests from the sample
 * dataset: no account, no network. With MOCKS=outage every Sanity request fails with a 500, as in a
 * CMS outage on a cold start: marketing pages fall back to the sample, prices and checkout links do not.
 */
import { http, HttpResponse } from "msw";

const mode = process.env.MOCKS;
if (mode === "true" || mode === "outage") {
  process.env.SANITY_PROJECT_ID ||= "mockproject";
  process.env.SANITY_DATASET ||= "production";
  const { setupServer } = await import("msw/node");
  const { sampleDocuments } = await import("~/content/sample");
  const { SANITY_QUERY_URL, sanityQueryHandlers } = await import("./sanity");
  const cms =
    mode === "outage"
      ? [http.all(SANITY_QUERY_URL, () => HttpResponse.json({ error: "Internal Server Error" }, { status: 500 }))]
      : sanityQueryHandlers(() => sampleDocuments);
  const server = setupServer(...cms);
  server.listen({ onUnhandledRequest: "bypass" });
  console.info(
    mode === "outage"
      ? `[mocks] Sanity project "${process.env.SANITY_PROJECT_ID}" answers every query with a 500 (a CMS outage)`
      : `[mocks] Sanity project "${process.env.SANITY_PROJECT_ID}" is answered by msw from the sample dataset`,
  );
}
