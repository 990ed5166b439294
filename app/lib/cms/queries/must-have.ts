import { z } from "zod";
import type { MustHaveDocumentsGroqResult } from "~/lib/cms/sanity.types";
import { defineQuery, groq } from "~/lib/cms/query";

/**
 * Whether the documents the site cannot do without are there: the site settings (every page and feed reads them) and
 * the fixed pages (their slugs as `$slugs`), which the Studio never lets an editor remove. A read that finds none of
 * them is a wrong dataset, a token that cannot read it, or nothing published yet, not an empty site.
 */
const mustHaveDocumentsGroq = groq`{
  "siteSettings": defined(*[_type == "siteSettings" && _id == "siteSettings"][0]._id),
  "fixedPages": *[_type == "page" && slug.current in $slugs].slug.current
}`;
export const mustHaveDocumentsQuery = defineQuery<MustHaveDocumentsGroqResult, { slugs: readonly string[] }>()({
  name: "mustHaveDocuments",
  groq: mustHaveDocumentsGroq,
  // `null` is how some empty answers come back (a whole result missing).
  model: z.object({ siteSettings: z.boolean(), fixedPages: z.array(z.string()) }).nullable(),
});
