// @ts-check
/**
 * A worker pool of server/workers.js around a tiny app, for tests/integration/worker-pool.test.ts: the real cluster,
 * supervision and drain, without a build. Each process prints what it does on stdout, one line each.
 *   PORT, WEB_CONCURRENCY; FAIL_AT_START=1: every worker exits before it listens.
 * Routes: /pid (the worker's pid), /crash (the worker exits 3), /slow (answers once the worker is told to stop).
 */
import cluster from "node:cluster";
import { createServer } from "node:http";
import { drainOnSignals } from "../../server/shutdown.js";
import { startWorkerPool } from "../../server/workers.js";

const role = cluster.isPrimary ? "primary" : "worker";
const storage = {
  migrateSiteDatabase: async () => {
    console.log(`migrated by ${role}`);
    return [];
  },
  closeSiteStorage: async () => console.log(`storage closed by ${role} ${process.pid}`),
};

if (!(await startWorkerPool(process.env.WEB_CONCURRENCY, storage))) {
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
  drainOnSignals(server, { closeStorage: storage.closeSiteStorage, beforeDrain: () => stopping() });
}
