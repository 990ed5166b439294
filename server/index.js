// @ts-check
/**
 * `npm start` / `npm run serve`: the production server; `npm run dev` runs it under `remix dev`,
 * which restarts it after each rebuild and is told when the new build is being served.
 *   PORT (default 3000), HOST (default all interfaces), WEB_CONCURRENCY (worker processes, default 1), NODE_ENV
 *   (default production: server/run-mode.js).
 */
// First: NODE_ENV is settled before any module reads it.
import { runMode } from "./run-mode.js";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady } from "@remix-run/node";
import { createApp, entryHooks, startNotices } from "./app.js";
import { collectGarbageWhenIdle } from "./idle-gc.js";
import { listenThenWarmUp } from "./listen.js";
import { drainOnSignals } from "./shutdown.js";
import { isPoolWorker, superviseWorkerPool, workerName } from "./workers.js";

const BUILD_PATH = path.resolve("build/index.js");
// WEB_CONCURRENCY > 1: this process only forks and watches the workers, which run this file to serve; it never gets
// past this line and never loads the app (server/workers.js).
await superviseWorkerPool(process.env.WEB_CONCURRENCY);

/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(BUILD_PATH).href);
const problem = await entryHooks(build).startupProblem();
if (problem) {
  console.error(`Not starting: ${problem}`);
  process.exit(1);
}
// A pool's preparation said them once for all its workers.
if (!isPoolWorker()) for (const line of await startNotices(build)) console.info(line);
entryHooks(build).startSiteServices();
const mode = runMode === "development" ? "development" : "production";
const app = createApp({ build, mode });
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST;
const onListening = () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? address : { address: "localhost", port };
  const origin = `http://${shown.address === "::" || shown.address === "0.0.0.0" ? "localhost" : shown.address}:${shown.port}`;
  console.info(`XchangeKit site listening on ${origin} (NODE_ENV=${runMode}${workerName()})`);
  const notice = entryHooks(build).samplePreviewNotice(origin);
  if (notice) console.info(notice);
  if (mode === "development") broadcastDevReady(build);
};
const server = listenThenWarmUp(app, { port, host, warmUp: entryHooks(build).warmUp, onListening });
const idleGc = collectGarbageWhenIdle();
server.on("request", idleGc.requestSeen);
drainOnSignals(server, { closeStorage: entryHooks(build).closeSite, beforeDrain: idleGc.stop });
