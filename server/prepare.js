// @ts-check
/**
 * Run by a worker pool's primary before it forks (server/workers.js), in a process of its own: the start's checks
 * (`startupProblem`) and the database brought up to date, once. Exits 0, or 1 with one line saying why not to start.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { entryHooks, startNotices } from "./app.js";

/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
const hooks = entryHooks(build);
try {
  const problem = await hooks.startupProblem();
  if (problem) throw new Error(problem);
  for (const line of await startNotices(build)) console.info(line);
  const applied = await hooks.migrateSiteDatabase();
  if (applied.length > 0) console.info(`Database brought up to date: ${applied.join(", ")}`);
  await hooks.closeSite();
} catch (error) {
  console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
process.exit(0);
