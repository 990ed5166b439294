import { json, type AppLoadContext } from "@remix-run/node";
import { logEvent } from "~/lib/core/log.server";
import { BodyTooLargeError, readTextBody } from "~/lib/security/body.server";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { campaignVisits } from "~/lib/campaigns/visits.server";
import { cleanAttribution } from "~/lib/submissions/attribution";

/** Five short fields: a few hundred bytes, and never more than this. */
const VISIT_BODY_LIMIT_BYTES = 2048;
/** A tab's first page sends one: far above a person opening tabs, far below a script. */
const visitLimit = createRateLimiter("visit", { max: 60, windowMs: 10 * 60 * 1000 });

const noStore = { "Cache-Control": "no-store" };

/**
 * `POST /api/visits` (`source`, `medium`, `campaign`, `referrer`, `landing`), sent once by a tab's first page
 * (landing-attribution.tsx), so the page's HTML stays the same for everyone: a visit counted once per anonymous visitor
 * a day (`campaignVisits`). Values that are too long or malformed are counted as unknown (''); a bot or a repeat counts
 * nothing. The request guard has already checked the body's type and that it comes from this site's pages.
 */
export async function handleVisitBeacon(request: Request, context: AppLoadContext | undefined): Promise<Response> {
  if (request.method !== "POST") return new Response("Use POST.", { status: 405, headers: { Allow: "POST", ...noStore } });
  let body: string;
  try {
    body = await readTextBody(request, VISIT_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return json({ error: `The body may be at most ${VISIT_BODY_LIMIT_BYTES} bytes.` }, { status: 413, headers: noStore });
    throw error;
  }
  const attribution = cleanAttribution(Object.fromEntries(new URLSearchParams(body)));
  if (!attribution.landing) return json({ error: "Name the page the visit began on by its path." }, { status: 400, headers: noStore });
  const address = clientAddressOf(context);
  if (!(await visitLimit.attempt(address)).allowed)
    return json({ error: "Too many visits from your connection." }, { status: 429, headers: noStore });
  try {
    const outcome = await campaignVisits().record("visit", attribution, { address, userAgent: request.headers.get("User-Agent") ?? "" });
    if (outcome === "counted") logEvent("info", { event: "campaign.visit", source: attribution.source, campaign: attribution.campaign });
  } catch (error) {
    logEvent("warn", { event: "campaign.visit_not_counted", reason: error instanceof Error ? error.message : String(error) });
    return json({ error: "Visits cannot be counted just now." }, { status: 503, headers: noStore });
  }
  return new Response(null, { status: 204, headers: noStore });
}
