/**
 * Writes the sample dataset with one price changed, for the e2e server that checks no page keeps an old price
 * (tests/e2e/prices.spec.ts): `node --import tsx tests/e2e/repriced-dataset.ts <file.ndjson>`.
 */
import { writeFileSync } from "node:fs";
import { sampleDocuments } from "~/content/sample";

/** The tier repriced, and its prices before and after: $349 is no other product's price in the sample. */
export const REPRICED = { id: "pricingTier.script-installation", slug: "script-installation", before: 349, after: 379 } as const;

export function repricedDataset() {
  return sampleDocuments.map((document) => (document._id === REPRICED.id ? { ...document, price: REPRICED.after } : document));
}

const file = process.argv[2];
if (file)
  writeFileSync(
    file,
    `${repricedDataset()
      .map((document) => JSON.stringify(document))
      .join("\n")}\n`,
  );
