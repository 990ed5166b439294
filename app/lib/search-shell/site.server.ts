import { currentContentReads } from "~/lib/cms/client/read-context.server";
import { logEvent } from "~/lib/core/log.server";
import { requestPrivacy, withRequestPrivacy } from "~/lib/core/request-privacy.server";
import type { StoredPage } from "~/lib/page-cache/page-store.server";
import { pageCache } from "~/lib/page-cache/site.server";
import { searchPageContent } from "~/lib/page-data/discovery.server";
import { withRequestContentReads } from "~/lib/preview/request-reads.server";
import { cutSearchShell, fillSearchShell, SHELL_PATH, type SearchShell } from "./search-shell.server";

/** The shell cut from each kept page of SHELL_PATH (null: that page could not be cut); it goes when the page goes. */
const shells = new WeakMap<StoredPage, SearchShell | null>();

/**
 * The shell of the current content version: the page cache's page of SHELL_PATH, so it is rendered once, shared by
 * concurrent first searches, and dropped when content it shows is purged or expires (docs/architecture.md, Page cache).
 * Its render reads published content as an anonymous visitor would, whatever request needed it.
 */
async function currentShell(origin: string, render: (request: Request) => Promise<Response>) {
  // Once kept, found without a request or read context of its own: every search but the first of a content version.
  const page = pageCache.kept(SHELL_PATH) ?? (await renderedShell(origin, render));
  if (!page) return null;
  let shell = shells.get(page);
  if (shell === undefined) {
    try {
      shell = cutSearchShell(new TextDecoder().decode(page.bodies.identity), page.status, page.headers);
    } catch (error) {
      shell = null;
      logEvent("error", { event: "search-shell.unusable", reason: error instanceof Error ? error.message : String(error) });
    }
    shells.set(page, shell);
  }
  return shell ? { shell, tags: page.tags } : null;
}

/** The shell's page rendered (or the render under way awaited) and kept, as an anonymous visitor's request would be. */
function renderedShell(origin: string, render: (request: Request) => Promise<Response>) {
  const request = new Request(new URL(SHELL_PATH, origin));
  return withRequestPrivacy(() => withRequestContentReads(undefined, () => pageCache.page(request, () => render(request))));
}

/**
 * A search for `?q=…` (one parameter, published content) answered from the shell: the term's results are the only
 * render. Null when the page must be rendered in full: another method, address or perspective, the page cache off, a
 * query without words (the page shows its intro), or an answer the request marked private (an earlier index's).
 */
export async function searchFromShell(request: Request, render: (request: Request) => Promise<Response>): Promise<Response | null> {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.pathname !== "/search" || !url.search.startsWith("?q=") || url.search.includes("&")) return null;
  const reads = currentContentReads();
  if (reads?.perspective !== "published") return null;
  const current = await currentShell(url.origin, render);
  if (!current) return null;
  const data = await searchPageContent(request);
  if (!data.searched || requestPrivacy()) return null;
  // The answer is tagged with all the page shows, as a full render's would be, not only what the search read.
  for (const tag of current.tags) reads.dependencies.add(tag);
  return fillSearchShell(current.shell, url.pathname, url.search, data);
}
