import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { listenThenWarmUp } from "../../server/listen.js";

/** An app answering "up", started with `warmUp`; resolves once it listens. */
async function start(warmUp: () => Promise<void>) {
  const app = express();
  app.get("/", (_req, res) => {
    res.send("up");
  });
  const server = listenThenWarmUp(app, { port: 0, host: "127.0.0.1", warmUp, onListening: () => undefined });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { server, get: async () => (await fetch(`http://127.0.0.1:${port}/`)).text() };
}

describe("the server's start", () => {
  it("listens and answers while the warm-up (a hung CMS) has not finished", async () => {
    let finish: () => void = () => undefined;
    const warmUp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { server, get } = await start(warmUp);
    try {
      expect(await get()).toBe("up");
      expect(warmUp).toHaveBeenCalledOnce();
    } finally {
      finish();
      server.close();
    }
  });

  it("keeps serving after a failed warm-up, which it logs", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { server, get } = await start(() => Promise.reject(new Error("the CMS is down")));
    try {
      expect(await get()).toBe("up");
      expect(warn).toHaveBeenCalledWith("Warm-up skipped: the CMS is down");
    } finally {
      server.close();
    }
  });
});
