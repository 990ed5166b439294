import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { trustedProxyHops } from "../../server/app.js";

/** The client address Express reports (what rate limits count) for one request with these forwarding headers. */
async function clientSeen(trustProxy: string | undefined, headers: Record<string, string>): Promise<string> {
  const app = express();
  app.set("trust proxy", trustedProxyHops(trustProxy));
  app.get("/", (req, res) => res.send(req.ip));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
  } finally {
    server.close();
  }
}

describe("TRUST_PROXY: who the client is", () => {
  const forged = { "X-Forwarded-For": "203.0.113.66, 198.51.100.7", "X-Real-IP": "203.0.113.77" };

  it("is the socket's peer when unset or 0, whatever the forwarding headers say", async () => {
    for (const setting of [undefined, "", "0"]) expect(await clientSeen(setting, forged)).toMatch(/127\.0\.0\.1$/);
  });

  it("is the address that many hops from the right of X-Forwarded-For", async () => {
    expect(await clientSeen("1", forged)).toBe("198.51.100.7");
    expect(await clientSeen("2", forged)).toBe("203.0.113.66");
  });

  it("refuses a setting that is not a number of proxies, so a typo cannot trust every header", () => {
    for (const setting of ["true", "-1", "1.5", "11", "loopback"]) expect(() => trustedProxyHops(setting)).toThrow(/TRUST_PROXY/);
  });
});
