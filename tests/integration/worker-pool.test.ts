import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { get } from "node:http";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freePort } from "../e2e/free-port";

/** The real cluster of server/workers.js around a tiny app (tests/support/worker-pool-fixture.js). */
const FIXTURE = fileURLToPath(new URL("../support/worker-pool-fixture.js", import.meta.url));
const WAIT = { timeout: 25_000, interval: 50 };

const started: ChildProcess[] = [];
afterEach(() => {
  for (const pool of started.splice(0)) if (pool.exitCode === null && pool.signalCode === null) pool.kill("SIGKILL");
});

async function startPool(env: Record<string, string> = {}) {
  const port = await freePort();
  const primary = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, PORT: String(port), WEB_CONCURRENCY: "2", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(primary);
  let output = "";
  primary.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(primary, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  const lines = () => output.split("\n").filter(Boolean);
  /** One request on a connection of its own (the primary hands each new connection to the next worker). */
  const request = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      }).on("error", reject);
    });
  const listening = () => lines().filter((line) => line.startsWith("listening "));
  return { primary, exited, lines, request, listening };
}

describe("WEB_CONCURRENCY=2: a worker pool on one port (server/workers.js)", () => {
  it("prepares once (the migrations) before any worker starts, then two workers answer on the one port", async () => {
    const pool = await startPool();
    await vi.waitFor(() => expect(pool.listening()).toHaveLength(2), WAIT);
    expect(pool.lines().filter((line) => line === "prepared")).toHaveLength(1);
    expect(pool.lines().indexOf("prepared")).toBeLessThan(pool.lines().findIndex((line) => line.startsWith("listening ")));
    const pids = new Set<string>();
    for (let attempt = 0; attempt < 10; attempt++) pids.add((await pool.request("/pid")).body);
    expect(pids.size).toBe(2);
  });

  it("starts a worker again when one dies, and keeps answering", async () => {
    const pool = await startPool();
    await vi.waitFor(() => expect(pool.listening()).toHaveLength(2), WAIT);
    await pool.request("/crash").catch(() => undefined);
    await vi.waitFor(() => expect(pool.listening()).toHaveLength(3), WAIT);
    expect(pool.lines().some((line) => /^Worker \d+ exited \(code 3\)$/.test(line))).toBe(true);
    expect((await pool.request("/pid")).status).toBe(200);
    expect(pool.primary.exitCode).toBeNull();
  });

  it("on SIGTERM finishes the request under way, closes each worker's storage, and exits 0", async () => {
    const pool = await startPool();
    await vi.waitFor(() => expect(pool.listening()).toHaveLength(2), WAIT);
    const slow = pool.request("/slow");
    await vi.waitFor(() => expect(pool.lines().some((line) => line.startsWith("slow request"))).toBe(true), WAIT);
    pool.primary.kill("SIGTERM");
    expect(await slow).toEqual({ status: 200, body: "slow done" });
    expect(await pool.exited).toEqual([0, null]);
    expect(pool.lines().filter((line) => line.startsWith("storage closed"))).toHaveLength(2);
    await expect(pool.request("/pid")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("starts no worker when the preparation fails, and exits with its code", async () => {
    const pool = await startPool({ FAIL_TO_PREPARE: "1" });
    expect(await pool.exited).toEqual([1, null]);
    expect(pool.lines()).toEqual(["prepared"]);
  });

  it("stops, exit code 1, when workers keep dying before they listen", async () => {
    const pool = await startPool({ FAIL_AT_START: "1" });
    const [code] = await pool.exited;
    expect(code).toBe(1);
    expect(pool.lines()).toContain("Not starting: 5 workers in a row exited before listening; stopping the pool");
  });

  it("refuses a WEB_CONCURRENCY that is not a number of workers, in one line", async () => {
    const pool = await startPool({ WEB_CONCURRENCY: "many" });
    expect(await pool.exited).toEqual([1, null]);
    expect(pool.lines()).toEqual(['Not starting: WEB_CONCURRENCY must be the number of worker processes (1-64), not "many"']);
  });
});
