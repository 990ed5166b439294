import { z } from "zod";
import { contentKind, listedFilter, typesWith, type TypesWith } from "~/lib/declarations/content-kinds";
import { defineComposedQuery } from "~/lib/cms/query";

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
