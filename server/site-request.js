// @ts-check
import { isIP, isIPv4, isIPv6 } from "node:net";
import { createRemixHeaders } from "@remix-run/express/dist/server.js";
import { createReadableStreamFromReadable } from "@remix-run/node";

/**
 * What a request is as this deployment sees it: its address (scheme, host, path) and its client. Headers a proxy
 * writes count only when `TRUST_PROXY` says proxies are in front (docs/decisions/051-forwarded-headers-and-hosts.md);
 * the app gets the result and never the headers themselves.
 */

/**
 * Express's `trust proxy` from `TRUST_PROXY`: the number of proxies in front of the site (a CDN and a
 * load balancer: 2). The client is then the address that many hops from the right of
 * `X-Forwarded-For`; unset or 0, the socket's peer, so a visitor cannot choose its own address.
 * @param {string | undefined} value
 * @returns {number | false}
 */
export function trustedProxyHops(value) {
  if (value === undefined || value.trim() === "") return false;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the site (0-10), not "${value}"`);
  }
  return hops === 0 ? false : hops;
}

/** Headers proxies write about the visitor's connection (RFC 7239's `Forwarded` and the de facto `X-` ones). */
const FORWARDING_HEADER = /^(forwarded|x-forwarded-.+|x-real-ip)$/;

/** The default ports of http and https: a proxy naming one (`example.com:443`) names the same site as without it. */
const DEFAULT_PORTS = new Set(["80", "443"]);

/**
 * A `Host` or `X-Forwarded-Host` value as the host of the site's URLs: lower-case, a default port dropped; null for
 * what is not a host and port (a path, credentials, spaces, a port past 65535).
 * @param {string | undefined} authority
 * @returns {string | null}
 */
export function siteHost(authority) {
  if (!authority || /[\s/\\?#@]/.test(authority)) return null;
  let url;
  try {
    url = new URL(`http://${authority}`);
  } catch {
    return null;
  }
  if (DEFAULT_PORTS.has(url.port)) url.port = "";
  return url.host;
}

/**
 * The first of a header's comma-separated values, as Express reads `X-Forwarded-Proto` and `X-Forwarded-Host`.
 * @param {string | undefined} value
 */
function firstValue(value) {
  return value?.split(",")[0]?.trim();
}

/**
 * The request's URL: scheme and host from `X-Forwarded-Proto` and `X-Forwarded-Host` when proxies are trusted and
 * they hold a scheme and a host, else from the socket and `Host`. Null when no host can be read, or for a target
 * that is not a path (the absolute form a proxy is sent).
 * @param {import("express").Request} req
 * @param {boolean} trustProxies
 * @returns {URL | null}
 */
export function siteUrl(req, trustProxies) {
  const forwardedScheme = trustProxies ? firstValue(req.get("X-Forwarded-Proto"))?.toLowerCase() : undefined;
  const scheme = forwardedScheme === "http" || forwardedScheme === "https" ? forwardedScheme : "encrypted" in req.socket ? "https" : "http";
  const host = (trustProxies ? siteHost(firstValue(req.get("X-Forwarded-Host"))) : null) ?? siteHost(req.get("Host"));
  if (!host || !req.originalUrl.startsWith("/")) return null;
  return new URL(`${scheme}://${host}${req.originalUrl}`);
}

/**
 * A client address as a proxy writes it in `X-Forwarded-For`: IPv4 with or without `:port`, IPv6 bare or in
 * brackets with or without `:port`, returned without the port; null for anything else.
 * @param {string} value
 * @returns {string | null}
 */
export function parseClientAddress(value) {
  const text = value.trim();
  if (isIP(text)) return text;
  const match = /^(?:\[([^\]]+)\]|([\d.]+))(?::(\d{1,5}))?$/.exec(text);
  if (!match || Number(match[3] ?? 0) > 65535) return null;
  const [, ipv6, ipv4] = match;
  if (ipv6 !== undefined) return isIPv6(ipv6) ? ipv6 : null;
  return ipv4 !== undefined && isIPv4(ipv4) ? ipv4 : null;
}

/**
 * Who the client is for rate limits: Express's `req.ip` (the socket's peer, or with trusted proxies the address
 * they name in `X-Forwarded-For`), or the socket's peer when that is not an address, so a made-up value (`ip:port`
 * variants, garbage) cannot open a fresh limit.
 * @param {import("express").Request} req
 */
export function clientAddress(req) {
  return parseClientAddress(req.ip ?? "") ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * The Fetch `Request` the app gets: `url` (siteUrl), the visitor's headers without the forwarding ones (what is
 * trusted of them is in the URL and the client address) and with `Host` naming the URL's host, the body as a stream.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {URL} url
 */
export function fetchRequest(req, res, url) {
  const headers = createRemixHeaders(req.headers);
  for (const name of [...headers.keys()]) if (FORWARDING_HEADER.test(name)) headers.delete(name);
  headers.set("Host", url.host);
  const controller = new AbortController();
  // Loaders and actions stop when the connection closes before the answer is sent.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}
