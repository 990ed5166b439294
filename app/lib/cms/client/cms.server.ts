import { sampleDocuments } from "~/content/sample";
import { createCmsClient } from "./client.server";
import { cmsOptionsFromEnv } from "./config.server";
import { withPriceReferences } from "./price-references.server";
import { sampleDatasetFromEnv } from "./sample-dataset.server";

/**
 * The one CMS client every loader reads content through (on SAMPLE_DATASET_FILE's documents, if set, instead of the
 * bundled sample), with the price tokens of its results resolved.
 */
export const cms = withPriceReferences(createCmsClient(cmsOptionsFromEnv(process.env, sampleDatasetFromEnv(process.env, sampleDocuments))));
