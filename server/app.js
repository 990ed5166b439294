// @ts-check
// The Express adapter's own conversion of a Fetch response; requests are converted by ./site-request.js.
import { sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { securityHeaders } from "./security-headers.js";
import { clientAddress, fetchRequest, siteUrl, trustedProxyHops } from "./site-request.js";

/**
 * @typedef {import("@remix-run/node").ServerBuild} ServerBuild
 * @typedef {{
 *   handleSiteRequest: (request: Request, render: (request: Request) => Promise<Response>, clientAddress: string) => Promise<Response>,
 *   samplePreviewNotice: (origin: string) => string | null,
 *   warmUp: () => Promise<void>,
 *   startupProblem: () => Promise<string | null>,
 *   signingSecretsNotice: () => string,
 *   firstOperatorNotice: () => Promise<string | null>,
 *   startupNotices: () => Promise<string[]>,
 *   ALLOWED_METHODS: readonly string[],
 *   migrateSiteDatabase: () => Promise<string[]>,
 *   startSiteServices: () => void,
 *   closeSite: () => Promise<void>,
 * }} SiteEntryHooks What app/entry.server.tsx exports for this server besides Remix's own entry exports.
 */

/**
 * The hooks of app/entry.server.tsx this server calls.
 * @param {ServerBuild} build
 * @returns {SiteEntryHooks}
 */
export function entryHooks(build) {
  return /** @type {SiteEntryHooks} */ (/** @type {unknown} */ (build.entry.module));
}

/**
 * What the start says once its checks passed, one line each, printed once (by the server alone, or by a worker pool's
 * preparation for all its workers): where each signing secret comes from, and how to create the first operator while
 * the database has none.
 * @param {ServerBuild} build
 * @returns {Promise<string[]>}
 */
export async function startNotices(build) {
  const hooks = entryHooks(build);
  const firstOperator = await hooks.firstOperatorNotice();
  return [hooks.signingSecretsNotice(), ...(firstOperator ? [firstOperator] : [])];
}

/**
 * One JSON line in the shape of the app's own log events (app/lib/core/log.server.ts): requests on stdout, errors on stderr.
 * @param {"info" | "error"} level
 * @param {string} event
 * @param {Record<string, unknown>} fields
 */
function logLine(level, event, fields) {
  const line = `${JSON.stringify({ level, time: new Date().toISOString(), event, ...fields })}\n`;
  (level === "error" ? process.stderr : process.stdout).write(line);
}

/** One log line per request. */
/** @type {express.RequestHandler} */
function requestLog(req, res, next) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logLine("info", "request", {
      method: req.method,
      path: req.originalUrl,
      status: res.statusCode,
      cache: res.getHeader("X-Page-Cache"),
      ms: Math.round(ms * 10) / 10,
    });
  });
  next();
}

/**
 * Refuses methods the site does not answer (405), before anything else sees them: static files pass other
 * methods on, and Remix's conversion to a Fetch `Request` throws on TRACE or CONNECT (a 500). The request
 * guard refuses the same methods for its other callers (app/lib/security/request-guard.server.ts).
 * @param {readonly string[]} allowed
 * @returns {express.RequestHandler}
 */
export function allowOnlyMethods(allowed) {
  const allow = allowed.join(", ");
  return (req, res, next) => {
    if (allowed.includes(req.method)) return next();
    res
      .status(405)
      .set({ Allow: allow, "Cache-Control": "private, no-store" })
      .type("text/plain")
      .send(`${req.method} is not allowed here.\n`);
  };
}

/**
 * The last handler: an error Express or the app raised (a malformed path, a bug) answered in plain text with
 * the site's headers, never Express's own page (which replaced the security policy) and never a stack. A
 * client's fault keeps its 4xx status; anything else is a 500, logged.
 * @type {express.ErrorRequestHandler}
 */
export function answerErrors(error, req, res, next) {
  if (res.headersSent) return next(error);
  const declared = Number(error?.status ?? error?.statusCode);
  const status = declared >= 400 && declared < 500 ? declared : 500;
  if (status === 500)
    logLine("error", "request.failed", { method: req.method, path: req.originalUrl, reason: String(error?.message ?? error) });
  const message =
    status === 500 ? "Something went wrong on our side. Please try again in a minute." : "This address or request could not be understood.";
  res.status(status).set("Cache-Control", "private, no-store").type("text/plain").send(`${message}\n`);
}

/**
 * The site on Express: compression, the build's fingerprinted assets (cached for a year), the
 * public folder, and Remix for everything else through the entry's `handleSiteRequest` (the
 * request's CMS reads and the page cache; docs/architecture.md).
 * @param {{ build: ServerBuild, mode: string }} options
 */
export function createApp({ build, mode }) {
  const app = express();
  app.disable("x-powered-by");
  const proxyHops = trustedProxyHops(process.env.TRUST_PROXY);
  app.set("trust proxy", proxyHops);
  // Security headers on every response, static files and errors included (server/security-headers.js).
  app.use(securityHeaders({ production: mode === "production" }));
  // One compressed stream per response, not a flush per chunk (streamed HTML would grow 1.6×).
  app.use(compression());
  app.use(requestLog);
  app.use(allowOnlyMethods(entryHooks(build).ALLOWED_METHODS));
  // Build assets as `npm run build` compressed them (scripts/precompress-assets.ts), else as they are.
  app.use(
    build.publicPath,
    expressStaticGzip(build.assetsBuildDirectory, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", redirect: false },
    }),
  );
  // No redirect of a folder to its address with a slash: the site answers that with a 308 to the address without.
  app.use(express.static("public", { maxAge: "1h", redirect: false }));
  const render = createRequestHandler(build, mode);
  const { handleSiteRequest } = entryHooks(build);
  app.all("*", (req, res, next) => {
    const url = siteUrl(req, proxyHops !== false);
    if (!url) return next(Object.assign(new Error("no usable Host"), { status: 400 }));
    const client = clientAddress(req);
    handleSiteRequest(fetchRequest(req, res, url), (request) => render(request, { clientAddress: client }), client)
      .then((response) => sendRemixResponse(res, response))
      .catch(next);
  });
  app.use(answerErrors);
  return app;
}
