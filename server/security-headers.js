// @ts-check
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet from "helmet";

/**
 * The Content-Security-Policy of every response that is not an HTML page (loader data, feeds,
 * robots.txt, assets, API answers, Express's own errors): nothing may load from it and nothing may
 * frame it. An HTML page sets its own policy with its inline scripts' hashes (app/entry.server.tsx), and that
 * one is kept.
 */
export const NON_DOCUMENT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Browser features the site never uses, refused to the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "bluetooth",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Two years, the value browsers' preload lists ask for. */
const HSTS_SECONDS = 63_072_000;

/**
 * Just before the headers are written: the non-document policy when the app set none, and
 * `X-Frame-Options` only where the policy forbids all framing (a preview page may be framed by the
 * Studio; there `frame-ancestors` alone decides, as browsers that know it ignore X-Frame-Options).
 * @param {import("node:http").ServerResponse} res
 */
function completeFramingHeaders(res) {
  const policy = res.getHeader("Content-Security-Policy");
  if (policy === undefined) {
    res.setHeader("Content-Security-Policy", NON_DOCUMENT_CONTENT_SECURITY_POLICY);
  } else if (!/(^|;)\s*frame-ancestors 'none'\s*(;|$)/.test(String(policy))) {
    res.removeHeader("X-Frame-Options");
  }
}

/**
 * Security headers on every response the server sends, whoever answers it (static files, Remix,
 * errors): helmet's (HSTS in production only, nosniff, Referrer-Policy, COOP, CORP, X-Frame-Options…)
 * with its CSP off, since pages set their own, plus Permissions-Policy, which helmet lacks.
 * @param {{ production: boolean }} options
 * @returns {import("express").RequestHandler}
 */
export function securityHeaders({ production }) {
  const helmetHeaders = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: production ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    const writeHead = res.writeHead;
    // Every way a response starts (res.end, a piped stream, an explicit writeHead) goes through writeHead.
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {any[]} */ ...args) {
        completeFramingHeaders(res);
        return /** @type {Function} */ (writeHead).apply(res, args);
      }
    );
    helmetHeaders(req, res, next);
  };
}

/**
 * The complete header list of an answer written before Express (server/app.js, decision 081): the app's headers with
 * what the middleware above adds, computed by running that middleware once per header list on a response that is
 * never sent, so the two paths cannot drift apart. The result is remembered for as long as the list lives.
 * @param {{ production: boolean }} options
 * @returns {(appHeaders: readonly string[]) => string[]}
 */
export function preparedSecurityHeaders(options) {
  const middleware = securityHeaders(options);
  /** @type {WeakMap<readonly string[], string[]>} */
  const complete = new WeakMap();
  return (appHeaders) => {
    let headers = complete.get(appHeaders);
    if (headers) return headers;
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    middleware(/** @type {any} */ (request), /** @type {any} */ (response), () => undefined);
    // As @remix-run/express's sendRemixResponse writes an app's headers: appended to what the middleware set.
    for (let index = 0; index < appHeaders.length; index += 2)
      response.appendHeader(String(appHeaders[index]), String(appHeaders[index + 1]));
    completeFramingHeaders(response);
    headers = [];
    for (const [name, value] of Object.entries(response.getHeaders())) {
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    complete.set(appHeaders, headers);
    return headers;
  };
}
