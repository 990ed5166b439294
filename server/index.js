// @ts-check
/**
 * `npm start` / `npm run serve`: the production server; `npm run dev` runs it under `remix dev`,
 * which restarts it after each rebuild and is told when the new build is being served.
 *   PORT (default 3000), HOST (default all interfaces), WEB_CONCURRENCY (worker processes, default 1).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { entryHooks } from "./app.js";
import { serveSite } from "./serve.js";
import { startWorkerPool } from "./workers.js";

const BUILD_PATH = path.resolve("build/index.js");
const mode = process.env.NODE_ENV === "development" ? "development" : "production";

/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(BUILD_PATH).href);
const problem = entryHooks(build).startupProblem();
if (problem) {
  console.error(`Not starting: ${problem}`);
  process.exit(1);
}
// WEB_CONCURRENCY > 1: this process is the pool's primary and forks the workers that serve (server/workers.js).
if (!(await startWorkerPool(process.env.WEB_CONCURRENCY, entryHooks(build)))) serveSite(build, mode);
