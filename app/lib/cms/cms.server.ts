import { sampleDocuments } from "~/content/sample";
import { createCmsClient } from "./client.server";
import { cmsOptionsFromEnv } from "./config.server";
import { sampleDatasetFromEnv } from "./sample-dataset.server";

/** The one CMS client every loader reads content through (on SAMPLE_DATASET_FILE's documents, if set, instead of the bundled sample). */
export const cms = createCmsClient(cmsOptionsFromEnv(process.env, sampleDatasetFromEnv(process.env, sampleDocuments)));
