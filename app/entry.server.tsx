import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext, type HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { cacheTagHeaders, defaultCacheControl, PRIVATE_NO_STORE, RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { currentContentReads } from "~/lib/cms/read-context.server";
import { NonceProvider } from "~/lib/nonce";
import { pageCache } from "~/lib/page-cache/site.server";
import { withRequestContentReads } from "~/lib/preview/request-reads.server";

// What server/index.js runs before it listens, and prints at start.
export { warmSearchIndex as warmUp } from "~/lib/page-data/discovery.server";
export { samplePreviewNotice } from "~/lib/preview/preview-secret.server";

/**
 * What server/app.js calls for every request Remix answers: the request's CMS reads are set up
 * (drafts with a preview cookie), then the page cache answers or lets Remix `render`.
 */
export async function handleSiteRequest(request: Request, render: (request: Request) => Promise<Response>): Promise<Response> {
  return await withRequestContentReads(request.headers.get("Cookie") ?? undefined, () => pageCache.respond(request, () => render(request)));
}

/**
 * Preview responses show drafts to one editor: never stored, never indexed. Other responses name
 * the CMS content they were built from, for a CDN's purge by tag.
 */
function setContentHeaders(headers: Headers): void {
  const reads = currentContentReads();
  if (!reads) return;
  if (reads.perspective === "drafts") {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
    headers.set("X-Robots-Tag", "noindex");
    return;
  }
  for (const [name, value] of cacheTagHeaders(reads.dependencies)) headers.set(name, value);
}

/** How long a streamed response may wait for deferred data before it is cut off. */
export const streamTimeout = 5000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  // A fresh nonce per render for every inline script (see app/lib/nonce.tsx).
  const nonce = randomBytes(16).toString("base64");
  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control")) {
            responseHeaders.set("Cache-Control", defaultCacheControl(request, responseStatusCode));
          }
          setContentHeaders(responseHeaders);
          // A page that is briefly unavailable (commerce data unreadable) says when to come back.
          if (responseStatusCode === 503 && !responseHeaders.has("Retry-After")) {
            responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors during the shell reach onShellError; later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Loader data fetched during client navigation gets the same caching as its page. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (!response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", defaultCacheControl(request, response.status));
  }
  setContentHeaders(response.headers);
  return response;
};
