import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { expect } from "vitest";

/** The secret the Sanity-mode integration tests set as SANITY_WEBHOOK_SECRET. */
export const TEST_WEBHOOK_SECRET = "webhook-secret";

type Signing = { secret?: string; method?: string; signedAt?: number; signature?: string };

/** The request Sanity's webhook sends with `body`, signed as Sanity signs it unless `signature` says otherwise. */
export async function sanityWebhookRequest(
  body: string,
  { secret = TEST_WEBHOOK_SECRET, method = "POST", signedAt = Date.now(), signature }: Signing = {},
): Promise<Request> {
  const headers = new Headers({ "Content-Type": "application/json" });
  headers.set(SIGNATURE_HEADER_NAME, signature ?? (await encodeSignatureHeader(body, signedAt, secret)));
  return new Request("http://localhost/api/webhooks/sanity", { method, headers, body: method === "GET" ? undefined : body });
}

/** The site's webhook route given `body` as Sanity would send it. */
export async function sendSanityWebhook(body: string, signing: Signing = {}): Promise<Response> {
  const { action } = await import("~/routes/api.webhooks.sanity");
  return action({ request: await sanityWebhookRequest(body, signing), params: {}, context: {} });
}

/** Tells the site that `document` was published, as Sanity's webhook does, and expects the site to take it. */
export async function announcePublish(document: { _id: string; _type: string }): Promise<void> {
  const response = await sendSanityWebhook(JSON.stringify(document));
  expect(response.status).toBe(200);
}
