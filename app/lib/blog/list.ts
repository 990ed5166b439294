import { z } from "zod";
import { readPage } from "~/lib/pagination";

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
  return {
    category: category.success ? category.data : null,
    tag: tag.success ? tag.data : null,
    page: readPage(searchParams).page,
  };
}
