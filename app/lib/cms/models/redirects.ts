import { z } from "zod";
import { documentModel, linkHref, reference } from "./fields";

/**
 * An editor's redirect (decision 076). The site reads redirects through the redirect map's own query, which checks
 * every document itself and ignores a bad one (app/lib/redirects/redirect-map.ts); this model is what the Studio stores.
 */
export const redirectDocument = documentModel("redirect", {
  from: z.string().regex(/^\/(?!\/)[^\s?#\\]*$/, "must be a path like /old-page"),
  to: linkHref.optional(),
  toDocument: reference.optional(),
  permanent: z.boolean().optional(),
  note: z.string().optional(),
});
