import { z } from "zod";
import { POST_VIEWS_TAG, postViews } from "~/lib/blog/views.server";
import { cms } from "~/lib/cms/client/cms.server";
import { createPageCache } from "./page-cache.server";
import { PageStore } from "./page-store.server";

const MEGABYTE = 1024 * 1024;

/** `PAGE_CACHE_MB` (default 64): the memory rendered pages may use; 0 turns the page cache off. */
export function pageCacheBytes(env: Record<string, string | undefined>): number {
  const parsed = z.coerce
    .number()
    .min(0)
    .max(4096)
    .default(64)
    .safeParse(env.PAGE_CACHE_MB?.trim() || undefined);
  if (!parsed.success) throw new Error(`Invalid PAGE_CACHE_MB ${JSON.stringify(env.PAGE_CACHE_MB)}: a number of megabytes from 0 to 4096`);
  return Math.round(parsed.data * MEGABYTE);
}

/**
 * The site's one page cache. A page is rendered again when the content it was built from changes
 * (a publish, or a refresh that found an edit) and at the latest when its CMS results are due
 * for a refresh.
 */
export const pageCache = createPageCache(new PageStore({ maxBytes: pageCacheBytes(process.env), maxAgeMs: cms.freshForMs }));
cms.onChange((tags) => pageCache.purge(tags));
// Pages showing view counts are rendered again, at most every few minutes, once new views were counted.
postViews().onCounted(() => pageCache.purge([POST_VIEWS_TAG]));
