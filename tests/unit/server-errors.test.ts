import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ALLOWED_METHODS } from "~/lib/security/request-guard.server";
import { allowOnlyMethods, answerErrors } from "../../server/app.js";
import { securityHeaders } from "../../server/security-headers.js";

/**
 * server/app.js in front of the app: methods no route answers and errors Express or the app raise get a
 * 4xx or a plain 500 with the site's security headers, never Express's own page. Sent with node:http,
 * since fetch cannot send TRACE.
 */
let server: ReturnType<express.Express["listen"]>;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ production: true }));
  app.use(allowOnlyMethods(ALLOWED_METHODS));
  app.use(express.static("public"));
  app.get("/bug", () => {
    throw new Error("a bug with a secret inside");
  });
  app.all("*", (_req, res) => {
    res.send("page");
  });
  app.use(answerErrors);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
});

function send(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method, path }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function expectSiteHeaders(headers: Record<string, unknown>) {
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  expect(headers["cache-control"]).toBe("private, no-store");
}

describe("the server in front of the app", () => {
  it("answers TRACE, CONNECT-like and other unknown methods 405 with Allow, on pages and static files alike", async () => {
    for (const [method, path] of [
      ["TRACE", "/support"],
      ["TRACE", "/favicon.ico"],
      ["PUT", "/support"],
      ["DELETE", "/waitlist"],
      ["PATCH", "/"],
    ] as const) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expectSiteHeaders(answer.headers);
    }
  });

  it("answers a malformed address 400 with the site's headers, not Express's error page", async () => {
    const answer = await send("GET", "/blog/%E0%A4%A");
    expect(answer.status).toBe(400);
    expect(answer.body).toBe("This address or request could not be understood.\n");
    expectSiteHeaders(answer.headers);
  });

  it("answers a bug 500 in plain words, logs it, and shows no stack or message", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const answer = await send("GET", "/bug");
      expect(answer.status).toBe(500);
      expect(answer.body).toBe("Something went wrong on our side. Please try again in a minute.\n");
      expectSiteHeaders(answer.headers);
      expect(stderr).toHaveBeenCalledWith(expect.stringContaining('"event":"request.failed"'));
    } finally {
      stderr.mockRestore();
    }
  });

  it("lets the site's own methods through", async () => {
    expect((await send("GET", "/anything")).status).toBe(200);
    expect((await send("POST", "/anything")).status).toBe(200);
  });
});
