import { json } from "@remix-run/node";
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { z } from "zod";
import { logEvent } from "~/lib/core/log.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { BodyTooLargeError, readTextBody } from "~/lib/security/body.server";
import { changeTags } from "~/lib/cms/dependencies";
import { DRAFTS_PREFIX, isPublishedId } from "~/lib/cms/perspective";
import { BroadcastNotSentError } from "~/lib/publish/broadcast.server";
import { sitePublisher, type Publisher } from "~/lib/publish/publisher.server";
import { RETRY_AFTER_SECONDS } from "~/lib/cache-control";

/** The projection the webhook sends is `{_id, _type}`: a few hundred bytes at most. */
const WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024;

const changeModel = z.object({
  _id: z.string().min(1).max(200),
  _type: z.string().min(1).max(100),
});

/** How far a signature's time (`t=` in the header) may be from the server's clock: Sanity signs as it sends. */
const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;
/**
 * The signatures accepted within the tolerance, each once: a signature older than that is refused by its time anyway,
 * so the store holds the last 5 minutes' only. Kept in the site's database: a replay sent to another instance is refused too
 * (decision 058).
 */
const acceptedSignatures = createRateLimiter("sanity-webhook-signature", { max: 1, windowMs: SIGNATURE_TOLERANCE_MS });

function refuse(status: number, reason: string, message: string, headers: Record<string, string> = {}): Response {
  logEvent("warn", { event: "webhook.refused", status, reason });
  return json({ error: message }, { status, headers });
}

async function signedBy(body: string, signature: string, secret: string): Promise<boolean> {
  try {
    return await isValidSignature(body, signature, secret);
  } catch {
    // A signature header that is not even well formed.
    return false;
  }
}

/**
 * `POST /api/webhooks/sanity`: Sanity's GROQ-powered webhook after a publish, change or delete.
 * The signature is verified with `SANITY_WEBHOOK_SECRET`, its time must be within 5 minutes and its
 * signature new (no replay); then the publish is announced to every instance, and each purges every cached
 * CMS result and page that depends on the document (app/lib/cms/dependencies.ts), so the next request
 * shows the change; the CDN is asked to purge the same tags (decision 059).
 */
export async function handlePublishWebhook(
  request: Request,
  publisher: Pick<Publisher, "publish"> = sitePublisher(),
  secret: string | undefined = process.env.SANITY_WEBHOOK_SECRET?.trim(),
): Promise<Response> {
  if (request.method !== "POST") return refuse(405, "method", "Use POST.", { Allow: "POST" });
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!secret) return refuse(401, "no-secret-configured", "Webhooks are not accepted: SANITY_WEBHOOK_SECRET is not set.");
  if (!signature) return refuse(401, "no-signature", `Missing ${SIGNATURE_HEADER_NAME} header.`);
  let body: string;
  try {
    body = await readTextBody(request, WEBHOOK_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, "too-large", `The body may be at most ${WEBHOOK_BODY_LIMIT_BYTES} bytes.`);
    throw error;
  }
  if (!(await signedBy(body, signature, secret))) return refuse(401, "bad-signature", "Invalid signature.");
  const { timestamp, hashedPayload } = decodeSignatureHeader(signature);
  if (Math.abs(Date.now() - timestamp) > SIGNATURE_TOLERANCE_MS)
    return refuse(401, "stale-signature", "The signature's time is more than 5 minutes from the server's: the event is not sent now.");
  if (!(await acceptedSignatures.attempt(hashedPayload)).allowed)
    return refuse(409, "replay", "This signed event was received before: it is purged once only.");
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return refuse(400, "not-json", "The body must be JSON.");
  }
  const change = changeModel.safeParse(payload);
  if (!change.success) return refuse(400, "no-document", 'The body must name the document: {"_id", "_type"}.');
  // A draft or a release's version changes nothing visitors see (the webhook's filter should leave them out anyway), nor
  // does a release's own document: when it publishes, each of its documents arrives as a published one.
  if (!isPublishedId(change.data._id)) return json({ purged: 0, ignored: change.data._id.startsWith(DRAFTS_PREFIX) ? "draft" : "release" });
  try {
    return json({ purged: await publisher.publish(changeTags(change.data)) });
  } catch (error) {
    if (!(error instanceof BroadcastNotSentError)) throw error;
    // Nothing was purged anywhere: Sanity sends the event again, and every instance purges then, so its signature is
    // forgotten (a resend of the same signed event is no replay).
    logEvent("error", { event: "webhook.broadcast_failed", id: change.data._id, reason: error.message });
    await acceptedSignatures.forget(hashedPayload).catch(() => undefined);
    return json(
      { error: "The publish could not be passed on to every instance; nothing was purged. Send it again." },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
}
