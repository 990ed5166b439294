import { z } from "zod";

export const POSTS_PER_PAGE = 12;

const slugParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(96);

/** The blog list's query string: ?category=…&tag=…&page=…; anything invalid is ignored. */
export interface BlogFilters {
  category: string | null;
  tag: string | null;
  page: number;
}

export function parseBlogFilters(searchParams: URLSearchParams): BlogFilters {
  const category = slugParam.safeParse(searchParams.get("category"));
  const tag = slugParam.safeParse(searchParams.get("tag"));
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .safeParse(searchParams.get("page") ?? 1);
  return {
    category: category.success ? category.data : null,
    tag: tag.success ? tag.data : null,
    page: page.success ? page.data : 1,
  };
}

interface Filterable {
  category: { slug: string };
  tags: readonly { slug: string }[];
}

export function filterPosts<Post extends Filterable>(
  posts: readonly Post[],
  { category, tag }: Pick<BlogFilters, "category" | "tag">,
): Post[] {
  return posts.filter(
    (post) => (!category || post.category.slug === category) && (!tag || post.tags.some((postTag) => postTag.slug === tag)),
  );
}

export interface PageOf<Item> {
  items: Item[];
  page: number;
  pageCount: number;
}

/** One page of a list; a page past the end shows the last page. */
export function paginate<Item>(items: readonly Item[], page: number, perPage = POSTS_PER_PAGE): PageOf<Item> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount };
}
