import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

/**
 * A server of the production build that one spec starts for itself (the probes need a fresh process or
 * a database no other test writes to), on a free port of 127.0.0.1, stopped by the spec.
 */
export interface OwnServer {
  origin: string;
  /** The site's SQLite file (submissions, operators, views). */
  databasePath: string;
  /** Every log line the server printed on stdout and stderr so far. */
  logLines(): string[];
  /** Sends `signal` to the server (SIGKILL: a crash, nothing drained); `stop()` then only cleans up. */
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/** What every own server runs with: sample content unless `env` names a project, its own database, no fill-time wait. */
const BASE_ENV: Record<string, string> = {
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  SANITY_PROJECT_ID: "",
  FORM_MIN_FILL_MS: "0",
  SESSION_SECRET: "own-server-session-secret-long-enough-to-pass",
  // The same on every own server, so an address one signed (a share card) is good on another.
  FORM_SECRET: "own-server-form-secret-of-forty-characters",
};

interface OwnServerOptions {
  /** Added to (or, undefined, taken from) the environment it starts with. */
  env?: Record<string, string | undefined>;
  /** A module to load first, e.g. the msw mocks of tests/mocks/dev-preload.ts. */
  preload?: string;
  /** Node's arguments in place of `server/index.js` (an npm script's, e.g.). */
  nodeArgs?: string[];
  /** A SQLite file the spec keeps (a restart on the same database); by default one of its own, removed at stop. */
  databasePath?: string;
}

/** Starts `node server/index.js` (as `options` say) and resolves once it says it listens. */
export async function startOwnServer({
  env = {},
  preload,
  nodeArgs = ["server/index.js"],
  databasePath,
}: OwnServerOptions = {}): Promise<OwnServer> {
  const port = await freePort();
  const folder = databasePath ? undefined : mkdtempSync(join(tmpdir(), "xchangekit-own-server-"));
  const database = databasePath ?? join(folder!, "site.db");
  const args = [...(preload ? ["--import", "tsx", "--import", preload] : []), ...nodeArgs];
  const merged = { ...process.env, ...BASE_ENV, SUBMISSIONS_DB: database, ...env, PORT: String(port) };
  const serverEnv = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const child: ChildProcess = spawn(process.execPath, args, { env: serverEnv as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (lines.some((line) => line.includes("listening on"))) resolve();
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening:\n${lines.join("\n")}`)));
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    databasePath: database,
    logLines: () => [...lines],
    kill: (signal) => child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}
