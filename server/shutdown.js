// @ts-check

/** How long requests under way may take to finish once the server is told to stop. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * Stops taking connections, lets the requests under way finish (at most `graceMs`), then closes the storage. True
 * when every request finished in time; false when the grace ran out and the connections left were cut.
 * @param {import("node:http").Server} server
 * @param {{ closeStorage: () => Promise<void>, graceMs?: number }} options
 * @returns {Promise<boolean>}
 */
export async function drain(server, { closeStorage, graceMs = DRAIN_GRACE_MS }) {
  const closed = new Promise((resolve) => server.close(() => resolve(true)));
  // A keep-alive connection whose request has finished would hold `close` until the client hangs up: each one is
  // closed as soon as it is idle.
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  /** @type {NodeJS.Timeout | undefined} */
  let graceTimer;
  const graceOver = new Promise((resolve) => (graceTimer = setTimeout(() => resolve(false), graceMs)));
  const finished = /** @type {boolean} */ (await Promise.race([closed, graceOver]));
  clearInterval(idleSweep);
  clearTimeout(graceTimer);
  if (!finished) server.closeAllConnections();
  await closeStorage();
  return finished;
}

/**
 * On SIGTERM or SIGINT (a deploy, a load balancer taking the instance out, Ctrl-C, the worker pool's primary): drains
 * the server, then exits 0, or 1 when requests were cut at the end of the grace or the storage failed to close. A
 * second signal while draining changes nothing (a worker under a terminal gets Ctrl-C's SIGINT and its primary's
 * SIGTERM).
 * @param {import("node:http").Server} server
 * @param {{ closeStorage: () => Promise<void>, beforeDrain?: () => void }} options
 */
export function drainOnSignals(server, { closeStorage, beforeDrain }) {
  let draining = false;
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (draining) return;
    draining = true;
    console.info(`${signal}: closing the server (pid ${process.pid})`);
    beforeDrain?.();
    drain(server, { closeStorage }).then(
      (finished) => process.exit(finished ? 0 : 1),
      (/** @type {unknown} */ error) => {
        console.error(`Closing the storage failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
