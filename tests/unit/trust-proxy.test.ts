import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { clientAddressOf, rateLimitIdentity } from "~/lib/security/client-address.server";
import { parseClientAddress, siteHost, trustedProxyHops } from "../../server/site-request.js";

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

describe("rateLimitIdentity: who shares a rate limit", () => {
  it("is an IPv4 address itself, also when written as IPv4-mapped IPv6", () => {
    expect(rateLimitIdentity("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitIdentity("::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("is the /64 of an IPv6 address, however it is written, so rotating through a /64 gains nothing", () => {
    const identity = rateLimitIdentity("2001:db8:1:2::1");
    expect(identity).toBe("2001:db8:1:2::/64");
    expect(rateLimitIdentity("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(identity);
    expect(rateLimitIdentity("2001:db8:1:3::1")).not.toBe(identity);
  });

  it("is what the load context carries, and one shared key without it", () => {
    expect(clientAddressOf({ clientAddress: "2001:db8:1:2:3:4:5:6" })).toBe("2001:db8:1:2::/64");
    expect(clientAddressOf({})).toBe("unknown");
    expect(rateLimitIdentity("not an address")).toBe("not an address");
  });
});

/** What `read` makes of each value: the expected reading, or null where the value must be refused. */
function expectReadings<T>(read: (value: T) => string | null, readings: [T, string | null][]) {
  for (const [value, reading] of readings) expect(read(value), String(value)).toBe(reading);
}
const refused = <T>(...values: T[]) => values.map((value): [T, null] => [value, null]);

describe("parseClientAddress: a client address as a proxy writes it in X-Forwarded-For", () => {
  it("is the address without its port, IPv4 with or without one, IPv6 bare or in brackets", () => {
    expectReadings(parseClientAddress, [
      ["198.51.100.7", "198.51.100.7"],
      [" 198.51.100.7:4711 ", "198.51.100.7"],
      ["2001:db8::1", "2001:db8::1"],
      ["[2001:db8::1]", "2001:db8::1"],
      ["[2001:db8::1]:443", "2001:db8::1"],
      ["::ffff:198.51.100.7", "::ffff:198.51.100.7"],
    ]);
  });

  it("is nothing for what is not an address, so it cannot name a fresh client", () => {
    expectReadings(
      parseClientAddress,
      refused("", "unknown", "garbage", "1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", "198.51.100.7:", "198.51.100.7:70000"),
    );
    expectReadings(parseClientAddress, refused("[2001:db8::1", "[198.51.100.7]", "[2001:db8::1]:x", "[::1]:443:1", "2001:db8::g"));
  });
});

describe("siteHost: a Host or X-Forwarded-Host as the host of the site's URLs", () => {
  it("drops the default ports a proxy may add, lower-cases, and keeps any other port", () => {
    expectReadings(siteHost, [
      ["example.com:443", "example.com"],
      ["Example.COM:80", "example.com"],
      ["127.0.0.1:3000", "127.0.0.1:3000"],
      ["[::1]:443", "[::1]"],
    ]);
  });

  it("is nothing for what is not a host and port", () => {
    expectReadings(
      siteHost,
      refused(undefined, "", "a b", "evil.example/x", "evil.example?x", "user@evil.example", "a\\b", "example.com:99999", ":80"),
    );
  });
});
