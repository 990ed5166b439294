// @ts-check
import cluster from "node:cluster";
import { broadcastDevReady } from "@remix-run/node";
import { createApp, entryHooks } from "./app.js";
import { collectGarbageWhenIdle } from "./idle-gc.js";
import { listenThenWarmUp } from "./listen.js";
import { drainOnSignals } from "./shutdown.js";

/**
 * Serves the build on PORT (default 3000) and HOST (default all interfaces), alone or as one worker of a pool (a
 * worker's listen is shared through its primary); drains on SIGTERM or SIGINT.
 * @param {import("@remix-run/node").ServerBuild} build
 * @param {string} mode
 */
export function serveSite(build, mode) {
  const hooks = entryHooks(build);
  const app = createApp({ build, mode });
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST;
  const onListening = () => {
    const address = server.address();
    const shown = typeof address === "object" && address ? address : { address: "localhost", port };
    const origin = `http://${shown.address === "::" || shown.address === "0.0.0.0" ? "localhost" : shown.address}:${shown.port}`;
    const worker = cluster.isWorker ? `, worker ${cluster.worker?.id} pid ${process.pid}` : "";
    console.info(`XchangeKit site listening on ${origin} (${mode}${worker})`);
    const notice = hooks.samplePreviewNotice(origin);
    if (notice && !(cluster.worker && cluster.worker.id > 1)) console.info(notice);
    if (mode === "development") broadcastDevReady(build);
  };
  const server = listenThenWarmUp(app, { port, host, warmUp: hooks.warmUp, onListening });
  const idleGc = collectGarbageWhenIdle();
  server.on("request", idleGc.requestSeen);
  drainOnSignals(server, { closeStorage: hooks.closeSiteStorage, beforeDrain: idleGc.stop });
}
