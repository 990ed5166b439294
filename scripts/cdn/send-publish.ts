/**
 * `npm run publish:send -- --to http://127.0.0.1:3001 [--id siteSettings] [--type siteSettings]`: sends the publish
 * webhook Sanity sends, signed with `SANITY_WEBHOOK_SECRET` as Sanity signs it, to one instance; prints its answer. For
 * trying a publish across instances and the CDN without a Sanity project (docs/deploy.md).
 */
import { parseArgs } from "node:util";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

const { values } = parseArgs({
  options: { to: { type: "string" }, id: { type: "string", default: "siteSettings" }, type: { type: "string", default: "siteSettings" } },
});
const secret = process.env.SANITY_WEBHOOK_SECRET?.trim();
if (!values.to || !secret) {
  console.error("Usage: SANITY_WEBHOOK_SECRET=… npm run publish:send -- --to http://127.0.0.1:3001 [--id ID] [--type TYPE]");
  process.exit(1);
}
const body = JSON.stringify({ _id: values.id, _type: values.type });
const response = await fetch(new URL("/api/webhooks/sanity", values.to), {
  method: "POST",
  headers: { "Content-Type": "application/json", [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret) },
  body,
});
console.log(`${response.status} ${await response.text()}`);
process.exit(response.ok ? 0 : 1);
