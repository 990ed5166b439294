// @ts-check
/**
 * A worker pool of server/workers.js around a tiny app, for tests/integration/worker-pool.test.ts: the real cluster,
 * supervision and drain, without a build. Each process prints what it does on stdout, one line each.
 *   PORT, WEB_CONCURRENCY; FAIL_TO_PREPARE=1: the preparation fails; FAIL_AT_START=1: every worker exits before it
 *   listens.
 * Routes: /pid (the worker's pid), /crash (the worker exits 3), /slow (answers once the worker is told to stop).
 */
import { createServer } from "node:http";
import { drainOnSignals } from "../../server/shutdown.js";
import { superviseWorkerPool } from "../../server/workers.js";

await superviseWorkerPool(process.env.WEB_CONCURRENCY, async () => {
  console.log("prepared");
  return process.env.FAIL_TO_PREPARE ? 1 : 0;
});

if (process.env.FAIL_AT_START) process.exit(2);
let stopping = () => {};
const stopped = new Promise((resolve) => (stopping = () => resolve(undefined)));
const server = createServer((request, response) => {
  if (request.url === "/crash") process.exit(3);
  if (request.url === "/slow") {
    console.log(`slow request ${process.pid}`);
    void stopped.then(() => response.end("slow done"));
    return;
  }
  response.end(String(process.pid));
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log(`listening ${process.pid}`));
drainOnSignals(server, {
  closeStorage: async () => console.log(`storage closed ${process.pid}`),
  beforeDrain: () => stopping(),
});
