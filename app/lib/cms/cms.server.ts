import { sampleDocuments } from "~/content/sample";
import { createCmsClient } from "./client.server";
import { cmsOptionsFromEnv } from "./config.server";

/** The one CMS client every loader reads content through. */
export const cms = createCmsClient(cmsOptionsFromEnv(process.env, sampleDocuments));
