import type { AppLoadContext } from "@remix-run/node";
import ipaddr from "ipaddr.js";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The visitor's address as this deployment sees it (server/app.js): the socket's peer, or with
     * `TRUST_PROXY=<hops>` the address that many hops from the right of `X-Forwarded-For`, without its port
     * (the socket's peer when that is no address: server/site-request.js). Never read from a header the visitor
     * controls.
     */
    clientAddress?: string;
  }
}

/**
 * Who a client is for rate limits: an IPv4 address itself (an IPv4-mapped IPv6 address too), an IPv6
 * address its /64, the block one line or server is given, so a host cannot get a fresh limit (and a new
 * entry in the limiter's memory) from each of its 2^64 addresses.
 */
export function rateLimitIdentity(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).toNormalizedString().split(":").slice(0, 4).join(":");
  return `${prefix}::/64`;
}

/** What rate limits key on (rateLimitIdentity); requests made without the server (tests, scripts) share one key. */
export function clientAddressOf(context: AppLoadContext | undefined): string {
  return context?.clientAddress ? rateLimitIdentity(context.clientAddress) : "unknown";
}
