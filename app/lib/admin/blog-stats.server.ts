import { cms } from "~/lib/cms/client/cms.server";
import { readCmsEnv } from "~/lib/cms/client/config.server";
import { allPostsForOperatorsQuery } from "~/lib/cms/queries/blog";
import { summarize } from "~/lib/blog/posts.server";
import { NO_VIEWS, postViews, type PostViewCounts } from "~/lib/blog/views.server";
import { runsOnSample } from "~/lib/orders/payment-hosts.server";
import { postPath } from "~/lib/declarations/paths";

export const BLOG_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "views-7", label: "Most viewed, last 7 days" },
  { value: "views-30", label: "Most viewed, last 30 days" },
  { value: "views-all", label: "Most viewed, all time" },
] as const;
export type BlogSort = (typeof BLOG_SORTS)[number]["value"];

export interface PostStats {
  id: string;
  title: string;
  path: string;
  category: { name: string; slug: string };
  /** Published (and live), scheduled (published with a date to come) or draft. */
  status: "published" | "scheduled" | "draft";
  publishedAt: string;
  readingTime: number;
  /** Counted here; the CMS's starting number is not included (it is no one's visit). */
  views: PostViewCounts;
  studioUrl: string | null;
}

const SORTERS: Record<Exclude<BlogSort, "newest">, keyof PostViewCounts> = {
  "views-7": "last7Days",
  "views-30": "last30Days",
  "views-all": "allTime",
};

/** A post's Studio page (the Studio's `intent/edit` link), when `SANITY_STUDIO_URL` names the Studio. */
function studioEditUrl(id: string, env = process.env): string | null {
  const studio = readCmsEnv(env).SANITY_STUDIO_URL;
  return studio ? `${studio.replace(/\/+$/, "")}/intent/edit/id=${encodeURIComponent(id)};type=post/` : null;
}

/** Whether drafts can be shown: always on the sample; with a Sanity project, when it has a read token. */
export function draftPreviewAvailable(env = process.env): boolean {
  return runsOnSample(env) || Boolean(readCmsEnv(env).SANITY_API_READ_TOKEN);
}

/** /admin/blog's rows: every post with its status, date, reading time and real views, filtered and sorted. */
export async function postStats({ category, sort }: { category: string | null; sort: BlogSort }, now = Date.now()): Promise<PostStats[]> {
  const posts = await cms.fetch(allPostsForOperatorsQuery);
  const views = await postViews().all();
  const rows = posts
    .filter((post) => !category || post.category.slug === category)
    .map((post): PostStats => ({
      id: post._id,
      title: post.title,
      path: postPath(post.slug),
      category: { name: post.category.name, slug: post.category.slug },
      status: post.status !== "published" ? "draft" : Date.parse(post.publishedAt) > now ? "scheduled" : "published",
      publishedAt: post.publishedAt,
      readingTime: summarize(post).readingTime,
      views: views.get(post.slug) ?? NO_VIEWS,
      studioUrl: studioEditUrl(post._id),
    }));
  if (sort === "newest") return rows;
  const key = SORTERS[sort];
  return rows.sort((a, b) => b.views[key] - a.views[key] || b.publishedAt.localeCompare(a.publishedAt));
}
