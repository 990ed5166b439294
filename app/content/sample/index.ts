import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";
import { pages } from "./pages";
import { siteSettings } from "./site-settings";

/** The whole bundled sample dataset: what the site shows when no CMS is configured. */
export const sampleDocuments: readonly SanityDocumentLike[] = [siteSettings, ...pages];
