import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../e2e/free-port";

/**
 * A throwaway PostgreSQL cluster for the storage tests when `TEST_DATABASE_URL` is unset: Debian's server binaries
 * (`initdb`, `pg_ctl`) in a temporary folder, on a free port of 127.0.0.1, trust authentication for local TCP only,
 * stopped and deleted by `stop()`. `initdb` refuses to run as root, so as root it runs as the `postgres` user.
 */
export interface PostgresCluster {
  /** A connection URL to the `postgres` database of the cluster. */
  url: string;
  stop(): void;
}

/** The folder holding `initdb` and `pg_ctl`: `PG_BIN`, else the newest of Debian's `/usr/lib/postgresql/<major>/bin`. */
export function postgresBinaries(env: Record<string, string | undefined> = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0)
    throw new Error("No PostgreSQL server binaries: install Debian's postgresql package, or set PG_BIN or TEST_DATABASE_URL");
  return join(root, majors[0]!, "bin");
}

const runningAsRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
function runBinary(binary: string, args: readonly string[]): void {
  const [command, commandArgs] = runningAsRoot()
    ? ["su", ["postgres", "-s", "/bin/sh", "-c", [binary, ...args].map(shellQuoted).join(" ")]]
    : [binary, args];
  const result = spawnSync(command, commandArgs as string[], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout}`);
}

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binaries = postgresBinaries();
  const folder = mkdtempSync(join(tmpdir(), "xchangekit-pg-"));
  // The postgres user must own the data folder it creates inside this one.
  chmodSync(folder, 0o777);
  const data = join(folder, "data");
  const port = await freePort();
  runBinary(join(binaries, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  runBinary(join(binaries, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(folder, "server.log"),
    "-o",
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories='' -c fsync=off`,
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runBinary(join(binaries, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
