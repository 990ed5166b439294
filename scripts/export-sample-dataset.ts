/**
 * `npm run cms:export`: lists the sample's modules (app/content/sample/modules.ts), then writes the sample dataset to
 * cms-schemas/seed/ (sample.ndjson + images/), ready for `npx sanity dataset import seed <dataset>` in cms-schemas/.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SAMPLE_MODULES_FILE, sampleModulesSource } from "./sample-modules";
import { buildSampleSeed, SEED_DIR, SEED_NDJSON } from "./sample-seed";

writeFileSync(SAMPLE_MODULES_FILE, sampleModulesSource());
// Imported after the list is written, so a module just added is in the dataset.
const { sampleDocuments } = await import("../app/content/sample");

const seed = buildSampleSeed(sampleDocuments);
rmSync(join(SEED_DIR, "images"), { recursive: true, force: true });
mkdirSync(join(SEED_DIR, "images"), { recursive: true });
for (const { source, target } of seed.images) copyFileSync(source, join(SEED_DIR, "images", target));
writeFileSync(join(SEED_DIR, SEED_NDJSON), seed.ndjson);
console.log(`Wrote ${seed.ndjson.split("\n").length - 1} documents and ${seed.images.length} images to ${SEED_DIR}/`);
