import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The visitor's address as this deployment sees it (server/app.js): the socket's peer, or with
     * `TRUST_PROXY=<hops>` the address that many hops from the right of `X-Forwarded-For`. Never read
     * from a header the visitor controls.
     */
    clientAddress?: string;
  }
}

/** What rate limits key on; requests made without the server (tests, scripts) share one key. */
export function clientAddressOf(context: AppLoadContext | undefined): string {
  return context?.clientAddress || "unknown";
}
