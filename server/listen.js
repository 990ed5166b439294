// @ts-check
import { createServer } from "node:http";

/**
 * Listens at once, then runs the warm-up (the app's must-have check and search index): a hung CMS does not hold up
 * the start, and /readyz tells a load balancer when the instance is ready. The site runs without the warm-up if it
 * fails.
 * @param {import("node:http").RequestListener} app
 * @param {{ port: number, host?: string, warmUp: () => Promise<void>, onListening: () => void }} options
 * @returns {import("node:http").Server}
 */
export function listenThenWarmUp(app, { port, host, warmUp, onListening }) {
  const server = createServer(app);
  if (host) server.listen(port, host, onListening);
  else server.listen(port, onListening);
  // Idle keep-alive connections stay open longer than a load balancer's or a client's (60 s is the common idle limit):
  // a server that closes first races the client reusing the socket, which then sees a reset. Shutdown sweeps idle ones.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  warmUp().catch((/** @type {unknown} */ error) =>
    console.warn(`Warm-up skipped: ${error instanceof Error ? error.message : String(error)}`),
  );
  return server;
}
