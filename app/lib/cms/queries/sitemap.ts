import { z } from "zod";
import { contentKind, listedFilter, typesWith, type TypesWith } from "~/lib/declarations/content-kinds";
import { defineComposedQuery, type CmsQuery } from "~/lib/cms/query";
import { resilientList } from "./fragments";

const entry = z.object({ title: z.string(), slug: z.string(), updatedAt: z.string() });
export type SitemapEntry = z.infer<typeof entry>;

/** The document types with pages of their own in the sitemaps. */
export type SitemapType = TypesWith<"sitemap">;
export const SITEMAP_TYPES = typesWith("sitemap");

export type SitemapData = Record<SitemapType, SitemapEntry[]>;

/** The listed documents of one type, by the name they go by. */
function listed(type: SitemapType): string {
  const { titleField } = contentKind(type);
  return /* groq */ `*[${listedFilter(type)}] | order(${titleField} asc) { "title": ${titleField}, "slug": slug.current, "updatedAt": _updatedAt }`;
}

/** Every public document with an address of its own, with when it last changed, by type (app/lib/declarations/content-kinds.ts). */
export const sitemapQuery = defineComposedQuery<SitemapData>({
  name: "sitemap",
  groq: /* groq */ `{
    ${SITEMAP_TYPES.map((type) => `"${type}": ${listed(type)}`).join(",\n    ")}
  }`,
  model: z.object(Object.fromEntries(SITEMAP_TYPES.map((type) => [type, z.array(entry)]))) as unknown as z.ZodType<SitemapData>,
});

/**
 * The documents of a type in the order the XML sitemaps page them: oldest first, so a new document joins the last
 * page and the pages before it stay as they were (a crawler that read them need not read them again).
 */
const inSitemapOrder = (type: SitemapType) =>
  /* groq */ `*[${listedFilter(type)} && defined(slug.current)] | order(_createdAt asc, _id asc)`;

export type SitemapIndexData = Record<SitemapType, string[]>;

/** When each listed document of each type last changed, in the sitemaps' order: how many pages each type fills, and when each page changed. */
export const sitemapIndexQuery = defineComposedQuery<SitemapIndexData>({
  name: "sitemapIndex",
  groq: /* groq */ `{
    ${SITEMAP_TYPES.map((type) => `"${type}": ${inSitemapOrder(type)}._updatedAt`).join(",\n    ")}
  }`,
  model: z.object(Object.fromEntries(SITEMAP_TYPES.map((type) => [type, z.array(z.string())]))) as unknown as z.ZodType<SitemapIndexData>,
});

const sitemapFileEntry = z.object({ slug: z.string(), updatedAt: z.string() });
export type SitemapFileEntry = z.infer<typeof sitemapFileEntry>;
type SitemapFileParams = { start: number; end: number };

/**
 * One page of a type's XML sitemap (`[$start...$end]`), one query per type, so a publish purges only its own type's
 * pages. No `_id` in the projection: the type's tag covers its documents, and 10,000 `doc:` tags would not.
 */
export const sitemapFileQueries = Object.fromEntries(
  SITEMAP_TYPES.map((type) => [
    type,
    defineComposedQuery<SitemapFileEntry[], SitemapFileParams>({
      name: `sitemapFile.${type}`,
      groq: /* groq */ `${inSitemapOrder(type)} [$start...$end] { "slug": slug.current, "updatedAt": _updatedAt }`,
      model: resilientList(sitemapFileEntry, `sitemapFile.${type}`),
    }),
  ]),
) as Record<SitemapType, CmsQuery<SitemapFileEntry[], SitemapFileParams>>;
