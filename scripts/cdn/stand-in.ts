/**
 * A stand-in of Cloudflare's and Fastly's purge APIs on 127.0.0.1, for trying a publish end to end without an account
 * (`npm run cdn:stand-in`, then `CLOUDFLARE_API_URL=http://127.0.0.1:8788/cloudflare` or
 * `FASTLY_API_URL=http://127.0.0.1:8788/fastly` with any zone, service and token) and for the CDN tests. It prints, or
 * hands to `onCall`, every call: its path, headers and JSON body; it answers the next planned status, else 200.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export interface PurgeCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, string[]>;
}

export interface PlannedAnswer {
  status: number;
  headers?: Record<string, string>;
}

export async function startCdnStandIn({ port = 0, onCall }: { port?: number; onCall: (call: PurgeCall) => void }) {
  const planned: PlannedAnswer[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const answer = planned.shift() ?? { status: 200 };
      response.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
      response.end(JSON.stringify(answer.status === 200 ? { success: true, status: "ok" } : { success: false }));
      let parsed: Record<string, string[]> = {};
      try {
        parsed = JSON.parse(body) as Record<string, string[]>;
      } catch {
        // Not JSON: recorded as an empty body, which a test's expectation then shows.
      }
      onCall({ path: request.url ?? "", headers: request.headers, body: parsed });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Answers the next calls with these, in order (then 200 again). */
    plan: (...answers: PlannedAnswer[]) => planned.push(...answers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.PORT || 8788);
  const standIn = await startCdnStandIn({
    port,
    onCall: ({ path, body }) => console.log(`${new Date().toISOString()} POST ${path} ${JSON.stringify(body)}`),
  });
  console.log(
    `CDN stand-in on ${standIn.origin}: CLOUDFLARE_API_URL=${standIn.origin}/cloudflare or FASTLY_API_URL=${standIn.origin}/fastly`,
  );
}
