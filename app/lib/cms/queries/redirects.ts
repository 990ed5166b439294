import { z } from "zod";
import { servedFilter, typesWith } from "~/lib/declarations/content-kinds";
import { defineComposedQuery } from "~/lib/cms/query";

/** A text field as read for the redirect map: anything but text (written past the Studio) is read as missing, and the map ignores the document. */
const text = z.string().nullish().catch(null);

const redirectModel = z.object({
  _id: z.string(),
  from: text,
  to: text,
  permanent: z.boolean().nullish().catch(null),
  toDocument: z.object({ _id: z.string(), _type: z.string(), slug: text }).nullish().catch(null),
});

const servedDocumentModel = z.object({
  _id: z.string(),
  _type: z.string(),
  slug: text,
  previousSlugs: z.array(z.string()).nullish().catch(null),
});

/**
 * What the redirect map is built from (decision 076): the editors' redirects, newest first (the newest wins an
 * address), every document whose own page answers with its slug and previous slugs (an old address of one leads to
 * it; a live address is never redirected), and the hosts a redirect may leave the site for. Composed from the content
 * kinds with a page of their own (app/lib/declarations/content-kinds.ts).
 */
export const redirectsQuery = defineComposedQuery({
  name: "redirects",
  groq: /* groq */ `{
    "redirects": *[_type == "redirect"] | order(_updatedAt desc) {
      _id, from, to, permanent, "toDocument": toDocument->{ _id, _type, "slug": slug.current }
    },
    "documents": *[(${typesWith("path")
      .map((type) => `(${servedFilter(type)})`)
      .join(" || ")}) && defined(slug.current)] { _id, _type, "slug": slug.current, previousSlugs },
    "allowedHosts": coalesce(*[_type == "siteSettings" && _id == "siteSettings"][0].redirectHosts, [])
  }`,
  model: z.object({
    redirects: z.array(redirectModel),
    documents: z.array(servedDocumentModel),
    allowedHosts: z.array(z.string()),
  }),
});

export type RedirectsResult = z.infer<(typeof redirectsQuery)["model"]>;
