import { z } from "zod";
import { defineQuery } from "../query";
import { PUBLISHED_POST } from "./fragments";

const entry = z.object({ title: z.string(), slug: z.string(), updatedAt: z.string() });
export type SitemapEntry = z.infer<typeof entry>;

const list = (filter: string, title: string) =>
  /* groq */ `*[${filter}] | order(${title} asc) { "title": ${title}, "slug": slug.current, "updatedAt": _updatedAt }`;

/** Every public document with an address of its own, with when it last changed. */
export const sitemapQuery = defineQuery({
  name: "sitemap",
  groq: /* groq */ `{
    "pages": ${list('_type == "page" && seo.noIndex != true', "title")},
    "platforms": ${list('_type == "platform"', "name")},
    "modifications": ${list('_type == "modification"', "name")},
    "banners": ${list('_type == "banner"', "name")},
    "landingPages": ${list('_type == "landingPage"', "name")},
    "listings": ${list('_type == "siteListing"', "title")},
    "posts": ${list(PUBLISHED_POST, "title")}
  }`,
  model: z.object({
    pages: z.array(entry),
    platforms: z.array(entry),
    modifications: z.array(entry),
    banners: z.array(entry),
    landingPages: z.array(entry),
    listings: z.array(entry),
    posts: z.array(entry),
  }),
});

export type SitemapData = z.infer<typeof sitemapQuery.model>;
