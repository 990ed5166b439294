import { z } from "zod";
import { defineQuery } from "../query";

const entry = z.object({ title: z.string(), slug: z.string(), updatedAt: z.string() });
export type SitemapEntry = z.infer<typeof entry>;

const list = (type: string, title: string, extra = "") =>
  /* groq */ `*[_type == "${type}"${extra}] | order(${title} asc) { "title": ${title}, "slug": slug.current, "updatedAt": _updatedAt }`;

/** Every public document with an address of its own, with when it last changed. */
export const sitemapQuery = defineQuery({
  name: "sitemap",
  groq: /* groq */ `{
    "pages": ${list("page", "title", " && seo.noIndex != true")},
    "platforms": ${list("platform", "name")},
    "modifications": ${list("modification", "name")},
    "banners": ${list("banner", "name")},
    "landingPages": ${list("landingPage", "name")},
    "listings": ${list("siteListing", "title")},
    "posts": ${list("post", "title", ' && status == "published" && dateTime(publishedAt) <= dateTime(now())')}
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
