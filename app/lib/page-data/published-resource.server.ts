import { cacheTagHeaders } from "~/lib/cache-control";
import { currentContentReads, readingPublished } from "~/lib/cms/client/read-context.server";

/**
 * A document for machines (feed, sitemap, robots.txt): always built from published content, even
 * in preview, and naming the content it was built from for a CDN's purge by tag.
 */
export function publishedResource(contentType: string, cacheControl: string, render: () => Promise<string>): Promise<Response> {
  return readingPublished(async () => {
    const body = await render();
    const tags = cacheTagHeaders(currentContentReads()?.dependencies ?? []);
    return new Response(body, { headers: [["Content-Type", contentType], ["Cache-Control", cacheControl], ...tags] });
  });
}
