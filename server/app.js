// @ts-check
// The Express adapter's own conversion of a Fetch response; requests are converted by ./site-request.js.
import { readdirSync } from "node:fs";
import { sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { preparedSecurityHeaders, securityHeaders } from "./security-headers.js";
import { clientAddress, fetchRequest, siteHost, siteUrl, trustedProxyHops } from "./site-request.js";

/**
 * @typedef {import("@remix-run/node").ServerBuild} ServerBuild
 * @typedef {import("../app/lib/page-cache/page-cache.server").PreparedAnswer} PreparedAnswer
 * @typedef {{
 *   answerFromPageCache: (request: { method: string, target: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, cookie: string | undefined }) => PreparedAnswer | null,
 *   preparedAnswerOf: (response: Response) => PreparedAnswer | undefined,
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

/** Log lines waiting for the end of this event-loop turn: one write for all the requests a turn finished. */
let pendingLines = "";

function flushLogLines() {
  if (pendingLines === "") return;
  const lines = pendingLines;
  pendingLines = "";
  process.stdout.write(lines);
}
process.on("exit", flushLogLines);

/**
 * One JSON line in the shape of the app's own log events (app/lib/core/log.server.ts): requests on stdout, batched per
 * event-loop turn (a write per request was 4 % of a cached page's cost under load), errors on stderr at once.
 * @param {"info" | "error"} level
 * @param {string} event
 * @param {Record<string, unknown>} fields
 */
function logLine(level, event, fields) {
  const line = `${JSON.stringify({ level, time: new Date().toISOString(), event, ...fields })}\n`;
  if (level === "error") return void process.stderr.write(line);
  if (pendingLines === "") setImmediate(flushLogLines);
  pendingLines += line;
}

/**
 * The request's log line once its answer is sent.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} path
 * @param {string} [cache] the page cache's outcome, when the answer's headers were written as a list (not readable back)
 */
function logWhenFinished(req, res, path, cache) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logLine("info", "request", {
      method: req.method,
      path,
      status: res.statusCode,
      cache: cache ?? res.getHeader("X-Page-Cache"),
      ms: Math.round(ms * 10) / 10,
    });
  });
}

/** One log line per request. */
/** @type {express.RequestHandler} */
function requestLog(req, res, next) {
  logWhenFinished(req, res, req.originalUrl);
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
 * The public folder's files, served as they are (cached for an hour). Only a path whose first segment names one of the
 * folder's entries is looked up: a page's path would otherwise cost a `stat` of a file that is not there (10 % of a
 * cached page's cost under load). The folder is part of the build: its entries do not change while the site runs.
 * @returns {express.RequestHandler}
 */
function publicFolder() {
  const names = new Set(readdirSync("public"));
  // No redirect of a folder to its address with a slash: the site answers that with a 308 to the address without.
  const serve = express.static("public", { maxAge: "1h", redirect: false });
  return (req, res, next) => {
    const segment = req.path.split("/")[1] ?? "";
    let name;
    try {
      name = decodeURIComponent(segment);
    } catch {
      return serve(req, res, next);
    }
    return names.has(name) ? serve(req, res, next) : next();
  };
}

/** Host header values already checked, so a hit does not parse the same value again; bounded. */
const readableHosts = new Map();
const READABLE_HOSTS_LIMIT = 64;

/** @param {string | undefined} host */
function isReadableHost(host) {
  if (host === undefined) return false;
  let readable = readableHosts.get(host);
  if (readable === undefined) {
    readable = siteHost(host) !== null;
    if (readableHosts.size >= READABLE_HOSTS_LIMIT) readableHosts.clear();
    readableHosts.set(host, readable);
  }
  return readable;
}

/**
 * Writes an answer the page cache prepared: its status, its headers as one list, its bytes.
 * @param {import("node:http").ServerResponse} res
 * @param {PreparedAnswer} answer
 * @param {readonly string[]} headers
 */
function writeAnswer(res, answer, headers) {
  res.writeHead(answer.status, /** @type {string[]} */ (headers));
  res.end(answer.body ?? undefined);
}

/**
 * The site: cached pages answered first, before Express (decision 081), then on Express: compression, the build's
 * fingerprinted assets (cached for a year), the public folder, and Remix for everything else through the entry's
 * `handleSiteRequest` (the request's CMS reads and the page cache; docs/architecture.md).
 * @param {{ build: ServerBuild, mode: string }} options
 * @returns {import("node:http").RequestListener}
 */
export function createApp({ build, mode }) {
  const production = mode === "production";
  const hooks = entryHooks(build);
  const app = express();
  app.disable("x-powered-by");
  const proxyHops = trustedProxyHops(process.env.TRUST_PROXY);
  app.set("trust proxy", proxyHops);
  // Security headers on every response, static files and errors included (server/security-headers.js).
  app.use(securityHeaders({ production }));
  // One compressed stream per response, not a flush per chunk (streamed HTML would grow 1.6×).
  app.use(compression());
  app.use(requestLog);
  app.use(allowOnlyMethods(hooks.ALLOWED_METHODS));
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
  app.use(publicFolder());
  const render = createRequestHandler(build, mode);
  app.all("*", (req, res, next) => {
    const url = siteUrl(req, proxyHops !== false);
    if (!url) return next(Object.assign(new Error("no usable Host"), { status: 400 }));
    const client = clientAddress(req);
    hooks
      .handleSiteRequest(fetchRequest(req, res, url), (request) => render(request, { clientAddress: client }), client)
      .then((response) => {
        const answer = hooks.preparedAnswerOf(response);
        // The app's headers appended to the middleware's, as sendRemixResponse does, without reading a stream.
        if (!answer) return sendRemixResponse(res, response);
        const { headers } = answer;
        for (let index = 0; index < headers.length; index += 2) res.append(String(headers[index]), headers[index + 1]);
        res.status(answer.status).end(answer.body ?? undefined);
      })
      .catch(next);
  });
  app.use(answerErrors);

  const withSecurityHeaders = preparedSecurityHeaders({ production });
  return (req, res) => {
    const method = req.method ?? "";
    if ((method === "GET" || method === "HEAD") && req.url?.startsWith("/") && isReadableHost(req.headers.host)) {
      const answer = hooks.answerFromPageCache({
        method,
        target: req.url,
        acceptEncoding: req.headers["accept-encoding"],
        ifNoneMatch: req.headers["if-none-match"],
        cookie: req.headers.cookie,
      });
      if (answer && !answer.compressibleAsIs) {
        logWhenFinished(req, res, req.url, "hit");
        return writeAnswer(res, answer, withSecurityHeaders(answer.headers));
      }
    }
    app(req, res);
  };
}
