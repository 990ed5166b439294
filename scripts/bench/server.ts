/**
 * Starts the production server of a checkout (`node --expose-gc server/index.js` on its build, as `npm run serve`) on a free port of
 * 127.0.0.1 for `npm run bench` and `npm run lighthouse`: NODE_ENV=production, sample mode
 * (SANITY_PROJECT_ID empty), a fresh submissions database and request log in a temporary folder.
 * The caller stops it; `stopOnExit` makes sure it is stopped when the script ends or is interrupted.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** This checkout: the default --root. */
export const REPO_ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerOptions {
  /** A checkout with a build (`npm run build` run in it). */
  root: string;
  /** SAMPLE_DATASET_FILE, PAGE_CACHE_MB, WEB_CONCURRENCY, …: added to the server's environment. */
  env?: Record<string, string>;
}

/** How many processes serve (`WEB_CONCURRENCY`): each must have finished its warm-up before the server counts as ready. */
const workersOf = (env: Record<string, string>) => Math.max(1, Number(env.WEB_CONCURRENCY ?? 1) || 1);

export interface RunningServer {
  origin: string;
  pid: number;
  /** The server's request log and errors (its stdout and stderr), from a byte offset (default: all). */
  log(from?: number): string;
  /** How many bytes of log there are so far: an offset for `log`. */
  logSize(): number;
  /** SIGTERM (the server finishes requests under way), SIGKILL after 10 s; removes the temporary folder. */
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no free port"))));
    });
  });
}

/** The short commit of a checkout, with `+changes` when its work tree differs from it. */
export function describeCheckout(root: string): string {
  try {
    const commit = execFileSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const changed = execFileSync("git", ["-C", root, "status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return changed ? `${commit}+changes` : commit;
  } catch {
    return "unknown commit";
  }
}

const running = new Set<RunningServer>();
let cleanupInstalled = false;

/** Stops every server still running when the process ends, on SIGINT/SIGTERM too (exit code 130/143). */
function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const stopAll = () => Promise.all([...running].map((server) => server.stop()));
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server`);
      void stopAll().finally(() => process.exit(code));
    });
  }
  // Last resort (an uncaught error, process.exit): no time for a graceful stop.
  process.once("exit", () => {
    for (const server of running) {
      try {
        process.kill(server.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  });
}

export async function startServer({ root, env = {} }: ServerOptions): Promise<RunningServer> {
  const serverEntry = join(root, "server", "index.js");
  const buildEntry = join(root, "build", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} not found: --root must be a checkout of this site`);
  if (!existsSync(buildEntry)) throw new Error(`${buildEntry} not found: run \`npm run build\` in ${root} first`);
  const workers = workersOf(env);
  // As `npm run serve` starts it.
  return launch({
    what: `The server in ${root}`,
    args: ["--expose-gc", serverEntry],
    cwd: root,
    env: { NODE_ENV: "production", SANITY_PROJECT_ID: "", ...env },
    readyWithin: READY_TIMEOUT_MS * workers,
    // /readyz reaches one worker of a pool: every worker says in the log when its warm-up (the search index) is done.
    ready: (log) => workers === 1 || log.split('"event":"search.index_built"').length > workers,
  });
}

/**
 * The bare twin (scripts/bench/bare-server.js) answering the recorded answers of `recordingFile` from memory: the
 * yardstick of a cached page's cost (decision 081).
 */
export function startBareServer(recordingFile: string): Promise<RunningServer> {
  return launch({
    what: "The bare server",
    args: [fileURLToPath(new URL("./bare-server.js", import.meta.url)), recordingFile],
    cwd: REPO_ROOT,
    env: {},
    readyWithin: READY_TIMEOUT_MS,
    ready: () => true,
  });
}

interface Launch {
  /** Who it is, for errors. */
  what: string;
  /** Node's arguments. */
  args: string[];
  cwd: string;
  env: Record<string, string>;
  readyWithin: number;
  /** Once /readyz answers 200: whether the log says everything is ready too. */
  ready: (log: string) => boolean;
}

/**
 * A Node server on a free port of 127.0.0.1 with its log and data in a temporary folder, ready once /readyz answers
 * 200 and `ready` agrees (so no measurement includes a warm-up).
 */
async function launch({ what, args, cwd, env, readyWithin, ready }: Launch): Promise<RunningServer> {
  installCleanup();
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), "xchangekit-bench-"));
  const logFile = join(folder, "server.log");
  // A file, not a pipe: the request log costs the server what it costs in production, and this process nothing.
  const logFd = openSync(logFile, "a");
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, HOST, PORT: String(port), SUBMISSIONS_DB: join(folder, "submissions.db"), ...env },
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  if (child.pid === undefined) throw new Error(`${what} could not be started`);
  const pid = child.pid;
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
  const log = (from = 0) => (existsSync(logFile) ? readFileSync(logFile).subarray(from).toString("utf8") : "");
  const logSize = () => (existsSync(logFile) ? statSync(logFile).size : 0);

  let stopping: Promise<void> | null = null;
  const server: RunningServer = {
    origin: `http://${HOST}:${port}`,
    pid,
    log,
    logSize,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGTERM");
          const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        running.delete(server);
        rmSync(folder, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
  running.add(server);

  const deadline = Date.now() + readyWithin;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (true) {
    if (exitCode !== undefined) {
      const output = log();
      await server.stop();
      throw new Error(`${what} exited (code ${exitCode}) before answering:\n${output.trim().split("\n").slice(-20).join("\n")}`);
    }
    try {
      const response = await fetch(`${server.origin}/readyz`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok && ready(log())) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${what} did not answer within ${readyWithin / 1000} s`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/** A process and its children (a worker pool's primary and its workers), from Linux /proc. */
function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children.flatMap(processTree)];
  } catch {
    return [pid];
  }
}

/** Resident memory of a process and its children now and at their peaks (summed), in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } | null {
  let found = false;
  const total = { rssMb: 0, peakRssMb: 0 };
  for (const member of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${member}/status`, "utf8");
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
      total.rssMb += kb("VmRSS") / 1024;
      total.peakRssMb += kb("VmHWM") / 1024;
      found = true;
    } catch {
      // Gone meanwhile.
    }
  }
  return found ? total : null;
}

let clockTicks: number | undefined;

/** CPU time (user + system) a process and its children have used so far, in ms (Linux /proc). */
export function cpuMsOf(pid: number): number | null {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  let ticks: number | null = null;
  for (const member of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${member}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks = (ticks ?? 0) + Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks === null ? null : (ticks * 1000) / clockTicks;
}
