import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { BodyTooLargeError, readBodyBytes } from "./body.server";
import { rateLimitIdentity } from "./client-address.server";
import { isSameOriginRequest } from "./origin";

/** The methods the site answers; anything else is refused before a route runs (PUT or DELETE once ran actions). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** The largest body any POST may carry: the longest form (the order funnel) is a few KB. */
export const POST_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * POSTs that come from machines, not from this site's pages: they prove themselves another way (a signed
 * webhook) or are reports browsers send on their own (CSP), so they carry no `Origin` of this site.
 */
const MACHINE_ENDPOINTS = /^\/api\/(webhooks\/|payments\/|security-reports$)/;

/**
 * Pages whose POST a mail client sends from anywhere (RFC 8058 one-click: its provider's server, with another `Origin`
 * or none): the unsubscribe link (app/lib/mail/links.server.ts). The link's signed token is the proof, checked by the
 * page's action before anything is recorded (decision 067); the flood cap, size and body checks still apply.
 */
export const ONE_CLICK_PATHS: ReadonlySet<string> = new Set(["/unsubscribe"]);

/**
 * A flood cap on POSTs to the site's pages, counted before a body is read: far above what people send
 * (the forms' own limits are 3-60 in ten minutes), so only a flood meets it, and from then on its
 * posts are refused without reading them. The forms' limits apply after, in their actions.
 */
const pagePosts = createRateLimiter("page-post", { max: 1000, windowMs: 10 * 60 * 1000 });

/** Body types a browser form sends; the site's forms post nothing else. */
const FORM_BODY_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store", ...headers },
  });
}

/**
 * The address of a path with trailing slashes (not `/`) without them, its query kept; null for any other path.
 * Leading slashes become one, so `//evil.example/` stays on this site rather than naming another host.
 */
export function withoutTrailingSlash(url: URL): string | null {
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return null;
  return `/${url.pathname.replace(/^\/+|\/+$/g, "")}${url.search}`;
}

/**
 * The headers a POST goes on to Remix with. Remix checks the origin again before a page's action (`Origin` against
 * `X-Forwarded-Host`, else `Host`) and answers a mismatch with a bare 500: it gets the host this guard compared
 * (the URL's, which server/app.js built from what it trusts), and no `Origin` on a machine endpoint or a one-click
 * page, which prove themselves otherwise, so this guard's verdict is the only one.
 */
function headersForRemix(request: Request, url: URL, anyOrigin: boolean): Headers {
  const headers = new Headers(request.headers);
  headers.set("Host", url.host);
  headers.delete("X-Forwarded-Host");
  if (anyOrigin) headers.delete("Origin");
  return headers;
}

/**
 * Every request passes here before Remix sees it (app/entry.server.tsx), so no route can forget a check:
 * the method, a GET's address (with a trailing slash: a 308 to the address without), then for a POST its origin, its size (at most 64 KB, read into memory here so no action
 * parses an unbounded stream) and, for the site's forms, a body a form could have sent. Answers a refusal,
 * or the request to handle (a POST's body already read).
 */
export async function guardRequest(request: Request, clientAddress: string): Promise<Request | Response> {
  const url = new URL(request.url);
  const { pathname } = url;
  const refuse = (status: number, reason: string, message: string, headers?: Record<string, string>) => {
    logEvent("warn", { event: "request.refused", reason, method: request.method, path: pathname, client: clientAddress });
    return refusal(status, message, headers);
  };

  if (!(ALLOWED_METHODS as readonly string[]).includes(request.method)) {
    return refuse(405, "method", `${request.method} is not allowed here.`, { Allow: ALLOWED_METHODS.join(", ") });
  }
  if (request.method !== "POST") {
    const canonical = withoutTrailingSlash(url);
    // One address per page, so `/pricing/` is neither a second copy in the page cache nor a second render. No
    // Cache-Control: a 308 is heuristically cacheable (RFC 9110), like the site's other redirects.
    return canonical ? redirect(canonical, 308) : request;
  }

  const machine = MACHINE_ENDPOINTS.test(pathname);
  const anyOrigin = machine || ONE_CLICK_PATHS.has(pathname);
  if (!anyOrigin && !isSameOriginRequest(request)) {
    return refuse(403, "origin", "Forms of this site can only be sent from its own pages.");
  }
  if (!machine) {
    const verdict = await pagePosts.attempt(rateLimitIdentity(clientAddress));
    if (!verdict.allowed) {
      return refuse(429, "flood", "Too many forms sent from your connection. Please wait a few minutes and try again.", {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    }
  }
  let body: Uint8Array;
  try {
    body = await readBodyBytes(request, POST_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, "too-large", "This form is larger than the site accepts (64 KB).");
    return refuse(400, "unreadable", "The form could not be read. Please send it again.");
  }
  const guarded = new Request(request.url, {
    method: "POST",
    headers: headersForRemix(request, url, anyOrigin),
    body: body as Uint8Array<ArrayBuffer>,
    signal: request.signal,
  });
  if (machine) return guarded;

  if (!FORM_BODY_TYPES.test(request.headers.get("Content-Type") ?? "")) {
    return refuse(415, "content-type", "The site's forms are sent as form data.");
  }
  // A broken multipart body makes formData() throw: a client error, found here rather than as a 500 in the action.
  try {
    await guarded.clone().formData();
  } catch {
    return refuse(400, "unparsable", "The form could not be read. Please send it again.");
  }
  return guarded;
}
