// @ts-check
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";

/**
 * `WEB_CONCURRENCY=N`: N worker processes share the port through Node's `cluster` (the primary accepts connections
 * and hands them round-robin to the workers); unset or 1, the process serves alone, as before. Decision 060.
 */

/** More workers than this is a typo, not a machine. */
const MAX_WORKERS = 64;
/** Workers that die before they listen, one after the other, that stop the pool: the start itself is broken. */
const MAX_FAILED_STARTS = 5;
/** A worker that died is started again at once; another death within this window waits longer each time. */
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Past the workers' own 10 s to drain: then they are killed. */
const STOP_GRACE_MS = 15_000;

/**
 * The number of workers `WEB_CONCURRENCY` asks for: 1 when unset.
 * @param {string | undefined} value
 * @returns {number}
 */
function workerCount(value) {
  if (value === undefined || value.trim() === "") return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS)
    throw new Error(`WEB_CONCURRENCY must be the number of worker processes (1-${MAX_WORKERS}), not "${value}"`);
  return count;
}

/**
 * How long to wait before starting a worker again, given how many died within the last minute (this one included):
 * at once for the first, then 1 s, 2 s, 4 s… up to 30 s, so a worker that crashes on every request does not eat the
 * machine while the others serve.
 * @param {number} recentDeaths
 */
function restartDelayMs(recentDeaths) {
  return recentDeaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (recentDeaths - 2));
}

/**
 * The pool's preparation, in a process of its own so the primary never loads the app: server/prepare.js checks the
 * start (startupProblem) and brings the database up to date once, before any worker starts, since Kysely's SQLite
 * migrator has no lock between processes. Resolves to its exit code (it prints its own reason).
 * @returns {Promise<number>}
 */
function prepareInItsOwnProcess() {
  // With the primary's own flags (a preload such as MOCKS' included), as `cluster.fork` gives the workers.
  const script = fileURLToPath(new URL("./prepare.js", import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: "inherit" });
  return new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}

/**
 * When `WEB_CONCURRENCY` asks for more than one worker and this is the primary: prepares the pool, forks the workers
 * and watches them, and never settles: the primary ends with `process.exit` once its workers have (SIGTERM, SIGINT, or
 * the brake below). Returns at once in a worker, or when one process is to serve. A bad `WEB_CONCURRENCY` stops the
 * start with one line, a failed preparation with its own.
 * @param {string | undefined} concurrency
 * @param {() => Promise<number>} [prepare]
 * @returns {Promise<void>}
 */
export async function superviseWorkerPool(concurrency, prepare = prepareInItsOwnProcess) {
  if (!cluster.isPrimary) return;
  let count;
  try {
    count = workerCount(concurrency);
  } catch (error) {
    console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (count === 1) return;
  const prepared = await prepare();
  if (prepared !== 0) process.exit(prepared);
  superviseWorkers(count);
  return new Promise(() => undefined);
}

/** Whether this process is one of a pool's workers (which its primary's preparation speaks for at start). */
export function isPoolWorker() {
  return cluster.isWorker;
}

/** How a worker names itself in its start line: "" when it serves alone. */
export function workerName() {
  return cluster.worker ? `, worker ${cluster.worker.id} pid ${process.pid}` : "";
}

/**
 * Forks `count` workers; starts one again when it dies (after `restartDelayMs`), and gives up, stopping the others,
 * when MAX_FAILED_STARTS workers in a row died before listening. SIGTERM or SIGINT: every worker drains and exits,
 * then the primary exits (0 when they all exited cleanly).
 * @param {number} count
 */
function superviseWorkers(count) {
  /** @type {Set<import("node:cluster").Worker>} */
  const listened = new Set();
  /** @type {number[]} */
  let deaths = [];
  let failedStarts = 0;
  let stopping = false;
  let exitCode = 0;
  /** @type {Set<NodeJS.Timeout>} */
  const pendingRestarts = new Set();

  console.info(`Worker pool: ${count} workers (primary pid ${process.pid})`);
  cluster.on("listening", (worker) => {
    listened.add(worker);
    failedStarts = 0;
  });
  cluster.on("exit", (worker, code, signal) => {
    const hadListened = listened.delete(worker);
    if (stopping) {
      // A worker still starting has no handler yet: the SIGTERM it was sent ends it, as it should.
      if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
    failedStarts = hadListened ? 0 : failedStarts + 1;
    if (failedStarts >= MAX_FAILED_STARTS) {
      console.error(`Not starting: ${failedStarts} workers in a row exited before listening; stopping the pool`);
      exitCode = 1;
      stop();
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((at) => now - at < CRASH_WINDOW_MS), now];
    const delay = restartDelayMs(deaths.length);
    if (delay > 0) console.error(`Starting a new worker in ${delay / 1000} s (${deaths.length} exits within a minute)`);
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      cluster.fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  function stop() {
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  }
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    console.info(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    stop();
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  for (let index = 0; index < count; index++) cluster.fork();
}
