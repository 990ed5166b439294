import { once } from "node:events";
import { Agent, createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drain } from "../../server/shutdown.js";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose /hold answers only when `release()` is called (noting it in `sent`); every other path at once. */
async function start(sent: string[] = []) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const holding = new Promise<void>((resolve) => (held = resolve));
  const server = createServer((request, response) => {
    if (request.url !== "/hold") return void response.end("quick");
    held();
    void released.then(() => response.end("held", () => sent.push("response sent")));
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const request = (path: string, agent: Agent | false = false) =>
    new Promise<string>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path, agent }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
        response.on("error", reject);
      }).on("error", reject);
    });
  return { server, request, holding, release };
}

describe("drain (server/shutdown.js)", () => {
  it("refuses new connections, lets the request under way finish, then closes the storage", async () => {
    const events: string[] = [];
    const { server, request, holding, release } = await start(events);
    const held = request("/hold");
    await holding;
    const drained = drain(server, {
      closeStorage: async () => {
        events.push("storage closed");
      },
    });
    await expect(request("/")).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await drained).toBe(true);
    expect(await held).toBe("held");
    expect(events).toEqual(["response sent", "storage closed"]);
  });

  it("is not held up by a keep-alive connection left idle", async () => {
    const { server, request } = await start();
    const agent = new Agent({ keepAlive: true });
    expect(await request("/", agent)).toBe("quick");
    expect(await drain(server, { closeStorage: async () => undefined })).toBe(true);
    agent.destroy();
  });

  it("closes a keep-alive connection once its request under way has finished, not when the client hangs up", async () => {
    const { server, request, holding, release } = await start();
    server.keepAliveTimeout = 60_000;
    const agent = new Agent({ keepAlive: true });
    const held = request("/hold", agent);
    await holding;
    const drained = drain(server, { closeStorage: async () => undefined });
    release();
    expect(await held).toBe("held");
    expect(await drained).toBe(true);
    agent.destroy();
  });

  it("cuts what is still running when the grace is over, closes the storage anyway, and says so", async () => {
    const { server, request, holding } = await start();
    const held = request("/hold");
    await holding;
    let closed = false;
    const drained = await drain(server, { closeStorage: async () => void (closed = true), graceMs: 50 });
    expect(drained).toBe(false);
    expect(closed).toBe(true);
    await expect(held).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
