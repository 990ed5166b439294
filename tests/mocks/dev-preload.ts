/**
 * Preloaded into the dev server by `npm run dev` (and into the browser tests' fault servers). With MOCKS=true the app
 * uses the real Sanity transport, and msw answers its requests from the sample dataset: no account, no network. With
 * MOCKS=<fault> every Sanity request meets that fault from the start, as on a cold start (tests/mocks/cms-faults.ts):
 *   outage (HTTP 500), refused (no connection), hang (no answer), malformed (broken JSON), invalid (documents that fit
 *   no model), empty (what a wrong token, dataset or perspective reads: no documents at all).
 * With MOCKS=true and MOCKS_FAULT_FILE=<path>, every request meets the fault that file names at the time, if any.
 */
import { setupServer } from "msw/node";

const mode = process.env.MOCKS;
if (mode) {
  const { MOCKS_FAULTS, cmsFaultHandlers, switchableFaultHandlers } = await import("./cms-faults");
  const fault = mode in MOCKS_FAULTS ? MOCKS_FAULTS[mode as keyof typeof MOCKS_FAULTS] : undefined;
  if (mode !== "true" && !fault) {
    throw new Error(`MOCKS must be true or one of ${Object.keys(MOCKS_FAULTS).join(", ")}, not "${mode}"`);
  }
  process.env.SANITY_PROJECT_ID ||= "mockproject";
  process.env.SANITY_DATASET ||= "production";
  const { sampleDocuments } = await import("~/content/sample");
  const { sanityQueryHandlers } = await import("./sanity");
  const faultFile = process.env.MOCKS_FAULT_FILE;
  const healthy = [
    ...(faultFile ? switchableFaultHandlers(faultFile) : []),
    ...sanityQueryHandlers(() => sampleDocuments, { unchanging: true }),
  ];
  const server = setupServer(...(fault ? cmsFaultHandlers(fault) : healthy));
  server.listen({ onUnhandledRequest: "bypass" });
  console.info(
    fault
      ? `[mocks] Sanity project "${process.env.SANITY_PROJECT_ID}" answers every query with a fault: ${fault}`
      : `[mocks] Sanity project "${process.env.SANITY_PROJECT_ID}" is answered by msw from the sample dataset`,
  );
}
