import { defineDocuments, defineLocations, type DocumentLocationResolvers } from "sanity/presentation";
import { OFFER_PAGE_SLUGS } from "../../app/lib/declarations/content-kinds";
import { documentLocations, LOCATION_FIELDS, MAIN_DOCUMENTS } from "./locations";

/** Why a document has no location: the only documents that can have none. */
const NOWHERE = `Not shown on the site: a page needs a slug, and an offer is shown only when its slug is ${OFFER_PAGE_SLUGS.join(" or ")}.`;

/**
 * Presentation's "Used on" list beside each document: the fields `LOCATION_FIELDS` names, turned
 * into the site's addresses by `documentLocations` (./locations.ts, checked against the site's routes).
 */
export const locations: DocumentLocationResolvers = Object.fromEntries(
  Object.entries<Record<string, string>>(LOCATION_FIELDS).map(([type, select]) => [
    type,
    defineLocations({
      select,
      resolve: (doc) => {
        if (!doc) return null;
        const found = documentLocations(type, doc);
        return found.length ? { locations: found } : { message: NOWHERE, tone: "caution" };
      },
    }),
  ]),
);

/** Which document a page of the site is about, so opening a page in the preview opens that document. */
export const mainDocuments = defineDocuments(
  MAIN_DOCUMENTS.map(({ route, filter, params }) => (params ? { route, filter, params } : { route, filter })),
);
