import { setupServer } from "msw/node";
import { sampleDocuments } from "~/content/sample";
import { sanityQueryHandlers } from "./sanity";

/** An msw server answering Sanity's query API from the bundled sample dataset. */
export function createMockCmsServer() {
  return setupServer(...sanityQueryHandlers(() => sampleDocuments));
}
