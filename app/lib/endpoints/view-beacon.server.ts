import { json, type AppLoadContext } from "@remix-run/node";
import { logEvent } from "~/lib/core/log.server";
import { BodyTooLargeError, readTextBody } from "~/lib/security/body.server";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { publishedPosts } from "~/lib/blog/posts.server";
import { postViews } from "~/lib/blog/views.server";

/** The beacon says which post was shown: a slug, a few bytes. */
const VIEW_BODY_LIMIT_BYTES = 1024;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Far above a reader's pace (a post a minute for ten minutes, and more), far below a script's. */
const viewLimit = createRateLimiter("view", { max: 60, windowMs: 10 * 60 * 1000 });

const answer = (status: number, error?: string) =>
  error
    ? json({ error }, { status, headers: { "Cache-Control": "no-store" } })
    : new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * `POST /api/views` (`slug=…`), sent by a post's page once it is shown, so the page's HTML stays cacheable. Counted
 * once per visitor per day (`postViews`); a bot, a repeat or an unknown post counts nothing. The request guard has
 * already checked the method's body type and that it comes from this site's pages.
 */
export async function handleViewBeacon(request: Request, context: AppLoadContext | undefined): Promise<Response> {
  if (request.method !== "POST") return new Response("Use POST.", { status: 405, headers: { Allow: "POST" } });
  let body: string;
  try {
    body = await readTextBody(request, VIEW_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(413, `The body may be at most ${VIEW_BODY_LIMIT_BYTES} bytes.`);
    throw error;
  }
  const slug = new URLSearchParams(body).get("slug") ?? "";
  if (!SLUG.test(slug) || slug.length > 120) return answer(400, "Name the post by its slug.");
  const address = clientAddressOf(context);
  const verdict = await viewLimit.attempt(address);
  if (!verdict.allowed) return answer(429, "Too many views from your connection.");
  if (!(await publishedPosts()).some((post) => post.slug === slug)) return answer(404, "No published post has that slug.");
  let outcome;
  try {
    outcome = await postViews().record(slug, { address, userAgent: request.headers.get("User-Agent") ?? "" });
  } catch (error) {
    logEvent("warn", { event: "post.view_not_counted", slug, reason: error instanceof Error ? error.message : String(error) });
    return answer(503, "Views cannot be counted just now.");
  }
  if (outcome === "counted") logEvent("info", { event: "post.viewed", slug });
  return answer(204);
}
